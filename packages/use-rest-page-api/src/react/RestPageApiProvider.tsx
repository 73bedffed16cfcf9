import { createContext, useContext, useMemo, type ReactNode } from 'react'
import type { Cache } from 'swr'
import { SWRConfig } from 'swr/_internal'
import type { RestPageApiSettings } from '../core/RestPageApiOptions.ts'

const SettingsContext = createContext<RestPageApiSettings>({})

export interface RestPageApiProviderProps extends RestPageApiSettings {
  /**
   * The SWR cache of the lists below, for isolation (a fresh `new Map()` per test or per user session).
   * Read once, when the provider mounts. Default: SWR's cache of the `SWRConfig` around it, or its global cache.
   */
  cache?: Cache
  children?: ReactNode
}

/**
 * App-level settings of every `useRestPageApi` below it: the fetch implementation, headers (an Authorization
 * token), credentials, a 401 callback, the time-out of every request (default 30 s), how long pages no list shows
 * stay cached (`gcTime`, default 5 minutes; `maxCachedPages`, default 100), the address a server renders
 * (`serverUrl`), and the SWR cache.
 *
 * @example
 * <RestPageApiProvider headers={() => ({ Authorization: `Bearer ${token}` })} onUnauthorized={() => logOut()}>
 *   <App />
 * </RestPageApiProvider>
 */
export function RestPageApiProvider({
  cache,
  children,
  fetch,
  headers,
  credentials,
  onUnauthorized,
  timeoutMs,
  gcTime,
  maxCachedPages,
  serverUrl,
  maxUrlLength,
}: RestPageApiProviderProps) {
  // Absent settings stay `undefined`, which every reader treats as "not set".
  const settings = useMemo(
    () => ({ fetch, headers, credentials, onUnauthorized, timeoutMs, gcTime, maxCachedPages, serverUrl, maxUrlLength }),
    [fetch, headers, credentials, onUnauthorized, timeoutMs, gcTime, maxCachedPages, serverUrl, maxUrlLength],
  ) as RestPageApiSettings
  const inner = <SettingsContext.Provider value={settings}>{children}</SettingsContext.Provider>
  return cache ? <SWRConfig value={{ provider: () => cache }}>{inner}</SWRConfig> : inner
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
  return useContext(SettingsContext)
}
