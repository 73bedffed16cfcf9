import type { ListTransforms } from '../spring/loadListPage.ts'
import { baseOfListUrl } from '../http/recordUrl.ts'
import type { StoreCore } from '../store/createStoreCore.ts'
import type { KeyShape } from '../store/listKey.ts'
import type { ListPage, SearchParams, SortInfo } from '../types.ts'
import { defaultValues, withTypedDefaults, type DefaultFilters } from './filterParser.ts'
import { historyAdapter } from './historyAdapter.ts'
import { checkSorts } from '../spring/checkSorts.ts'
import { PREFIX } from '../http/RestError.ts'
import { wholeNumber } from '../http/wholeNumber.ts'
import { urlSyncConfig } from './urlSyncConfig.ts'
import type { UrlAdapter } from './UrlAdapter.ts'
import { parseUrlState, type UrlListState, type UrlStateConfig } from './urlState.ts'
import type { EngineOptions, RestPageApiSettings } from '../engine/RestPageApiOptions.ts'

/** Everything a list or feed reads from its host; the host passes it again whenever it may have changed. */
export interface ObserverConfig<TItem, TPage> {
  url: string
  settings: RestPageApiSettings
  options: EngineOptions<TItem, TPage>
  /** The items shown before anything loaded. Read on creation. */
  defaultValue: TItem[]
  /** The store the pages live in, shared by every list and feed on it. Read on creation. */
  store: StoreCore<ListPage<TItem, TPage>>
}

/**
 * The query a list asks for, as it keeps it: the page and the filters, and the page size and the sort only when they
 * differ from the options' defaults (`undefined`: the default, whatever it is now, so a new `pageSize` or
 * `defaultSort` takes effect on a list that did not choose another).
 */
export interface ViewQuery {
  pageNo: number
  pageSize?: number | undefined
  sorts?: SortInfo[] | undefined
  searchParams: SearchParams
}

/** The options of one render, resolved: what the list derives its keys and its result from. */
export interface Resolved<TItem, TPage> {
  /** The options resolved (the first of those that make the same list: `sameConfig`). */
  options: EngineOptions<TItem, TPage>
  url: string
  /** The collection: `baseUrl`, else the url without its query string. */
  base: string
  keyName: keyof TItem & string
  /** The page size and the sort a query has when it chose none. */
  start: UrlListState
  /** The default filters, a boolean's or a number's with its parser (`withTypedDefaults`). */
  defaults: DefaultFilters
  /** The defaults as values (a parser's default value), as the result shows them. */
  shownDefaults: SearchParams
  /** The address's codec, or `null` when the list is not synced. */
  urlConfig: UrlStateConfig | null
  adapter: UrlAdapter
  /** What shapes a request and its answer besides its query: the list's transforms, a keyset feed's cursor. */
  shape: KeyShape<TItem, TPage>
  /** The query an address asks for (the start when the list is not synced). */
  queryIn(search: string): UrlListState
}

/**
 * Resolves the options of a render (pure): the start query (page 0 at `pageSize` under `defaultSort`), the typed
 * defaults (`override`: those `setDefaultSearchParams` set, in force over the options' own), the address's codec,
 * and the request's shape (`shape`: a keyset feed's transforms). Shared by the lists, the feeds and `prefetchList`,
 * so all ask for the same first page. Throws the `TypeError` of a url or an option that cannot be sent, naming it.
 *
 * @example
 * resolveConfig(config).start // { pageNo: 0, pageSize: 15, sorts: [], searchParams: {} }
 */
export function resolveConfig<TItem, TPage>(
  config: ObserverConfig<TItem, TPage>,
  override: DefaultFilters | undefined,
  shape: (options: ListTransforms<TItem, TPage>, keyName: string) => KeyShape<TItem, TPage> = (o) => o,
): Resolved<TItem, TPage> {
  const { options, url } = config
  if (typeof url !== 'string' || url === '')
    throw new TypeError(`${PREFIX}the list url must be a non-empty string, got ${JSON.stringify(url)}`)
  if (options.keyName === '') throw new TypeError(`${PREFIX}option keyName must name the key property, got ""`)
  const start: UrlListState = {
    pageNo: 0,
    pageSize: wholeNumber(options.pageSize ?? 15, 1, 'option pageSize'),
    sorts: checkSorts(([] as SortInfo[]).concat(options.defaultSort ?? []), 'option defaultSort'),
    searchParams: {},
  }
  const keyName = (options.keyName ?? 'id') as keyof TItem & string
  const defaults = override ?? withTypedDefaults(options.defaultSearchParams as DefaultFilters | undefined)
  const urlConfig = urlSyncConfig(options.syncToUrl, { ...start, searchParams: defaults })
  // The list's own adapter, else the app's (the provider's `urlAdapter`), else the history's.
  const adapter =
    (typeof options.syncToUrl == 'object' && options.syncToUrl.adapter) || config.settings.urlAdapter || historyAdapter
  return {
    options,
    url,
    base: options.baseUrl ?? baseOfListUrl(url),
    keyName,
    start,
    defaults,
    shownDefaults: defaultValues(defaults),
    urlConfig,
    adapter,
    shape: shape(options, keyName),
    queryIn: (search) => (urlConfig ? parseUrlState(search, urlConfig) : start),
  }
}

/** The query as the list sends it: the defaults' page size and sort where it chose none. */
export const effective = (query: ViewQuery, resolved: Resolved<unknown, unknown>): UrlListState => ({
  pageNo: query.pageNo,
  pageSize: query.pageSize ?? resolved.start.pageSize,
  sorts: query.sorts ?? resolved.start.sorts,
  searchParams: query.searchParams,
})

const sameSorts = (a: readonly SortInfo[], b: readonly SortInfo[]) =>
  a.length === b.length && a.every((s, i) => s.property === b[i]?.property && s.direction === b[i]?.direction)

/** The query as the list keeps it: a page size or a sort equal to the defaults' is left to follow them. */
export const narrow = (state: UrlListState, resolved: Resolved<unknown, unknown>): ViewQuery => ({
  pageNo: state.pageNo,
  pageSize: state.pageSize === resolved.start.pageSize ? undefined : state.pageSize,
  sorts: sameSorts(state.sorts, resolved.start.sorts) ? undefined : state.sorts,
  searchParams: state.searchParams,
})
