import type { Cache, State } from 'swr'
import { revalidateEvents, SWRGlobalState } from 'swr/_internal'

type Revalidator = (event: number) => Promise<boolean> | void
/** SWR's state of one cache, as `initCache` sets it up: the same positions from swr 2.2.5 to 2.5.1. */
type GlobalState = [
  Record<string, Revalidator[]>,
  unknown,
  unknown,
  unknown,
  unknown,
  (key: string, value: State, prev: State) => void,
  (key: string, callback: (current: State, prev: State) => void) => () => void,
]

/**
 * The only module that reaches SWR's internals (`swr/_internal`), for what SWR's public API cannot do: write a key
 * so the app's `useSWR` hooks on it hear it (SWR's setter), hear the app's own writes (`mutate(key, data)`) through
 * the cache's subscriptions, and take part in SWR's revalidation events (`mutate(key)`, `unload()`) as a `useSWR`
 * does. Tested on the lowest and the highest swr of the peer range (`useSWRRestPageStore.test.tsx`).
 *
 * @example
 * const link = swrCacheLink(useSWRConfig().cache)
 * link.write(key, page) // useSWR(key) renders it; mutate((k) => ...) finds it by `_k`
 */
export function swrCacheLink(cache: Cache) {
  const [revalidators, , , , , setter, subscribe] = SWRGlobalState.get(cache) as unknown as GlobalState
  return {
    /**
     * What identifies SWR's state of the cache: a new `SWRConfig` on the same cache makes a new one (SWR drops its
     * state when its `SWRConfig` unmounts), and registrations in the old one reach nothing any more.
     */
    state: revalidators as object,
    /** Writes a key's data (with `_k`, which SWR's `mutate(filter)` matches), or deletes it. */
    write(key: string, data: unknown) {
      const prev = cache.get(key)
      if (data === undefined) cache.delete(key)
      else setter(key, { ...prev, data, error: undefined, _k: key } as State, prev ?? {})
    },
    /** Calls `listener` with every state written to `key`; returns the function that stops it. */
    subscribe: (key: string, listener: (state: State) => void) => subscribe(key, listener),
    /**
     * Calls `onMutate` when the app revalidates `key` (`mutate(key)`, `mutate(filter)`), and `onUnload` on
     * `unload()` (swr 2.5+); returns the function that stops it.
     */
    listen(key: string, onMutate: () => Promise<unknown>, onUnload: () => void): () => void {
      const callbacks = (revalidators[key] ??= [])
      const callback: Revalidator = (event) =>
        event === revalidateEvents.MUTATE_EVENT
          ? onMutate().then(() => true)
          : event === (revalidateEvents as { UNLOAD_EVENT?: number }).UNLOAD_EVENT
            ? onUnload()
            : undefined
      callbacks.push(callback)
      return () => {
        callbacks.splice(callbacks.indexOf(callback) >>> 0, 1)
        if (!callbacks.length && revalidators[key] === callbacks) delete revalidators[key]
      }
    },
  }
}
