import { useContext, useEffect, useLayoutEffect, useState } from 'react'
import {
  UNSAFE_DataRouterContext,
  UNSAFE_NavigationContext,
  useLocation,
  useNavigate,
  useNavigationType,
} from 'react-router'
import type { UrlAdapter } from '../core/url/UrlAdapter.ts'
import { routerUrlAdapter } from '../core/url/routerUrlAdapter.ts'

// Layout effects do not run on the server, and React 18 warns about them there.
const useCommitEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect
/** Per router (its navigator), the writes not rendered yet: lists in different components build on each other's. */
const writes = new WeakMap<object, { pending: string[] }>()

/**
 * URL sync through React Router 7: the list reads the query string from `useLocation()` and writes it with
 * `useNavigate()`, so loaders, `useSearchParams` and `<Link>`s see every change. The path, the hash and the location
 * state are kept; a page move pushes an entry, normalising the address on mount replaces it, and the scroll position
 * is left alone (`preventScrollReset`). Back and forward, `<Link>`s and the router's own `navigate` reload the list.
 * Works under a data router (`RouterProvider`) and under `<BrowserRouter>`; call it inside the router, in the
 * component that calls `useRestPageApi`. The adapter object is the same on every render.
 *
 * @example
 * import { useReactRouterUrlAdapter } from 'use-rest-page-api/react-router'
 *
 * function ProductsPage() {
 *   const dataSource = useRestPageApi<Product>('/api/products', [], {
 *     syncToUrl: { adapter: useReactRouterUrlAdapter(), filterKeys: ['title'] },
 *   })
 *   // ...
 * }
 */
export function useReactRouterUrlAdapter(): UrlAdapter {
  const location = useLocation()
  const navigate = useNavigate()
  const type = useNavigationType()
  const { navigator, basename } = useContext(UNSAFE_NavigationContext)
  const router = useContext(UNSAFE_DataRouterContext)?.router
  const [adapter] = useState(() => {
    const shared = writes.get(navigator) ?? { pending: [] }
    writes.set(navigator, shared)
    return routerUrlAdapter(location, navigate, shared, { deferred: true, basename })
  })
  // After the commit, so a list's effects (even in a child) read the location this render shows.
  useCommitEffect(() => adapter.update(location, navigate, type), [adapter, location, navigate, type])
  // A data router also tells every location it goes through, including those React never renders because a later
  // one came in the same task: a write of the list, then Back to where it came from, renders nothing new. (One on
  // another path is the route being left: `update` ignores it.)
  useCommitEffect(
    () => router?.subscribe((state) => adapter.update(state.location, undefined, state.historyAction)),
    [router, adapter],
  )
  return adapter
}
