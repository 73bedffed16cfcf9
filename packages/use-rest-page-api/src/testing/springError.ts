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

/** What `springProblemDetail` writes besides the status. */
export interface SpringProblemDetailOptions {
  /** The problem's `detail`. Default: none (Spring's `ProblemDetail.forStatus`). */
  detail?: string
  /** The request's path, as the problem's `instance`. Default: none. */
  instance?: string
  /** The problem's `title`. Default: the status's reason phrase, as Spring's `ProblemDetail.getTitle()`. */
  title?: string
  /** The problem's `type`. Default: `'about:blank'`, as Spring Boot 3 (Spring 6) writes it; Spring 7 leaves it out. */
  type?: string
  /**
   * Extension members (`ProblemDetail.setProperty`), written at the top level as Spring's Jackson mixin does: an
   * app's `errors`, say. Default: none.
   */
  properties?: Record<string, unknown>
  /** More response headers. Default: none. */
  headers?: HeadersInit
}

/**
 * An error answer as Spring Boot 3 writes one with `spring.mvc.problemdetails.enabled=true` (or an
 * `@ExceptionHandler` that returns a `ProblemDetail`): an RFC 9457 problem detail, `application/problem+json`,
 * `{ type, title, status, detail, instance }` with the extension members at the top level. A plain `Response`, so an
 * msw handler returns it as it is. A validation error (`@Valid` failing) is `springProblemDetail(400, { detail:
 * 'Invalid request content.', instance: path })`.
 *
 * @example
 * server.use(
 *   http.post('/api/products', () =>
 *     springProblemDetail(400, { detail: 'Invalid request content.', instance: '/api/products' }),
 *   ),
 * )
 * // save() rejects with a RestError whose problem.detail is 'Invalid request content.'
 */
export function springProblemDetail(
  status: number,
  {
    detail,
    instance,
    title = REASONS[status],
    type = 'about:blank',
    properties,
    headers,
  }: SpringProblemDetailOptions = {},
): Response {
  const body = { type, ...(title !== undefined && { title }), status, detail, instance, ...properties }
  const init = new Headers(headers)
  init.set('Content-Type', 'application/problem+json')
  // JSON.stringify leaves out the members that are undefined, as Spring's NON_EMPTY inclusion does.
  return new Response(JSON.stringify(body), { status, headers: init })
}
