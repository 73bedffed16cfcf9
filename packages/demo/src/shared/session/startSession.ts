import { sendRequest } from 'use-rest-page-api'
import type { SessionStore } from './sessionStore.ts'
import { openSession, type SignInCandidate } from './useSession.ts'

/**
 * The session at start. Against the embedded mock, whose data (sessions included) starts afresh with every page
 * load, the app signs in again as the user of the stored session, or as the first user the server offers. Against
 * a real server a stored token is used as it is; without one the sign-in shows. Any failure shows the sign-in.
 */
export async function startSession(store: SessionStore, appFetch: typeof fetch, { mock }: { mock: boolean }) {
  const stored = store.getSnapshot().session
  if (!mock) {
    if (!stored) store.requireSignIn()
    return
  }
  try {
    const userId =
      stored?.user.id ??
      (
        (await sendRequest({ fetch: appFetch }, { method: 'GET', url: '/api/sessions/users' }))
          .body as SignInCandidate[]
      )[0]?.id
    if (!userId) return store.requireSignIn()
    store.signedIn(await openSession(appFetch, userId))
  } catch {
    store.requireSignIn()
  }
}
