'use client'
import { useRouter } from 'next/navigation'
import { useCallback, type ReactNode } from 'react'
import { RestPageApiProvider } from 'use-rest-page-api'
import { RestPageApiDevtools } from 'use-rest-page-api/devtools'

/**
 * The lists' provider, one per request on the server and one for the app in the browser. It needs no token: the
 * lists call this app's /api/*, whose route handler adds it from the httpOnly cookie.
 */
export function Providers({ children }: { children: ReactNode }) {
  const router = useRouter()
  // The session ended (the API answered 401): sign in again.
  const onUnauthorized = useCallback(() => router.push('/sign-in'), [router])
  return (
    <RestPageApiProvider onUnauthorized={onUnauthorized}>
      <RestPageApiDevtools>{children}</RestPageApiDevtools>
    </RestPageApiProvider>
  )
}
