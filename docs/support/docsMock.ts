import { createHandlers, type MockApi } from 'form-mock-server'
import type { SetupWorker } from 'msw/browser'
import { useSyncExternalStore } from 'react'

/** One request an example sent, as msw saw it leave, then the status the mock answered. */
export interface SentRequest {
  id: string
  method: string
  /** Path and query string exactly as sent (percent-encoding kept: `sort=price%2Cdesc`). */
  url: string
  /** The status the mock answered; `undefined` while in flight. */
  status?: number
}

const MAX_REQUESTS = 200
let requests: readonly SentRequest[] = []
const listeners = new Set<() => void>()
let current: MockApi | undefined

function emit(next: readonly SentRequest[]) {
  requests = next.slice(-MAX_REQUESTS)
  listeners.forEach((listener) => listener())
}

/**
 * Gives the example a fresh mock server: a new seeded database (64 products, ids "1" to "64"), no sign-in needed
 * (`auth: false`, requests act as the admin). Logs every `/api` request the example sends. Called before each story;
 * returns the clean-up. A story changes the server only by handlers of its own, added after this (they win).
 */
export function installDocsMock(msw: SetupWorker): () => void {
  current = createHandlers({ auth: false })
  msw.use(...current.handlers)
  emit([])
  const onStart = ({ request, requestId }: { request: Request; requestId: string }) => {
    const url = new URL(request.url)
    if (!url.pathname.startsWith('/api/')) return
    emit([...requests, { id: requestId, method: request.method, url: url.pathname + url.search }])
  }
  const onAnswer = ({ response, requestId }: { response: Response; requestId: string }) => {
    if (requests.some((r) => r.id === requestId))
      emit(requests.map((r) => (r.id === requestId ? { ...r, status: response.status } : r)))
  }
  msw.events.on('request:start', onStart)
  msw.events.on('response:mocked', onAnswer)
  return () => {
    msw.events.removeListener('request:start', onStart)
    msw.events.removeListener('response:mocked', onAnswer)
  }
}

/** The mock of the example being shown: its database and its controls (latency, failures). */
export function docsMock(): MockApi {
  if (!current) throw new Error('[docs] no mock yet: docsMock() works only inside a story (after the preview)')
  return current
}

/** The requests sent since the example started, oldest first, for `play` functions. */
export function sentRequests(): readonly SentRequest[] {
  return requests
}

/** The GET requests the page's mock received, oldest first (what a list's loads are). */
export function sentGets(): SentRequest[] {
  return requests.filter((r) => r.method === 'GET')
}

/** The last GET request the page's mock received. */
export function lastGet(): SentRequest | undefined {
  return sentGets().at(-1)
}

/** The urls of the GET requests the page's mock received, oldest first. */
export function getUrls(): string[] {
  return sentGets().map((r) => r.url)
}

/** The same, as React state: the request panel beside each example. */
export function useSentRequests(): readonly SentRequest[] {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    () => requests,
  )
}
