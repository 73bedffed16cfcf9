/** Sort direction of one sort field (spec D, `SortInfo`). */
export type SortDirection = 'asc' | 'desc'

/** One sort field (spec D, `SortInfo`). */
export interface SortInfo {
  property: string
  direction: SortDirection
}

/**
 * The paging state (spec D, `PageInfo`), plus `totalPages`, which the spec's envelope carries and which paging
 * controls need.
 */
export interface PageInfo {
  totalElements: number
  /** Records per page. */
  pageSize: number
  /** Zero-based page number. */
  pageNo: number
  sorts: SortInfo[]
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
 * A filter value: scalars are sent as they are, arrays repeat the key; `undefined`, `null` and `''` are not sent.
 * Nested objects need a `transformListRequest` that can write them (`use-rest-page-api/qs`).
 */
export type FilterValue =
  | string
  | number
  | boolean
  | null
  | undefined
  | readonly (string | number | boolean)[]
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
