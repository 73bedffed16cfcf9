/** Who is signed in: the token the server gave and the user it belongs to. */
export interface Session {
  token: string
  user: SessionUser
}

export interface SessionUser {
  id: string
  name: string
  deptId?: string
}

export interface SessionState {
  session: Session | null
  /** True while the sign-in must be shown: no session yet, or the server answered 401. */
  signInRequired: boolean
}

const STORAGE_KEY = 'sinoform.session'

/** Reads a stored session, ignoring anything that is not one (a tampered or old entry). */
function readStored(storage: Storage | null): Session | null {
  try {
    const raw = storage?.getItem(STORAGE_KEY)
    if (!raw || raw.length > 4096) return null
    const value = JSON.parse(raw) as Partial<Session> | null
    const user = value?.user
    if (typeof value?.token !== 'string' || typeof user?.id !== 'string' || typeof user.name !== 'string') return null
    return { token: value.token, user: { id: user.id, name: user.name } }
  } catch {
    return null
  }
}

/**
 * The session as a small store (`getSnapshot`, `subscribe`): the app's fetches read the token from it, a 401 asks
 * for the sign-in, and requests waiting on a sign-in resume when it happens. The token lives in memory and in
 * `storage` (sessionStorage in the app: gone with the tab), never in a URL.
 *
 * @example
 * const store = createSessionStore(sessionStorage)
 * store.signedIn({ token, user: { id: '1', name: 'admin' } })
 */
export function createSessionStore(storage: Storage | null = null) {
  let state: SessionState = { session: readStored(storage), signInRequired: false }
  const listeners = new Set<() => void>()
  let waiters: (() => void)[] = []
  const set = (next: SessionState) => {
    state = next
    for (const listener of listeners) listener()
  }
  return {
    getSnapshot: (): SessionState => state,
    subscribe(listener: () => void): () => void {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    /** The current token, or `null`. */
    token: (): string | null => state.session?.token ?? null,
    /** Records a session (after `POST /api/sessions`) and resumes every request waiting on a sign-in. */
    signedIn(session: Session): void {
      try {
        storage?.setItem(STORAGE_KEY, JSON.stringify(session))
      } catch {
        // Storage full or refused (private mode): the session still lives in memory.
      }
      set({ session, signInRequired: false })
      const resume = waiters
      waiters = []
      for (const done of resume) done()
    },
    /** Shows the sign-in (after a 401); the session stays, so the dialog can offer the same user again. */
    requireSignIn(): void {
      if (!state.signInRequired) set({ ...state, signInRequired: true })
    },
    /** Forgets the session and shows the sign-in. */
    signOut(): void {
      storage?.removeItem(STORAGE_KEY)
      set({ session: null, signInRequired: true })
    },
    /** Resolves at the next sign-in; rejects with the signal's reason when it aborts first. */
    waitForSignIn(signal?: AbortSignal | null): Promise<void> {
      return new Promise((resolve, reject) => {
        if (signal?.aborted) return reject(signal.reason)
        const done = () => {
          signal?.removeEventListener('abort', abort)
          resolve()
        }
        const abort = () => {
          waiters = waiters.filter((w) => w !== done)
          reject(signal?.reason)
        }
        waiters.push(done)
        signal?.addEventListener('abort', abort, { once: true })
      })
    },
  }
}
export type SessionStore = ReturnType<typeof createSessionStore>
