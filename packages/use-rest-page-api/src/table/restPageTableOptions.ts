import type { OnChangeFn, PaginationState, SortingState } from '@tanstack/react-table'
import type { RestPageDataSource } from '../core/engine/RestPageDataSource.ts'
import { fromSortingState, resolveUpdater, toPaginationState, toSortingState } from './tableState.ts'

/** The part of TanStack Table's options that server-side paging and sorting need. */
export interface RestPageTableOptions<TItem> {
  /** The records of the page on screen (`items`). */
  data: TItem[]
  /** A row's id: its `keyName` property, as a string. */
  getRowId: (row: TItem) => string
  /** The server pages: the table shows `data` as it is. */
  manualPagination: true
  /** The server sorts: the table does not reorder `data`. */
  manualSorting: true
  /** The server's `totalElements`; `-1` (unknown) for a Spring `Slice`, whose totals count only what was seen. */
  rowCount: number
  /** The server's `totalPages`; for a `Slice`, `-1` (unknown) while a page follows, else the pages seen. */
  pageCount: number
  /** The list's page and sort, as TanStack Table's state. */
  state: { pagination: PaginationState; sorting: SortingState }
  /** A page or size the table moves to: the list's `fetch(pageIndex, pageSize)`. */
  onPaginationChange: OnChangeFn<PaginationState>
  /** A sort the table asks for: the list's `sortWith(...)`, from page 0. */
  onSortingChange: OnChangeFn<SortingState>
}

/**
 * Wires a `useRestPageApi` data source to TanStack Table v9 as server-side pagination and sorting: the table shows
 * the hook's page and sort, and the table's page and sort changes become list requests. Row ids come from the
 * hook's `keyName`. A Spring `Slice` (no totals) gives TanStack Table's unknown row count (`-1`), and its unknown page
 * count (`-1`) while a page follows. A column's id is the sort property its sorting asks for (in a typed list, one of
 * the item's keys: name columns after them, as `accessorKey` does).
 * Spread the result into `useTable` with your `features` (`rowPaginationFeature`,
 * `rowSortingFeature`) and `columns`.
 *
 * @example
 * const dataSource = useRestPageApi<Product>('/api/products')
 * const table = useTable({ features, columns, ...restPageTableOptions(dataSource) })
 */
export function restPageTableOptions<TItem, TPage, TFilters, TSort extends string>(
  dataSource: RestPageDataSource<TItem, TPage, TFilters, TSort>,
): RestPageTableOptions<TItem> {
  const pagination = toPaginationState(dataSource.pagination)
  const sorting = toSortingState(dataSource.pagination.sorts)
  const keyName = dataSource.keyName
  return {
    data: dataSource.items,
    getRowId: (row) => String((row as Record<string, unknown>)[keyName]),
    manualPagination: true,
    manualSorting: true,
    rowCount: dataSource.pagination.totalKnown ? dataSource.pagination.totalElements : -1,
    // TanStack Table's "unknown" page count for a Slice that has a next page: its next-page control stays on.
    pageCount: dataSource.pagination.totalKnown
      ? dataSource.pagination.totalPages
      : dataSource.pagination.hasNext
        ? -1
        : dataSource.pagination.pageNo + 1,
    state: { pagination, sorting },
    onPaginationChange: (updater) => {
      const next = resolveUpdater(updater, pagination)
      if (next.pageIndex !== pagination.pageIndex || next.pageSize !== pagination.pageSize) {
        void dataSource.fetch(next.pageIndex, next.pageSize)
      }
    },
    onSortingChange: (updater) => void dataSource.sortWith(fromSortingState<TSort>(resolveUpdater(updater, sorting))),
  }
}
