import type { RestPageStore } from './storeTypes.ts'
import { listArguments, type RestListDefinition } from '../definition/restList.ts'
import type { StoreCore } from './createStoreCore.ts'
import { canonicalFilters, listKey, requestOf } from './listKey.ts'
import { loadListPage } from '../spring/loadListPage.ts'
import { mergeSearchParams } from '../spring/mergeSearchParams.ts'
import { resolveConfig } from '../url/resolveConfig.ts'
import type { EngineOptions, RestPageApiOptions, RestPageApiSettings } from '../engine/RestPageApiOptions.ts'
import type { ListPage } from '../types.ts'
import { serverSearch } from '../url/serverSearch.ts'

/**
 * Loads into a store, on a server, the page `useRestPageApi(definition)` under a `RestPageApiProvider` with the same
 * `settings` asks for first, under the same key (see the three-argument form). A definition (`restList`) declared in a
 * module both the server and the client import is the list on both sides.
 *
 * @example
 * const store = createRestPageStore() // one per request
 * await prefetchList(store, productList, { serverUrl: request.url })
 * const pages = store.dehydrate() // the client's useRestPageApi(productList) reads this page, sending nothing
 */
export async function prefetchList<TItem, TPage, TFilters, TSort extends string>(
  store: RestPageStore,
  definition: RestListDefinition<TItem, TPage, TFilters, TSort>,
  settings?: RestPageApiSettings,
): Promise<ListPage<TItem, TPage> | undefined>
/**
 * Loads into a store, on a server, the page a `useRestPageApi(url, [], options)` under a `RestPageApiProvider` with
 * the same `settings` asks for first (server rendering: load, then `store.dehydrate()` for the client's
 * `RestPageHydrationBoundary`), under the same key the list computes. `settings` are the provider's, one object for
 * both: the request goes out with its `fetch`, `headers`, `credentials`, `timeoutMs` and `onUnauthorized`, and a list
 * synced with the address (`syncToUrl`) reads the query of its `serverUrl` (the request's url), as the list rendering
 * on the server does. Resolves with the page, or `undefined` when its load failed (a 401 too: the client then loads it
 * itself); rejects only with a `TypeError` for options or a `serverUrl` a list would refuse.
 *
 * @example
 * const settings = { headers: { Authorization: `Bearer ${token}` }, serverUrl: request.url }
 * const store = createRestPageStore() // one per request
 * await prefetchList(store, 'https://api.example.com/api/products', { pageSize: 10, syncToUrl: true }, settings)
 * const pages = store.dehydrate() // for <RestPageHydrationBoundary state={pages}>, under <RestPageApiProvider {...settings}>
 */
export async function prefetchList<TItem, TPage>(
  store: RestPageStore,
  url: string,
  options?: RestPageApiOptions<TItem, TPage>,
  settings?: RestPageApiSettings,
): Promise<ListPage<TItem, TPage> | undefined>
export async function prefetchList<TItem, TPage>(
  store: RestPageStore,
  urlOrDefinition: string | RestListDefinition<TItem, TPage, object, string>,
  optionsOrSettings?: RestPageApiOptions<TItem, TPage> | RestPageApiSettings,
  lastSettings?: RestPageApiSettings,
): Promise<ListPage<TItem, TPage> | undefined> {
  const byUrl = typeof urlOrDefinition == 'string'
  const [url, , engineOptions] = byUrl
    ? listArguments<TItem, EngineOptions<TItem, TPage>>(
        urlOrDefinition,
        undefined,
        optionsOrSettings as EngineOptions<TItem, TPage> | undefined,
      )
    : listArguments<TItem, EngineOptions<TItem, TPage>>(urlOrDefinition as RestListDefinition<TItem, TPage>)
  const settings = (byUrl ? lastSettings : (optionsOrSettings as RestPageApiSettings | undefined)) ?? {}
  const pages = store as unknown as StoreCore<ListPage<TItem, TPage>>
  const resolved = resolveConfig({ url, options: engineOptions, settings, defaultValue: [], store: pages }, undefined)
  const adapter = typeof engineOptions.syncToUrl == 'object' ? engineOptions.syncToUrl.adapter : undefined
  const q = resolved.queryIn(serverSearch(settings.serverUrl, adapter))
  const query = { ...q, searchParams: canonicalFilters(mergeSearchParams(resolved.defaults, q.searchParams)) }
  const key = listKey(url, query, resolved.shape)
  await pages.load(key, (signal) => loadListPage<TItem, TPage>(settings, url, query, engineOptions, signal), {
    settings,
    request: requestOf(url, query),
  })
  return pages.get(key)
}
