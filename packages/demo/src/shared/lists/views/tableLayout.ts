import type { ColumnOrderState, ColumnPinningState } from '@tanstack/react-table'
import { displayOrder, type ViewSettings } from './viewSettings.ts'

/** The selection's column and the row's buttons: not in 显示设置, always at the table's two ends. */
const SELECT = 'select'
const ACTIONS = 'actions'

/**
 * TanStack Table's column order and pinning for a view: the user's order, the columns pinned to a side, the
 * selection always first and the row's buttons always last. The selection goes with the left-pinned columns and the
 * buttons with the right-pinned ones, so what is pinned to a side stays at its edge.
 *
 * @example
 * tableLayout(['bt', 'cjsj'], { ...DEFAULT_VIEW, pinned: { cjsj: 'start' } })
 * // { columnOrder: ['select', 'cjsj', 'bt', 'actions'], columnPinning: { start: ['select', 'cjsj'], end: [] } }
 */
export function tableLayout(
  columns: readonly string[],
  view: ViewSettings,
): { columnOrder: ColumnOrderState; columnPinning: ColumnPinningState } {
  const order = displayOrder(columns, view)
  const start = order.filter((id) => view.pinned[id] === 'start')
  const end = order.filter((id) => view.pinned[id] === 'end')
  return {
    columnOrder: [SELECT, ...order, ACTIONS],
    columnPinning: {
      start: start.length > 0 ? [SELECT, ...start] : [],
      end: end.length > 0 ? [...end, ACTIONS] : [],
    },
  }
}
