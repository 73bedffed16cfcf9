import { useMemo, useState, useSyncExternalStore, type ReactNode } from 'react'
import { RestPageApiProvider } from 'use-rest-page-api'
import { RestPageApiDevtools } from 'use-rest-page-api/devtools'
import { ApiContext } from './api/ApiContext.tsx'
import { SignInDialog } from './session/SignInDialog.tsx'
import type { SessionStore } from './session/sessionStore.ts'

export interface AppProvidersProps {
  store: SessionStore
  /** The app's fetch (`createAuthorizedFetch` over `store`). */
  fetch: typeof fetch
  /** Time-out of every list and record request, in ms. Default: the hook's (30 000). */
  timeoutMs?: number | undefined
  children?: ReactNode
}

/**
 * The data layer of the app: the session, the app's fetch for `useApi`, and one `RestPageApiProvider` whose fetch
 * adds `Authorization` and turns a 401 into the sign-in and a resumed request. Each user gets a fresh list cache,
 * so switching users never shows the previous user's rows.
 */
export function AppProviders({ store, fetch, timeoutMs, children }: AppProvidersProps) {
  const state = useSyncExternalStore(store.subscribe, store.getSnapshot)
  const api = useMemo(() => ({ store, fetch }), [store, fetch])
  return (
    <ApiContext.Provider value={api}>
      {state.session && (
        <UserScope key={state.session.user.id} fetch={fetch} timeoutMs={timeoutMs}>
          {children}
        </UserScope>
      )}
      {state.signInRequired && <SignInDialog />}
    </ApiContext.Provider>
  )
}

/** One signed-in user's lists: a cache of their own, made when the user changes (the key). */
function UserScope({
  fetch,
  timeoutMs,
  children,
}: {
  fetch: typeof globalThis.fetch
  timeoutMs: number | undefined
  children?: ReactNode
}) {
  const [cache] = useState(() => new Map())
  return (
    <RestPageApiProvider fetch={fetch} cache={cache} {...(timeoutMs !== undefined && { timeoutMs })}>
      {/* The lists' devtools under `vite dev` only: never in a build, a test or a story of a page. */}
      <RestPageApiDevtools enabled={import.meta.env.MODE === 'development'}>{children}</RestPageApiDevtools>
    </RestPageApiProvider>
  )
}
