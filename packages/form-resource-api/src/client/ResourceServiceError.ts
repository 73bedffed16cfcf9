import type { ResourceServiceKey } from '../config/types.ts'

/** Why a resource service call failed. */
export type ResourceServiceFailure =
  /** The service answered with a `status` other than "1". */
  | 'refused'
  /** A non-2xx HTTP status. */
  | 'http'
  /** The body was not JSON, or not the shape the operation answers. */
  | 'malformed'
  /** No answer: connection refused, DNS, CORS. */
  | 'network'
  /** No answer within the time-out. */
  | 'timeout'
  /** The caller's signal aborted the call. */
  | 'aborted'
  /** `para` would make the address too long and the client is set to refuse. */
  | 'too-long'
  /** A 3xx answer: redirects are not followed; `location` says where it pointed. */
  | 'redirect'
  /** An answer longer than `maxResponseBytes`; the rest was not read. */
  | 'too-large'

export interface ResourceServiceErrorInit {
  failure: ResourceServiceFailure
  /** `B1 add` … `B9 release`. */
  operation: string
  configKey: ResourceServiceKey
  method: string
  /** The address called, without query string or credentials. */
  url: string
  /** Where a redirect pointed, without query string or credentials. */
  location?: string
  /** The `status` the service answered, when it answered one. */
  status?: string
  /** The `msg` the service answered, when it answered one. */
  msg?: string
  /** HTTP status; 0 when there was no answer. */
  httpStatus?: number
  /** The raw response body (text), when there was one. */
  response?: string
  cause?: unknown
}

/**
 * The error of every failed resource service call: the operation, its configuration key, the service's `status`
 * and `msg`, the HTTP status and the raw response, so the failure can be logged as deployed services do.
 */
export class ResourceServiceError extends Error {
  override readonly name = 'ResourceServiceError'
  readonly failure: ResourceServiceFailure
  readonly operation: string
  readonly configKey: ResourceServiceKey
  readonly method: string
  /** The address called, without query string or credentials (they may hold tokens). */
  readonly url: string
  /** Where a redirect pointed (failure `redirect`), without query string or credentials. */
  readonly location: string | undefined
  readonly status: string | undefined
  readonly msg: string | undefined
  readonly httpStatus: number
  readonly response: string | undefined

  constructor(message: string, init: ResourceServiceErrorInit) {
    super(`[form-resource-api] ${init.operation} (${init.configKey}) ${message}`, { cause: init.cause })
    this.failure = init.failure
    this.operation = init.operation
    this.configKey = init.configKey
    this.method = init.method
    this.url = init.url
    this.location = init.location
    this.status = init.status
    this.msg = init.msg
    this.httpStatus = init.httpStatus ?? 0
    this.response = init.response
  }
}
