import { useSWRConfig, type Cache } from 'swr'
import type { RestPageStore } from '../core/store/storeTypes.ts'
import { createPageStore, type PageStore } from '../core/store/createRestPageStore.ts'
import type { ListPage } from '../core/types.ts'
import { useIsomorphicLayoutEffect } from '../react/useIsomorphicLayoutEffect.ts'
import { swrCacheLink } from './swrCacheLink.ts'

type SWRConfiguration = ReturnType<typeof useSWRConfig>
type Page = ListPage<unknown, unknown>

/** A key no list uses, where the bridge hears `unload()` even when no list is on screen. */
const UNLOAD_KEY = '$use-rest-page-api$'

/** The store of one SWR cache's lists, and its connection to SWR (made after the commit, never in render). */
interface Bridge {
  store: PageStore<Page>
  /** Takes the configuration of the `SWRConfig` around it and registers with SWR; returns the function that stops. */
  connect(config: SWRConfiguration): () => void
}

/** One bridge per SWR state (one per `SWRConfig` of a cache). */
const bridges = new WeakMap<object, Bridge>()

/**
 * The bridge of an SWR cache: a store made with the pages the cache holds and the `fallback`, so a list renders them
 * on the server and in the hydration render, and whose changes SWR hears once connected: the pages are written to
 * SWR's cache, the app's writes (`mutate(key, data)`) and revalidations (`mutate(key)`, `unload()`) reach the store,
 * and `onSuccess`/`onError` hear the loads.
 */
function makeBridge(cache: Cache, fallback: Record<string, unknown> | undefined): Bridge {
  const swr = swrCacheLink(cache)
  let config: SWRConfiguration | undefined
  let connections = 0
  /** The keys registered with SWR while connected, and how to stop each. */
  const links = new Map<string, () => void>()
  const linkKey = (key: string) => {
    if (links.has(key)) return
    const stop = swr.subscribe(key, (state) => {
      // The app's own write (`mutate(key, data)`), or a delete; the store's writes come back here unchanged.
      if (state.data === undefined) store.drop(key)
      else if (state.data !== store.get(key)) store.set(key, state.data as Page, { echo: false })
    })
    const unlisten = swr.listen(key, () => store.revalidate(key), store.clear)
    links.set(key, () => {
      stop()
      unlisten()
    })
  }
  const pages: Record<string, Page> = {}
  for (const key of cache.keys()) if (cache.get(key)?.data !== undefined) pages[key] = cache.get(key)?.data as Page
  const store: PageStore<Page> = createPageStore<Page>(
    {
      write: (key, data) => connections && swr.write(key, data),
      link(key) {
        if (connections) linkKey(key)
        return () => {
          links.get(key)?.()
          links.delete(key)
        }
      },
      loaded(key, data, error) {
        if (!config) return
        if (error === undefined) config.onSuccess(data, key, config as never)
        else config.onError(error, key, config as never)
      },
    },
    { ...(fallback as Record<string, Page> | undefined), ...pages },
  )
  return {
    store,
    connect(next) {
      config = next
      connections++
      const unload = swr.listen(UNLOAD_KEY, () => Promise.resolve(), store.clear)
      for (const [key, e] of store.entries) {
        linkKey(key)
        // The pages it was made with reach SWR's cache, and wait for a list as any page no list shows.
        const data = e.state.data
        if (data !== undefined && config.cache.get(key)?.data === undefined) swr.write(key, data)
        if (!e.observers && !e.load) store.idle(key, {})
      }
      return () => {
        unload()
        if (--connections) return
        for (const stop of links.values()) stop()
        links.clear()
      }
    },
  }
}

/**
 * The store of the lists as a bridge to SWR (apps on SWR): pages live in the cache of the `SWRConfig` around it, so
 * the app's `mutate(key)` and `mutate(filter)` reload a list that shows the key, `mutate(key, data)` re-renders it,
 * `SWRConfig`'s `fallback` prefills lists rendered on the server, its `onSuccess` and `onError` hear list loads, and
 * `unload()` empties the lists and drops late answers. One store per `SWRConfig` of a cache (a new one takes up the
 * pages the cache holds). Pass it to the provider. It registers with SWR after the commit, never while rendering.
 *
 * @example
 * function Providers({ children }) {
 *   return <RestPageApiProvider store={useSWRRestPageStore()}>{children}</RestPageApiProvider>
 * }
 */
export function useSWRRestPageStore(): RestPageStore {
  const config = useSWRConfig()
  const swr = swrCacheLink(config.cache)
  let bridge = bridges.get(swr.state)
  // Made once per SWR state (a cache of a pure construction: no registration, no write).
  if (!bridge) bridges.set(swr.state, (bridge = makeBridge(config.cache, config.fallback)))
  const made = bridge
  useIsomorphicLayoutEffect(() => made.connect(config), [made, config])
  // A new fallback (another page's pages) after the commit: newer pages replace older ones.
  useIsomorphicLayoutEffect(() => made.store.hydrate(config.fallback), [made, config.fallback])
  return made.store
}
