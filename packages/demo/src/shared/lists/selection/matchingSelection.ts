import type { RowSelectionState } from '@tanstack/react-table'

/**
 * Every record the list's filters match, not only the page on screen (Gmail's "select all conversations that match
 * this search"): how many there were when chosen, and the ones unticked since, on any page. The rows on screen are
 * ticked unless excluded. Pure: the list page keeps one of these in state, or `null` for a selection of the page.
 */
export interface MatchingSelection {
  /** How many records the filters matched when 选择全部 was chosen. */
  total: number
  /** Records unticked since, by id, in the order unticked. */
  excluded: readonly string[]
}

/** Selects every record the filters match, none excluded. */
export const selectMatching = (total: number): MatchingSelection => ({ total: Math.max(total, 0), excluded: [] })

/** How many records are selected: the matches less the exclusions. */
export const matchingCount = (selection: MatchingSelection): number =>
  Math.max(selection.total - selection.excluded.length, 0)

/** The table's tick state for the rows on screen: each ticked unless excluded. */
export function rowSelectionOf(selection: MatchingSelection, pageIds: readonly string[]): RowSelectionState {
  const excluded = new Set(selection.excluded)
  return Object.fromEntries(pageIds.filter((id) => !excluded.has(id)).map((id) => [id, true]))
}

/**
 * The selection after the rows on screen were ticked or unticked (`next`, the table's new tick state): a row of the
 * page unticked is excluded, one ticked again is not. Rows on other pages keep their state.
 *
 * @example
 * withPageTicks({ total: 40, excluded: [] }, ['a', 'b'], { a: true }) // { total: 40, excluded: ['b'] }
 */
export function withPageTicks(
  selection: MatchingSelection,
  pageIds: readonly string[],
  next: RowSelectionState,
): MatchingSelection {
  const page = new Set(pageIds)
  const kept = selection.excluded.filter((id) => !page.has(id) || !next[id])
  const added = pageIds.filter((id) => !next[id] && !kept.includes(id))
  const excluded = [...kept, ...added]
  return excluded.length === selection.excluded.length && excluded.every((id, i) => id === selection.excluded[i])
    ? selection
    : { ...selection, excluded }
}

/**
 * Whether to offer 选择全部 N 条匹配记录: every row on screen is ticked and the filters match more than the page
 * shows.
 */
export function offersMatching(pageIds: readonly string[], ticked: RowSelectionState, total: number): boolean {
  return pageIds.length > 0 && total > pageIds.length && pageIds.every((id) => ticked[id])
}
