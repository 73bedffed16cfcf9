import { render } from '@testing-library/react'
import type { ReactNode } from 'react'
import { createBrowserRouter, RouterProvider } from 'react-router'
import { createRestPageStore, type RestPageStore } from 'use-rest-page-api'
import { afterEach } from 'vitest'
import { AppProviders } from '../app/AppProviders.tsx'
import { prefetchRoute } from '../app/boot/prefetchRoute.ts'
import { createAuthorizedFetch } from '../shared/api/authorizedFetch.ts'
import { routes } from '../app/routes.tsx'
import { createSessionStore, type Session } from '../shared/session/sessionStore.ts'
import { openSession } from '../shared/session/useSession.ts'

export interface RenderAppOptions {
  /** Signs in as this user first (`POST /api/sessions` to the mock). Default `'1'` (admin). */
  userId?: string
  /** Starts with this session as it is, without signing in (an expired token, say). Default: none. */
  session?: Session
  /** Time-out of list and record requests, in ms. Default: the hook's. */
  timeoutMs?: number
}

const routers: { dispose: () => void }[] = []
afterEach(() => {
  for (const router of routers.splice(0)) router.dispose()
})

/**
 * Signs in (or starts with `session`), calls `start` as the app does before its first render, and renders `children`
 * inside the app's providers.
 */
async function renderSignedIn(
  children: ReactNode,
  { userId = '1', session, timeoutMs }: RenderAppOptions,
  start?: (lists: RestPageStore, fetch: typeof globalThis.fetch) => void,
) {
  const store = createSessionStore(null)
  const appFetch = createAuthorizedFetch({ store })
  store.signedIn(session ?? (await openSession(appFetch, userId)))
  const lists = createRestPageStore()
  start?.(lists, appFetch)
  const view = render(
    <AppProviders store={store} fetch={appFetch} timeoutMs={timeoutMs} lists={lists}>
      {children}
    </AppProviders>,
  )
  return { ...view, store }
}

/**
 * Renders the whole form app (its real routes, shell, providers and sign-in) at `url` against the msw mock of
 * `setupMockApi`, started as `startApp` starts it (a list's first page asked for before the first render). The
 * address is set on `window.history` first, so the router and the lists' URL sync read the same address whichever
 * way the list syncs.
 */
export async function renderApp(url: string, options: RenderAppOptions = {}) {
  window.history.replaceState(null, '', url)
  const router = createBrowserRouter(routes)
  routers.push(router)
  const start = (lists: RestPageStore, fetch: typeof globalThis.fetch) =>
    prefetchRoute(router, lists, { fetch, ...(options.timeoutMs !== undefined && { timeoutMs: options.timeoutMs }) })
  return { ...(await renderSignedIn(<RouterProvider router={router} />, options, start)), router }
}

/**
 * Renders a part of the app (a panel, a toolbar) inside the app's providers, signed in, with no router: for what
 * is tested apart from a page.
 */
export const renderInApp = (children: ReactNode, options: RenderAppOptions = {}) => renderSignedIn(children, options)

/** The current address: path and query string. */
export const here = () => window.location.pathname + window.location.search
