import { createContext, useContext } from 'react'
import type { SessionStore } from '../session/sessionStore.ts'

/** What every page reaches through `useApi()`: the app's fetch and the session store it reads. */
export interface ApiContextValue {
  /** The authorized fetch (`createAuthorizedFetch`): base, token, 401 sign-in and resume. */
  fetch: typeof fetch
  store: SessionStore
}

export const ApiContext = createContext<ApiContextValue | null>(null)

/** The app's fetch and session store; throws outside `AppProviders`. */
export function useApiContext(): ApiContextValue {
  const value = useContext(ApiContext)
  if (!value) throw new Error('[demo] useApi() needs <AppProviders> above it (see app/AppProviders.tsx)')
  return value
}
