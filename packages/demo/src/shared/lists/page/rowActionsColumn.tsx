import { createColumnHelper, type RowData } from '@tanstack/react-table'
import { createContext, useContext } from 'react'
import type { ListFeatures } from './listFeatures.ts'

/**
 * What a list's rows can do: the page owns the behaviour and gives it to the list's frame (`ListPageFrame`'s
 * `rowActions`), whose cells call it. The columns are made once, with no callback in them, so what a button does is
 * always the page's current behaviour.
 */
export interface RowActions<TRow> {
  /** Opens the record (its title, a button). Default: none. */
  open?: ((row: TRow) => void) | undefined
  /** 编辑. Default: none. */
  edit?: ((row: TRow) => void) | undefined
  /** 删除. Default: none. */
  remove?: ((row: TRow) => void) | undefined
  /** 提交, first and primary, where records can be sent on (a draft into its flow). Default: none. */
  submit?: ((row: TRow) => void) | undefined
}

/** The row actions of the list around a cell; none outside a list's frame. */
export const RowActionsContext = createContext<RowActions<never>>({})

/** The actions a cell of a list of `TRow` can call. */
export const useRowActions = <TRow,>() => useContext(RowActionsContext) as RowActions<TRow>

/** 提交 (when `submittable`), 编辑 and 删除 for one row, each named after the record it acts on. */
function RowButtons<TRow>({ row, name, submittable }: { row: TRow; name: string; submittable: boolean }) {
  const actions = useRowActions<TRow>()
  return (
    <span className="toolbar" style={{ justifyContent: 'flex-end', flexWrap: 'nowrap' }}>
      {submittable && (
        <button
          type="button"
          className="btn btn-sm btn-primary"
          onClick={() => actions.submit?.(row)}
          aria-label={`提交“${name}”`}
        >
          提交
        </button>
      )}
      <button type="button" className="btn btn-sm" onClick={() => actions.edit?.(row)} aria-label={`编辑“${name}”`}>
        编辑
      </button>
      <button
        type="button"
        className="btn btn-sm btn-danger"
        onClick={() => actions.remove?.(row)}
        aria-label={`删除“${name}”`}
      >
        删除
      </button>
    </span>
  )
}

/**
 * The last column of an editable list: 编辑 and 删除 for the row (提交 first when `submittable`), each named after the
 * record it acts on; what they do is the page's (`RowActions`).
 *
 * @example
 * rowActionsColumn<Product>((p) => p.title)
 */
export function rowActionsColumn<TRow extends RowData>(
  nameOf: (row: TRow) => string,
  { submittable = false }: { submittable?: boolean | undefined } = {},
) {
  return createColumnHelper<ListFeatures, TRow>().display({
    id: 'actions',
    header: () => <span className="visually-hidden">操作</span>,
    cell: ({ row }) => <RowButtons row={row.original} name={nameOf(row.original)} submittable={submittable} />,
    meta: { className: 'cell-actions', label: '操作' },
  })
}
