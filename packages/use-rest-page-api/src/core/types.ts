import type { FilterParser } from './url/filterParser.ts'

/** Sort direction of one sort field (spec D, `SortInfo`). */
export type SortDirection = 'asc' | 'desc'

/**
 * One sort field (spec D, `SortInfo`). `TField` names the fields the server sorts by: the item's keys in a typed list
 * (`SortField<TItem>`), any string otherwise. Default: `string`.
 *
 * @example
 * const newest: SortInfo<keyof Product & string> = { property: 'price', direction: 'desc' }
 */
export interface SortInfo<TField extends string = string> {
  property: TField
  direction: SortDirection
}

/** True for an item type that says nothing (`unknown`, `any`, or the `never` of an untyped `[]`). */
type IsUntyped<T> = 0 extends 1 & T ? true : unknown extends T ? true : [T] extends [never] ? true : false

/**
 * The sort properties of a list of `TItem`: its keys, or any string when the item type is unknown (`unknown`, `any`).
 * A server that sorts by other names (the form app's `cjsj`, Spring's nested `owner.name`) takes them as the hook's
 * sort-field type argument instead.
 *
 * @example
 * type ProductSort = SortField<Product> // 'id' | 'title' | 'price'
 */
export type SortField<TItem> = IsUntyped<TItem> extends true ? string : Extract<keyof TItem, string>

/** A filter's declared type as `searchParams` holds it: a default of `null`, `undefined` or `[]` says nothing of it. */
type FilterType<V> = unknown extends V
  ? FilterValue
  : [V] extends [null | undefined]
    ? FilterValue
    : [V] extends [readonly never[]]
      ? readonly (string | number | boolean)[]
      : V

/**
 * The filters as `searchParams` holds them and `query()` takes them, from the filter types `TFilters` (a typed list's
 * `defaultSearchParams`, or the hook's filter type argument): each key optional, `null` or `''` to clear it,
 * `undefined` to leave its default in force. `SearchParams` (any key, any `FilterValue`) when `TFilters` names none.
 *
 * @example
 * type Filters = FilterState<{ title: string; minPrice: number }>
 * // { title?: string | null | undefined; minPrice?: number | null | undefined }
 */
export type FilterState<TFilters> = string extends keyof TFilters
  ? SearchParams
  : { [K in keyof TFilters]?: FilterType<TFilters[K]> | null | undefined }

/**
 * What `defaultSearchParams` takes for the filter types `TFilters`: per key a value, `null` (none), or a parser from
 * `use-rest-page-api/parsers` that says how the address holds it (`parseAsInteger`, `.withDefault(n)` for a default).
 *
 * @example
 * const defaults: FilterDefaults<{ title: string; minPrice: number }> = { title: '', minPrice: parseAsInteger }
 */
export type FilterDefaults<TFilters> = {
  [K in keyof TFilters]?: TFilters[K] | FilterParser<TFilters[K]> | null
}

/**
 * The filter types a hook's result has: `TFilters` in a typed list, any filter (`SearchParams`) when the item type is
 * unknown, so a list written without types compiles as it did.
 */
export type KnownFilters<TItem, TFilters> = string extends keyof TFilters
  ? SearchParams
  : IsUntyped<TItem> extends true
    ? SearchParams
    : TFilters

/**
 * The paging state (spec D, `PageInfo`), plus `totalPages`, which the spec's envelope carries and which paging
 * controls need.
 */
export interface PageInfo<TSort extends string = string> {
  totalElements: number
  /** Records per page. */
  pageSize: number
  /** Zero-based page number. */
  pageNo: number
  sorts: SortInfo<TSort>[]
  /** Number of pages: the server's value when it gave one, otherwise `ceil(totalElements / pageSize)`. */
  totalPages: number
  /** There is a page after this one: `pageNo + 1 < totalPages`, or for a Spring `Slice` its `!last`. */
  hasNext: boolean
  /**
   * False for a Spring `Slice`, which has no totals: `totalElements` then counts the records up to this page, and
   * `totalPages` the pages up to the next one (`pageNo + 2` while `hasNext`). A pager shows "page N" without a total.
   */
  totalKnown: boolean
}

/** The page envelope of spec section A (Spring's `PageImpl`), or a Spring `Slice` (`last`, no totals). */
export interface PageResponse<TItem> {
  content: TItem[]
  /** Current page, zero-based. Defaults to the requested page. */
  number?: number
  /** Page size. Defaults to the requested size. */
  size?: number
  /** Number of pages. Defaults to `ceil(totalElements / size)`. */
  totalPages?: number
  /** Number of records. Absent only in a `Slice`, which has `last` instead. */
  totalElements?: number
  /** A `Slice`'s "no page follows". */
  last?: boolean
  /** A keyset window's "a page follows" (`{ content, hasNext, nextCursor }`): read as `last: !hasNext`. */
  hasNext?: boolean
  /** The `next` and `prev` links of a HAL answer (Spring HATEOAS, Spring Data REST): followed by the list's moves. */
  links?: PageLinks
}

/** The links of a page that a server gave (HAL `_links.next.href`, `_links.prev.href`). */
export interface PageLinks {
  next?: string
  prev?: string
}

/**
 * A filter value: scalars are sent as they are, arrays repeat the key; `undefined`, `null` and `''` are not sent. A
 * `Date` is sent as its parser writes it (`parseAsIsoDate`: `yyyy-MM-dd`), or else as an ISO instant. Nested objects
 * need a `transformListRequest` that can write them (`use-rest-page-api/qs`).
 */
export type FilterValue =
  | string
  | number
  | boolean
  | Date
  | null
  | undefined
  | readonly (string | number | boolean | Date)[]
  | { readonly [key: string]: FilterValue }

/** The filters of a list query. */
export type SearchParams = Record<string, FilterValue>

/** What identifies one list request: the page, its size, the sort and the merged filters. */
export interface ListQuery {
  pageNo: number
  pageSize: number
  sorts: SortInfo[]
  searchParams: SearchParams
}

/** A list page after normalisation, as the hook keeps it. */
export interface ListPage<TItem, TRaw> {
  items: TItem[]
  totalElements: number
  totalPages: number
  pageNo: number
  pageSize: number
  /** There is a page after this one (see `PageInfo`). */
  hasNext: boolean
  /** False for a `Slice`, whose totals count only what has been seen (see `PageInfo`). */
  totalKnown: boolean
  /** The `next` and `prev` links the server gave (HAL), when it gave some: moves follow them. */
  links?: PageLinks
  /** The list response as the server sent it, before `transformListResponse`. */
  rawResponse: TRaw | undefined
}

/** The id of a record: the value of its `keyName` property. */
export type RecordId = string | number
