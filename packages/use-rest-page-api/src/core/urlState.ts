import { isSentValue } from './mergeSearchParams.ts'
import type { FilterValue, SearchParams, SortInfo } from './types.ts'

/**
 * The URL codec of `syncToUrl`: which part of the address bar belongs to the list, read (`parseUrlState`) and
 * written back (`serializeUrlState`) as a lossless pair. The list owns `page`, `size`, `sort` and its filter keys,
 * each behind the prefix; every other parameter and the hash are left exactly as they were. Nothing equal to its
 * default is written. Invalid or oversized values fall back to the default instead of throwing.
 */

/** Longest parameter value that is read; a longer one is ignored (a 100,000-character value, say). */
export const MAX_URL_VALUE_LENGTH = 1024
/** Most values read for one repeated key (filter arrays, sort fields). */
export const MAX_URL_VALUES_PER_KEY = 50
/** Largest page size accepted from a URL. */
export const MAX_URL_PAGE_SIZE = 1000
/** Largest page number accepted from a URL. */
export const MAX_URL_PAGE_NO = 1_000_000
const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype'])
const PROPERTY = /^[A-Za-z_$][\w$.-]{0,99}$/

export interface UrlListState {
  /** Zero-based page number. */
  pageNo: number
  pageSize: number
  sorts: SortInfo[]
  /** The current filters (not merged with the defaults); only the owned keys. */
  searchParams: SearchParams
}

export interface UrlStateConfig {
  /** Put before every owned key, so two lists on one page keep separate keys (`todo.page`). Default `''`. */
  prefix: string
  /** The filter keys the list owns. */
  filterKeys: readonly string[]
  defaults: { pageSize: number; sorts: SortInfo[]; searchParams: SearchParams }
}

/** The filter keys that may be read and written: declared, and not ones that could pollute a prototype. */
export function ownedFilterKeys(keys: readonly string[]): string[] {
  return [...new Set(keys)].filter((key) => !FORBIDDEN_KEYS.has(key) && key !== 'page' && key !== 'size' && key !== 'sort')
}

function readValues(params: URLSearchParams, key: string): string[] | undefined {
  if (!params.has(key)) return undefined
  return params
    .getAll(key)
    .slice(0, MAX_URL_VALUES_PER_KEY)
    .filter((v) => v.length <= MAX_URL_VALUE_LENGTH)
}

function readInt(params: URLSearchParams, key: string, min: number, max: number): number | undefined {
  const raw = params.get(key)
  if (raw === null || !/^\d{1,7}$/.test(raw)) return undefined
  const value = Number(raw)
  return value >= min && value <= max ? value : undefined
}

/** Reads one sort field written as `property,direction` (direction optional, `asc` when absent). */
function readSort(raw: string): SortInfo | undefined {
  const [property = '', direction = 'asc', ...rest] = raw.split(',')
  if (rest.length > 0 || !PROPERTY.test(property)) return undefined
  const dir = direction.toLowerCase()
  return dir === 'asc' || dir === 'desc' ? { property, direction: dir } : undefined
}

/**
 * Reads the list's state from a query string (`location.search`).
 *
 * @example
 * parseUrlState('?page=2&sort=price,desc&title=pen&utm=x', { prefix: '', filterKeys: ['title'], defaults })
 * // { pageNo: 2, pageSize: 15, sorts: [{ property: 'price', direction: 'desc' }], searchParams: { title: 'pen' } }
 */
export function parseUrlState(search: string, config: UrlStateConfig): UrlListState {
  const params = new URLSearchParams(search)
  const p = config.prefix
  const sortValues = readValues(params, `${p}sort`)
  let sorts = config.defaults.sorts
  if (sortValues !== undefined) {
    // `sort=` (one empty value) is how "no sort" is written when the default has one.
    const parsed = sortValues.filter((v) => v !== '').map(readSort)
    sorts = parsed.every((s): s is SortInfo => s !== undefined) ? parsed : config.defaults.sorts
  }
  const searchParams: SearchParams = {}
  for (const key of ownedFilterKeys(config.filterKeys)) {
    const values = readValues(params, `${p}${key}`)
    if (values === undefined || values.length === 0) continue
    const fallback = config.defaults.searchParams[key]
    searchParams[key] = Array.isArray(fallback) || values.length > 1 ? values.filter((v) => v !== '') : values[0]
  }
  return {
    pageNo: readInt(params, `${p}page`, 0, MAX_URL_PAGE_NO) ?? 0,
    pageSize: readInt(params, `${p}size`, 1, MAX_URL_PAGE_SIZE) ?? config.defaults.pageSize,
    sorts,
    searchParams,
  }
}

function asStrings(value: FilterValue): string[] {
  if (!isSentValue(value)) return []
  return Array.isArray(value) ? (value as readonly unknown[]).map(String) : [String(value)]
}

function sameStrings(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((v, i) => v === b[i])
}

/** True when two sort lists are the same fields in the same order with the same directions. */
export function sameSorts(a: readonly SortInfo[], b: readonly SortInfo[]): boolean {
  return a.length === b.length && a.every((s, i) => s.property === b[i]?.property && s.direction === b[i]?.direction)
}

/**
 * Writes the list's state into a query string, keeping every parameter the list does not own (in its order) and
 * leaving out what equals its default. Returns the new query string with its `?`, or `''`.
 *
 * @example
 * serializeUrlState('?utm=x&page=1', { pageNo: 0, pageSize: 15, sorts: [], searchParams: { title: 'pen' } }, config)
 * // '?utm=x&title=pen'
 */
export function serializeUrlState(search: string, state: UrlListState, config: UrlStateConfig): string {
  const params = new URLSearchParams(search)
  const p = config.prefix
  const keys = ownedFilterKeys(config.filterKeys)
  for (const key of ['page', 'size', 'sort', ...keys]) params.delete(`${p}${key}`)

  for (const key of keys) {
    const value = state.searchParams[key]
    // Nested filters have no flat URL form; they stay in memory only.
    if (value === undefined || (typeof value === 'object' && value !== null && !Array.isArray(value))) continue
    const values = asStrings(value)
    if (sameStrings(values, asStrings(config.defaults.searchParams[key]))) continue
    if (values.length === 0) params.append(`${p}${key}`, '')
    for (const v of values) params.append(`${p}${key}`, v)
  }
  if (state.pageNo !== 0) params.append(`${p}page`, String(state.pageNo))
  if (state.pageSize !== config.defaults.pageSize) params.append(`${p}size`, String(state.pageSize))
  if (!sameSorts(state.sorts, config.defaults.sorts)) {
    if (state.sorts.length === 0) params.append(`${p}sort`, '')
    for (const s of state.sorts) params.append(`${p}sort`, `${s.property},${s.direction}`)
  }
  const query = params.toString()
  return query === '' ? '' : `?${query}`
}
