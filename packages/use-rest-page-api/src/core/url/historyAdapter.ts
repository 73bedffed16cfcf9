import type { UrlAdapter } from './UrlAdapter.ts'

/**
 * The default URL adapter: `window.history` and `popstate`. Right for an app with no router, or one whose router
 * reads `window.location` on every render. Under React Router use `use-rest-page-api/react-router` instead, so the
 * router sees every change.
 *
 * @example
 * useRestPageApi('/api/products', [], { syncToUrl: { adapter: historyAdapter } }) // the same as syncToUrl: true
 */
export const historyAdapter: UrlAdapter = {
  // Nothing to read while rendering on the server.
  read: () => (typeof window == 'undefined' ? '' : window.location.search),
  write(search, mode) {
    const { location, history } = window
    history[mode === 'push' ? 'pushState' : 'replaceState'](
      history.state,
      '',
      location.pathname + search + location.hash,
    )
  },
  path: () => window.location.pathname,
  subscribe(listener) {
    window.addEventListener('popstate', listener)
    return () => window.removeEventListener('popstate', listener)
  },
}
