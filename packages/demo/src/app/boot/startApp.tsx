import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { RouterProvider } from 'react-router'
import { createRestPageStore } from 'use-rest-page-api'
import { indexedDbStorage } from 'use-rest-page-api/persist'
import { AppProviders } from '../AppProviders.tsx'
import { createAuthorizedFetch } from '../../shared/api/authorizedFetch.ts'
import { createAppRouter } from '../routes.tsx'
import { prefetchRoute } from './prefetchRoute.ts'
import { createSessionStore } from '../../shared/session/sessionStore.ts'
import { startSession } from '../../shared/session/startSession.ts'

/** How long the first render waits for a list's first page, at most. */
const LIST_WAIT_MS = 250

export interface StartAppOptions {
  /** The real server's base (`VITE_API_BASE`), or `''` for the embedded mock. */
  apiBase: string
  /** Settles when the embedded mock answers; `undefined` against a real server. */
  mockReady: Promise<void> | undefined
}

/**
 * Starts the app: the router first, which begins loading the screen of the address (its own chunk) at once, while
 * the mock starts; then the session (it needs the mock), then the list's first page when the address is a list's
 * (`prefetchRoute`, waited for up to 250 ms), then the first render.
 */
export async function startApp({ apiBase, mockReady }: StartAppOptions): Promise<void> {
  const router = createAppRouter()
  const store = createSessionStore(window.sessionStorage)
  const appFetch = createAuthorizedFetch({ store, base: apiBase })
  await mockReady
  const sessionStarted = performance.now()
  await startSession(store, appFetch, { mock: !apiBase })
  performance.measure('boot:session', { start: sessionStarted })
  // The lists' pages and the writes waiting to be sent are kept in IndexedDB: a reload, or a phone opening the app
  // with no connection, shows the last pages at once (then reloads them), and 办理 made offline survive a reload.
  // Sign-out empties it (`AppProviders`: `lists.clear()`), so nothing of one user is shown to the next.
  const lists = createRestPageStore({ persist: { storage: indexedDbStorage() } })
  // The first render waits a moment for the list's page (the page's frame is painted already, from index.html), so
  // it shows the rows at once instead of an empty table first; a slower server gets the frame after LIST_WAIT_MS.
  // Offline there is nothing to wait for: the list shows its stored page.
  const listPage = navigator.onLine ? prefetchRoute(router, lists, { fetch: appFetch }) : Promise.resolve()
  await Promise.race([listPage, new Promise((resolve) => setTimeout(resolve, LIST_WAIT_MS))])

  const root = document.getElementById('root')
  if (!root) throw new Error('[demo] index.html has no #root element: the app has nowhere to render')
  createRoot(root).render(
    <StrictMode>
      <AppProviders store={store} fetch={appFetch} lists={lists}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  )
}
