// The browser's way to the REST API: the request goes on with the token of the httpOnly cookie as
// `Authorization: Bearer`, which is all the API sees of the browser (no cookie, no other header). The token never
// reaches a script, a url or a log.
import { cookies } from 'next/headers'
import type { NextRequest } from 'next/server'
import { API_ORIGIN, SESSION_COOKIE } from '../../../lib/api'

/** What the browser may tell the API, and what the API may tell the browser. */
const REQUEST_HEADERS = ['accept', 'content-type', 'if-match', 'if-none-match']
const RESPONSE_HEADERS = ['content-type', 'etag', 'last-modified', 'allow']

async function forward(request: NextRequest): Promise<Response> {
  const token = (await cookies()).get(SESSION_COOKIE)?.value
  if (!token) return Response.json({ status: 401, message: 'not signed in' }, { status: 401 })
  // The raw path, still percent-encoded, so the API's own checks (Spring's firewall) see what the browser sent; and
  // nothing outside /api/ (a `%2e%2e` segment resolves here, not there).
  const { pathname, search } = request.nextUrl
  const target = new URL(pathname + search, API_ORIGIN)
  if (!target.pathname.startsWith('/api/')) return Response.json({ status: 404, message: 'not found' }, { status: 404 })
  const headers = new Headers({ authorization: `Bearer ${token}` })
  for (const name of REQUEST_HEADERS) {
    const value = request.headers.get(name)
    if (value !== null) headers.set(name, value)
  }
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD'
  const answer = await fetch(target, {
    method: request.method,
    headers,
    // Streamed through: the API bounds what it reads.
    body: hasBody ? request.body : null,
    duplex: 'half',
    // A redirect would take the token elsewhere.
    redirect: 'manual',
    cache: 'no-store',
    signal: request.signal,
  } as RequestInit)
  const out = new Headers()
  for (const name of RESPONSE_HEADERS) {
    const value = answer.headers.get(name)
    if (value !== null) out.set(name, value)
  }
  return new Response(answer.body, { status: answer.status, headers: out })
}

export { forward as GET, forward as POST, forward as PUT, forward as DELETE }
