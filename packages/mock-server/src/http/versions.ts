import { HttpResponse } from 'msw'

/** A record with a JPA `@Version` (0 when it has none yet). */
interface Versioned {
  id: string
  version?: number | undefined
}

/**
 * Spring Data REST's `ETag` of a record: its `@Version`, quoted (`ETag.toString()` in
 * `spring-data-rest-webmvc/.../support/ETag.java`).
 *
 * @example
 * etagOf({ id: '7', version: 3 }) // '"3"'
 */
export const etagOf = (record: Versioned): string => `"${record.version ?? 0}"`

/**
 * The 412 of a write whose `If-Match` is not the record's current `ETag`, as Spring Data REST answers it
 * (`ETag.verify` throws `ETagDoesntMatchException`, `RepositoryRestExceptionHandler` answers `412 Precondition Failed`),
 * with an RFC 9457 problem detail body; `undefined` when the header is absent (the write goes ahead, as Spring's does)
 * or matches. The header's value is read as `ETag.from` reads it: its surrounding quotes dropped, nothing else
 * (`W/"3"` and `*` never match).
 *
 * @example
 * const stale = staleIfMatch(request, product)
 * if (stale) return stale
 */
export function staleIfMatch(request: Request, record: Versioned): Response | undefined {
  const ifMatch = request.headers.get('If-Match')
  if (ifMatch === null) return undefined
  const sent = ifMatch.trim().replace(/^"+/, '').replace(/"+$/, '')
  if (sent === String(record.version ?? 0)) return undefined
  const detail = `record ${record.id} is at version ${record.version ?? 0}; If-Match was ${ifMatch}`
  return HttpResponse.json(
    {
      type: 'about:blank',
      title: 'Precondition Failed',
      status: 412,
      detail,
      instance: new URL(request.url).pathname,
    },
    { status: 412, headers: { 'Content-Type': 'application/problem+json' } },
  )
}
