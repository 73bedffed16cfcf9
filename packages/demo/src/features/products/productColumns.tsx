import { createColumnHelper } from '@tanstack/react-table'
import type { ListFeatures } from '../../shared/lists/page/listFeatures.ts'
import { rowActionsColumn } from '../../shared/lists/page/rowActionsColumn.tsx'
import { selectColumn } from '../../shared/lists/selection/selectColumn.tsx'

/** A product of spec A's generic record: every field a string. */
export interface Product {
  id: string
  title: string
  price: string
  /** Spring's `@Version`: the list sends it back as `If-Match` on an edit or a delete (`versionField`). */
  version?: number
}

const helper = createColumnHelper<ListFeatures, Product>()

/** Columns: selection, id, name and price (both sortable), and the row's edit and delete buttons. */
export function productColumns() {
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
    rowActionsColumn<Product>((p) => p.title),
  ])
}
