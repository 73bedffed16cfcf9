/** One request as the devtools saw it leave and come back. */
export interface LoggedRequest {
  id: number
  method: string
  /** The url as sent, with no credentials (only path and query are kept for a same-origin request). */
  url: string
  startedAt: number
  /** Milliseconds until the answer, or `undefined` while it is on its way. */
  ms: number | undefined
  /** The HTTP status, `0` when no answer came (network, abort, time-out), or `undefined` while on its way. */
  status: number | undefined
}

/** How many answered requests the log keeps: the newest (those still on their way are all kept). */
export const MAX_LOGGED_REQUESTS = 200

/**
 * The devtools' record of requests, framework-free: `wrap(fetch)` gives a fetch that logs each request it sends
 * (method, url, status, time) and forwards everything else untouched. Bounded to the newest 200 answered, with every
 * request still on its way; subscribers hear of every change.
 *
 * @example
 * const log = createRequestLog()
 * const fetch = log.wrap(globalThis.fetch)
 * await fetch('/api/products?size=15&page=0')
 * log.entries() // [{ method: 'GET', url: '/api/products?size=15&page=0', status: 200, ms: 12, ... }]
 */
export function createRequestLog(now: () => number = () => performance.now()) {
  let entries: LoggedRequest[] = []
  let next = 1
  const listeners = new Set<() => void>()
  const change = (fn: (list: LoggedRequest[]) => LoggedRequest[]) => {
    // The oldest answered requests go first: a write still on its way stays however many requests went by.
    let excess = (entries = fn(entries)).filter((e) => e.status !== undefined).length - MAX_LOGGED_REQUESTS
    if (excess > 0) entries = entries.filter((e) => e.status === undefined || excess-- <= 0)
    for (const listener of [...listeners]) listener()
  }
  const describe = (input: RequestInfo | URL) => {
    const raw = typeof input == 'string' ? input : input instanceof URL ? input.href : input.url
    const url = new URL(raw, typeof location == 'undefined' ? 'http://localhost/' : location.href)
    url.username = ''
    url.password = ''
    return typeof location != 'undefined' && url.origin === location.origin ? url.pathname + url.search : url.href
  }
  return {
    entries: () => entries,
    subscribe(listener: () => void) {
      listeners.add(listener)
      return () => void listeners.delete(listener)
    },
    /** A fetch that logs each request through `inner`. */
    wrap(inner: typeof fetch): typeof fetch {
      return async (input, init) => {
        const id = next++
        const startedAt = now()
        const method = (init?.method ?? (input instanceof Request ? input.method : 'GET')).toUpperCase()
        change((list) => [...list, { id, method, url: describe(input), startedAt, ms: undefined, status: undefined }])
        const settle = (status: number) =>
          change((list) => list.map((e) => (e.id === id ? { ...e, status, ms: Math.round(now() - startedAt) } : e)))
        try {
          const response = await inner(input, init)
          settle(response.status)
          return response
        } catch (error) {
          settle(0)
          throw error
        }
      }
    },
  }
}

/** A request log (`createRequestLog`). */
export type RequestLog = ReturnType<typeof createRequestLog>
