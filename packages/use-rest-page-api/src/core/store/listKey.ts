import { isSentValue } from '../spring/mergeSearchParams.ts'
import type { ListQuery, SearchParams, SortInfo } from '../types.ts'

/** The filters that are sent, with their keys in a fixed order, so equal requests get equal keys. */
export function canonicalFilters(filters: SearchParams): SearchParams {
  const out: SearchParams = {}
  for (const key of Object.keys(filters).sort()) {
    const value = filters[key]
    if (isSentValue(value)) out[key] = value
  }
  return out
}

/**
 * The store key of one list request: the list url and the query, canonical, so two requests that would send the
 * same thing share a key. `decodeListKey` reads it back.
 *
 * @example
 * decodeListKey(encodeListKey('/api/products', query)) // { url: '/api/products', query }
 */
export function encodeListKey(url: string, query: ListQuery): string {
  // Sorts rebuilt, so the key holds only their two fields, in one order.
  const sorts = query.sorts.map(({ property, direction }) => ({ property, direction }))
  return JSON.stringify([url, query.pageNo, query.pageSize, sorts, canonicalFilters(query.searchParams)])
}

export function decodeListKey(key: string): { url: string; query: ListQuery } {
  const [url, pageNo, pageSize, sorts, searchParams] = JSON.parse(key) as [
    string,
    number,
    number,
    SortInfo[],
    SearchParams,
  ]
  return { url, query: { pageNo, pageSize, sorts, searchParams } }
}
