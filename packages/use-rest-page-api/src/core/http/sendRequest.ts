import { RestError, isAbortError, kindOfStatus } from './RestError.ts'
import { readProblemDetail } from './readProblemDetail.ts'
import { wholeNumber } from './wholeNumber.ts'

/** How requests are made: the app-level settings of `RestPageApiProvider`. */
export interface HttpSettings {
  /** The fetch implementation. Default: the global `fetch`. */
  fetch?: typeof globalThis.fetch
  /**
   * Headers sent with every request (an `Authorization` token, say), or a function that returns them per request,
   * so a refreshed token is picked up. Default: none.
   */
  headers?: HeadersInit | (() => HeadersInit | Promise<HeadersInit>)
  /** `fetch`'s `credentials`. Default: the fetch default (`same-origin`). */
  credentials?: RequestCredentials
  /** Called with the error of every 401 answer, before the request's promise rejects. Default: none. */
  onUnauthorized?: (error: RestError) => void
  /**
   * Milliseconds a request may take, from when it is sent (its headers made) to the end of the answer body, before it fails with a `RestError` of kind `timeout` (an optimistic change then rolls back). `0` turns the time-out off. Default: `30000`.
   */
  timeoutMs?: number
}

/** The default of `timeoutMs`: long enough for a slow list, short enough that a lost request is noticed. */
export const DEFAULT_TIMEOUT_MS = 30_000

/** One request for `sendRequest`: what to send, where. */
export interface RequestSpec {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE'
  url: string
  /** Plain objects, arrays and other JSON values are sent as JSON; a string, `FormData`, `Blob`, `URLSearchParams` or buffer as it is. */
  body?: unknown
  /** Headers of this request; they override the app-level ones. */
  headers?: Headers
  signal?: AbortSignal | undefined
}

/** What `sendRequest` resolves with: a 2xx answer, its body parsed. */
export interface HttpResponse {
  status: number
  /** Parsed JSON; `undefined` for an empty body. */
  body: unknown
  /**
   * The answer's `ETag` header as it came (`"3"`, `W/"3"`), when it had one: Spring Data REST's is the record's
   * `@Version`, quoted. A list's `update` and `remove` send it back as `If-Match`. Default: `undefined`.
   */
  etag?: string
}

function isJsonValue(body: unknown): boolean {
  return (
    typeof body != 'object' || body === null || Array.isArray(body) || Object.getPrototypeOf(body) === Object.prototype
  )
}

/** The first 80 characters of a text, on one line: enough to recognise a login page or a server message. */
function snippet(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim()
  return flat.length > 80 ? `${flat.slice(0, 80)}…` : flat
}

/**
 * Sends one request and reads its JSON answer. Rejects with a `RestError` for a non-2xx status (kind after the
 * spec's status table; an RFC 9457 problem detail body read into its `problem`), for no response at all (`network`)
 * and for a 2xx body that is not JSON (`malformed`).
 * An abort through `signal` rejects with the fetch's own `AbortError`, untouched, so callers can tell it apart.
 * Headers are never copied into errors, so tokens stay out of messages and logs.
 */
export async function sendRequest(settings: HttpSettings, spec: RequestSpec): Promise<HttpResponse> {
  const { method, url, body } = spec
  const timeoutMs = wholeNumber(settings.timeoutMs ?? DEFAULT_TIMEOUT_MS, 0, 'timeoutMs')
  // Made before the timer starts: headers that cannot be made (a token refresh that fails) leave no timer behind.
  const headers = new Headers(typeof settings.headers == 'function' ? await settings.headers() : settings.headers)
  spec.headers?.forEach((value, name) => headers.set(name, value))
  // One controller for the time-out and the caller's signal (AbortSignal.any needs Safari 17.4), and a timer that is
  // cleared once the answer is read, so no 30 s timer outlives its request.
  const controller = new AbortController()
  const signal = controller.signal
  const abort = () => controller.abort(spec.signal?.reason)
  if (spec.signal?.aborted) abort()
  spec.signal?.addEventListener('abort', abort)
  let timedOut = false
  const timer = timeoutMs
    ? setTimeout(() => {
        timedOut = true
        // The error's cause, as AbortSignal.timeout would give it, so callers can tell a time-out by its name.
        controller.abort(new DOMException(`timed out after ${timeoutMs} ms`, 'TimeoutError'))
      }, timeoutMs)
    : undefined
  const json = body !== undefined && typeof body != 'string' && isJsonValue(body)
  for (const name of json ? ['Accept', 'Content-Type'] : ['Accept'])
    if (!headers.has(name)) headers.set(name, 'application/json')
  const fail = (kind: RestError['kind'], message: string, status = 0, data?: unknown, cause?: unknown) =>
    new RestError(`${method} ${url} ${message}`, { kind, method, url, status, body: data, cause })

  let response: Response
  let text: string
  try {
    response = await (settings.fetch ?? fetch)(url, {
      method,
      headers,
      body: json ? JSON.stringify(body) : ((body ?? null) as BodyInit | null),
      signal,
      // Left out when not set, so the fetch default applies.
      ...(settings.credentials && { credentials: settings.credentials }),
    })
    text = await response.text()
  } catch (cause) {
    if (timedOut) throw fail('timeout', `timed out after ${timeoutMs} ms (timeoutMs)`, 0, undefined, cause)
    throw isAbortError(cause) || signal.aborted
      ? cause
      : fail('network', `got no response (${String(cause)})`, 0, undefined, cause)
  } finally {
    clearTimeout(timer)
    spec.signal?.removeEventListener('abort', abort)
  }
  const { status } = response
  let parsed: unknown = text
  let isJson = true
  try {
    parsed = text.trim() ? JSON.parse(text) : undefined
  } catch {
    isJson = false
  }
  if (!response.ok) {
    // What the server says went wrong, from JSON only (an HTML error page never reaches the message): a problem
    // detail's `detail`, else its `title` (RFC 9457), else the `message` of Spring Boot's own error body.
    const problem = readProblemDetail(parsed, response.headers.get('Content-Type'))
    const said = [problem?.detail, problem?.title, (parsed as { message?: unknown } | undefined)?.message].find(
      (text): text is string => typeof text == 'string' && !!text.trim(),
    )
    const error = new RestError(`${method} ${url} answered ${status}${said ? `: ${snippet(said)}` : ''}`, {
      kind: kindOfStatus(status),
      method,
      url,
      status,
      body: parsed,
      problem,
    })
    if (status === 401) settings.onUnauthorized?.(error)
    throw error
  }
  if (!isJson)
    throw fail(
      'malformed',
      `answered ${status} with a body that is not JSON (${response.headers.get('Content-Type')}): ${snippet(text)}`,
      status,
      text,
    )
  const etag = response.headers.get('ETag')
  return etag ? { status, body: parsed, etag } : { status, body: parsed }
}
