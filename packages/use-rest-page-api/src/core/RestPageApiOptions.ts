import type { StoreSettings } from './createRestPageStore.ts'
import type { ListTransforms } from './loadListPage.ts'
import type { RecordTransforms } from './recordActions.ts'
import type { HttpSettings } from './sendRequest.ts'
import type { SearchParams, SortInfo } from './types.ts'
import type { UrlAdapter } from './UrlAdapter.ts'

/** `syncToUrl` as an object: which keys the list owns in the address bar. */
export interface UrlSyncOptions {
  /** Put before every key the list owns (`prefix: 'todo.'` gives `todo.page`), for two lists on one page. Default `''`. */
  prefix?: string
  /** Filter keys to sync besides those of `defaultSearchParams`. Default: none. */
  filterKeys?: readonly string[]
  /** Where the address bar is read and written: see `UrlAdapter`. Default: `historyAdapter` (`window.history`). */
  adapter?: UrlAdapter
}

/** The options of `useRestPageApi` (spec D), each with its default. */
export interface RestPageApiOptions<TItem, TPage> extends ListTransforms<TItem, TPage>, RecordTransforms<TItem> {
  /** Base url of the CRUD API. Default: the `url` argument without its query string. */
  baseUrl?: string
  /** Default filters, merged under the current filters of every list request. Read on mount. Default: none. */
  defaultSearchParams?: SearchParams
  /** Default sort rule: one field or several, earlier fields first. Read on mount. Default: none. */
  defaultSort?: SortInfo | readonly SortInfo[]
  /** Synchronise page, size, sort and filters with the browser URL. Read on mount. Default: `false`. */
  syncToUrl?: boolean | UrlSyncOptions
  /** Name of the unique key property. Default: `'id'`. */
  keyName?: keyof TItem & string
  /** Delete several records with one `DELETE <base>/<id1>,<id2>`; when false, one by one. Default: `true`. */
  useMultiDeleteApi?: boolean
  /** Page size. Read on mount. Default: `15`. */
  pageSize?: number
  /** Load the next page in the background once a page is shown, so `nextPage` renders at once. Default: `false`. */
  prefetchNextPage?: boolean
  /** Show `save`, `update` and `remove` at once and roll back if the server refuses. Default: `false`. */
  optimistic?: boolean
}

/** The app-level settings of `RestPageApiProvider`: how requests are made, how long pages stay cached, and SSR. */
export interface RestPageApiSettings extends HttpSettings, StoreSettings {
  /**
   * The longest url a delete-many request (`DELETE <base>/<id1>,<id2>,...`) may have; more ids go in several
   * requests. Spring Boot refuses a request head (request line and headers) over 8 KB
   * (`server.max-http-request-header-size`), so the default leaves half of it to the headers. Default: `4096`.
   */
  maxUrlLength?: number
  /**
   * The address of the request a server renders (`https://host/products?page=2`, or only its path and query): what
   * a list synced with the default `historyAdapter` reads there, where there is no `window`. Pass the same value to
   * the client's provider, so the hydration render agrees with the server's. Default: none; the server then renders
   * the defaults, and the client shows the address's query right after hydrating.
   */
  serverUrl?: string
}
