import { RestError, isAbortError, kindOfStatus } from './RestError.ts'

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
}

export interface RequestSpec {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE'
  url: string
  /** A string, `FormData`, `Blob`, `URLSearchParams` or `ArrayBuffer` is sent as is; anything else as JSON. */
  body?: unknown
  /** Headers of this request; they override the app-level ones. */
  headers?: Headers
  signal?: AbortSignal
}

export interface HttpResponse {
  status: number
  /** Parsed JSON; `undefined` for an empty body. */
  body: unknown
}

function isRawBody(body: unknown): body is BodyInit {
  return (
    typeof body === 'string' ||
    (typeof FormData !== 'undefined' && body instanceof FormData) ||
    (typeof Blob !== 'undefined' && body instanceof Blob) ||
    body instanceof URLSearchParams ||
    body instanceof ArrayBuffer
  )
}

function snippet(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim()
  return flat.length > 80 ? `${flat.slice(0, 80)}…` : flat
}

function serverMessage(body: unknown): string {
  if (typeof body === 'object' && body !== null) {
    const message = (body as Record<string, unknown>).message
    if (typeof message === 'string' && message !== '') return `: ${snippet(message)}`
  }
  return ''
}

/**
 * Sends one request and reads its JSON answer. Rejects with a `RestError` for a non-2xx status (kind after the
 * spec's status table), for no response at all (`network`) and for a 2xx body that is not JSON (`malformed`).
 * An abort through `signal` rejects with the fetch's own `AbortError`, untouched, so callers can tell it apart.
 * Headers are never copied into errors, so tokens stay out of messages and logs.
 */
export async function sendRequest(settings: HttpSettings, spec: RequestSpec): Promise<HttpResponse> {
  const { method, url } = spec
  const headers = new Headers(typeof settings.headers === 'function' ? await settings.headers() : settings.headers)
  if (!headers.has('Accept')) headers.set('Accept', 'application/json')
  spec.headers?.forEach((value, name) => headers.set(name, value))
  let body: BodyInit | undefined
  if (spec.body !== undefined) {
    if (isRawBody(spec.body)) {
      body = spec.body
    } else {
      body = JSON.stringify(spec.body)
      if (!headers.has('Content-Type')) headers.set('Content-Type', 'application/json')
    }
  }
  const init: RequestInit = { method, headers }
  if (body !== undefined) init.body = body
  if (spec.signal) init.signal = spec.signal
  if (settings.credentials) init.credentials = settings.credentials

  const doFetch = settings.fetch ?? globalThis.fetch
  let response: Response
  let text: string
  try {
    response = await doFetch(url, init)
    text = await response.text()
  } catch (cause) {
    if (isAbortError(cause) || spec.signal?.aborted) throw cause
    throw new RestError(`${method} ${url} got no response (${cause instanceof Error ? cause.message : String(cause)})`, {
      kind: 'network',
      method,
      url,
      cause,
    })
  }

  let parsed: unknown
  let parseFailed = false
  if (text.trim() !== '') {
    try {
      parsed = JSON.parse(text)
    } catch {
      parsed = text
      parseFailed = true
    }
  }

  if (!response.ok) {
    const error = new RestError(
      `${method} ${url} answered ${response.status}${response.statusText ? ` ${response.statusText}` : ''}${serverMessage(parsed)}`,
      { kind: kindOfStatus(response.status), method, url, status: response.status, body: parsed },
    )
    if (response.status === 401) settings.onUnauthorized?.(error)
    throw error
  }
  if (parseFailed) {
    const type = response.headers.get('Content-Type') ?? 'no content type'
    throw new RestError(`response from ${method} ${url} is not JSON (${type}): ${snippet(text)}`, {
      kind: 'malformed',
      method,
      url,
      status: response.status,
      body: text,
    })
  }
  return { status: response.status, body: parsed }
}
