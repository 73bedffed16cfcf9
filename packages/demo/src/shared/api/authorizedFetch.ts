import type { SessionStore } from '../session/sessionStore.ts'

export interface AuthorizedFetchOptions {
  store: SessionStore
  /** Prefix of every request path that starts with `/` (`VITE_API_BASE`). Default: none (same origin). */
  base?: string
  /** The underlying fetch. Default: the global `fetch`. */
  fetch?: typeof globalThis.fetch
}

/** How often one request waits for a sign-in and tries again before its 401 is let through. */
const MAX_SIGN_INS = 3

/** `base` + `path` for app paths (`/api/...`); absolute urls pass unchanged. */
export function withBase(path: string, base = ''): string {
  return base && path.startsWith('/') ? base.replace(/\/+$/, '') + path : path
}

/**
 * The app's one fetch: prefixes the API base, sends the session's token as `Authorization: Bearer`, and on a 401
 * asks for the sign-in, waits for it and sends the request again with the new token, so the page that made it
 * resumes. `POST /api/sessions` itself is never retried. An abort while waiting rejects with the abort reason.
 *
 * @example
 * const appFetch = createAuthorizedFetch({ store, base: import.meta.env.VITE_API_BASE })
 * <RestPageApiProvider fetch={appFetch}>…</RestPageApiProvider>
 */
export function createAuthorizedFetch({ store, base = '', fetch: inner }: AuthorizedFetchOptions): typeof fetch {
  return async (input, init = {}) => {
    const url = typeof input === 'string' ? withBase(input, base) : input
    const isSignIn = typeof input === 'string' && /\/api\/sessions(\/|$|\?)/.test(input)
    for (let attempt = 0; ; attempt++) {
      const headers = new Headers(init.headers)
      const token = store.token()
      if (token) headers.set('Authorization', `Bearer ${token}`)
      const response = await (inner ?? globalThis.fetch)(url, { ...init, headers })
      if (response.status !== 401 || isSignIn || attempt >= MAX_SIGN_INS) return response
      store.requireSignIn()
      await store.waitForSignIn(init.signal)
    }
  }
}
