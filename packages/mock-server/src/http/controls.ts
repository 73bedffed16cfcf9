import { delay, http, HttpResponse } from 'msw'
import { errorResponse } from './errorResponse.ts'

/** One call the resource service or the receiver got, for tests to assert on. */
export interface CallLogEntry {
  service: 'resource' | 'receiver'
  /** `B1 add` … `B9 release`, or `C notify`. */
  operation: string
  method: string
  url: string
  /** The `para` object (resource service) or the JSON body (receiver), as received. */
  received: unknown
  /** HTTP status of the answer. */
  status: number
  /** The answer's JSON body. */
  response: unknown
}

export type BrokenBehaviour = 'ignoreOrder' | 'alwaysSuccess' | 'unorderedChildIds' | 'noResourceIdOnAdd'

/** How many calls the log keeps: the oldest go first. */
export const LOG_ENTRIES = 200
/** The largest `received` body the log keeps, in bytes of JSON; a larger one is replaced by a note of its size. */
export const LOG_BODY_BYTES = 64 * 1024

/** Whether the mock can be reached: `'offline'` is a cut cable (see `network` in `createControls`). */
export type NetworkState = 'online' | 'offline'

interface PendingFault {
  method: string
  path: string
  status: number
}

/**
 * Test controls of the mock: latency, fault injection, the call log, and switches for the resource service and the
 * receiver. Faults and latency apply to every path of the mock; `reset()` restores the defaults and empties the log.
 */
export function createControls() {
  let network: NetworkState = 'online'
  const networkListeners = new Set<(state: NetworkState) => void>()
  const controls = {
    /**
     * Whether the mock can be reached. `'offline'` is a cut cable: every request to the REST API, the resource service
     * and the receiver fails as a network error (no answer at all: msw's `HttpResponse.error()`, a reset connection
     * over HTTP), until it is `'online'` again. In the browser (`form-mock-server/browser`) setting it also makes
     * `navigator.onLine` read `false` and fires the window's `offline` / `online` events, as the browser does when
     * its connection goes. The test controls themselves (`/mock-controls/...`) still answer. Default `'online'`;
     * `reset()` restores it.
     *
     * @example
     * controls.network = 'offline' // every fetch to /api/... now rejects with a TypeError
     */
    get network(): NetworkState {
      return network
    },
    set network(next: NetworkState) {
      if (next !== 'online' && next !== 'offline')
        throw new Error(`[form-mock-server] controls.network is 'online' or 'offline', not ${JSON.stringify(next)}`)
      if (next === network) return
      network = next
      for (const listener of networkListeners) listener(next)
    },
    /** Calls `listener` whenever `network` changes (the browser mock follows it); returns the unsubscribe. */
    watchNetwork(listener: (state: NetworkState) => void): () => void {
      networkListeners.add(listener)
      return () => networkListeners.delete(listener)
    },
    /** Delay of every answer, in ms. A request's own `x-mock-delay: <ms>` header wins. Default 0. */
    latencyMs: 0,
    /**
     * The last calls the resource service and the receiver got, oldest first: at most `LOG_ENTRIES` (200), each
     * `received` body at most `LOG_BODY_BYTES` (64 KiB) of JSON, else `{ omitted: '<size>' }`. Add with `record`.
     */
    log: [] as CallLogEntry[],
    /** Adds a call to the log within its bounds (see `log`). */
    record(entry: CallLogEntry) {
      const size = new TextEncoder().encode(JSON.stringify(entry.received) ?? '').length
      const kept =
        size > LOG_BODY_BYTES
          ? {
              ...entry,
              received: {
                omitted: `a body of ${size} bytes, over the log’s limit of ${LOG_BODY_BYTES} bytes per entry`,
              },
            }
          : entry
      controls.log.push(kept)
      if (controls.log.length > LOG_ENTRIES) controls.log.splice(0, controls.log.length - LOG_ENTRIES)
    },
    /** How list-all (B2) answers: the deployed envelope `{status, resourceInfo}` (default) or a bare array. */
    listAllShape: 'envelope' as 'envelope' | 'array',
    /** When set, the receiver answers with this status instead of 200. */
    receiverFailure: null as number | null,
    /**
     * Deliberate contract violations of the resource service, for testing conformance checks:
     * `ignoreOrder` (add and move put everything last under the parent), `alwaysSuccess` (failures answer "1"),
     * `unorderedChildIds` (B5 answers ids sorted, not in menu order), `noResourceIdOnAdd` (B1 omits `resourceId`).
     */
    broken: new Set<BrokenBehaviour>(),
    /** When set, B9 answers a release that updates an existing form without `resourceId`, as the spec allows. */
    omitResourceIdOnUpdate: false,
    faults: [] as PendingFault[],
    /** The next request with this method and path answers `status` (a JSON error body), once. */
    failNext(method: string, path: string, status: number) {
      controls.faults.push({ method: method.toUpperCase(), path, status })
    },
    /** Restores every control to its default and empties the log. */
    reset() {
      controls.network = 'online'
      controls.latencyMs = 0
      controls.log.length = 0
      controls.listAllShape = 'envelope'
      controls.receiverFailure = null
      controls.faults.length = 0
      controls.broken.clear()
      controls.omitResourceIdOnUpdate = false
    },
  }
  return controls
}
export type MockControls = ReturnType<typeof createControls>

const MAX_DELAY_MS = 60_000

/**
 * The first handler for each of the mock's path patterns: fails as a network error while `network` is `'offline'`,
 * waits the latency, then answers a fault when one is asked for (`x-mock-fault: <status>` or `failNext`), else lets
 * the request go on to the real handlers. `ours` tells the mock's requests from others a pattern matches too.
 */
export function controlHandlers(
  controls: MockControls,
  patterns: readonly string[],
  ours: (request: Request) => boolean = () => true,
) {
  const seen = new WeakSet<Request>()
  return patterns.map((pattern) =>
    http.all(pattern, async ({ request }) => {
      // A pattern such as */api/* also matches a dev server's module (/src/shared/api/useApi.ts): not the mock's.
      if (seen.has(request) || !ours(request)) return undefined
      seen.add(request)
      if (controls.network === 'offline') return HttpResponse.error()
      const asked = Number(request.headers.get('x-mock-delay'))
      const wait = Number.isFinite(asked) && asked > 0 ? Math.min(asked, MAX_DELAY_MS) : controls.latencyMs
      if (wait > 0) await delay(wait)
      const header = Number(request.headers.get('x-mock-fault'))
      if (header >= 400 && header <= 599)
        return errorResponse(request, header, `fault injected by the x-mock-fault header`)
      const path = new URL(request.url).pathname
      const index = controls.faults.findIndex((f) => f.method === request.method && f.path === path)
      if (index !== -1) {
        const [fault] = controls.faults.splice(index, 1)
        return errorResponse(request, fault?.status ?? 500, `fault injected by failNext(${request.method}, ${path})`)
      }
      return undefined
    }),
  )
}
