import { createContext, useContext, type ReactNode } from 'react'
import type { UrlAdapter } from 'use-rest-page-api'
import { useReactRouterUrlAdapter } from 'use-rest-page-api/react-router'

const RouterAdapterContext = createContext<UrlAdapter | null>(null)

/**
 * The lists' URL adapter, installed once for the whole app inside the router (as nuqs installs its adapter): every
 * list reads and writes the address through this one adapter, so writes made in one event by lists of different
 * components build on each other.
 */
export function RouterAdapterProvider({ children }: { children: ReactNode }) {
  return <RouterAdapterContext.Provider value={useReactRouterUrlAdapter()}>{children}</RouterAdapterContext.Provider>
}

/** The app's URL adapter; throws outside `RouterAdapterProvider`. */
export function useRouterAdapter(): UrlAdapter {
  const adapter = useContext(RouterAdapterContext)
  if (!adapter) throw new Error('[demo] a synced list needs <RouterAdapterProvider> above it (see app/AppShell.tsx)')
  return adapter
}
