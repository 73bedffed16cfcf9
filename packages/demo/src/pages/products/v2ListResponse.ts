import type { PageResponse } from 'use-rest-page-api'

/** The version 2 list envelope of `GET /api/v2/products`: `index` is zero-based, `count` the number of pages. */
export interface V2ListResponse<TItem> {
  data: TItem[]
  page: { index: number; size: number; count: number; total: number }
}

/**
 * `transformListResponse` for version 2: reads `{ data, page: { index, size, count, total } }` as the page envelope
 * of spec A (`content`, `number`, `size`, `totalPages`, `totalElements`). A body without a `data` array is an error
 * that names the url, so a server that answers the wrong version says so instead of showing an empty table.
 *
 * @example
 * v2ListResponse({ data: [p], page: { index: 1, size: 10, count: 7, total: 64 } })
 * // { content: [p], number: 1, size: 10, totalPages: 7, totalElements: 64 }
 */
export function v2ListResponse<TItem>(response: V2ListResponse<TItem>): PageResponse<TItem> {
  if (!response || !Array.isArray(response.data) || typeof response.page !== 'object' || response.page === null)
    throw new TypeError(
      '[demo] GET /api/v2/products: expected { data: [...], page: { index, size, count, total } }; is the server on version 2?',
    )
  const { index, size, count, total } = response.page
  return { content: response.data, number: index, size, totalPages: count, totalElements: total }
}
