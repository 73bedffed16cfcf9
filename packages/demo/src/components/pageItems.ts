/** One place in a pager's row of pages: a page number (1-based) or a gap (`…`) standing for the pages left out. */
export type PageItem = number | 'gap-start' | 'gap-end'

/**
 * The pages a pager offers: always the first and the last, the current one with a neighbour on each side, and a gap
 * for what lies between, so the row keeps one length (seven places from seven pages on) whichever page is shown,
 * and the buttons do not jump under the pointer (MUI's `usePagination`, one boundary page and one sibling).
 *
 * @param current the page shown, 1-based.
 * @param total how many pages there are.
 *
 * @example
 * pageItems(6, 20) // [1, 'gap-start', 5, 6, 7, 'gap-end', 20]
 */
export function pageItems(current: number, total: number): PageItem[] {
  const count = Math.max(1, Math.trunc(total))
  const page = Math.min(Math.max(1, Math.trunc(current)), count)
  if (count <= 7) return Array.from({ length: count }, (_, i) => i + 1)
  // The three middle places, kept off the first two and last two places so each side has room for a gap.
  const from = Math.max(Math.min(page - 1, count - 4), 3)
  const to = Math.min(Math.max(page + 1, 5), count - 2)
  const middle = Array.from({ length: to - from + 1 }, (_, i) => from + i)
  return [1, from > 3 ? 'gap-start' : 2, ...middle, to < count - 2 ? 'gap-end' : count - 1, count]
}
