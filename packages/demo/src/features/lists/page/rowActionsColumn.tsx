import { createColumnHelper, type RowData } from '@tanstack/react-table'
import type { ListFeatures } from './listFeatures.ts'

/** What a row's buttons do; the page owns the behaviour. */
export interface RowActions<TRow> {
  edit: (row: TRow) => void
  remove: (row: TRow) => void
  /** 提交, first and primary, where records can be sent on (a draft into its flow). Default: none. */
  submit?: ((row: TRow) => void) | undefined
}

/**
 * The last column of an editable list: 编辑 and 删除 for the row, each named after the record it acts on.
 *
 * @example
 * rowActionsColumn<Product>((p) => p.title, { edit: openForm, remove: confirmDelete })
 */
export function rowActionsColumn<TRow extends RowData>(nameOf: (row: TRow) => string, actions: RowActions<TRow>) {
  return createColumnHelper<ListFeatures, TRow>().display({
    id: 'actions',
    header: () => <span className="visually-hidden">操作</span>,
    cell: ({ row }) => (
      <span className="toolbar" style={{ justifyContent: 'flex-end', flexWrap: 'nowrap' }}>
        {actions.submit && (
          <button
            type="button"
            className="btn btn-sm btn-primary"
            onClick={() => actions.submit?.(row.original)}
            aria-label={`提交“${nameOf(row.original)}”`}
          >
            提交
          </button>
        )}
        <button
          type="button"
          className="btn btn-sm"
          onClick={() => actions.edit(row.original)}
          aria-label={`编辑“${nameOf(row.original)}”`}
        >
          编辑
        </button>
        <button
          type="button"
          className="btn btn-sm btn-danger"
          onClick={() => actions.remove(row.original)}
          aria-label={`删除“${nameOf(row.original)}”`}
        >
          删除
        </button>
      </span>
    ),
    meta: { className: 'cell-actions', label: '操作' },
  })
}
