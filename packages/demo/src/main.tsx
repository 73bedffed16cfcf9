import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { RouterProvider } from 'react-router'
import { AppProviders } from './app/AppProviders.tsx'
import { createAuthorizedFetch } from './app/api/authorizedFetch.ts'
import { startSession } from './app/session/startSession.ts'
import { createSessionStore } from './app/session/sessionStore.ts'
import { createAppRouter } from './app/routes.tsx'
import './styles/tokens.css'
import './styles/app.css'

// VITE_API_BASE=<url> talks to a real server; without it the embedded msw mock answers, started before the first
// render so no request escapes it, and shares its writes with the app's other tabs, which then act on one server.
const apiBase = import.meta.env.VITE_API_BASE?.trim() || ''
if (!apiBase) {
  const { createMockWorker } = await import('form-mock-server/browser')
  await createMockWorker({ crossTab: true }).worker.start({ onUnhandledRequest: 'bypass', quiet: true })
}

const store = createSessionStore(window.sessionStorage)
const appFetch = createAuthorizedFetch({ store, base: apiBase })
await startSession(store, appFetch, { mock: !apiBase })

const root = document.getElementById('root')
if (!root) throw new Error('[demo] index.html has no #root element: the app has nowhere to render')
createRoot(root).render(
  <StrictMode>
    <AppProviders store={store} fetch={appFetch}>
      <RouterProvider router={createAppRouter()} />
    </AppProviders>
  </StrictMode>,
)
