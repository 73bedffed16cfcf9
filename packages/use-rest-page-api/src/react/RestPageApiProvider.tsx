import { createContext, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react'
import { createStoreCore, type StoreCore } from '../core/store/createStoreCore.ts'
import type { RestPageStore } from '../core/store/storeTypes.ts'
import { withStoreApi } from '../core/store/withStoreApi.ts'
import { isServer } from '../core/store/isServer.ts'
import type { RestPageApiSettings } from '../core/engine/RestPageApiOptions.ts'
import type { DehydratedPages } from '../core/store/storeTypes.ts'
import { useIsomorphicLayoutEffect } from './useIsomorphicLayoutEffect.ts'
import { outboxOf } from '../core/outbox/Outbox.ts'

/** The store of the lists outside any provider in a browser: one for the page. */
let defaultStore: StoreCore<never> | undefined
const Context = createContext<{ settings: RestPageApiSettings; store?: StoreCore<never> }>({ settings: {} })
/** Pages a server handed over (`RestPageHydrationBoundary`), which the lists below read until the store holds them. */
export const HandedPages = createContext<DehydratedPages | undefined>(undefined)

/** The props of `RestPageApiProvider`: the app-level settings, the store, and the app. */
export interface RestPageApiProviderProps extends RestPageApiSettings {
  /**
   * Where the lists below keep their pages: one made with `createRestPageStore()` (to `clear()` it on sign-out, to
   * hydrate it on a server), or a bridge's (`useSWRRestPageStore()` of `use-rest-page-api/swr`). Read once, when the
   * provider mounts. Default: a store of the provider's own.
   */
  store?: RestPageStore
  /** The app, whose lists take these settings. Default: none. */
  children?: ReactNode
}

/** The settings that are functions: read through the latest render's, so a new function each render changes nothing. */
const CALLBACKS = ['fetch', 'headers', 'onUnauthorized'] as const

/**
 * App-level settings of every `useRestPageApi` below it: the fetch implementation, headers (an Authorization
 * token), credentials, a 401 callback, the time-out of every request (default 30 s), how long pages no list shows
 * stay cached (`gcTime`, default 5 minutes; `maxCachedPages`, default 100), the address a server renders
 * (`serverUrl`), when lists reload on their own (`revalidateOnFocus` and `revalidateOnReconnect`, default on;
 * `refreshInterval`, default off; `refreshWhenHidden`; `crossTab`, default on; `retry`, default 3), the address bar
 * of synced lists without an adapter of their own (`urlAdapter`, default `historyAdapter`), and the store of the
 * lists. A function setting (`headers`, `fetch`, `onUnauthorized`) may be written inline: each request calls the
 * one of the latest render, and a new function never renders a list again; the lists render again only when a value
 * setting changes.
 *
 * @example
 * <RestPageApiProvider headers={() => ({ Authorization: `Bearer ${token}` })} onUnauthorized={() => logOut()}>
 *   <App />
 * </RestPageApiProvider>
 */
export function RestPageApiProvider({ store, children, urlAdapter, ...settings }: RestPageApiProviderProps) {
  const [own] = useState(() => (store ?? createStoreCore()) as StoreCore<never>)
  // The latest render's function settings, for the stable ones below to call; set after the commit, not in render.
  const latest = useRef(settings)
  useIsomorphicLayoutEffect(() => {
    latest.current = settings
  })
  // Which settings are there and what the value ones are: the context changes only when this does.
  const shape = JSON.stringify(
    Object.entries(settings)
      .filter(([, value]) => value !== undefined)
      .map(([name, value]) =>
        typeof value == 'function'
          ? [name, 'function']
          : [name, typeof value == 'number' && !isFinite(value) ? String(value) : value],
      ),
  )
  const value = useMemo(() => {
    const stable: RestPageApiSettings = { ...settings }
    for (const name of CALLBACKS) {
      const given = settings[name]
      if (typeof given != 'function') continue
      stable[name] = ((...args: never[]) => (latest.current[name] as (...args: never[]) => unknown)(...args)) as never
    }
    // The app's URL adapter by identity: a new one connects the lists to it.
    if (urlAdapter) stable.urlAdapter = urlAdapter
    return { store: own, settings: stable }
    // `shape` holds every value setting, and which function settings there are: the latest functions are read
    // through `latest`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [own, shape, urlAdapter])
  // Writes a previous page left in the store's outbox (persisted) go with the settings of the first provider on it.
  useEffect(() => outboxOf(own)?.register(value.settings), [own, value])
  return <Context.Provider value={value}>{children}</Context.Provider>
}

/**
 * The settings of the nearest `RestPageApiProvider` (empty without one): for an app's own requests through
 * `sendRequest`, so they carry the same headers, time-out and 401 handling as its lists.
 *
 * @example
 * const settings = useHttpSettings()
 * const fetcher = (url: string) => sendRequest(settings, { method: 'GET', url }).then((res) => res.body)
 */
export function useHttpSettings(): RestPageApiSettings {
  return useContext(Context).settings
}

/**
 * The store of the nearest `RestPageApiProvider` (without one, the page's default store in a browser, and an empty
 * store of this render's own on a server, so no request sees another's pages): to `invalidate` a collection after a
 * write made elsewhere, to `clear()` it on sign-out, or to `dehydrate` it.
 *
 * @example
 * const store = useRestPageApiStore()
 * await sendRequest(settings, { method: 'POST', url: `/api/forms/${form}/todo/${id}/approve` })
 * store.invalidate((list) => list.url.startsWith(`/api/forms/${form}/`)) // its lists reload
 */
export function useRestPageApiStore(): RestPageStore {
  return withStoreApi(usePageStore())
}

/**
 * The store with what lists use of it. Outside any provider: the page's default store in a browser; on a server, where
 * one process renders every user's requests, a new empty store each call (garbage once the render ends).
 */
export function usePageStore<TData>(): StoreCore<TData> {
  const provided = useProvidedStore()
  return (provided ?? (isServer() ? createStoreCore() : (defaultStore ??= createStoreCore()))) as StoreCore<TData>
}

/** The store of the nearest `RestPageApiProvider`; none outside any. */
export const useProvidedStore = (): StoreCore<never> | undefined => useContext(Context).store

/** The provider's settings and store, for a component that adds a setting below it (`RestPageUrlAdapterProvider`). */
export const ProviderContext = Context

/** The pages handed over by the nearest `RestPageHydrationBoundary`, which the lists read until the store holds them. */
export const useHandedPages = (): DehydratedPages | undefined => useContext(HandedPages)
