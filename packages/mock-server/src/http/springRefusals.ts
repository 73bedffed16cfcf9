import { errorResponse } from './errorResponse.ts'

/** Spring Boot's `server.max-http-request-header-size` default: the request line and every header, in bytes. */
export const MAX_REQUEST_HEAD_BYTES = 8192

/**
 * The bytes of a request's head as Tomcat counts them against `max-http-request-header-size`: the request line
 * (`METHOD <path?query> HTTP/1.1`) and each header line (`name: value`), with their line ends.
 */
export function requestHeadBytes(method: string, target: string, headers: Iterable<[string, string]>): number {
  let bytes = new TextEncoder().encode(`${method} ${target} HTTP/1.1\r\n`).length + 2
  for (const [name, value] of headers) bytes += new TextEncoder().encode(`${name}: ${value}\r\n`).length
  return bytes
}

/**
 * What a Spring Boot server refuses before any controller sees the request, or `undefined`:
 * - 400 for a request head over 8 KB (Tomcat under Spring Boot's default `max-http-request-header-size`), which a
 *   `DELETE <base>/<600 UUIDs>` reaches;
 * - 400 for a path holding an encoded `/` (`%2F`), `%` (`%25`) or `;` (`%3B`), in any case, or a raw `;`: Spring
 *   Security's default `StrictHttpFirewall` ("The request was rejected because the URL contained a potentially
 *   malicious String"). It reads the raw path, so these are refused however the client encoded them; the query
 *   string is not checked.
 *
 * @example
 * refuseLikeSpring(new Request('http://mock/api/products/a%2Fb')) // a 400 Response
 */
export function refuseLikeSpring(request: Request, rawTarget?: string): Response | undefined {
  const url = new URL(request.url)
  const target = rawTarget ?? url.pathname + url.search
  if (requestHeadBytes(request.method, target, request.headers) > MAX_REQUEST_HEAD_BYTES)
    return errorResponse(
      request,
      400,
      `the request head is over ${MAX_REQUEST_HEAD_BYTES} bytes (Request header is too large)`,
    )
  const path = target.split('?')[0] as string
  if (/%2f|%25|%3b|;/i.test(path))
    return errorResponse(
      request,
      400,
      'The request was rejected because the URL contained a potentially malicious String',
    )
  return undefined
}
