import type { ReactNode } from 'react'
import { RestPageUrlAdapterProvider } from '../react/RestPageUrlAdapterProvider.tsx'
import { useReactRouterUrlAdapter } from './useReactRouterUrlAdapter.ts'

/**
 * React Router as the address bar of every synced list below it (nuqs's `<NuqsAdapter>`): `syncToUrl: true` is then
 * enough, with no adapter per list (one given to a list still wins). Put it inside the router, around the routes whose
 * lists use it (a root route's `<Outlet />`); the store and the settings are those of the `RestPageApiProvider` above.
 * The adapter is `useReactRouterUrlAdapter()`'s, made once.
 *
 * @example
 * import { ReactRouterUrlAdapterProvider } from 'use-rest-page-api/react-router'
 *
 * function Root() {
 *   return (
 *     <ReactRouterUrlAdapterProvider>
 *       <Outlet />
 *     </ReactRouterUrlAdapterProvider>
 *   )
 * }
 * // in a route: useRestPageApi<Product>('/api/products', [], { syncToUrl: true })
 */
export function ReactRouterUrlAdapterProvider({ children }: { children?: ReactNode }) {
  return <RestPageUrlAdapterProvider adapter={useReactRouterUrlAdapter()}>{children}</RestPageUrlAdapterProvider>
}
