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
  cause?: unknown
}

/** The message prefix of every error this package throws. */
export const PREFIX = '[use-rest-page-api] '

/**
 * The error of every request the hook makes. The message says what failed and where; the fields carry the data.
 *
 * @example
 * try { await dataSource.get('missing') } catch (error) {
 *   if (error instanceof RestError && error.kind === 'notFound') showNotFound()
 * }
 */
export class RestError extends Error {
  declare readonly kind: RestErrorKind
  declare readonly status: number
  declare readonly method: string
  declare readonly url: string
  declare readonly body: unknown

  constructor(message: string, { kind, status = 0, method, url, body, cause }: RestErrorInit) {
    super(PREFIX + message, { cause })
    // Only these fields: request headers (tokens) never reach an error.
    Object.assign(this, { name: 'RestError', kind, status, method, url, body })
  }
}

/** True for the error a fetch rejects with when its `AbortSignal` fired. */
export function isAbortError(error: unknown): boolean {
  return (error as { name?: unknown } | null)?.name === 'AbortError'
}
