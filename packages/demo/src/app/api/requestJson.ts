import { RestError, kindOfStatus } from 'use-rest-page-api'

export type JsonMethod = 'GET' | 'POST' | 'PUT' | 'DELETE'

/** Largest answer read, so a runaway response cannot fill memory (10 MB). */
const MAX_BODY_CHARS = 10_000_000

/**
 * One JSON request through the app's fetch (`createAuthorizedFetch`): sends `body` as JSON, reads the JSON answer
 * (`undefined` when empty), and rejects with a `RestError` (the hook's error type, so one error panel reads both)
 * for a non-2xx status, no response, or an answer that is not JSON.
 *
 * @example
 * const apps = await requestJson<PageResponse<App>>(appFetch, 'GET', '/api/apps')
 */
export async function requestJson<T>(
  appFetch: typeof fetch,
  method: JsonMethod,
  path: string,
  body?: unknown,
  signal?: AbortSignal,
): Promise<T> {
  const headers = new Headers({ Accept: 'application/json' })
  if (body !== undefined) headers.set('Content-Type', 'application/json')
  let response: Response
  let text: string
  try {
    response = await appFetch(path, {
      method,
      headers,
      ...(body !== undefined && { body: JSON.stringify(body) }),
      ...(signal && { signal }),
    })
    text = await response.text()
  } catch (cause) {
    if (signal?.aborted) throw cause
    throw new RestError(`${method} ${path} got no response (${String(cause)})`, {
      kind: 'network',
      method,
      url: path,
      cause,
    })
  }
  if (text.length > MAX_BODY_CHARS) text = text.slice(0, MAX_BODY_CHARS)
  let parsed: unknown
  try {
    parsed = text === '' ? undefined : JSON.parse(text)
  } catch {
    parsed = text
    if (response.ok) {
      throw new RestError(`${method} ${path} answered ${response.status} with a body that is not JSON`, {
        kind: 'malformed',
        method,
        url: path,
        status: response.status,
        body: text.slice(0, 200),
      })
    }
  }
  if (!response.ok) {
    const message = (parsed as { message?: unknown } | undefined)?.message
    throw new RestError(
      `${method} ${path} answered ${response.status}${typeof message === 'string' ? `: ${message}` : ''}`,
      { kind: kindOfStatus(response.status), method, url: path, status: response.status, body: parsed },
    )
  }
  return parsed as T
}
