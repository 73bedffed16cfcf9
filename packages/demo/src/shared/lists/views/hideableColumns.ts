import type { ColumnDef, RowData } from '@tanstack/react-table'
import type { ListFeatures } from '../page/listFeatures.ts'

/** A column 显示设置 can hide or show. */
export interface HideableColumn {
  id: string
  label: string
}

/**
 * The columns a user may hide in 显示设置: every one with a label (`meta.label`) but the selection and the row's
 * buttons.
 */
export function hideableColumns<TRow extends RowData>(
  columns: readonly ColumnDef<ListFeatures, TRow, unknown>[],
): HideableColumn[] {
  return columns.flatMap((column) => {
    const label = (column.meta as { label?: unknown } | undefined)?.label
    const id = column.id ?? (column as { accessorKey?: string }).accessorKey
    return typeof label == 'string' && id && id !== 'select' && id !== 'actions' ? [{ id, label }] : []
  })
}
