import { isRestError, sendRequest } from 'use-rest-page-api'
import type { SessionStore } from './sessionStore.ts'
import { openSession, type SignInCandidate } from './useSession.ts'

export interface StartSessionOptions {
  /** The embedded mock answers (it forgets sessions on every page load). */
  mock: boolean
  /**
   * Calls `listener` when the browser is back online; returns the unsubscribe. Default: the window's `online` event.
   */
  onOnline?: ((listener: () => void) => () => void) | undefined
}

const windowOnline = (listener: () => void) => {
  window.addEventListener('online', listener)
  return () => window.removeEventListener('online', listener)
}

/**
 * The session at start. Against the embedded mock, whose data (sessions included) starts afresh with every page
 * load, the app signs in again as the user of the stored session, or as the first user the server offers. Against
 * a real server a stored token is used as it is; without one the sign-in shows. Any failure shows the sign-in, but
 * one: no network with a stored session (a phone opening the app on a train) keeps that session, so the screens
 * show what was stored, and signs in again as its user once the browser is back online.
 */
export async function startSession(
  store: SessionStore,
  appFetch: typeof fetch,
  { mock, onOnline = windowOnline }: StartSessionOptions,
) {
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
  } catch (error) {
    if (!stored || !isRestError(error, 'network')) return store.requireSignIn()
    // Offline with a stored session: keep it; sign in again as its user when the connection is back.
    const stop = onOnline(() => {
      stop()
      openSession(appFetch, stored.user.id).then(
        (session) => store.signedIn(session),
        () => store.requireSignIn(),
      )
    })
  }
}
