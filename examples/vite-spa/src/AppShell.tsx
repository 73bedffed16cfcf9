import { Outlet, useNavigate } from 'react-router'
import { signOut, useToken } from './session/session.ts'

/** The header (with Sign out when signed in) over the page. */
export function AppShell() {
  const navigate = useNavigate()
  const signedIn = useToken() !== null
  return (
    <>
      <header className="top">
        <span className="brand">use-rest-page-api · Vite SPA</span>
        {signedIn && (
          <button
            type="button"
            className="quiet"
            onClick={() => {
              signOut()
              navigate('/sign-in')
            }}
          >
            Sign out
          </button>
        )}
      </header>
      <Outlet />
    </>
  )
}
