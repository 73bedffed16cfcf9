import { appendQueryString, buildListQuery } from '../spring/buildListQuery.ts'
import { isSentValue } from '../spring/mergeSearchParams.ts'
import type { ListTransforms } from '../spring/loadListPage.ts'
import type { ListQuery, SearchParams, SortInfo } from '../types.ts'
import type { ListPageRequest } from './storeTypes.ts'

/** The filters that are sent, with their keys in a fixed order. */
export function canonicalFilters(filters: SearchParams): SearchParams {
  const out: SearchParams = {}
  for (const key of Object.keys(filters).sort()) {
    const value = filters[key]
    if (isSentValue(value)) out[key] = value
  }
  return out
}

/** What shapes an answer besides its request line: the list's transforms, and a keyset feed's cursor parameter. */
export type KeyShape<TItem, TRaw> = ListTransforms<TItem, TRaw> & { keyset?: string | undefined }

/** A function's identity across renders, processes and a server and its browser: a hash of its source. */
const ids = new WeakMap<object, string>()
export function functionId(fn: ((...args: never[]) => unknown) | undefined): string {
  if (!fn) return ''
  let id = ids.get(fn)
  if (id === undefined) {
    // FNV-1a over the source: two inline functions with the same body are the same transform on every render.
    let hash = 0x811c9dc5
    const source = String(fn)
    for (let i = 0; i < source.length; i++) hash = Math.imul(hash ^ source.charCodeAt(i), 0x01000193)
    ids.set(fn, (id = (hash >>> 0).toString(36)))
  }
  return id
}

/** A query string with its parameters in a fixed order (repeated keys keep theirs, as a `sort` must). */
const canonical = (query: string) => {
  const params = new URLSearchParams(query.replace(/^\?/, ''))
  params.sort()
  return params.toString()
}

/**
 * The store key of one list request: the request as it goes out (the url with its query string, parameters in a fixed
 * order) and what else shapes its answer (one-indexed pages, a keyset feed's cursor parameter, `transformListResponse`),
 * so two lists that send the same request share a key and two that differ never do. A `transformListRequest` that
 * answers at once is part of the request line; one that answers with a promise is named by its source. Never throws:
 * a request the list cannot build (a nested filter with no transform) gets a key of its filters, and its load fails.
 *
 * @example
 * listKey('/api/products', { pageNo: 0, pageSize: 15, sorts: [], searchParams: { inStock: true } }, {})
 * // '["/api/products?inStock=true&page=0&size=15"]'
 */
export function listKey<TItem, TRaw>(url: string, query: ListQuery, shape: KeyShape<TItem, TRaw>): string {
  const sent = { pageNo: query.pageNo + (shape.oneIndexed ? 1 : 0), pageSize: query.pageSize, sorts: query.sorts }
  let line: string
  let later = ''
  try {
    const text = shape.transformListRequest
      ? shape.transformListRequest(query.searchParams, sent)
      : buildListQuery(query.searchParams, sent)
    if (typeof text == 'string') line = canonical(text)
    else {
      // Answered later: the default query string names the request, the transform's source how it is sent.
      void Promise.resolve(text).catch(() => {})
      line = canonical(buildListQuery(query.searchParams, sent))
      later = functionId(shape.transformListRequest)
    }
  } catch {
    line = JSON.stringify([canonicalFilters(query.searchParams), sent])
  }
  const extra = [shape.oneIndexed ? 1 : 0, shape.keyset ?? '', functionId(shape.transformListResponse), later]
  while (extra.length && !extra.at(-1)) extra.pop()
  return JSON.stringify([appendQueryString(url, line), ...extra])
}

/** The request of a list page as `invalidate`'s predicate sees it. */
export const requestOf = (url: string, query: ListQuery): ListPageRequest => ({
  url,
  page: query.pageNo,
  size: query.pageSize,
  sorts: query.sorts,
  filters: canonicalFilters(query.searchParams),
})

/**
 * The request of a key no list has shown yet (a page a server handed over, one an SWR cache held), read back from its
 * request line as the default query string writes it: `page`, `size` and `sort`, the other parameters as filters.
 * Only for `invalidate`'s predicate and the devtools; a list that shows the key tells the store its request.
 */
export function requestOfKey(key: string): ListPageRequest {
  let line = ''
  try {
    line = String((JSON.parse(key) as unknown[])[0] ?? '')
  } catch {
    // Not a list key: an empty request.
  }
  const at = line.indexOf('?')
  const params = new URLSearchParams(at < 0 ? '' : line.slice(at + 1))
  const filters: SearchParams = {}
  for (const name of new Set(params.keys())) {
    if (name === 'page' || name === 'size' || name === 'sort') continue
    const values = params.getAll(name)
    filters[name] = values.length > 1 ? values : values[0]
  }
  const sorts = params
    .getAll('sort')
    .map((s) => s.split(','))
    .map(([property = '', direction]): SortInfo => ({ property, direction: direction === 'desc' ? 'desc' : 'asc' }))
  return {
    url: at < 0 ? line : line.slice(0, at),
    page: Number(params.get('page') ?? 0) || 0,
    size: Number(params.get('size') ?? 0) || 0,
    sorts,
    filters,
  }
}
