import type { Cache, State } from 'swr'
import { SWRGlobalState, revalidateEvents } from 'swr/_internal'
import { createListCache, type ListCache, type ListStore } from '../core/listCache.ts'

const caches = new WeakMap<Cache, ListCache<unknown>>()

/**
 * The list cache of an SWR cache: one per cache, shared by every list on it. Pages live in SWR's cache as SWR keeps
 * them (`{ data, _k }`, so the app's `mutate` with a key filter finds them), every write goes through SWR's setter
 * (so a `useSWR` of the app on the same key hears it), and while a list shows a key, the app's `mutate(key)` reloads
 * it through SWR's revalidator registry, as it would a `useSWR`.
 *
 * @example
 * const { cache } = useSWRConfig()
 * const lists = listCacheOf(cache)
 */
export function listCacheOf<TData>(cache: Cache): ListCache<TData> {
  let lists = caches.get(cache)
  if (!lists) caches.set(cache, (lists = createListCache(swrStore(cache))))
  return lists as ListCache<TData>
}

function swrStore(cache: Cache): ListStore<unknown> {
  // SWR's state of this cache (set up by SWRConfig's provider, or for its default cache): revalidators by key, and
  // the setter that writes and tells the cache's subscribers.
  const [revalidators, , , , , setter] = SWRGlobalState.get(cache) ?? []
  return {
    get: (key) => cache.get(key)?.data,
    set(key, data) {
      const prev = cache.get(key)
      const next = { ...prev, data, error: undefined, _k: key } as State
      if (setter) setter(key, next, prev ?? {})
      else cache.set(key, next)
    },
    delete: (key) => cache.delete(key),
    onRevalidate(key, revalidate) {
      if (!revalidators) return () => {}
      const callbacks = (revalidators[key] ??= [])
      const callback = ((event: number) =>
        event === revalidateEvents.MUTATE_EVENT ? revalidate().then(() => true) : undefined) as never
      callbacks.push(callback)
      return () => {
        callbacks.splice(callbacks.indexOf(callback) >>> 0, 1)
        if (!callbacks.length && revalidators[key] === callbacks) delete revalidators[key]
      }
    },
  }
}
