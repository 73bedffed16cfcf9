/**
 * Gives a row of a list (a table's `tr` or a feed's card, marked `data-row-id`) the focus: its main control (marked
 * `data-primary`, the title that opens the record), else its first control that is not a checkbox, else its first.
 * Without an id, the first row. Returns whether a row was found.
 *
 * @example
 * focusRow(section, restoredId) // after 撤销
 */
export function focusRow(within: ParentNode | null | undefined, id?: string): boolean {
  if (!within) return false
  const rows = [...within.querySelectorAll<HTMLElement>('[data-row-id]')]
  const row = id === undefined ? rows[0] : rows.find((r) => r.dataset.rowId === id)
  if (!row) return false
  const controls = [...row.querySelectorAll<HTMLElement>('button, a[href], input, select, textarea')]
  const target =
    row.querySelector<HTMLElement>('[data-primary]') ??
    controls.find((c) => !(c instanceof HTMLInputElement && c.type === 'checkbox')) ??
    controls[0]
  target?.focus()
  return Boolean(target)
}
