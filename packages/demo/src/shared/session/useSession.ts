import { useCallback, useSyncExternalStore } from 'react'
import { useApiContext } from '../api/ApiContext.tsx'
import { sendRequest } from 'use-rest-page-api'
import type { Session, SessionState } from './sessionStore.ts'

/** A user one may sign in as (`GET /api/sessions/users`). */
export interface SignInCandidate {
  id: string
  name: string
  deptName: string
}

/** Opens a session on the server (`POST /api/sessions`) through the app's fetch. */
export async function openSession(appFetch: typeof fetch, userId: string): Promise<Session> {
  const { body } = (await sendRequest(
    { fetch: appFetch },
    { method: 'POST', url: '/api/sessions', body: { userId } },
  )) as {
    body: { token: string; user: { id: string; name: string } }
  }
  return { token: body.token, user: { id: body.user.id, name: body.user.name } }
}

/** The session's state and the actions on it: sign in as a user, sign out. */
export function useSession(): SessionState & {
  signIn: (userId: string) => Promise<void>
  signOut: () => void
} {
  const { store, fetch } = useApiContext()
  const state = useSyncExternalStore(store.subscribe, store.getSnapshot)
  const signIn = useCallback(async (userId: string) => store.signedIn(await openSession(fetch, userId)), [store, fetch])
  const signOut = useCallback(() => store.signOut(), [store])
  return { ...state, signIn, signOut }
}
