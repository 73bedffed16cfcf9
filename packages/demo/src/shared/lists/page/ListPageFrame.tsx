import type { ReactNode, RefObject } from 'react'
import { isRestError } from 'use-rest-page-api'
import { DataTable } from '../../../components/DataTable.tsx'
import { EmptyState } from '../../../components/EmptyState.tsx'
import { ErrorPanel } from '../../../components/ErrorPanel.tsx'
import { Pager, type PagerProps } from '../../../components/Pager.tsx'
import { ColumnSettings } from '../views/ColumnSettings.tsx'
import { FilteredEmpty, useRetryFocus } from './listFocus.tsx'
import { SelectionBar } from '../selection/SelectionBar.tsx'
import { useAnnounce } from './StatusLine.tsx'
import { RowActionsContext, type RowActions } from './rowActionsColumn.tsx'
import { useAnnounceResults } from './useAnnounceResults.ts'
import type { ListDeletes } from './useListDeletes.tsx'
import type { ListPageModel } from './useListPage.ts'
import './ListPageFrame.css'

export interface ListPageFrameProps<TRow extends { id: string }> {
  model: ListPageModel<TRow>
  /** The list's name (`待办列表`): the section's accessible name. */
  name: string
  /** The table's caption (read by screen readers). */
  caption: string
  /** What a record is counted as (`条`, `个`). Default `条`. */
  unit?: string | undefined
  /** What a record is called (`产品`). Default `记录`. */
  noun?: string | undefined
  /** What the list says when it has no record and no filter is applied. */
  emptyTitle: string
  emptyHint: string
  /** What the list says when filters match nothing. Default: try other filters or clear them. */
  filteredHint?: string | undefined
  /** An action under the empty list (新建草稿). Default: none. */
  emptyAction?: ReactNode | undefined
  /** Opens a row (the detail drawer). Default: none. */
  onRowClick?: ((row: TRow) => void) | undefined
  /** Actions along the top of the table (导出). Default: none. */
  toolbar?: ReactNode | undefined
  /** Starts over with no filter and the default sort, offered when the server refuses the address's query (400). */
  onResetDefaults: () => void
  /** What the rows' buttons do (the title opens, 编辑, 删除, 提交). Default: nothing. */
  rowActions?: RowActions<TRow> | undefined
  /** The list's deletes (`useListDeletes`): a delete of every match under way, its question, the counts. Default: none. */
  deletes?: ListDeletes<TRow> | undefined
  /** Above the table: news of the list (有 N 条新待办 · 刷新, a refusal). Default: none. */
  notices?: ReactNode | undefined
  /** The frame around the list, where a row is found to take the focus and the focus is known to be in the list. */
  frameRef?: RefObject<HTMLDivElement | null> | undefined
}

/** What the pager shows: the list's counts, less `offPage` rows the page on screen counts and the user deleted. */
function pagerCounts(
  { pageNo, pageSize, totalElements, totalPages, totalKnown, hasNext }: PagerCounts,
  offPage: number,
): PagerCounts {
  if (!offPage) return { pageNo, pageSize, totalElements, totalPages, totalKnown, hasNext }
  const pages = Math.ceil((totalElements - offPage) / pageSize)
  return {
    pageNo,
    pageSize,
    totalElements: totalElements - offPage,
    totalPages: pages,
    totalKnown,
    hasNext: pageNo + 1 < pages,
  }
}
type PagerCounts = Pick<PagerProps, 'pageNo' | 'pageSize' | 'totalElements' | 'totalPages'> & {
  totalKnown: boolean
  hasNext: boolean
}

/**
 * The frame of every list page, the form's lists and /products alike (react-admin's `<List>`): the news above the
 * list (a delete of every match under way and its outcome, a held reload), the table card with its toolbar and
 * 显示设置 (columns, density), the error panel in place of the rows when there are none of the page asked for
 * (恢复默认条件 when the server refuses the query), a notice with 重试 over the page's own rows when their reload failed
 * (offline, the page reopened from storage),
 * the empty states, the pager, and the question before a delete of every match. The rows' buttons do what the page
 * gives in `rowActions`. Focus has a home after each of its actions: 重试 gives it to the first row, or to the error
 * when it fails again; 清除筛选 to the list. What a page move or a new search found is said in the page's status
 * line. While rows deleted from the page after this one wait out their 5 s, the pager leaves them out.
 */
export function ListPageFrame<TRow extends { id: string }>({
  model,
  name,
  caption,
  unit = '条',
  noun = '记录',
  emptyTitle,
  emptyHint,
  filteredHint = '换个条件试试，或清除筛选查看全部。',
  emptyAction,
  onRowClick,
  toolbar,
  onResetDefaults,
  rowActions = {},
  deletes,
  notices,
  frameRef,
}: ListPageFrameProps<TRow>) {
  const { list, table, view, filters, selection } = model
  // Less the rows deleted from the page after this one, which the server counts until their 5 s are over.
  const counts = pagerCounts(list.pagination, list.isPlaceholderData ? 0 : (deletes?.offPage ?? 0))
  const { totalElements } = counts
  const say = useAnnounce()
  const { section, errorPanel, retry } = useRetryFocus()
  // A reload of the page's own rows that failed (offline, reopened from storage; a background reload) keeps them on
  // screen with a notice; the panel takes the rows' place only when there are none of the page asked for (a first load,
  // a page move that failed over the previous page's rows).
  const failed = list.isError && (list.isPlaceholderData || list.items.length === 0)
  const empty = list.items.length === 0 && !list.isFetching && !list.isError
  useAnnounceResults({
    filtersKey: JSON.stringify(filters.applied),
    filtered: filters.filtered,
    settled: !list.isFetching && !list.isPlaceholderData && !list.isError,
    total: totalElements,
    noun,
    unit,
  })
  const card = (
    <section ref={section} className="card list-card" aria-label={name} data-density={view.density} tabIndex={-1}>
      <div className="list-card__bar">
        <SelectionBar
          selection={selection}
          unit={unit}
          noun={noun}
          afterClear={() => section.current?.querySelector<HTMLElement>('thead input[type="checkbox"]')?.focus()}
        />
        <span className="toolbar-spacer" />
        {toolbar}
        <ColumnSettings columns={model.hideable} view={view} />
      </div>
      {list.isError && !failed && (
        <div ref={errorPanel} className="notice notice-error list-card__notice" tabIndex={-1}>
          没能刷新列表，显示的是之前加载的内容。
          <button type="button" className="btn btn-sm" onClick={() => retry(list.reload)}>
            重试
          </button>
        </div>
      )}
      {failed ? (
        <ErrorPanel
          ref={errorPanel}
          error={list.error}
          onRetry={() => retry(list.reload)}
          actions={
            isRestError(list.error, 'invalid') && (
              <button type="button" className="btn" onClick={onResetDefaults}>
                恢复默认条件
              </button>
            )
          }
        />
      ) : (
        <DataTable
          table={table}
          caption={caption}
          captionHidden
          loading={list.isFetching}
          // Another query's rows while its page loads, or a page shown again whose reload has not answered.
          stale={list.isPlaceholderData || (list.isStale && list.isFetching)}
          onRowClick={onRowClick && ((row) => onRowClick(row.original))}
          isRowSelected={(row) => Boolean(row.getIsSelected?.())}
          empty={
            empty &&
            (filters.filtered ? (
              <FilteredEmpty noun={noun} hint={filteredHint} onClear={filters.clear} list={section} />
            ) : (
              <EmptyState title={emptyTitle} description={emptyHint} action={emptyAction} />
            ))
          }
        />
      )}
      {!failed && totalElements > 0 && (
        <Pager
          {...counts}
          unit={unit}
          onPageChange={(page) =>
            void list.fetch(page).then((shown) => {
              if (shown)
                say(
                  shown.totalKnown
                    ? `已到第 ${shown.pageNo + 1} 页，共 ${Math.max(shown.totalPages, 1)} 页。`
                    : `已到第 ${shown.pageNo + 1} 页。`,
                  { hidden: true },
                )
            })
          }
          onPageSizeChange={(size) => void list.fetch(0, size)}
        />
      )}
    </section>
  )
  return (
    <div ref={frameRef} className="list-frame">
      {deletes?.panel}
      {notices}
      <RowActionsContext.Provider value={rowActions as RowActions<never>}>{card}</RowActionsContext.Provider>
      {deletes?.dialog}
    </div>
  )
}
