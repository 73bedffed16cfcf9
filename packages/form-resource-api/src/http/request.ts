import { redactUrl } from './redactUrl.ts'

/** Why a request got no usable answer. */
export type RequestFailure =
  /** No answer: connection refused, DNS, CORS. */
  | 'network'
  /** No answer within the time-out. */
  | 'timeout'
  /** The caller's signal aborted the request. */
  | 'aborted'
  /** A 3xx answer: redirects are not followed (they could carry the request and its headers to another host). */
  | 'redirect'
  /** An answer longer than the cap; the rest was not read. */
  | 'too-large'

/** A request that failed before a usable answer, classified; `message` names no address. */
export class RequestError extends Error {
  override readonly name = 'RequestError'
  constructor(
    readonly failure: RequestFailure,
    message: string,
    /** HTTP status of the answer; 0 when there was none. */
    readonly status: number,
    /** Where a redirect pointed (credentials and query string removed); `''` when it named nowhere. */
    readonly location: string | undefined,
    options?: { cause?: unknown },
  ) {
    super(message, options)
  }
}

export interface RequestOptions {
  method: string
  headers?: HeadersInit
  body?: string
  fetch?: typeof globalThis.fetch | undefined
  timeoutMs: number
  /** The most bytes of the answer's body read; past it the request fails with `too-large`. */
  maxResponseBytes: number
  signal?: AbortSignal | undefined
  /** Whether to read the body of a 2xx answer. Default: `true`. */
  readSuccess?: boolean
}

export interface TextAnswer {
  status: number
  ok: boolean
  /** The body, decoded as UTF-8; `''` when not read. */
  text: string
}

/** Reads at most `cap` bytes of a body as UTF-8 text, or throws `too-large` (and stops reading). */
async function readCapped(response: Response, cap: number): Promise<string> {
  const tooLarge = () =>
    new RequestError(
      'too-large',
      `answered more than maxResponseBytes (${cap}) bytes; the rest was not read`,
      response.status,
      undefined,
    )
  const declared = Number(response.headers.get('content-length') ?? Number.NaN)
  // Cancels are not awaited: some fetch implementations (msw's) settle a cancel only once the body is consumed.
  if (Number.isFinite(declared) && declared > cap) {
    response.body?.cancel().catch(() => undefined)
    throw tooLarge()
  }
  if (!response.body) return ''
  const reader = response.body.getReader()
  const decoder = new TextDecoder()
  let bytes = 0
  let text = ''
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    bytes += value.byteLength
    if (bytes > cap) {
      reader.cancel().catch(() => undefined)
      throw tooLarge()
    }
    text += decoder.decode(value, { stream: true })
  }
  return text + decoder.decode()
}

/**
 * One HTTP request with the rules every call of this package follows: a time-out, the caller's abort, no redirects
 * followed (a 3xx is a `redirect` failure naming where it pointed), a cap on what is read of the answer, and every
 * failure before a usable answer classified as a `RequestError`. A non-2xx answer other than 3xx is returned, for the
 * caller to judge.
 */
export async function request(url: string, options: RequestOptions): Promise<TextAnswer> {
  const timeout = AbortSignal.timeout(options.timeoutMs)
  const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout
  const classify = (error: unknown) => {
    if (error instanceof RequestError) return error
    if (options.signal?.aborted) return new RequestError('aborted', 'was aborted', 0, undefined, { cause: error })
    if (timeout.aborted)
      return new RequestError('timeout', `got no answer within ${options.timeoutMs} ms`, 0, undefined, {
        cause: error,
      })
    // fetch's own messages may quote the address, with its credentials and query string.
    const why = (error instanceof Error ? error.message : String(error)).replace(
      /[a-z][a-z\d+.-]*:\/\/[^\s'"]+/gi,
      (u) => redactUrl(u),
    )
    return new RequestError('network', `got no answer (${why})`, 0, undefined, { cause: error })
  }
  let response: Response
  try {
    response = await (options.fetch ?? fetch)(url, {
      method: options.method,
      ...(options.headers === undefined ? {} : { headers: options.headers }),
      ...(options.body === undefined ? {} : { body: options.body }),
      signal,
      redirect: 'manual',
    })
  } catch (error) {
    throw classify(error)
  }
  // Browsers hide a manual redirect behind an opaque answer of status 0; Node shows the 3xx itself.
  if (response.type === 'opaqueredirect' || (response.status >= 300 && response.status < 400)) {
    response.body?.cancel().catch(() => undefined)
    const location = response.headers.get('location')
    let target = ''
    if (location) target = URL.canParse(location, url) ? redactUrl(new URL(location, url)) : redactUrl(location)
    throw new RequestError(
      'redirect',
      `answered HTTP ${response.status || '3xx'}, a redirect to ${target || 'an address it did not say'}; redirects are not followed: configure the final address`,
      response.status,
      target,
    )
  }
  try {
    if (response.ok && options.readSuccess === false) {
      response.body?.cancel().catch(() => undefined)
      return { status: response.status, ok: true, text: '' }
    }
    const text = await readCapped(response, options.maxResponseBytes)
    return { status: response.status, ok: response.ok, text }
  } catch (error) {
    throw classify(error)
  }
}
