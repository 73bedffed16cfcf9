import { useTable, type ColumnDef, type RowData } from '@tanstack/react-table'
import { useEffect, useMemo, useState } from 'react'
import { useRestPageApi, type PageResponse, type RestListDefinition, type SearchParams } from 'use-rest-page-api'
import { restPageTableOptions } from 'use-rest-page-api/table'
import { hideableColumns } from '../views/hideableColumns.ts'
import { listFeatures, type ListFeatures } from './listFeatures.ts'
import { useFilterDraft } from './useFilterDraft.ts'
import { tableLayout } from '../views/tableLayout.ts'
import { useListSelection } from '../selection/useListSelection.ts'
import { useViewSettings } from '../views/useViewSettings.ts'

/** One list page's model: where it reads, what it shows, what the address holds. */
export interface ListPageConfig<TRow extends RowData> {
  /**
   * The list, defined once (`restList<Row>()(url, syncedOptions(options, filterKeys))`): synced with the address,
   * which holds page, size, sort and `filterKeys`. The page sorts by any column id and filters by `filterKeys` (the
   * table's, the filter form's and the saved views' are strings), so it takes any list of its rows: a definition's
   * own sorts and filters are checked where it is defined.
   */
  list: RestListDefinition<TRow, PageResponse<TRow>, SearchParams, string>
  /**
   * Hold back a reload on its own that would move rows (`holdUpdates`), this render: the user works in the list.
   * Default `false`.
   */
  holdUpdates?: boolean | undefined
  /** The filters the address holds and the filter form shows (the definition's `syncedOptions` keys). */
  filterKeys: readonly string[]
  /** The table's columns. */
  columns: ColumnDef<ListFeatures, TRow, unknown>[]
  /** Where the user's column and density choices are remembered (`useViewSettings`): a form's list is `<kind>:<formId>`. */
  viewKey: string
  /** Read while `viewKey` has no settings of its own (the per-kind settings kept before). Default: none. */
  viewFallbackKey?: string | undefined
  /**
   * While rows are selected, a reload on its own that would move rows is held back (`holdUpdates`). Default `false`:
   * on a list whose rows the user's own edits move (a delete of the selection), the hook would hold those too.
   */
  holdWhileSelected?: boolean | undefined
}

/**
 * Everything a list page wires once (react-admin's `useListController`): `useRestPageApi` synced with the address
 * through the app's URL adapter, a TanStack Table over it, the selection (the page's rows, cleared when page,
 * size, sort or filters change; or every record the filters match less the ones unticked), a page past the end replaced by the last
 * page, the filter form's draft, and the remembered view (hidden columns, density).
 *
 * @example
 * const productList = restList<Product>()('/api/products', syncedOptions({ pageSize: 15 }, ['title']))
 * const page = useListPage({ list: productList, filterKeys: ['title'], columns, viewKey: 'products' })
 */
export function useListPage<TRow extends RowData & { id: string }>({
  list: definition,
  holdUpdates = false,
  filterKeys,
  columns,
  viewKey,
  viewFallbackKey,
  holdWhileSelected = false,
}: ListPageConfig<TRow>) {
  // When asked, while rows are selected a reload on its own does not move them (`holdUpdates`; the page adds its own
  // reasons: a drawer, the focus). The selection is known after the list: mirrored here, set during render below.
  const [selecting, setSelecting] = useState(false)
  // Whether reloads wait changes from render to render with what the user does: a render's option beside the
  // definition, so the list stays the store entry `prefetchList` fills with the same definition.
  const list = useRestPageApi(definition, {
    holdUpdates: Boolean(holdUpdates || definition.options.holdUpdates) || (holdWhileSelected && selecting),
  })
  const { pageNo, totalPages, totalKnown } = list.pagination

  // A page past the end (an old link, records deleted elsewhere): the last page, replacing the address, so Back
  // does not return to the empty one.
  const pastEnd = !list.isFetching && !list.isError && totalKnown && pageNo > 0 && pageNo >= Math.max(totalPages, 1)
  const { fetch } = list
  useEffect(() => {
    if (pastEnd) void fetch({ page: Math.max(totalPages - 1, 0), replace: true })
  }, [pastEnd, totalPages, fetch])

  // The rows ticked on screen, or every match less the exclusions (useListSelection).
  const selection = useListSelection(list)
  const { rowSelection, selectedRows } = selection
  const anySelected = selectedRows.length > 0 || selection.matching !== null
  if (anySelected !== selecting) setSelecting(anySelected)

  // What 显示设置 offers: read from the columns, so a new column is offered without a second list to keep.
  const hideable = useMemo(() => hideableColumns(columns), [columns])
  const movable = useMemo(() => hideable.map((c) => c.id), [hideable])
  const view = useViewSettings(viewKey, viewFallbackKey, movable)
  const layout = useMemo(() => tableLayout(movable, view), [movable, view])
  const tableOptions = restPageTableOptions(list)
  const table = useTable({
    features: listFeatures,
    columns,
    ...tableOptions,
    state: {
      ...tableOptions.state,
      rowSelection,
      columnVisibility: Object.fromEntries(view.hidden.map((id) => [id, false])),
      columnOrder: layout.columnOrder,
      columnPinning: layout.columnPinning,
    },
    onRowSelectionChange: selection.onRowSelectionChange,
    enableRowSelection: true,
    enableMultiSort: true,
    // A list always has an order (the server's default is newest first): a click turns it around, never off, so
    // the header never says "unsorted" over rows that are sorted.
    enableSortingRemoval: false,
  })
  const filters = useFilterDraft(list.searchParams, filterKeys, list.query)
  return { list, table, selection, selectedRows, clearSelection: selection.clear, view, filters, hideable }
}
export type ListPageModel<TRow extends RowData & { id: string }> = ReturnType<typeof useListPage<TRow>>
