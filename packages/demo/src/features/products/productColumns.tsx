import { createColumnHelper } from '@tanstack/react-table'
import type { ListFeatures } from '../lists/listFeatures.ts'
import { selectColumn } from '../lists/selectColumn.tsx'

/** A product of spec A's generic record: every field a string. */
export interface Product {
  id: string
  title: string
  price: string
}

const helper = createColumnHelper<ListFeatures, Product>()

/** What the row buttons do; the page owns the behaviour. */
export interface ProductActions {
  edit: (product: Product) => void
  remove: (product: Product) => void
}

/** Columns: selection, id, name and price (both sortable), and the row's edit and delete buttons. */
export function productColumns(actions: ProductActions) {
  return helper.columns([
    selectColumn<Product>('产品', (p) => p.title),
    helper.accessor('id', {
      header: '编号',
      enableSorting: true,
      meta: { className: 'cell-nowrap', label: '编号' },
    }),
    helper.accessor('title', { header: '名称', enableSorting: true, meta: { label: '名称' } }),
    helper.accessor('price', {
      header: '价格（元）',
      enableSorting: true,
      sortDescFirst: true,
      cell: (info) => <span className="cell-number">{info.getValue()}</span>,
      meta: { className: 'cell-number', label: '价格' },
    }),
    helper.display({
      id: 'actions',
      header: () => <span className="visually-hidden">操作</span>,
      cell: ({ row }) => (
        <span className="toolbar" style={{ justifyContent: 'flex-end', flexWrap: 'nowrap' }}>
          <button
            type="button"
            className="btn btn-sm"
            onClick={() => actions.edit(row.original)}
            aria-label={`编辑“${row.original.title}”`}
          >
            编辑
          </button>
          <button
            type="button"
            className="btn btn-sm btn-danger"
            onClick={() => actions.remove(row.original)}
            aria-label={`删除“${row.original.title}”`}
          >
            删除
          </button>
        </span>
      ),
      meta: { className: 'cell-actions', label: '操作' },
    }),
  ])
}

/** The columns a user may hide (显示设置). */
export const PRODUCT_HIDEABLE_COLUMNS = [
  { id: 'id', label: '编号' },
  { id: 'price', label: '价格' },
] as const
