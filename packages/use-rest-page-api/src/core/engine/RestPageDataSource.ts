import type { RecordOperationOptions } from '../edits/recordActions.ts'
import type { RestError } from '../http/RestError.ts'
import type {
  FilterState,
  ListPage,
  PageInfo,
  PageResponse,
  RecordId,
  SearchParams,
  SortField,
  SortInfo,
} from '../types.ts'

/**
 * What a list operation resolves with: the page (`ListPage`, the normalised envelope) once the query it asked for
 * is on screen, or `undefined` when that load failed (the error is in `error`) or another query superseded it. It
 * rejects only with the `TypeError` of a refusal (a page, size, sort or filter that cannot be sent or kept in the
 * address), before anything is sent; it never throws at the call. A call that sends nothing resolves at once, with
 * the page on screen.
 */
export type ListOperationResult<TItem, TPage> = Promise<ListPage<TItem, TPage> | undefined>

/** Sets one field (`setItem(id, 'title', 'x')`) or several (`setItem(id, { title: 'x' })`) of a record. */
export interface SetItem<TItem> {
  <TField extends keyof TItem>(id: RecordId, field: TField, value: TItem[TField]): void
  (id: RecordId, patch: Partial<TItem>): void
}

/** What a reload brought that is not on screen while updates are held (`holdUpdates`, a feed's new rows above). */
export interface PendingUpdate {
  /** Records the answer has that the screen does not. */
  added: number
  /** Records on both whose fields differ. */
  changed: number
  /** Records on screen the answer no longer has. */
  removed: number
}

/** How a list move is written to the address bar of a synced list. */
export interface ListMoveOptions {
  /**
   * Replace the current history entry instead of pushing one: for a move the user did not choose (the last page
   * after an address past the end), so Back does not return to it. Default: `false`.
   */
  replace?: boolean
  /**
   * Wait this many milliseconds for another call before moving (a filter typed key by key): only the last call
   * moves, the earlier ones resolve with `undefined`. Default: none.
   */
  debounce?: number
}

/**
 * The object form of `fetch`: a member left out stays as it is, as an argument left out of the positional form does.
 * A key it does not name is refused (the promise rejects with a `TypeError` naming it), as a page, size or sort that
 * cannot be sent is.
 *
 * @example
 * await dataSource.fetch({ page: 2, size: 5 }) // GET /api/products?size=5&page=2, the sort and filters kept
 * await dataSource.fetch({ page: 0, filters: { title: 'pen' }, replace: true })
 */
export interface ListFetchOptions<TFilters = SearchParams, TSort extends string = string> extends ListMoveOptions {
  /** The zero-based page number. Default: the current page. */
  page?: number
  /** The page size. Default: the current size. */
  size?: number
  /** The sorts, replacing the current ones. Default: the current sorts. */
  sort?: readonly SortInfo<TSort>[]
  /** The filters, replacing the current ones (not merged with them). Default: the current filters. */
  filters?: FilterState<TFilters>
}

/**
 * `fetch`, the base list operation, in its two forms: an object (`fetch({ page, size, sort, filters, replace,
 * debounce })`) or spec D's positional arguments (`fetch(pageNo, pageSize, sort, searchParams, options)`). What is not
 * given stays as it is.
 */
export interface ListFetch<TItem, TPage, TFilters, TSort extends string> {
  /**
   * Moves to what the object gives, keeping the rest.
   *
   * @example
   * await dataSource.fetch({ page: 2, size: 5 }) // GET /api/products?size=5&page=2
   */
  (query: ListFetchOptions<TFilters, TSort>): ListOperationResult<TItem, TPage>
  /**
   * Spec D's form: `pageNo` is zero-based; `options.replace` writes the address with replace (default: push),
   * `options.debounce` waits for the last of several calls.
   *
   * @example
   * await dataSource.fetch(2, 5) // GET /api/products?size=5&page=2
   */
  (
    pageNo?: number,
    pageSize?: number,
    sort?: readonly SortInfo<TSort>[],
    searchParams?: FilterState<TFilters>,
    options?: ListMoveOptions,
  ): ListOperationResult<TItem, TPage>
}

/**
 * What `useRestPageApi` returns: every member of spec D's `dataSource` table, plus `error`. `TPage` is the raw list
 * response, `PageResponse<TItem>` unless a `transformListResponse` reads another shape. `TFilters` types the filters
 * (default: any, `SearchParams`) and `TSort` the sort properties (default: the item's keys, `SortField<TItem>`).
 *
 * @example
 * function ProductTable({ products }: { products: RestPageDataSource<Product> }) {}
 */
export interface RestPageDataSource<
  TItem,
  TPage = PageResponse<TItem>,
  TFilters = SearchParams,
  TSort extends string = SortField<TItem>,
> {
  /** Records of the current page; the previous page's stay while the next one loads. */
  items: TItem[]
  /**
   * True while `items` belong to another query than `pagination` describes: the next page is loading, or its load
   * failed, and the previous page's records are still shown. Dim them, or say what they are.
   */
  isPlaceholderData: boolean
  /** The latest list response as the server sent it (before `transformListResponse`). */
  rawResponse: TPage | undefined
  /**
   * The query asked for has no page yet and its load is on its way or due: the first load, or a move to a page the
   * store does not hold (the previous page's rows stay, `isPlaceholderData`). False during a background reload of a
   * page on screen (see `isFetching`). SWR's `isLoading`; TanStack Query's `isLoading` is false while it shows
   * placeholder data.
   *
   * @example
   * if (dataSource.isLoading && !dataSource.items.length) return <Spinner />
   */
  isLoading: boolean
  /**
   * A load of the query asked for is on its way or due: the first load, a move, and every reload in the background
   * (focus, reconnect, an interval, another tab, the refresh after a write, a retry once it is sent). TanStack
   * Query's `isFetching`, SWR's `isValidating`. Between a failed background reload and its retry it is false (and
   * `isError` true).
   *
   * @example
   * <table aria-busy={dataSource.isFetching}>
   */
  isFetching: boolean
  /**
   * The rows on screen are not known to be the server's latest: the query asked for has no page yet (the first load,
   * a move: `isPlaceholderData` or the default value), or its page is old, because a write came after its answer
   * (this list's, another list's of the collection, another tab's, `invalidate`), a reload on its own was asked
   * (focus, reconnect, an interval) or it is shown again after no list asked for it. False once an answer newer
   * than all of that lands. Local edits do not make a page stale. TanStack Query's `isStale` with a `staleTime` of
   * `Infinity` plus invalidation: staleness here is an event, never an age. While `holdUpdates` holds an answer
   * back, this speaks of that answer; `pendingUpdate` says the rows on screen are older.
   *
   * @example
   * <tbody className={dataSource.isStale && dataSource.isFetching ? 'is-stale' : undefined}>
   */
  isStale: boolean
  /**
   * When the server answered for the page of the query asked for (`Date.now()` at the answer, milliseconds since
   * 1970), or `0` before any answer (the first load, a move not answered yet). Edits do not change it. A page a
   * server rendered and handed over keeps the server's time, so the hydration render shows what the server did.
   *
   * @example
   * new Date(dataSource.dataUpdatedAt).toLocaleTimeString() // "10:02:13"
   */
  dataUpdatedAt: number
  /**
   * The list sends requests: `false` while it waits (its `enabled` option is `false`), when it loads nothing and
   * `isLoading` and `isFetching` are false. TanStack Query's `isEnabled` (its `fetchStatus: 'idle'`).
   *
   * @example
   * if (!orders.isEnabled) return <p>Pick a customer to see their orders.</p>
   */
  isEnabled: boolean
  /** True when the latest list load for the current query failed. */
  isError: boolean
  /** Why the latest list load failed: a `RestError`, or what a transform threw. */
  error: RestError | Error | undefined
  pagination: PageInfo<TSort>
  /** The current filters (not merged with the defaults); a filter read from the address has its parser's type. */
  searchParams: FilterState<TFilters>
  /** The default filters (a parser's default value for a filter declared with one). */
  defaultSearchParams: FilterState<TFilters>
  /** The key property (`keyName` option), for adapters that need row ids. */
  keyName: keyof TItem & string
  /**
   * What a reload brought that is held back while `holdUpdates` is on (rows added, changed, removed), or `null`.
   * Show "n new · refresh" and call `applyPendingUpdate()`.
   */
  pendingUpdate: PendingUpdate | null
  /** Shows what a reload brought that was held back. */
  applyPendingUpdate: () => void

  getItemById: (id: RecordId) => TItem | undefined
  updateItem: (item: TItem) => void
  setItem: SetItem<TItem>
  setItems: (items: TItem[]) => void
  addItem: (item: TItem) => void
  removeItemById: (id: RecordId) => void
  removeItemsByIds: (ids: readonly RecordId[]) => void
  /** Removes the record at a zero-based index. */
  removeItemAt: (index: number) => void
  /** Replaces the default filters and reloads from page 0; a filter declared with a parser keeps it. */
  setDefaultSearchParams: (params: FilterState<TFilters>) => ListOperationResult<TItem, TPage>

  nextPage: () => ListOperationResult<TItem, TPage>
  prevPage: () => ListOperationResult<TItem, TPage>
  /**
   * The base list operation; what is not given stays as it is: `fetch({ page, size, sort, filters, replace, debounce
   * })`, or spec D's `fetch(pageNo, pageSize, sort, searchParams, options)`. `page` is zero-based; `replace` writes the
   * address with replace (default: push); `debounce` waits for the last of several calls (default: none).
   *
   * @example
   * await dataSource.fetch({ page: 2, size: 5 }) // GET /api/products?size=5&page=2, the sort and filters kept
   * await dataSource.fetch(2, 5) // the same
   */
  fetch: ListFetch<TItem, TPage, TFilters, TSort>
  sortWith: (sorts: readonly SortInfo<TSort>[]) => ListOperationResult<TItem, TPage>
  /** Replaces the filters, from page 0; `{ debounce }` waits for the last of several calls. */
  query: (searchParams: FilterState<TFilters>, options?: ListMoveOptions) => ListOperationResult<TItem, TPage>
  reload: () => ListOperationResult<TItem, TPage>

  /**
   * Reads one record (`GET <base>/<id>`) and puts it in place in `items`; `false` or `{ updateItems: false }` leaves
   * the items as they are.
   *
   * @example
   * const product = await dataSource.get('7', { updateItems: false })
   */
  get: (id: RecordId, update?: boolean | RecordOperationOptions) => Promise<TItem>
  /**
   * Creates a record (`POST <base>`), puts it first in `items` and reloads the collection's lists; `false` or
   * `{ updateItems: false }` only sends the request.
   *
   * @example
   * await dataSource.save({ title: 'Pen' }, { updateItems: false }) // the rows on screen stay as they are
   */
  save: (data: Partial<TItem>, update?: boolean | RecordOperationOptions) => Promise<TItem>
  /**
   * Replaces a record (`PUT <base>/<id>`, the id from `keyName`), puts the answer in place and reloads the
   * collection's lists; `false` or `{ updateItems: false }` only sends the request.
   *
   * @example
   * await dataSource.update({ ...product, price: 4 })
   */
  update: (data: TItem, update?: boolean | RecordOperationOptions) => Promise<TItem>
  /**
   * Deletes records (`DELETE <base>/<id>`, or `<base>/<id1>,<id2>` for several), takes them out of `items` and
   * reloads the collection's lists; `false` or `{ updateItems: false }` only sends the request.
   *
   * @example
   * await dataSource.remove(['7', '8'])
   */
  remove: (idOrIds: RecordId | readonly RecordId[], update?: boolean | RecordOperationOptions) => Promise<void>
}
