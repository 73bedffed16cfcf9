import { createColumnHelper, type RowData } from '@tanstack/react-table'
import type { ListFeatures } from '../page/listFeatures.ts'

/**
 * The selection column of a list: a checkbox for the page's rows in the header (indeterminate when some are
 * chosen) and one a row, each named after what it selects.
 *
 * @example
 * selectColumn<Product>('产品', (p) => p.title)
 */
export function selectColumn<TRow extends RowData>(noun: string, nameOf: (row: TRow) => string) {
  return createColumnHelper<ListFeatures, TRow>().display({
    id: 'select',
    header: ({ table }) => (
      <input
        type="checkbox"
        aria-label={`选择本页全部${noun}`}
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
        aria-label={`选择“${nameOf(row.original)}”`}
        checked={row.getIsSelected()}
        onChange={row.getToggleSelectedHandler()}
      />
    ),
    meta: { className: 'cell-select', label: '选择' },
  })
}
