import { render } from '@testing-library/react'
import { createBrowserRouter, RouterProvider } from 'react-router'
import { afterEach } from 'vitest'
import { AppProviders } from '../app/AppProviders.tsx'
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
 * Renders the whole form app (its real routes, shell, providers and sign-in) at `url` against the msw mock of
 * `setupMockApi`. The address is set on `window.history` first, so the router and the lists' URL sync read the same
 * address whichever way the list syncs.
 */
export async function renderApp(url: string, { userId = '1', session, timeoutMs }: RenderAppOptions = {}) {
  window.history.replaceState(null, '', url)
  const store = createSessionStore(null)
  const appFetch = createAuthorizedFetch({ store })
  store.signedIn(session ?? (await openSession(appFetch, userId)))
  const router = createBrowserRouter(routes)
  routers.push(router)
  const view = render(
    <AppProviders store={store} fetch={appFetch} timeoutMs={timeoutMs}>
      <RouterProvider router={router} />
    </AppProviders>,
  )
  return { ...view, store, router }
}

/** The current address: path and query string. */
export const here = () => window.location.pathname + window.location.search
