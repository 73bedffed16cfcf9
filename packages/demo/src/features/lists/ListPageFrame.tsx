import { useEffect, useRef, type ReactNode } from 'react'
import { RestError } from 'use-rest-page-api'
import { DataTable } from '../../components/DataTable.tsx'
import { EmptyState } from '../../components/EmptyState.tsx'
import { ErrorPanel } from '../../components/ErrorPanel.tsx'
import { Pager } from '../../components/Pager.tsx'
import { ColumnSettings } from './ColumnSettings.tsx'
import type { ListPageModel } from './useListPage.ts'
import type { UndoableDelete } from './useUndoableDelete.ts'

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
  /** The deletes of the page, whose notice offers 撤销. Default: none. */
  deletes?: UndoableDelete | undefined
  /** What the last change did (已新建草稿…), said politely. Default: none. */
  notice?: string | undefined
  /** Starts over with no filter and the default sort, offered when the server refuses the address's query (400). */
  onResetDefaults: () => void
}

/**
 * The frame of every list page (react-admin's `<List>`): a status line (what the last change did, 撤销 after a
 * delete), the table card with its toolbar and 显示设置 (columns, density), the error panel in place of the rows
 * (恢复默认条件 when the server refuses the query), the empty states, and the pager.
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
  deletes,
  notice,
  onResetDefaults,
}: ListPageFrameProps<TRow>) {
  const { list, table, view, filters, selectedRows } = model
  const { pageNo, pageSize, totalPages, totalElements, totalKnown, hasNext } = list.pagination
  const undo = useRef<HTMLButtonElement>(null)
  const pending = deletes?.notice?.status === 'pending'
  // After a delete the rows it took are gone from under the focus: 撤销 takes it, the one thing worth doing next.
  useEffect(() => {
    if (pending) undo.current?.focus()
  }, [pending, deletes?.notice])
  const empty = list.items.length === 0 && !list.isLoading && !list.isError
  const said = deletes?.notice?.message ?? notice ?? ''
  return (
    <>
      <p className="list-status" role="status">
        {said}
        {pending && (
          <button ref={undo} type="button" className="btn btn-link" onClick={deletes?.undo}>
            撤销
          </button>
        )}
      </p>
      <section className="card list-card" aria-label={name} data-density={view.density}>
        <div className="list-card__bar">
          <span className="muted" aria-live="polite">
            {selectedRows.length > 0 ? `已选 ${selectedRows.length} ${unit}${noun}` : ''}
          </span>
          <span className="toolbar-spacer" />
          {toolbar}
          <ColumnSettings columns={model.hideable} view={view} />
        </div>
        {list.isError ? (
          <ErrorPanel
            error={list.error}
            onRetry={() => void list.reload()}
            actions={
              list.error instanceof RestError &&
              list.error.kind === 'invalid' && (
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
            loading={list.isLoading}
            stale={list.isPlaceholderData}
            onRowClick={onRowClick && ((row) => onRowClick(row.original))}
            isRowSelected={(row) => Boolean(row.getIsSelected?.())}
            empty={
              empty &&
              (filters.filtered ? (
                <EmptyState
                  title={`没有符合筛选条件的${noun}`}
                  description={filteredHint}
                  action={
                    <button type="button" className="btn btn-primary" onClick={filters.clear}>
                      清除筛选
                    </button>
                  }
                />
              ) : (
                <EmptyState title={emptyTitle} description={emptyHint} action={emptyAction} />
              ))
            }
          />
        )}
        {!list.isError && totalElements > 0 && (
          <Pager
            pageNo={pageNo}
            pageSize={pageSize}
            totalElements={totalElements}
            totalPages={totalPages}
            totalKnown={totalKnown}
            hasNext={hasNext}
            unit={unit}
            onPageChange={(page) => void list.fetch(page)}
            onPageSizeChange={(size) => void list.fetch(0, size)}
          />
        )}
      </section>
    </>
  )
}
