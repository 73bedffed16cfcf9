/**
 * An RFC 9457 problem detail, as Spring's `ProblemDetail` writes one (`spring.mvc.problemdetails.enabled=true`, or a
 * `ProblemDetail` an `@ExceptionHandler` returns): the five members the RFC names, each there only when the server
 * wrote it with its type (RFC 9457 section 3.1: a member of another type is ignored), and the extension members as they
 * came (Spring writes `ProblemDetail.setProperty` ones at the top level, such as an app's `errors`).
 *
 * @example
 * const problem: ProblemDetail = {
 *   type: 'about:blank',
 *   title: 'Bad Request',
 *   status: 400,
 *   detail: 'Invalid request content.',
 *   instance: '/api/products',
 * }
 */
export interface ProblemDetail {
  /** A URI naming the kind of problem; Spring Boot 3 writes `about:blank` when none is set, Spring 7 leaves it out. */
  type?: string
  /** A short summary of the kind of problem; Spring writes the status's reason phrase when none is set. */
  title?: string
  /** The HTTP status the server gave the problem. */
  status?: number
  /** What went wrong this time, for a person to read. */
  detail?: string
  /** A URI naming this occurrence; Spring writes the request's path. */
  instance?: string
  /** Extension members: anything else the server wrote. */
  [member: string]: unknown
}

/**
 * The problem detail an error answer's body is, or `undefined`. A body is one when it is a JSON object and either its
 * content type is `application/problem+json` (what Spring writes) or it has a number `status` and a string `title`,
 * `type` or `detail` (a problem written as plain `application/json` by an app or a gateway; Spring Boot's own
 * `{ timestamp, status, error, path }` has none of the three, so it is not one). A standard member of the wrong type
 * is left out (RFC 9457 section 3.1).
 *
 * @example
 * readProblemDetail({ title: 'Not Found', status: 404 }, 'application/problem+json') // { title: 'Not Found', status: 404 }
 * readProblemDetail({ status: 404, error: 'Not Found', path: '/api/x' }, 'application/json') // undefined
 */
export function readProblemDetail(body: unknown, contentType: string | null): ProblemDetail | undefined {
  const problem = { ...(body as Record<string, unknown>) }
  if (
    !body ||
    typeof body != 'object' ||
    Array.isArray(body) ||
    !(
      /^\s*application\/problem\+json\s*(;|$)/i.test(contentType ?? '') ||
      (typeof problem.status == 'number' &&
        [problem.title, problem.type, problem.detail].some((m) => typeof m == 'string'))
    )
  )
    return undefined
  for (const member of ['type', 'title', 'status', 'detail', 'instance'])
    if (member in problem && typeof problem[member] != (member == 'status' ? 'number' : 'string'))
      delete problem[member]
  return problem
}
