import type { LocalActions } from '../edits/localActions.ts'
import type { RecordActions } from '../edits/recordActions.ts'
import type { RestError } from '../http/RestError.ts'
import type { RestPageApiOptions, UrlSyncOptions } from './RestPageApiOptions.ts'
import type { ListMoveOptions, ListOperationResult, PendingUpdate } from './RestPageDataSource.ts'
import type { ListTransforms } from '../spring/loadListPage.ts'
import type { FilterState, ListPage, PageInfo, PageResponse, SearchParams, SortField, SortInfo } from '../types.ts'

/** The options of `useInfiniteRestPageApi`: those of `useRestPageApi` but the prefetch, and `maxPages`. */
export interface RestPageFeedOptions<
  TItem,
  TPage,
  TFilters = SearchParams,
  TSort extends string = SortField<TItem>,
> extends Omit<RestPageApiOptions<TItem, TPage, TFilters, TSort>, 'prefetchNextPage' | 'syncToUrl'> {
  /**
   * Most pages kept loaded: loading one more drops the oldest (TanStack Query's `maxPages`), so a long feed holds a
   * bounded number of rows. Default: no limit.
   */
  maxPages?: number
  /**
   * What a reload on its own (focus, reconnect, an interval, another tab) reloads: `'first'` the first page, keeping
   * the others while they still line up (new rows above are offered as `pendingUpdate`, "n new", instead of shifting
   * the feed); `'all'` every loaded page. A write of the user's own reloads every page. Default: `'first'`.
   */
  revalidate?: 'first' | 'all'
  /**
   * Pages by keyset (a cursor) instead of by offset: no row is skipped or repeated however records come and go above
   * the rows loaded. Give `keysetPaging()` from `use-rest-page-api/keyset` (its own subpath, so an offset feed does
   * not carry it): the request sends `size`, the sort with the key property appended (ascending) unless it already
   * ends in it, and the cursor of the page after the last loaded one, from the last answer (`{ content, hasNext,
   * nextCursor }`, or a HAL `SlicedModel` whose `next` link carries the cursor); no `page`. Default: none (offset:
   * `page` and `size`).
   */
  keyset?: KeysetPaging
  /**
   * Synchronise the size, sort and filters with the browser URL, as `useRestPageApi`'s `syncToUrl`. The number of
   * loaded pages stays out of the address unless `pages: true`, which writes it as `page` (the last loaded page,
   * zero-based) and loads that many again on mount (at most 50). Default: `false`.
   */
  syncToUrl?: boolean | (UrlSyncOptions & { pages?: boolean })
}

/**
 * The options only a feed has: what `useInfiniteRestPageApi(definition, feedOptions)` adds to the options of a list
 * definition. A `syncToUrl` object here is laid over the definition's (`{ pages: true }` keeps its prefix and adapter),
 * and `true` keeps the definition's own.
 *
 * @example
 * const feed = useInfiniteRestPageApi(productList, { maxPages: 5, syncToUrl: { pages: true } })
 */
export type RestPageFeedOnlyOptions = Pick<
  RestPageFeedOptions<unknown, unknown>,
  'maxPages' | 'revalidate' | 'keyset' | 'syncToUrl' | 'enabled' | 'holdUpdates'
>

/**
 * How a keyset feed asks for a page and finds the next one's cursor: what `keysetPaging()` (`use-rest-page-api/keyset`)
 * returns.
 */
export interface KeysetPaging {
  /** The query parameter the cursor is sent in. */
  param: string
  /** The cursor of the page after `page` (a list at `url`), or `undefined` when its answer gives none. */
  cursorAfter(page: ListPage<unknown, unknown>, url: string): string | undefined
  /** The transforms a keyset request goes through: the key appended to the sort, no `page`. */
  request<TItem, TPage>(options: ListTransforms<TItem, TPage>, keyName: string): ListTransforms<TItem, TPage>
}

/** The names a keyset feed's requests and answers use (`keysetPaging(options)`). */
export interface KeysetOptions {
  /** The query parameter the cursor is sent in. Default: `'cursor'`. */
  cursorParam?: string
  /** The field of the answer that holds the next page's cursor. Default: `'nextCursor'`. */
  nextCursorField?: string
}

/**
 * What `useInfiniteRestPageApi` returns: the loaded pages as one list (`items`), the page after them (`loadMore`),
 * and the record and local members of `useRestPageApi`, each reaching the page that holds its record. `TFilters` and
 * `TSort` type the filters and sorts as `RestPageDataSource`'s do.
 */
export interface RestPageFeed<
  TItem,
  TPage = PageResponse<TItem>,
  TFilters = SearchParams,
  TSort extends string = SortField<TItem>,
>
  extends LocalActions<TItem>, RecordActions<TItem> {
  /** The records of every loaded page, in order, each once. */
  items: TItem[]
  /** The last loaded page's response, before `transformListResponse`. */
  rawResponse: TPage | undefined
  /** The paging of the last loaded page: `hasNext`, totals (see `PageInfo`), its `pageNo`. */
  pagination: PageInfo<TSort>
  /** Pages loaded (or on their way): 1 after a start over, one more after each `loadMore`. */
  pages: number
  /** A page follows the last loaded one (`totalPages`, or a Spring `Slice`'s `last`). */
  hasMore: boolean
  /**
   * The first page of the query asked for is not there yet and its load is on its way or due: the first load, or a
   * start over after a new filter or sort (`isPlaceholderData`). Reloads of loaded pages are `isFetching`.
   */
  isLoading: boolean
  /**
   * A load of a page of the feed is on its way or due: the first load, `loadMore`'s page, and every reload in the
   * background (as `RestPageDataSource.isFetching`).
   */
  isFetching: boolean
  /**
   * The first page is not there yet, or a loaded page is old (as `RestPageDataSource.isStale`); the page `loadMore`
   * asked for does not count until it is there.
   */
  isStale: boolean
  /**
   * The oldest answer among the loaded pages (`Date.now()` at the answer), so every row is at least that recent; `0`
   * while the first page has none.
   */
  dataUpdatedAt: number
  /** The feed sends requests: `false` while it waits (`enabled: false`), as `RestPageDataSource.isEnabled`. */
  isEnabled: boolean
  /** The page `loadMore` asked for is on its way. */
  isLoadingMore: boolean
  /** The items are the previous query's while a new filter or sort loads its first page. */
  isPlaceholderData: boolean
  isError: boolean
  error: RestError | Error | undefined
  /** The current filters (not merged with the defaults); a filter read from the address has its parser's type. */
  searchParams: FilterState<TFilters>
  /** The default filters (a parser's default value for a filter declared with one). */
  defaultSearchParams: FilterState<TFilters>
  keyName: keyof TItem & string
  /** Loads the page after the last loaded one; resolves with it (or the last page when none follows). */
  loadMore: () => ListOperationResult<TItem, TPage>
  /** Reloads every loaded page: one request a page, in parallel. */
  reload: () => ListOperationResult<TItem, TPage>
  /** Replaces the filters and starts over from the first page; `{ debounce }` waits for the last of several calls. */
  query: (searchParams: FilterState<TFilters>, options?: ListMoveOptions) => ListOperationResult<TItem, TPage>
  /**
   * What a reload brought that is held back (new rows above the feed after a refresh of its first page, or any move
   * of rows while `holdUpdates` is on), or `null`: show "n new" and call `applyPendingUpdate()`.
   */
  pendingUpdate: PendingUpdate | null
  /** Shows what was held back; the pages below the first reload so they line up again. */
  applyPendingUpdate: () => void
  /** Sorts and starts over from the first page. */
  sortWith: (sorts: readonly SortInfo<TSort>[]) => ListOperationResult<TItem, TPage>
  /** Replaces the default filters and starts over from the first page; a filter declared with a parser keeps it. */
  setDefaultSearchParams: (params: FilterState<TFilters>) => ListOperationResult<TItem, TPage>
}
