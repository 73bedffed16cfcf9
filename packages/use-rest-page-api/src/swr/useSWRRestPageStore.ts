import { useSWRConfig, type Cache } from 'swr'
import { createPageStore, type PageStore, type RestPageStore } from '../core/store/createRestPageStore.ts'
import type { ListPage } from '../core/types.ts'
import { useIsomorphicLayoutEffect } from '../react/useIsomorphicLayoutEffect.ts'
import { swrCacheLink } from './swrCacheLink.ts'

type SWRConfiguration = ReturnType<typeof useSWRConfig>
type Page = ListPage<unknown, unknown>
interface Bridge {
  store: PageStore<Page>
  /** The latest configuration of the `SWRConfig` around it (`onSuccess`, `onError`). */
  config?: SWRConfiguration
}

/** A key no list uses, where the bridge hears `unload()` even when no list is on screen. */
const UNLOAD_KEY = '$use-rest-page-api$'
/** One bridge per SWR state (one per `SWRConfig` of a cache). */
const bridges = new WeakMap<object, Bridge>()

function bridgeOf(cache: Cache): Bridge {
  const swr = swrCacheLink(cache)
  let bridge = bridges.get(swr.state)
  if (bridge) return bridge
  const store: PageStore<Page> = createPageStore<Page>({
    write: swr.write,
    link(key) {
      const stop = swr.subscribe(key, (state) => {
        // The app's own write (`mutate(key, data)`), or a delete; the store's writes come back here unchanged.
        if (state.data === undefined) store.drop(key)
        else if (state.data !== store.get(key)) store.set(key, state.data as Page, { echo: false })
      })
      const unlisten = swr.listen(key, () => store.revalidate(key), store.clear)
      return () => {
        stop()
        unlisten()
      }
    },
    loaded(key, data, error) {
      const config = bridge?.config
      if (!config) return
      if (error === undefined) config.onSuccess(data, key, config as never)
      else config.onError(error, key, config as never)
    },
  })
  swr.listen(UNLOAD_KEY, () => Promise.resolve(), store.clear)
  // The pages an earlier SWRConfig of the cache left there.
  const pages: Record<string, Page> = {}
  for (const key of cache.keys()) if (cache.get(key)?.data !== undefined) pages[key] = cache.get(key)?.data as Page
  store.hydrate(pages, false)
  bridges.set(swr.state, (bridge = { store }))
  return bridge
}

/**
 * The store of the lists as a bridge to SWR (apps on SWR): pages live in the cache of the `SWRConfig` around it, so
 * the app's `mutate(key)` and `mutate(filter)` reload a list that shows the key, `mutate(key, data)` re-renders it,
 * `SWRConfig`'s `fallback` prefills lists rendered on the server, its `onSuccess` and `onError` hear list loads, and
 * `unload()` empties the lists and drops late answers. One store per `SWRConfig` of a cache (a new one takes up the
 * pages the cache holds). Pass it to the provider.
 *
 * @example
 * function Providers({ children }) {
 *   return <RestPageApiProvider store={useSWRRestPageStore()}>{children}</RestPageApiProvider>
 * }
 */
export function useSWRRestPageStore(): RestPageStore {
  const config = useSWRConfig()
  const bridge = bridgeOf(config.cache)
  bridge.config = config
  // Before the lists below read it, quietly; those already on screen hear of it after the commit.
  bridge.store.hydrate(config.fallback, false)
  useIsomorphicLayoutEffect(() => bridge.store.notify(), [bridge, config.fallback])
  return bridge.store
}
