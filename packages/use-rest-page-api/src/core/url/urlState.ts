import { isSentValue } from '../spring/mergeSearchParams.ts'
import { PREFIX } from '../http/RestError.ts'
import type { FilterValue, SearchParams, SortInfo } from '../types.ts'
import { parserOf, serializeWith, type DefaultFilters, type FilterParser } from './filterParser.ts'

/**
 * The URL codec of `syncToUrl`: which part of the address bar belongs to the list, read (`parseUrlState`) and
 * written back (`serializeUrlState`) as a lossless pair. The list owns `page`, `size`, `sort` and its filter keys,
 * each behind the prefix; every other parameter and the hash are left exactly as they were. Nothing equal to its
 * default is written. Invalid or oversized values fall back to the default instead of throwing. A filter whose
 * default is a parser (`FilterParser`) is read and written through it, so it reads back with its type.
 */

/**
 * Longest parameter value that is read; a longer one is ignored (a 100,000-character value, say). A synced list
 * refuses to write one (`checkUrlState`), so a copied address never names other records than the list shows.
 */
export const MAX_URL_VALUE_LENGTH = 1024
/** Most values read for one repeated key (filter arrays, sort fields). */
export const MAX_URL_VALUES_PER_KEY = 50
/** Largest page size accepted from a URL. */
export const MAX_URL_PAGE_SIZE = 1000

/** What a list keeps in the address bar, as `parseUrlState` reads it and `serializeUrlState` writes it. */
export interface UrlListState {
  /** Zero-based page number. */
  pageNo: number
  pageSize: number
  sorts: SortInfo[]
  /** The current filters (not merged with the defaults); only the owned keys. */
  searchParams: SearchParams
}

/** Which keys of the address a list owns, and its defaults (never written to the address). */
export interface UrlStateConfig {
  /** Put before every owned key, so two lists on one page keep separate keys (`todo.page`). Default `''`. */
  prefix: string
  /** The filter keys the list owns. */
  filterKeys: readonly string[]
  /** The defaults; a filter's default may be a parser, which reads and writes it (its `defaultValue` the default). */
  defaults: { pageSize: number; sorts: SortInfo[]; searchParams: DefaultFilters }
}

/** The filter keys that may be read and written: declared, and none that could reach a prototype or clash with paging. */
export function ownedFilterKeys(keys: readonly string[]): string[] {
  return [...new Set(keys)].filter((key) => !/^(__proto__|constructor|prototype|page|size|sort)$/.test(key))
}

/** One sort field written as `property,direction` (direction optional, `asc` when absent). */
const SORT = /^([A-Za-z_$][\w$.-]{0,99})(?:,(asc|desc))?$/i

/**
 * Reads the list's state from a query string (`location.search`).
 *
 * @example
 * parseUrlState('?page=2&sort=price,desc&title=pen&utm=x', { prefix: '', filterKeys: ['title'], defaults })
 * // { pageNo: 2, pageSize: 15, sorts: [{ property: 'price', direction: 'desc' }], searchParams: { title: 'pen' } }
 */
export function parseUrlState(search: string, config: UrlStateConfig): UrlListState {
  const params = new URLSearchParams(search)
  const { prefix, defaults } = config
  const read = (key: string) =>
    params.has(prefix + key)
      ? params
          .getAll(prefix + key)
          .slice(0, MAX_URL_VALUES_PER_KEY)
          .filter((v) => v.length <= MAX_URL_VALUE_LENGTH)
      : undefined
  const int = (key: string, min: number, max: number, fallback: number) => {
    const value = Number(/^\d{1,7}$/.exec(params.get(prefix + key) ?? '')?.[0] ?? NaN)
    return value >= min && value <= max ? value : fallback
  }
  // `sort=` (one empty value) is how "no sort" is written when the default has one.
  const sorts = read('sort')
    ?.filter(Boolean)
    .map((v) => SORT.exec(v))
    .map((m) => m && { property: m[1] as string, direction: (m[2] ?? 'asc').toLowerCase() as SortInfo['direction'] })
  const searchParams: SearchParams = {}
  for (const key of ownedFilterKeys(config.filterKeys)) {
    const values = read(key)
    if (!values?.length) continue
    const fallback = defaults.searchParams[key]
    const parser = parserOf(fallback)
    const sent = values.filter(Boolean)
    if (!parser) searchParams[key] = Array.isArray(fallback) || values.length > 1 ? sent : values[0]
    else {
      // Only empty values: cleared (`null`). Values the parser does not read: the default stays.
      const value = sent.length ? parser.parse(sent) : null
      if (value !== null || !sent.length) searchParams[key] = value as FilterValue
    }
  }
  return {
    pageNo: int('page', 0, 1_000_000, 0),
    pageSize: int('size', 1, MAX_URL_PAGE_SIZE, defaults.pageSize),
    sorts: sorts?.every(Boolean) ? (sorts as SortInfo[]) : defaults.sorts,
    searchParams,
  }
}

/**
 * A filter value as the strings the URL holds (through its parser, when it has one): none when not sent; `undefined`
 * for a nested object, which has no flat form.
 */
function asStrings(value: FilterValue, parser: FilterParser<FilterValue> | undefined): string[] | undefined {
  if (typeof value == 'object' && value !== null && !Array.isArray(value) && !(value instanceof Date)) return undefined
  return isSentValue(value) ? serializeWith(parser, value) : []
}

const sortStrings = (sorts: readonly SortInfo[]) => sorts.map((s) => `${s.property},${s.direction}`)

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
  const { prefix, defaults } = config
  const keys = ownedFilterKeys(config.filterKeys)
  // [key, the state's values (`undefined`: nothing to write), the default's values]
  const rows: [string, string[] | undefined, string[] | undefined][] = [
    ...keys.map((key): [string, string[] | undefined, string[] | undefined] => {
      const value = state.searchParams[key]
      const fallback = defaults.searchParams[key]
      const parser = parserOf(fallback)
      return [
        key,
        value === undefined ? undefined : asStrings(value, parser),
        asStrings(parser ? parser.defaultValue : (fallback as FilterValue), parser),
      ]
    }),
    ['page', [String(state.pageNo)], ['0']],
    ['size', [String(state.pageSize)], [String(defaults.pageSize)]],
    ['sort', sortStrings(state.sorts), sortStrings(defaults.sorts)],
  ]
  for (const [key] of rows) params.delete(prefix + key)
  for (const [key, values, fallback] of rows) {
    // One empty value says "cleared" when the default is not empty. A nested default has no flat form, so any flat
    // value differs from it.
    if (values && JSON.stringify(values) !== JSON.stringify(fallback))
      for (const v of values.length ? values : ['']) params.append(prefix + key, v)
  }
  const query = params.toString()
  return query && `?${query}`
}

/**
 * Throws a `TypeError` when `state` would not read back from the address as it is: a value longer than
 * `MAX_URL_VALUE_LENGTH`, more than `MAX_URL_VALUES_PER_KEY` values, a value its filter's parser does not read back
 * (`4.5` for `parseAsInteger`), a sort property `parseUrlState` does not read, a page past 1,000,000 or a size past
 * `MAX_URL_PAGE_SIZE`. The reader is the one limit: what it would ignore is never written.
 *
 * @example
 * checkUrlState({ ...state, searchParams: { title: 'x'.repeat(2000) } }, config, 'query()')
 * // TypeError: [use-rest-page-api] query() cannot be kept in the address: "title" would not read back ...
 */
export function checkUrlState(state: UrlListState, config: UrlStateConfig, where: string): void {
  const written = new URLSearchParams(serializeUrlState('', state, config))
  const read = new URLSearchParams(serializeUrlState('', parseUrlState(written.toString(), config), config))
  for (const key of new Set([...written.keys(), ...read.keys()])) {
    if (written.getAll(key).join('&') === read.getAll(key).join('&')) continue
    throw new TypeError(
      `${PREFIX}${where} cannot be kept in the address: "${key}" would not read back (at most ${MAX_URL_VALUES_PER_KEY} values of ${MAX_URL_VALUE_LENGTH} characters; sorts of letters, digits, _$.-); nothing was sent`,
    )
  }
}
