import { useMemo, type ReactNode } from 'react'
import {
  Form,
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  type ShouldRevalidateFunctionArgs,
} from 'react-router'
import { RestPageApiProvider } from 'use-rest-page-api'
import { apiSettings } from './api.ts'
import { readToken } from './session.server.ts'
import stylesheet from './app.css?url'
import type { Route } from './+types/root'

export const links: Route.LinksFunction = () => [
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
  { rel: 'stylesheet', href: stylesheet },
]

// The signed-in user's token, for the browser's requests (the server reads it from the cookie itself).
export async function loader({ request }: Route.LoaderArgs) {
  return { token: await readToken(request) }
}

// The token changes only when someone signs in or out, both form submissions: a list's page move asks nothing here.
export function shouldRevalidate({ formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return formMethod === undefined ? false : defaultShouldRevalidate
}

export function Layout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  )
}

// #region provider
export default function App({ loaderData: { token } }: Route.ComponentProps) {
  // The same settings as the loaders' prefetch; a new user gets a new provider, and so an empty store.
  const settings = useMemo(() => (token ? apiSettings(token) : {}), [token])
  return (
    <RestPageApiProvider key={token} {...settings}>
      <Header signedIn={token !== null} />
      <Outlet />
    </RestPageApiProvider>
  )
}
// #endregion provider

function Header({ signedIn }: { signedIn: boolean }) {
  return (
    <header className="top">
      <span className="brand">use-rest-page-api · React Router framework mode</span>
      {signedIn && (
        <Form method="post" action="/sign-out">
          <button type="submit" className="quiet">
            Sign out
          </button>
        </Form>
      )}
    </header>
  )
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const message = isRouteErrorResponse(error)
    ? `${error.status} ${typeof error.data === 'string' ? error.data : error.statusText}`
    : 'Something went wrong.'
  return (
    <main>
      <h1>Error</h1>
      <p role="alert">{message}</p>
    </main>
  )
}
