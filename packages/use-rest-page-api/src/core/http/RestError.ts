import type { ProblemDetail } from './readProblemDetail.ts'

/**
 * What went wrong, after the status table of the spec's Errors section, plus failures that never got a status.
 * - `invalid` 400, `unauthorized` 401, `forbidden` 403, `notFound` 404, `notAcceptable` 406, `conflict` 409 and 412
 *   (somebody else wrote the record first: a stale `If-Match`, a stale `@Version`), `server` 5xx, `http` any other
 *   non-2xx status;
 * - `network`: no response (offline, DNS, CORS);
 * - `timeout`: no answer within the provider's `timeoutMs` (the cause is a `DOMException` named `TimeoutError`);
 * - `malformed`: a 2xx response whose body is not what the contract says (not JSON, or a broken page envelope).
 */
export type RestErrorKind =
  | 'invalid'
  | 'unauthorized'
  | 'forbidden'
  | 'notFound'
  | 'notAcceptable'
  | 'conflict'
  | 'server'
  | 'http'
  | 'network'
  | 'timeout'
  | 'malformed'

const kindByStatus: Readonly<Record<number, RestErrorKind>> = {
  400: 'invalid',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'notFound',
  406: 'notAcceptable',
  409: 'conflict',
  412: 'conflict',
}

/**
 * The kind of a non-2xx HTTP status.
 *
 * @example
 * kindOfStatus(404) // 'notFound'
 * kindOfStatus(409) // 'conflict'
 * kindOfStatus(418) // 'http'
 * kindOfStatus(503) // 'server'
 */
export function kindOfStatus(status: number): RestErrorKind {
  return kindByStatus[status] ?? (status >= 500 ? 'server' : 'http')
}

/** The fields of a `RestError`, given to its constructor. */
export interface RestErrorInit {
  kind: RestErrorKind
  method: string
  url: string
  /** HTTP status; `0` when no response arrived. */
  status?: number
  /** The response body: parsed JSON when it was JSON, otherwise its text; `undefined` when empty. */
  body?: unknown
  /** The body read as an RFC 9457 problem detail, when it is one (`readProblemDetail`). Default: none. */
  problem?: ProblemDetail | undefined
  /** A conflict's record as the server holds it now, read again (`RestError.server`). Default: none. */
  server?: unknown
  cause?: unknown
}

/** The message prefix of every error this package throws. */
export const PREFIX = '[use-rest-page-api] '

/**
 * The error of every request the hook makes. The message says what failed and where; the fields carry the data.
 *
 * @example
 * try { await dataSource.get('missing') } catch (error) {
 *   if (isRestError(error, 'notFound')) showNotFound()
 * }
 */
export class RestError extends Error {
  declare readonly kind: RestErrorKind
  declare readonly status: number
  declare readonly method: string
  declare readonly url: string
  declare readonly body: unknown
  /**
   * The answer's body read as an RFC 9457 problem detail (Spring's `ProblemDetail`: `type`, `title`, `status`,
   * `detail`, `instance` and extension members), when it is one: an `application/problem+json` body, or a JSON object
   * with a number `status` and a string `title`, `type` or `detail`. `undefined` for any other body. The message then
   * ends with its `detail` (else its `title`), on one line and cut at 80 characters.
   *
   * @example
   * if (isRestError(error, 'invalid')) setFormError(error.problem?.detail ?? 'Please check the form')
   */
  declare readonly problem: ProblemDetail | undefined
  /**
   * For a `conflict` of a list's `update` or `remove` (`onConflict`), the record as the server holds it now, read again
   * with `GET <base>/<id>` after the 409 or 412 (through `transformFetchOneResponse`); the list shows it in place of
   * the local one. `undefined` when the record is gone (the read answered 404), and for every other error.
   *
   * @example
   * try { await products.update({ ...product, price }) } catch (error) {
   *   if (isRestError(error, 'conflict')) toast(`Changed meanwhile: now ${(error.server as Product | undefined)?.price ?? 'deleted'}`)
   * }
   */
  declare readonly server: unknown

  constructor(message: string, { kind, status = 0, method, url, body, problem, server, cause }: RestErrorInit) {
    super(PREFIX + message, { cause })
    // Only these fields: request headers (tokens) never reach an error.
    Object.assign(this, { name: 'RestError', kind, status, method, url, body, problem })
    if (server !== undefined) Object.assign(this, { server })
  }
}

/**
 * True when `error` is a `RestError` (and, given `kind`, one of that kind), narrowing its type. Duck-typed: besides
 * `instanceof`, any object named `'RestError'` with a string `kind` and `message` and a number `status` passes, so an
 * error of another copy of this package (two versions in one bundle, another realm) is recognised too, where
 * `instanceof RestError` is false. Default `kind`: any.
 *
 * @example
 * try { await dataSource.get('7') } catch (error) {
 *   if (isRestError(error, 'notFound')) showNotFound()
 *   else if (isRestError(error)) showError(error.problem?.title ?? error.message)
 *   else throw error
 * }
 */
export function isRestError(error: unknown, kind?: RestErrorKind): error is RestError {
  const e = error as Partial<RestError> | null
  return (
    (error instanceof RestError ||
      (typeof e == 'object' &&
        e?.name === 'RestError' &&
        typeof e.kind == 'string' &&
        typeof e.message == 'string' &&
        typeof e.status == 'number')) &&
    (kind === undefined || e?.kind === kind)
  )
}

/** True for the error a fetch rejects with when its `AbortSignal` fired. */
export function isAbortError(error: unknown): boolean {
  return (error as { name?: unknown } | null)?.name === 'AbortError'
}
