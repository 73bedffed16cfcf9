import type { RowSelectionState, Updater } from '@tanstack/react-table'
import { useState } from 'react'
import type { SearchParams } from 'use-rest-page-api'
import {
  matchingCount,
  offersMatching,
  rowSelectionOf,
  selectMatching,
  withPageTicks,
  type MatchingSelection,
} from './matchingSelection.ts'

/** What the selection needs of the list: the rows on screen, the total, and the query that picked them. */
export interface SelectableList<TRow> {
  items: readonly TRow[]
  pagination: { pageNo: number; pageSize: number; totalElements: number; sorts: readonly unknown[] }
  searchParams: SearchParams
}

/**
 * A list's selection: the rows ticked on the page on screen (cleared when page, size, sort or filters change, so an
 * action never reaches rows the user cannot see), or, once chosen, every record the filters match less the ones
 * unticked since (`matching`), which survives page, size and sort moves and ends when the filters change.
 *
 * @example
 * const selection = useListSelection(list)
 * selection.selectAllMatching() // every match; unticking a row excludes it
 */
export function useListSelection<TRow extends { id: string }>(list: SelectableList<TRow>) {
  const { pageNo, pageSize, totalElements, sorts } = list.pagination
  const [pageTicks, setPageTicks] = useState<RowSelectionState>({})
  const [matching, setMatching] = useState<MatchingSelection | null>(null)

  // A new page, size, sort or filter clears the page's ticks; only new filters end a selection of every match.
  const filtersKey = JSON.stringify(list.searchParams)
  const queryKey = JSON.stringify([pageNo, pageSize, sorts, filtersKey])
  const [seen, setSeen] = useState({ queryKey, filtersKey })
  if (seen.queryKey !== queryKey) {
    setSeen({ queryKey, filtersKey })
    setPageTicks({})
    if (seen.filtersKey !== filtersKey) setMatching(null)
  }

  const pageIds = list.items.map((row) => row.id)
  const rowSelection = matching ? rowSelectionOf(matching, pageIds) : pageTicks
  const onRowSelectionChange = (updater: Updater<RowSelectionState>) => {
    const next = typeof updater === 'function' ? updater(rowSelection) : updater
    if (!matching) return setPageTicks(next)
    const after = withPageTicks(matching, pageIds, next)
    // Everything unticked: nothing is selected any more.
    setMatching(matchingCount(after) === 0 ? null : after)
  }
  const selectedRows = list.items.filter((row) => rowSelection[row.id])
  return {
    rowSelection,
    onRowSelectionChange,
    /** The rows ticked on screen. */
    selectedRows,
    /** Every match less the exclusions, when chosen; else `null`. */
    matching,
    /** How many records are selected, on every page. */
    count: matching ? matchingCount(matching) : selectedRows.length,
    /** How many the filters match (what 选择全部 would select). */
    total: totalElements,
    /** The page is ticked whole and more records match: 选择全部 N 条匹配记录 is offered. */
    offersMatching: !matching && offersMatching(pageIds, pageTicks, totalElements),
    selectAllMatching: () => setMatching(selectMatching(totalElements)),
    clear: () => {
      setMatching(null)
      setPageTicks({})
    },
  }
}
export type ListSelection = ReturnType<typeof useListSelection>
