/** The reason phrases of Spring's `HttpStatus` for the statuses a REST test meets. */
const REASONS: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  409: 'Conflict',
  413: 'Payload Too Large',
  422: 'Unprocessable Entity',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
  504: 'Gateway Timeout',
}

/** What `springError` writes besides the status. */
export interface SpringErrorOptions {
  /** The request's path (`/api/products/7`), as the body's `path`. Default: `''`. */
  path?: string
  /**
   * The body's `message`. Spring Boot leaves it out by default (`server.error.include-message=never`); give it for
   * an app set to `always`, or an `@ControllerAdvice` that writes one. Default: none.
   */
  message?: string
  /** More response headers (an `Allow` for a 405). Default: none. */
  headers?: HeadersInit
}

/**
 * An error answer as Spring Boot writes one (`DefaultErrorAttributes`, Boot 2.3+): JSON `{ timestamp, status,
 * error, path }`, with `message` only when given. A plain `Response`, so an msw handler returns it as it is.
 *
 * @example
 * server.use(http.get('/api/products', () => springError(503, { path: '/api/products' }), { once: true }))
 * // the list's next load fails: result.current.error is a RestError with status 503
 */
export function springError(status: number, { path = '', message, headers }: SpringErrorOptions = {}): Response {
  const body = {
    timestamp: new Date().toISOString(),
    status,
    error: REASONS[status] ?? 'Error',
    ...(message !== undefined && { message }),
    path,
  }
  return Response.json(body, { status, ...(headers && { headers }) })
}
