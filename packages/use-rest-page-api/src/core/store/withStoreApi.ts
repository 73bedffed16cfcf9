import type { ListPage } from '../types.ts'
import type { DehydratedPages, StoreCore, StoreEntryInfo, StoreSettings } from './createRestPageStore.ts'

/** The members `withStoreApi` adds. */
export interface StoreApi {
  /** The app's own revalidation of one key (SWR's `mutate(key)`): reloaded when a list shows it, else made old. */
  revalidate(key: string): Promise<void>
  /** Takes a key out (the bridge saw it deleted): lists showing it load it again. */
  drop(key: string): void
  clear(): void
  dehydrate(): DehydratedPages
  /**
   * `hydrate`, telling the listeners only when `tell` (not while React renders); a page no list shows waits the
   * provider's `gcTime` (`settings`) for one.
   */
  hydrate(pages: DehydratedPages, tell?: boolean, settings?: StoreSettings): void
  inspect(): StoreEntryInfo[]
  settled(): Promise<void>
}

/**
 * The store as an app and a bridge reach it (`RestPageStore`, and what `use-rest-page-api/swr` uses): adds to a
 * store core, once and in place (the same object, so a provider's store is the one `useRestPageApiStore` returns),
 * the members lists never call. Apart from the core, so a bundle with lists alone leaves them out: the provider's
 * own store gets them when the app first asks for it (`useRestPageApiStore`, a hydration boundary).
 *
 * @example
 * const store = withStoreApi(createStoreCore())
 * store.dehydrate()
 */
export function withStoreApi<TData>(store: StoreCore<TData>): StoreCore<TData> & StoreApi {
  if ('settled' in store) return store as StoreCore<TData> & StoreApi
  const { entries, entryOf, discard, idle, link, notify, load } = store
  const api: StoreApi = {
    revalidate(key) {
      const e = entries.get(key)
      if (e?.observers && e.loader) return load(key, e.loader, { force: true })
      if (e) store.age(e)
      notify()
      return Promise.resolve()
    },
    drop(key) {
      discard(key, false)
      notify()
    },
    clear() {
      for (const key of [...entries.keys()]) discard(key)
      notify()
    },
    dehydrate() {
      const pages: DehydratedPages = {}
      for (const [key, e] of entries)
        if (e.data !== undefined)
          pages[key] = (e.at ? { ...e.data, dataUpdatedAt: e.at } : e.data) as ListPage<unknown, unknown>
      return pages
    },
    hydrate(pages, tell = true, settings = {}) {
      for (const [key, data] of Object.entries(pages ?? {})) {
        // Only list keys (an SWR fallback holds the app's own keys too), and never over a page the store holds. A
        // load on its way stays valid: the page is the server's, as its answer will be.
        if (!key.startsWith('["') || entries.get(key)?.data !== undefined) continue
        const e = entryOf(key)
        // The server's answer time, when it gave one (a number, or none): the hydration render shows what the server
        // rendered.
        const { dataUpdatedAt: at, ...page } = { ...data } as ListPage<unknown, unknown> & { dataUpdatedAt?: unknown }
        e.at = Number(at) || 0
        e.data = (at === undefined ? data : page) as TData
        link.write?.(key, e.data)
        if (!e.observers && !e.load) idle(key, settings)
      }
      if (tell) notify()
    },
    inspect: () =>
      [...entries].map(([key, e]) => ({
        key,
        request: store.requestOf(key),
        data: e.data as ListPage<unknown, unknown> | undefined,
        error: e.error,
        loading: e.load !== undefined,
        stale: e.stale,
        observers: e.observers,
      })),
    settled: () =>
      new Promise((resolve) => {
        // Two microtasks after each change: a list acts on a change at once and starts what is due one microtask on.
        const check = () =>
          queueMicrotask(() =>
            queueMicrotask(() => {
              for (const [key, e] of entries) if (e.load || (e.askers && store.due(key))) return
              stop()
              resolve()
            }),
          )
        const stop = store.subscribe(check)
        check()
      }),
  }
  return Object.assign(store, api)
}
