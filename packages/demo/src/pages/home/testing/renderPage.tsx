import { configure, render } from '@testing-library/react'
import type { ReactNode } from 'react'
import { MemoryRouter, Route, Routes, useLocation } from 'react-router'
import { AppProviders } from '../../../app/AppProviders.tsx'
import { createAuthorizedFetch } from '../../../app/api/authorizedFetch.ts'
import { createSessionStore } from '../../../app/session/sessionStore.ts'

// Several workers share two cores: a page's first answer can take longer than Testing Library's default second.
configure({ asyncUtilTimeout: 5000 })

/** Shows the current address, so a test can read where a link or a page's URL sync went. */
function Location() {
  const location = useLocation()
  return <output data-testid="location">{location.pathname + location.search}</output>
}

/**
 * Renders a page of the form app at `url`, under `route` (a React Router path), with the app's authorized fetch
 * signed in as `userId` against the msw mock (`setupMockApi`), under the app's own providers (a fresh list cache).
 */
export async function renderPage(
  page: ReactNode,
  { route, url, userId = '1' }: { route: string; url: string; userId?: string },
) {
  const store = createSessionStore(null)
  const response = await fetch('/api/sessions', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ userId }),
  })
  if (!response.ok) throw new Error(`[test] could not sign in as ${userId}: ${response.status}`)
  store.signedIn(await response.json())
  const appFetch = createAuthorizedFetch({ store })
  return render(
    <AppProviders store={store} fetch={appFetch}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path={route} element={page} />
          <Route path="*" element={<p>其他页面</p>} />
        </Routes>
        <Location />
      </MemoryRouter>
    </AppProviders>,
  )
}
