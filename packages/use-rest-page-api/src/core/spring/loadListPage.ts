import { appendQueryString, buildListQuery, type ListRequestPageInfo } from './buildListQuery.ts'
import { normalizePage } from './normalizePage.ts'
import { pageCount } from './pageCount.ts'
import { sendRequest, type HttpSettings } from '../http/sendRequest.ts'
import type { ListPage, ListQuery, PageResponse, SearchParams } from '../types.ts'

/** The list transforms of spec D. Both may be async. */
export interface ListTransforms<TItem, TRaw> {
  /**
   * Turns the filters and the paging into the list query string (with or without a leading `?`).
   * Default: `buildListQuery`, the format of spec D.
   */
  transformListRequest?: (searchParams: SearchParams, pageInfo: ListRequestPageInfo) => string | Promise<string>
  /** Turns a list response into the page envelope. Default: the response is the envelope. */
  transformListResponse?: (
    response: TRaw,
    pageInfo: ListRequestPageInfo,
  ) => PageResponse<TItem> | Promise<PageResponse<TItem>>
  /**
   * The server numbers pages from 1 (Spring's `spring.data.web.pageable.one-indexed-parameters`): the request sends
   * `page + 1` (to `transformListRequest` too), while the answer's `number` is read as Spring writes it, from 0.
   * Default: `false`.
   */
  oneIndexed?: boolean
}

/**
 * Loads one list page: builds the request (or takes `link`, a server's link to the page, checked with
 * `followableLink`), sends it, applies `transformListResponse` and checks the envelope. Rejects with a `RestError`
 * (or the fetch's `AbortError` when `signal` fired).
 */
export async function loadListPage<TItem, TRaw>(
  http: HttpSettings,
  url: string,
  query: ListQuery,
  transforms: ListTransforms<TItem, TRaw>,
  signal?: AbortSignal,
  link?: string,
): Promise<ListPage<TItem, TRaw>> {
  const pageInfo: ListRequestPageInfo = { pageNo: query.pageNo, pageSize: query.pageSize, sorts: query.sorts }
  const sent = transforms.oneIndexed ? { ...pageInfo, pageNo: pageInfo.pageNo + 1 } : pageInfo
  const listUrl =
    link ??
    appendQueryString(
      url,
      transforms.transformListRequest
        ? await transforms.transformListRequest(query.searchParams, sent)
        : buildListQuery(query.searchParams, sent),
    )
  const response = await sendRequest(http, { method: 'GET', url: listUrl, signal })
  const raw = response.body as TRaw
  const envelope = transforms.transformListResponse ? await transforms.transformListResponse(raw, pageInfo) : raw
  return normalizePage<TItem, TRaw>(envelope, pageInfo, { method: 'GET', url: listUrl, status: response.status }, raw)
}

/** A page made from local items (the hook's `defaultValue`), before anything was loaded. */
export function localPage<TItem, TRaw>(
  items: TItem[],
  query: Pick<ListQuery, 'pageNo' | 'pageSize'>,
): ListPage<TItem, TRaw> {
  const totalPages = pageCount(items.length, query.pageSize)
  return {
    items,
    totalElements: items.length,
    totalPages,
    pageNo: query.pageNo,
    pageSize: query.pageSize,
    hasNext: query.pageNo + 1 < totalPages,
    totalKnown: true,
    rawResponse: undefined,
  }
}
