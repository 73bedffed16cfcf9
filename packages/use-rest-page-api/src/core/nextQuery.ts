import { PREFIX } from './RestError.ts'
import type { SearchParams, SortInfo } from './types.ts'
import type { UrlListState } from './urlState.ts'
import { wholeNumber } from './wholeNumber.ts'

/** A list operation that asks for another query (spec D's list operations). */
export type ListMove =
  | { type: 'next' | 'prev' }
  | {
      type: 'fetch'
      pageNo?: number | undefined
      pageSize?: number | undefined
      sorts?: readonly SortInfo[] | undefined
      searchParams?: SearchParams | undefined
    }
  | { type: 'sort'; sorts: readonly SortInfo[] }
  | { type: 'query'; searchParams: SearchParams }
  /** New default filters: from page 0. */
  | { type: 'reset' }

/**
 * The sorts, when Spring can read each as written: a property that is empty, holds a `,` (Spring reads
 * `sort=a,b,desc` as two orders) or a `%` (Spring Data 3.3+ decodes sort values a second time and answers 500) is
 * refused with a `TypeError` naming it, before anything is sent.
 *
 * @example
 * checkSorts([{ property: 'price,title', direction: 'asc' }], 'sortWith()') // TypeError
 */
export function checkSorts(sorts: readonly SortInfo[], where: string): SortInfo[] {
  for (const { property } of sorts) {
    if (typeof property == 'string' && property !== '' && !/[,%]/.test(property)) continue
    throw new TypeError(
      `${PREFIX}${where} refuses sort property ${JSON.stringify(property)}: Spring reads an empty one as none, a "," as two orders, and a "%" as an escape; nothing was sent`,
    )
  }
  return [...sorts]
}

/** Where the list stands: the page on screen as the server numbered it (or the one asked for while it loads). */
export interface ListPosition {
  pageNo: number
  /** There is a page after it. */
  hasNext: boolean
}

/**
 * The query a move asks for, or `undefined` when it asks for nothing (past either end). Pure: the list controller
 * decides what to load and write. `fetch` changes only what it is given and refuses a page or size that cannot be
 * sent; `sort`, `query` and `reset` start from page 0; `next` and `prev` move from where the list stands.
 *
 * @example
 * nextQuery({ pageNo: 2, pageSize: 15, sorts: [], searchParams: {} }, { type: 'query', searchParams: { bt: 'x' } }, at)
 * // { pageNo: 0, pageSize: 15, sorts: [], searchParams: { bt: 'x' } }
 */
export function nextQuery(query: UrlListState, move: ListMove, at: ListPosition): UrlListState | undefined {
  switch (move.type) {
    case 'next':
      return at.hasNext ? { ...query, pageNo: at.pageNo + 1 } : undefined
    case 'prev':
      return at.pageNo > 0 ? { ...query, pageNo: at.pageNo - 1 } : undefined
    case 'fetch':
      return {
        pageNo: wholeNumber(move.pageNo ?? query.pageNo, 0, 'fetch() pageNo'),
        pageSize: wholeNumber(move.pageSize ?? query.pageSize, 1, 'fetch() pageSize'),
        sorts: move.sorts ? checkSorts(move.sorts, 'fetch()') : query.sorts,
        searchParams: move.searchParams ? { ...move.searchParams } : query.searchParams,
      }
    case 'sort':
      return { ...query, pageNo: 0, sorts: checkSorts(move.sorts, 'sortWith()') }
    case 'query':
      return { ...query, pageNo: 0, searchParams: { ...move.searchParams } }
    case 'reset':
      return { ...query, pageNo: 0 }
  }
}
