import { checkSorts } from '../spring/checkSorts.ts'
import type { SearchParams, SortInfo } from '../types.ts'
import type { UrlListState } from '../url/urlState.ts'
import { wholeNumber } from '../http/wholeNumber.ts'

/**
 * A list operation that asks for another query (spec D's list operations): a step to the next or previous page, or
 * a `fetch` of what it gives (`sortWith` is a fetch of page 0 with the sorts, `query` of page 0 with the filters).
 */
export type ListMove =
  | { type: 'next' | 'prev' }
  | {
      type: 'fetch'
      pageNo?: number | undefined
      pageSize?: number | undefined
      sorts?: readonly SortInfo[] | undefined
      searchParams?: SearchParams | undefined
    }

/** Where the list stands: the page on screen as the server numbered it (or the one asked for while it loads). */
export interface ListPosition {
  pageNo: number
  /** There is a page after it. */
  hasNext: boolean
}

/**
 * The query a move asks for, or `undefined` when it asks for nothing (past either end). Pure: the list controller
 * decides what to load and write. `fetch` changes only what it is given and refuses a page, size or sort that
 * cannot be sent, naming `where` (the operation); `next` and `prev` move from where the list stands.
 *
 * @example
 * nextQuery({ pageNo: 2, pageSize: 15, sorts: [], searchParams: {} }, { type: 'fetch', pageNo: 0, searchParams: { bt: 'x' } }, at)
 * // { pageNo: 0, pageSize: 15, sorts: [], searchParams: { bt: 'x' } }
 */
export function nextQuery(
  query: UrlListState,
  move: ListMove,
  at: ListPosition,
  where = 'fetch()',
): UrlListState | undefined {
  if (move.type != 'fetch') {
    const step = move.type == 'next' ? at.hasNext : at.pageNo > 0
    return step ? { ...query, pageNo: at.pageNo + (move.type == 'next' ? 1 : -1) } : undefined
  }
  return {
    pageNo: wholeNumber(move.pageNo ?? query.pageNo, 0, `${where} pageNo`),
    pageSize: wholeNumber(move.pageSize ?? query.pageSize, 1, `${where} pageSize`),
    sorts: move.sorts ? checkSorts(move.sorts, where) : query.sorts,
    searchParams: move.searchParams ? { ...move.searchParams } : query.searchParams,
  }
}
