import { expect, type Page, type Request } from '@playwright/test'

/** One request to the mock's REST API as the browser sent it. */
export interface ApiCall {
  method: string
  path: string
  query: URLSearchParams
  /** The JSON body, when there is one. */
  body: unknown
  /** The browser's request, for its headers and its response. */
  request: Request
}

/** What a test expects of a request: the path, and query parameters that must hold (`null`: absent). */
export interface ApiMatch {
  method?: string
  path: string | RegExp
  query?: Record<string, string | null>
}

function matches(call: ApiCall, { method = 'GET', path, query = {} }: ApiMatch): boolean {
  if (call.method !== method) return false
  if (typeof path === 'string' ? call.path !== path : !path.test(call.path)) return false
  return Object.entries(query).every(([key, value]) => call.query.get(key) === value)
}

const describe = (m: ApiMatch) => `${m.method ?? 'GET'} ${m.path}${m.query ? ` with ${JSON.stringify(m.query)}` : ''}`

/**
 * Every `/api/...` request a page sends, in order. The msw worker answers them inside the browser, and the browser
 * still reports each request, so this is what the mock received.
 */
export function apiLog(page: Page) {
  const calls: ApiCall[] = []
  page.on('request', (request) => {
    const url = new URL(request.url())
    if (!url.pathname.startsWith('/api/')) return
    let body: unknown
    try {
      body = request.postDataJSON()
    } catch {
      body = request.postData()
    }
    calls.push({ method: request.method(), path: url.pathname, query: url.searchParams, body, request })
  })
  return {
    calls,
    /** A position in the log: `sent(match, mark)` looks only at requests after it. */
    mark: () => calls.length,
    /** Waits until a request matching `match` was sent (after `from`), and returns it. */
    async sent(match: ApiMatch, from = 0): Promise<ApiCall> {
      await expect
        .poll(() => calls.slice(from).some((c) => matches(c, match)), { message: `expected ${describe(match)}` })
        .toBe(true)
      return calls.slice(from).find((c) => matches(c, match)) as ApiCall
    },
    /** The requests matching `match` so far (after `from`). */
    all: (match: ApiMatch, from = 0) => calls.slice(from).filter((c) => matches(c, match)),
  }
}
export type ApiLog = ReturnType<typeof apiLog>
