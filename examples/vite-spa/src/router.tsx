import { createBrowserRouter, redirect, type LoaderFunctionArgs } from 'react-router'
import { AppShell } from './AppShell.tsx'
import { ProductsPage } from './products/ProductsPage.tsx'
import { SignInPage } from './session/SignInPage.tsx'
import { readToken } from './session/session.ts'

/** Sends a signed-out user to sign in first, and back here after. */
function requireToken({ request }: LoaderFunctionArgs) {
  if (readToken()) return null
  const { pathname, search } = new URL(request.url)
  return redirect(`/sign-in?${new URLSearchParams({ next: pathname + search })}`)
}

export const router = createBrowserRouter([
  {
    element: <AppShell />,
    children: [
      { index: true, loader: () => redirect('/products') },
      { path: 'products', loader: requireToken, element: <ProductsPage /> },
      { path: 'sign-in', element: <SignInPage /> },
    ],
  },
])
