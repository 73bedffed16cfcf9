import type { StoreSettings } from '../store/createRestPageStore.ts'
import type { ListTransforms } from '../spring/loadListPage.ts'
import type { RecordTransforms } from '../edits/recordActions.ts'
import type { OnConflict } from '../edits/conflicts.ts'
import type { HttpSettings } from '../http/sendRequest.ts'
import type { FilterDefaults, SearchParams, SortField, SortInfo } from '../types.ts'
import type { UrlAdapter } from '../url/UrlAdapter.ts'

/** `syncToUrl` as an object: which keys the list owns in the address bar. */
export interface UrlSyncOptions {
  /** Put before every key the list owns (`prefix: 'todo.'` gives `todo.page`), for two lists on one page. Default `''`. */
  prefix?: string
  /** Filter keys to sync besides those of `defaultSearchParams`. Default: none. */
  filterKeys?: readonly string[]
  /** Where the address bar is read and written: see `UrlAdapter`. Default: `historyAdapter` (`window.history`). */
  adapter?: UrlAdapter
}

/**
 * When a list reloads on its own, and how a failed reload tries again: set on `RestPageApiProvider` for every list,
 * or on one list (which wins). A reload on its own keeps local edits and optimistic writes on their way, and with
 * `holdUpdates` never moves a row under the user.
 */
export interface LiveOptions {
  /**
   * Reload the pages on screen when the window regains focus or the page becomes visible again, at most once every
   * 5 seconds a list (SWR's default). Default: `true`.
   */
  revalidateOnFocus?: boolean
  /** Reload the pages on screen when the browser comes back online. Default: `true`. */
  revalidateOnReconnect?: boolean
  /** Reload the pages on screen every so many milliseconds; `0` never. Default: `0`. */
  refreshInterval?: number
  /** Keep `refreshInterval` going while the page is hidden (another tab, a minimised window). Default: `false`. */
  refreshWhenHidden?: boolean
  /**
   * Reload the pages on screen when another tab of the same origin writes to their collection (a `save`, `update` or
   * `remove` there, or its `invalidate(collection)`), through a `BroadcastChannel`. Default: `true`.
   */
  crossTab?: boolean
  /**
   * How often a failed background reload tries again (the rows stay on screen, with the error): `false` never,
   * `true` 3 times, or a number of times, after 1, 2, 4, 8... seconds. A first load never does (its error offers a
   * retry). GETs only. Default: `3`.
   */
  retry?: boolean | number
}

/**
 * The options of `useRestPageApi` (spec D), each with its default. `TFilters` types the filters (`searchParams`,
 * `query()`), inferred from `defaultSearchParams` in a typed list; `TSort` names the sort properties, the item's keys
 * unless the server sorts by other names.
 */
export interface RestPageApiOptions<TItem, TPage, TFilters = SearchParams, TSort extends string = SortField<TItem>>
  extends ListTransforms<TItem, TPage>, RecordTransforms<TItem>, LiveOptions {
  /** Base url of the CRUD API. Default: the `url` argument without its query string. */
  baseUrl?: string
  /**
   * Default filters, merged under the current filters of every list request; in a typed list they type the filters
   * (`searchParams`, `query()`), so declare every filter here (`''` or `null` for none). A filter's value may be a
   * parser of `use-rest-page-api/parsers` (`minPrice: parseAsInteger`, `.withDefault(n)` for a default), which reads it
   * back from the address with its type; a filter whose default is a boolean or a number reads back as one
   * (`?inStock=true` as `true`) without a parser. Takes effect when it changes (compared by value, so an inline object
   * is fine), in the render that changes it; `setDefaultSearchParams` overrides it until it changes. Default: none.
   *
   * @example
   * defaultSearchParams: { title: '', minPrice: parseAsInteger, from: parseAsIsoDate }
   * // searchParams.minPrice: number | null | undefined; the address ?minPrice=10 reads as 10
   */
  defaultSearchParams?: FilterDefaults<TFilters>
  /**
   * Default sort rule: one field or several, earlier fields first; a property is one of the item's keys in a typed
   * list (or of the sort-field type argument). Takes effect when it changes, in the render that changes it, unless the
   * list chose another sort (`sortWith`, the address). Default: none.
   */
  defaultSort?: SortInfo<NoInfer<TSort>> | readonly SortInfo<NoInfer<TSort>>[]
  /**
   * Synchronise page, size, sort and filters with the browser URL. Takes effect when it changes: turned on (or given
   * another adapter, prefix or keys), the list follows the address. Default: `false`.
   */
  syncToUrl?: boolean | UrlSyncOptions
  /**
   * Send requests: `false` makes the list wait (TanStack Query's `enabled`), for a list that needs a value it does not
   * have yet (a parent selected, a session). While it waits it sends nothing (no first load, no reload on its own, no
   * prefetch, no `reload()`), `isEnabled`, `isLoading` and `isFetching` are false, and it shows what the store already
   * holds for its query (another list's page), else its default value. Moves still change what it asks for (and the
   * address, when synced) and settle at once, with the page the store holds or `undefined`; record operations
   * (`save`, `update`, `remove`, `get`) are sent as ever. Takes effect when it changes: turned `true`, the list loads
   * what it asks for at once. Default: `true`.
   *
   * @example
   * const orders = useRestPageApi<Order>(`/api/customers/${customerId}/orders`, [], { enabled: customerId != null })
   */
  enabled?: boolean
  /** Name of the unique key property. Default: `'id'`. */
  keyName?: keyof TItem & string
  /** Delete several records with one `DELETE <base>/<id1>,<id2>`; when false, one by one. Default: `true`. */
  useMultiDeleteApi?: boolean
  /**
   * Page size. Takes effect when it changes, in the render that changes it, unless the list chose another (`fetch`,
   * the address). Default: `15`.
   */
  pageSize?: number
  /** Load the next page in the background once a page is shown, so `nextPage` renders at once. Default: `false`. */
  prefetchNextPage?: boolean
  /** Show `save`, `update` and `remove` at once and roll back if the server refuses. Default: `false`. */
  optimistic?: boolean
  /**
   * The property that holds a record's version (a JPA `@Version`, which Spring Data REST also answers as the record's
   * `ETag`): `update` and `remove` send it as `If-Match: "<version>"` (the version of the record passed to `update`, of
   * the record on screen for `remove`), so the server refuses the write (412, or 409) when somebody else wrote the
   * record since it was read; `onConflict` says what happens then. An `ETag` the record's `get` answered is sent
   * instead while the record still carries the version it was read with, and the answer of this client's own write
   * moves the version on for its next write. Writes of one record go one after the other. A delete of several ids in
   * one request carries none. Default: none (an `ETag` a `get` answered is still sent back).
   *
   * @example
   * const products = useRestPageApi<Product>('/api/products', [], { versionField: 'version' })
   * await products.update({ ...product, price: '9.99' }) // PUT /api/products/7, If-Match: "3"
   */
  versionField?: keyof TItem & string
  /**
   * What a conflict does: an `update` or `remove` refused with 412 (a stale `If-Match`) or 409 (a stale version, a
   * lock), when the write carried a version (`versionField`, an `ETag`) or this option is set. The record's later
   * writes wait while the record is read again (`GET <base>/<id>`; a 404 means it is gone), then:
   * - `'server-wins'`: the list shows the server's record (or loses it, when gone), and the write's promise rejects with
   *   a `RestError` of kind `'conflict'` whose `server` holds that record;
   * - `'client-wins'`: the write is sent again, once, with the server's version (a remove of a record gone meanwhile
   *   resolves); a second conflict settles as `'server-wins'`;
   * - `'ask'`: the conflict is listed (`store.conflicts()`, `useRestConflicts`) with both records until the app calls
   *   its `resolve('server' | 'client' | merged)`, which settles the promise; `store.clear()` rejects it.
   *
   * A conflict whose record cannot be read (no network) rejects as it came. Default: `'server-wins'`.
   *
   * @example
   * const products = useRestPageApi<Product>('/api/products', [], { versionField: 'version', onConflict: 'ask' })
   * const [conflict] = useRestConflicts<Product>('/api/products')
   * // <button onClick={() => conflict.resolve('client')}>Keep mine</button>
   */
  onConflict?: OnConflict
  /**
   * The user is working in the list (focus or a selection in it, a drawer open): a reload whose answer would change
   * which rows are shown or their order is not shown, but offered as `pendingUpdate` until `applyPendingUpdate()` or
   * until this turns `false`. Changes of fields alone are shown at once. Read on every render. Default: `false`.
   */
  holdUpdates?: boolean
}

/** The options as the engine reads them: any filter and any sort property (the hooks give them their types). */
export type EngineOptions<TItem, TPage> = RestPageApiOptions<TItem, TPage, SearchParams, string>

/** The app-level settings of `RestPageApiProvider`: how requests are made, how long pages stay cached, and SSR. */
export interface RestPageApiSettings extends HttpSettings, StoreSettings, LiveOptions {
  /**
   * The longest url a delete-many request (`DELETE <base>/<id1>,<id2>,...`) may have; more ids go in several
   * requests. Spring Boot refuses a request head (request line and headers) over 8 KB
   * (`server.max-http-request-header-size`), so the default leaves half of it to the headers. Default: `4096`.
   */
  maxUrlLength?: number
  /**
   * The address of the request a server renders (`https://host/products?page=2`, or only its path and query): what
   * synced lists read on the server (and `prefetchList` with these settings), and in the hydration render. Give the
   * client's provider the same value, so the hydration render agrees with the server's. Default: none; a server then
   * renders the defaults of a list on `historyAdapter` (a router's adapter reads the address itself), and the client
   * shows the address's query right after hydrating.
   *
   * @example
   * const settings = { headers: { Authorization: `Bearer ${token}` }, serverUrl: request.url }
   * await prefetchList(store, url, options, settings) // on the server; <RestPageApiProvider {...settings}> on both sides
   */
  serverUrl?: string
  /**
   * The address bar of every list with `syncToUrl` and no adapter of its own (nuqs's `<NuqsAdapter>`): the app's
   * router once, instead of an adapter per list; a list's own `syncToUrl.adapter` wins. A router's adapter is made
   * inside the router, so it is set there by `ReactRouterUrlAdapterProvider` (`use-rest-page-api/react-router`),
   * `NextUrlAdapterProvider` (`use-rest-page-api/next`) or `RestPageUrlAdapterProvider`; an adapter made outside React
   * is given to `RestPageApiProvider` directly. A new adapter object takes effect at once (lists connect to it).
   * Default: `historyAdapter`.
   *
   * @example
   * // Every list below with syncToUrl: true reads and writes the address through myRouterAdapter.
   * <RestPageApiProvider urlAdapter={myRouterAdapter}>
   *   <App />
   * </RestPageApiProvider>
   */
  urlAdapter?: UrlAdapter
}
