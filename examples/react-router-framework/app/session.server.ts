import { createCookie } from 'react-router'

/**
 * The API token of the signed-in user, in a signed, HTTP-only cookie: the server reads it from each request for its
 * own calls, and the root loader hands it to the browser's provider. `SESSION_SECRET` signs it (a fixed one here, for
 * the example only).
 */
const sessionCookie = createCookie('session', {
  httpOnly: true,
  sameSite: 'lax',
  path: '/',
  maxAge: 8 * 60 * 60, // the mock's sessions last 8 hours
  secrets: [process.env.SESSION_SECRET ?? 'example-only-secret'],
})

/** The token the request's cookie holds, or `null` when signed out. */
export async function readToken(request: Request): Promise<string | null> {
  const token: unknown = await sessionCookie.parse(request.headers.get('Cookie'))
  return typeof token === 'string' && token !== '' ? token : null
}

/** The `Set-Cookie` header that signs in (a token) or out (`null`). */
export function tokenCookie(token: string | null): Promise<string> {
  return token === null ? sessionCookie.serialize('', { maxAge: 0 }) : sessionCookie.serialize(token)
}

/**
 * Where to go after signing in: a path of this app only (never another origin, so a crafted link cannot send the
 * user away), `/products` by default.
 */
export function safeNext(next: FormDataEntryValue | string | null): string {
  return typeof next === 'string' && next.startsWith('/') && !next.startsWith('//') && !next.startsWith('/\\')
    ? next
    : '/products'
}
