import type { PageStore, RestPageStore } from './createRestPageStore.ts'
import { initialQuery } from '../url/initialQuery.ts'
import { encodeListKey } from './listKey.ts'
import { keyLoader } from '../spring/loadListPage.ts'
import { mergeSearchParams } from '../spring/mergeSearchParams.ts'
import type { RestPageApiOptions, RestPageApiSettings } from '../engine/RestPageApiOptions.ts'
import type { ListPage } from '../types.ts'
import { serverSearch } from '../url/serverSearch.ts'

/**
 * Loads into a store, on a server, the page a `useRestPageApi(url, [], options)` under a `RestPageApiProvider` with
 * the same `settings` asks for first (server rendering: load, then `store.dehydrate()` for the client's
 * `RestPageHydrationBoundary`). `settings` are the provider's, one object for both: the request goes out with its
 * `fetch`, `headers`, `credentials`, `timeoutMs` and `onUnauthorized`, and a list synced with the address
 * (`syncToUrl`) reads the query of its `serverUrl` (the request's url), as the list rendering on the server does.
 * Resolves with the page, or `undefined` when its load failed (a 401 too: the client then loads it itself); rejects
 * only with a `TypeError` for options or a `serverUrl` a list would refuse.
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
  options: RestPageApiOptions<TItem, TPage> = {},
  settings: RestPageApiSettings = {},
): Promise<ListPage<TItem, TPage> | undefined> {
  const adapter = typeof options.syncToUrl == 'object' ? options.syncToUrl.adapter : undefined
  const q = initialQuery(url, options).queryIn(serverSearch(settings.serverUrl, adapter))
  const key = encodeListKey(url, { ...q, searchParams: mergeSearchParams(options.defaultSearchParams, q.searchParams) })
  const pages = store as PageStore<ListPage<TItem, TPage>>
  await pages.load(
    key,
    keyLoader(() => ({ settings, options }), key),
    { settings },
  )
  return pages.get(key)
}
