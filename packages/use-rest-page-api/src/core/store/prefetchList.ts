import type { PageStore, RestPageStore } from './createRestPageStore.ts'
import { initialQuery } from '../url/initialQuery.ts'
import { encodeListKey } from './listKey.ts'
import { keyLoader } from '../spring/loadListPage.ts'
import { mergeSearchParams } from '../spring/mergeSearchParams.ts'
import type { RestPageApiOptions, RestPageApiSettings } from '../engine/RestPageApiOptions.ts'
import type { ListPage } from '../types.ts'

/** Where `prefetchList` loads from. */
export interface PrefetchListInit {
  /** The provider's settings the lists will have (fetch, headers, time-out). Default: none. */
  settings?: RestPageApiSettings
  /** The address the list will read, for a list with `syncToUrl` (`?page=2`, or a whole url). Default: `''`. */
  search?: string
}

/**
 * Loads into a store the page a `useRestPageApi(url, [], options)` would ask for first, at the address `search`
 * (server rendering: load, then `store.dehydrate()` for the client). Resolves with the page, or `undefined` when its
 * load failed (the client then loads it itself).
 *
 * @example
 * const store = createRestPageStore()
 * await prefetchList(store, 'https://api.example.com/api/products', { pageSize: 10, syncToUrl: true }, { search: '?page=2' })
 * const pages = store.dehydrate() // for <RestPageHydrationBoundary state={pages}>
 */
export async function prefetchList<TItem, TPage>(
  store: RestPageStore,
  url: string,
  options: RestPageApiOptions<TItem, TPage> = {},
  { settings = {}, search = '' }: PrefetchListInit = {},
): Promise<ListPage<TItem, TPage> | undefined> {
  const q = initialQuery(url, options).queryIn(new URL(search, 'http://x').search)
  const key = encodeListKey(url, { ...q, searchParams: mergeSearchParams(options.defaultSearchParams, q.searchParams) })
  const pages = store as PageStore<ListPage<TItem, TPage>>
  await pages.load(
    key,
    keyLoader(() => ({ settings, options }), key),
    { settings },
  )
  return pages.get(key)
}
