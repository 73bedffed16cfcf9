import { createContext, useContext, useState, type ReactNode } from 'react'
import { createPageStore, type PageStore, type RestPageStore } from '../core/store/createRestPageStore.ts'
import { isServer } from '../core/store/isServer.ts'
import type { RestPageApiSettings } from '../core/engine/RestPageApiOptions.ts'
import { PREFIX } from '../core/http/RestError.ts'

/** The store of the lists outside any provider in a browser: one for the page. */
let defaultStore: PageStore<never> | undefined
const Context = createContext<{ settings: RestPageApiSettings; store?: PageStore<never> }>({ settings: {} })

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

/**
 * App-level settings of every `useRestPageApi` below it: the fetch implementation, headers (an Authorization
 * token), credentials, a 401 callback, the time-out of every request (default 30 s), how long pages no list shows
 * stay cached (`gcTime`, default 5 minutes; `maxCachedPages`, default 100), the address a server renders
 * (`serverUrl`), when lists reload on their own (`revalidateOnFocus` and `revalidateOnReconnect`, default on;
 * `refreshInterval`, default off; `refreshWhenHidden`; `crossTab`, default on; `retry`, default 3), and the store of
 * the lists.
 *
 * @example
 * <RestPageApiProvider headers={() => ({ Authorization: `Bearer ${token}` })} onUnauthorized={() => logOut()}>
 *   <App />
 * </RestPageApiProvider>
 */
export function RestPageApiProvider({ store, children, ...settings }: RestPageApiProviderProps) {
  const [own] = useState(() => (store ?? createPageStore()) as PageStore<never>)
  // A new context value only when a setting changed (React's "information from previous renders" pattern): absent
  // settings stay `undefined`, which every reader treats as "not set".
  const [value, setValue] = useState(() => ({ store: own, settings: settings as RestPageApiSettings }))
  const keys = new Set([...Object.keys(value.settings), ...Object.keys(settings)])
  if ([...keys].some((key) => value.settings[key as never] !== settings[key as never]))
    setValue({ store: own, settings: settings as RestPageApiSettings })
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
  return usePageStore()
}

/**
 * The store with what lists use of it. Outside any provider: the page's default store in a browser; on a server, where
 * one process renders every user's requests, a new empty store each call (garbage once the render ends), and for a
 * hydration boundary (`hydrating`) an error, since the lists below would never see its pages.
 */
export function usePageStore<TData>(hydrating = false): PageStore<TData> {
  const store = useContext(Context).store
  if (store) return store as unknown as PageStore<TData>
  if (!isServer()) return (defaultStore ??= createPageStore()) as unknown as PageStore<TData>
  if (hydrating)
    throw new Error(
      `${PREFIX}RestPageHydrationBoundary needs a RestPageApiProvider around it on a server, one per request`,
    )
  return createPageStore()
}
