import type { ListPageRequest, RestPageStore, StoreEntryInfo } from '../core/store/createRestPageStore.ts'

/** A key that left the store, and when (the clock's time). */
export interface EvictedKey {
  key: string
  /** The request its page answered. */
  request: ListPageRequest
  at: number
  /** Tells apart two evictions of one key in one millisecond. */
  id: number
}

/** What the devtools show of a store: its entries at the last look, and the keys that left it lately, newest first. */
export interface StoreView {
  held: StoreEntryInfo[]
  evicted: EvictedKey[]
}

/** How many evicted keys the view keeps: the newest. */
export const EVICTED_KEPT = 20

/**
 * The devtools' view of a store, framework-free: what it holds, and each key that left it with the time it left. It
 * looks at the store when the store tells of a change, when a subscriber comes, and when `look` is called; the view
 * is a new object only after a look, so `useSyncExternalStore(watch.subscribe, watch.view)` renders from it. Creating
 * one only reads the store (it subscribes with its first subscriber), so a render may create it.
 *
 * @example
 * const watch = createStoreWatch(store)
 * const stop = watch.subscribe(() => console.log(watch.view().evicted))
 * store.clear() // logs [{ key: '["/api/products?page=0&size=10"]', request: { url: '/api/products', ... }, at: 1767225600000, id: 1 }]
 */
export function createStoreWatch(store: RestPageStore, now: () => number = () => Date.now()) {
  let view: StoreView = { held: store.inspect(), evicted: [] }
  let known = new Map(view.held.map((e) => [e.key, e.request]))
  let next = 1
  let stopStore: (() => void) | undefined
  const listeners = new Set<() => void>()
  const look = () => {
    const held = store.inspect()
    const keys = new Map(held.map((e) => [e.key, e.request]))
    let { evicted } = view
    for (const [key, request] of known)
      if (!keys.has(key)) evicted = [{ key, request, at: now(), id: next++ }, ...evicted]
    known = keys
    view = { held, evicted: evicted.slice(0, EVICTED_KEPT) }
    for (const listener of [...listeners]) listener()
  }
  return {
    view: () => view,
    /** Looks at the store now (what changed without telling: a timer, a list that came to a page it holds). */
    look,
    subscribe(listener: () => void) {
      if (!stopStore) {
        // What changed since the last look, while nobody watched.
        look()
        stopStore = store.subscribe(look)
      }
      listeners.add(listener)
      return () => {
        listeners.delete(listener)
        if (listeners.size) return
        stopStore?.()
        stopStore = undefined
      }
    },
  }
}

/** A store watch (`createStoreWatch`). */
export type StoreWatch = ReturnType<typeof createStoreWatch>
