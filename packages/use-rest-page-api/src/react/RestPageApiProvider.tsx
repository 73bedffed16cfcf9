import { createContext, useContext, useMemo, type ReactNode } from 'react'
import { SWRConfig, type Cache } from 'swr'
import type { HttpSettings } from '../core/sendRequest.ts'

const HttpSettingsContext = createContext<HttpSettings>({})

export interface RestPageApiProviderProps extends HttpSettings {
  /**
   * The SWR cache of the lists below, for isolation (a fresh `new Map()` per test or per user session).
   * Read once, when the provider mounts. Default: SWR's global cache.
   */
  cache?: Cache
  children?: ReactNode
}

/**
 * App-level settings of every `useRestPageApi` below it: the fetch implementation, headers (an Authorization
 * token), credentials, a 401 callback, the time-out of every request (default 30 s), and the SWR cache.
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
}: RestPageApiProviderProps) {
  // Absent settings stay `undefined`, which every reader treats as "not set".
  const settings = useMemo(
    () => ({ fetch, headers, credentials, onUnauthorized, timeoutMs }) as HttpSettings,
    [fetch, headers, credentials, onUnauthorized, timeoutMs],
  )
  const inner = <HttpSettingsContext.Provider value={settings}>{children}</HttpSettingsContext.Provider>
  return cache ? <SWRConfig value={{ provider: () => cache }}>{inner}</SWRConfig> : inner
}

/** The settings of the nearest `RestPageApiProvider`, or none. */
export function useHttpSettings(): HttpSettings {
  return useContext(HttpSettingsContext)
}
