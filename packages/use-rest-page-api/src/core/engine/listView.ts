import { pageCount } from '../spring/pageCount.ts'
import type { ListPage, PageInfo } from '../types.ts'
import type { UrlListState } from '../url/urlState.ts'

/** What a list shows, from the query asked for and the page the store holds on screen. */
export interface ListView<TItem, TPage> {
  items: TItem[]
  rawResponse: TPage | undefined
  /** True while `items` belong to another query than `pagination` describes (the next page loads, or it failed). */
  isPlaceholderData: boolean
  pagination: PageInfo
}

/**
 * The list as a page shows it. `page` is the data on screen and `fresh` says whether it is the answer to `query`;
 * when it is not (the previous page stays on screen while the next loads), the paging follows the query asked for, so a
 * pager says where the user is going, and `isPlaceholderData` says the rows are not there yet.
 *
 * @example
 * listView({ pageNo: 3, pageSize: 15, sorts: [], searchParams: {} }, page2, false, [])
 * // { items: page2.items, isPlaceholderData: true, pagination: { pageNo: 3, ... } }
 */
export function listView<TItem, TPage>(
  query: UrlListState,
  page: ListPage<TItem, TPage> | undefined,
  fresh: boolean,
  defaultValue: TItem[],
): ListView<TItem, TPage> {
  const totalElements = page?.totalElements ?? defaultValue.length
  const own = fresh ? page : undefined
  const pageSize = own ? own.pageSize : query.pageSize
  const pageNo = own ? own.pageNo : query.pageNo
  const totalPages = page?.totalPages ?? pageCount(totalElements, pageSize)
  return {
    items: page?.items ?? defaultValue,
    rawResponse: page?.rawResponse,
    isPlaceholderData: page !== undefined && !fresh,
    pagination: {
      pageNo,
      pageSize,
      sorts: query.sorts,
      totalElements,
      totalPages,
      hasNext: own ? own.hasNext : pageNo + 1 < totalPages,
      totalKnown: page?.totalKnown ?? true,
    },
  }
}
