import { appendFilters } from './mergeSearchParams.ts'
import type { SearchParams, SortInfo } from '../types.ts'

/** What `transformListRequest` and `buildListQuery` receive besides the filters (spec D, `PageInfo` without totals). */
export interface ListRequestPageInfo {
  /** Zero-based page number. */
  pageNo: number
  pageSize: number
  sorts: SortInfo[]
}

/**
 * The default list query string of spec D: `<filters>&size=<n>&page=<n>&sort=<property>,<direction>`, with `sort`
 * repeated once per sort field.
 *
 * @example
 * buildListQuery({ title: 'pen' }, { pageNo: 1, pageSize: 15, sorts: [{ property: 'price', direction: 'desc' }] })
 * // 'title=pen&size=15&page=1&sort=price%2Cdesc'
 */
export function buildListQuery(filters: SearchParams, pageInfo: ListRequestPageInfo): string {
  const params = new URLSearchParams()
  appendFilters(params, filters)
  params.append('size', String(pageInfo.pageSize))
  params.append('page', String(pageInfo.pageNo))
  for (const sort of pageInfo.sorts) params.append('sort', `${sort.property},${sort.direction}`)
  return params.toString()
}

/**
 * Joins a url and a query string: `?` when the url has no query yet, `&` when it has one. A leading `?` on the
 * query string is ignored, and an empty query string leaves the url as it is.
 *
 * @example
 * appendQueryString('/api/products', 'size=15') // '/api/products?size=15'
 * appendQueryString('/api/products?type=a', 'size=15') // '/api/products?type=a&size=15'
 */
export function appendQueryString(url: string, query: string): string {
  const q = query.startsWith('?') ? query.slice(1) : query
  if (q === '') return url
  if (!url.includes('?')) return `${url}?${q}`
  return url.endsWith('?') || url.endsWith('&') ? `${url}${q}` : `${url}&${q}`
}
