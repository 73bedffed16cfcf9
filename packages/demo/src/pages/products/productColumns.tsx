import {
  createColumnHelper,
  rowPaginationFeature,
  rowSelectionFeature,
  rowSortingFeature,
  tableFeatures,
} from '@tanstack/react-table'

/** A product of spec A's generic record: every field a string. */
export interface Product {
  id: string
  title: string
  price: string
}

/** The TanStack Table features of the products table: server-side paging and sorting, and row selection. */
export const productFeatures = tableFeatures({ rowPaginationFeature, rowSortingFeature, rowSelectionFeature })

const helper = createColumnHelper<typeof productFeatures, Product>()

/** What the row buttons do; the page owns the behaviour. */
export interface ProductActions {
  edit: (product: Product) => void
  remove: (product: Product) => void
}

/** Columns: selection, id, name and price (both sortable), and the row's edit and delete buttons. */
export function productColumns(actions: ProductActions) {
  return helper.columns([
    helper.display({
      id: 'select',
      header: ({ table }) => (
        <input
          type="checkbox"
          aria-label="选择本页全部商品"
          checked={table.getIsAllPageRowsSelected()}
          ref={(el) => {
            if (el) el.indeterminate = table.getIsSomePageRowsSelected()
          }}
          onChange={table.getToggleAllPageRowsSelectedHandler()}
        />
      ),
      cell: ({ row }) => (
        <input
          type="checkbox"
          aria-label={`选择“${row.original.title}”`}
          checked={row.getIsSelected()}
          onChange={row.getToggleSelectedHandler()}
        />
      ),
      meta: { className: 'cell-select', label: '选择' },
    }),
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
