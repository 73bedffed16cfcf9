import { useSyncExternalStore } from 'react'

/** One request the page sent to the mock, as msw saw it leave (`request:start`), then its answer's status. */
export interface SentRequest {
  /** msw's request id. */
  id: string
  method: string
  /** Path and query string, decoded for reading (`/api/forms/…/drafts?size=15&page=0&sort=cjsj_d`). */
  url: string
  /** The path alone. */
  path: string
  /** The query parameters. */
  params: URLSearchParams
  /** The JSON or text body of a POST or PUT, first 2,000 characters. */
  body?: string
  /** The status the mock answered; `undefined` while in flight. */
  status?: number
}

const MAX_BODY = 2_000
const MAX_REQUESTS = 500

type Listener = () => void
let requests: readonly SentRequest[] = []
const listeners = new Set<Listener>()

function emit(next: readonly SentRequest[]) {
  requests = next
  listeners.forEach((listener) => listener())
}

/** Only the REST API counts: module loads and assets pass through the same service worker. */
function isApiRequest(url: URL) {
  return url.pathname.startsWith('/api/')
}

/**
 * The requests of the story being shown, oldest first. The preview fills it from msw's life-cycle events and empties
 * it before each story, so a `play` function asserts on what the page really sent.
 */
export const requestLog = {
  /** Forgets every request (before each story). */
  clear() {
    emit([])
  },
  /** Records a request as it starts. */
  async started(request: Request, id: string) {
    const url = new URL(request.url)
    if (!isApiRequest(url)) return
    const entry: SentRequest = {
      id,
      method: request.method,
      url: decodeURIComponent(url.pathname + url.search),
      path: url.pathname,
      params: url.searchParams,
    }
    emit([...requests, entry].slice(-MAX_REQUESTS))
    if (request.method === 'POST' || request.method === 'PUT') {
      const body = await request
        .clone()
        .text()
        .catch(() => '')
      emit(requests.map((r) => (r.id === id ? { ...r, body: body.slice(0, MAX_BODY) } : r)))
    }
  },
  /** Records the status of a request's answer. */
  answered(id: string, status: number) {
    if (requests.some((r) => r.id === id)) emit(requests.map((r) => (r.id === id ? { ...r, status } : r)))
  },
  /** The requests so far, oldest first. */
  all(): readonly SentRequest[] {
    return requests
  },
  /** The requests whose method and path match, oldest first (`path` a string to compare or a pattern). */
  matching(method: string, path: string | RegExp): readonly SentRequest[] {
    return requests.filter(
      (r) => r.method === method && (typeof path === 'string' ? r.path === path : path.test(r.path)),
    )
  },
  subscribe(listener: Listener) {
    listeners.add(listener)
    return () => {
      listeners.delete(listener)
    }
  },
}

/** The requests of the current story, re-rendering as they are sent and answered. */
export function useSentRequests(): readonly SentRequest[] {
  return useSyncExternalStore(requestLog.subscribe, requestLog.all, requestLog.all)
}
