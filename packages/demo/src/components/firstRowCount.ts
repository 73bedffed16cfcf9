/**
 * How many fields a folded filter form shows: those that fit on its first row beside the cell its buttons take,
 * at least one; all of them when they fit with the buttons on one row (then there is nothing to fold).
 *
 * @param fields how many fields the form has.
 * @param perRow how many cells a row of the form's grid has (`Infinity` when it is not a grid: a phone's column).
 *
 * @example
 * firstRowCount(6, 5) // 4: four fields and the buttons on the first row, two more behind 展开
 */
export function firstRowCount(fields: number, perRow: number): number {
  if (!(perRow >= 1) || fields + 1 <= perRow) return fields
  return Math.min(fields, Math.max(1, perRow - 1))
}
