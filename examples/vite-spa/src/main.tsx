import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { RouterProvider } from 'react-router'
import { createRestPageStore, RestPageApiProvider } from 'use-rest-page-api'
import { router } from './router.tsx'
import { readToken, signOut, subscribeToken } from './session/session.ts'
import './app.css'

// The lists' pages: emptied when someone signs in, before any list renders under the new identity, so no user sees
// the rows of the one before. (Not on sign-out: the list still on screen would load again, without a token.)
const store = createRestPageStore()
subscribeToken(() => {
  if (readToken() !== null) store.clear()
})

// Every list's requests carry the token of the moment (a function: read per request, so signing in needs no
// re-render); a 401 (an expired session) signs out and asks to sign in again.
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <RestPageApiProvider
      store={store}
      headers={() => ({ Authorization: `Bearer ${readToken()}` })}
      onUnauthorized={() => {
        signOut()
        void router.navigate('/sign-in')
      }}
    >
      <RouterProvider router={router} />
    </RestPageApiProvider>
  </StrictMode>,
)
