import { useContext, useMemo, type ReactNode } from 'react'
import type { UrlAdapter } from '../core/url/UrlAdapter.ts'
import { ProviderContext } from './RestPageApiProvider.tsx'

/** The props of `RestPageUrlAdapterProvider`. */
export interface RestPageUrlAdapterProviderProps {
  /** The address bar of the synced lists below that have no adapter of their own. */
  adapter: UrlAdapter
  /** The part of the app whose lists use it. Default: none. */
  children?: ReactNode
}

/**
 * Sets the app-level URL adapter (`RestPageApiProvider`'s `urlAdapter`) below it, for an adapter that can only be made
 * inside a router (a hook's): every list below with `syncToUrl` and no adapter of its own uses it. The store and every
 * other setting stay those of the nearest `RestPageApiProvider`. `ReactRouterUrlAdapterProvider` and
 * `NextUrlAdapterProvider` are this with their router's adapter.
 *
 * @example
 * function RootLayout() {
 *   const adapter = useMyRouterUrlAdapter() // a UrlAdapter over the app's router
 *   return (
 *     <RestPageUrlAdapterProvider adapter={adapter}>
 *       <Outlet />
 *     </RestPageUrlAdapterProvider>
 *   )
 * }
 */
export function RestPageUrlAdapterProvider({ adapter, children }: RestPageUrlAdapterProviderProps) {
  const outer = useContext(ProviderContext)
  const value = useMemo(() => ({ ...outer, settings: { ...outer.settings, urlAdapter: adapter } }), [outer, adapter])
  return <ProviderContext.Provider value={value}>{children}</ProviderContext.Provider>
}
