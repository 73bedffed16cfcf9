import type { ProblemDetail } from './readProblemDetail.ts'

/**
 * What went wrong, after the status table of the spec's Errors section, plus failures that never got a status.
 * - `invalid` 400, `unauthorized` 401, `forbidden` 403, `notFound` 404, `notAcceptable` 406, `server` 5xx,
 *   `http` any other non-2xx status;
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
}

/**
 * The kind of a non-2xx HTTP status.
 *
 * @example
 * kindOfStatus(404) // 'notFound'
 * kindOfStatus(409) // 'http'
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

  constructor(message: string, { kind, status = 0, method, url, body, problem, cause }: RestErrorInit) {
    super(PREFIX + message, { cause })
    // Only these fields: request headers (tokens) never reach an error.
    Object.assign(this, { name: 'RestError', kind, status, method, url, body, problem })
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
