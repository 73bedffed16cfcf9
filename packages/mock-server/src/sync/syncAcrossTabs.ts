import { getResponse, http, type RequestHandler } from 'msw'
import type { MockApi } from '../createHandlers.ts'
import type { MockDb } from '../db/createMockDb.ts'
import { applyChanges, changesSince, snapshotDb, type DbChanges, type DbSnapshot } from './dbChanges.ts'

/** The channel the mocks of one origin's tabs share. */
export const TAB_SYNC_CHANNEL = 'form-mock-server'

export interface TabSyncOptions {
  /** The `BroadcastChannel` name. Default: `'form-mock-server'`. */
  channel?: string
  /** How long a write waits for each known tab to say it applied it, in ms; a tab that does not is forgotten. Default: `1000`. */
  ackTimeoutMs?: number
}

type Message =
  | { kind: 'hello'; from: string }
  | { kind: 'here'; from: string; to: string }
  | { kind: 'write'; from: string; seq: number; changes: DbChanges }
  | { kind: 'applied'; from: string; to: string; seq: number }
  | { kind: 'bye'; from: string }

const READS = new Set(['GET', 'HEAD', 'OPTIONS'])
const GUARDED = Symbol('ids kept apart from other tabs')

/**
 * A new record's id never repeats one already in the database: every tab's mock starts from the same seed, so without
 * this the second tab to create a record would draw the id the first tab's record has.
 */
function keepIdsApart(db: MockDb) {
  const ids = db.ids as MockDb['ids'] & { [GUARDED]?: true }
  if (ids[GUARDED]) return
  const draw = ids.objectId
  ids.objectId = () => {
    let id = draw()
    while (db.records.some((r) => r.id === id)) id = draw()
    return id
  }
  ids[GUARDED] = true
}

/**
 * The embedded mock's writes reach the other tabs of the origin, so two tabs of the app see one server, as they would
 * a real one. Every tab's mock has its own database from the same seed; after a request that is not a read answers
 * 2xx, the records and products it created, changed or removed go out on a `BroadcastChannel`, and the other tabs'
 * mocks make the same changes. The answer waits until every tab known to be open says it applied them (at most
 * `ackTimeoutMs`): when the app then tells its other tabs to reload (the hook's cross-tab refresh), their mocks already
 * hold the write. Returns the handlers to serve (the mock's, behind the one that watches writes) and `close()`.
 *
 * @example
 * const mock = createHandlers()
 * const sync = syncAcrossTabs(mock)
 * setupWorker(...sync.handlers)
 */
export function syncAcrossTabs(mock: MockApi, options: TabSyncOptions = {}) {
  const ackTimeoutMs = options.ackTimeoutMs ?? 1000
  const self = crypto.randomUUID()
  const channel = new BroadcastChannel(options.channel ?? TAB_SYNC_CHANNEL)
  const peers = new Set<string>()
  const waiting = new Map<number, { left: Set<string>; done: () => void }>()
  const underWay = new Set<DbSnapshot>()
  let seq = 0
  let closed = false
  const post = (message: Message) => {
    if (!closed) channel.postMessage(message)
  }

  channel.onmessage = ({ data }: MessageEvent<Message>) => {
    if (!data || data.from === self) return
    switch (data.kind) {
      case 'hello':
        peers.add(data.from)
        return post({ kind: 'here', from: self, to: data.from })
      case 'here':
        if (data.to === self) peers.add(data.from)
        return
      case 'write':
        peers.add(data.from)
        applyChanges(mock.db, data.changes, underWay)
        return post({ kind: 'applied', from: self, to: data.from, seq: data.seq })
      case 'applied': {
        const wait = data.to === self ? waiting.get(data.seq) : undefined
        wait?.left.delete(data.from)
        if (wait && wait.left.size === 0) wait.done()
        return
      }
      case 'bye':
        peers.delete(data.from)
        for (const wait of waiting.values()) {
          wait.left.delete(data.from)
          if (wait.left.size === 0) wait.done()
        }
    }
  }
  post({ kind: 'hello', from: self })

  /** Sends the changes and waits until every known tab applied them, forgetting those that never say so. */
  const share = (changes: DbChanges) => {
    const left = new Set(peers)
    const id = ++seq
    post({ kind: 'write', from: self, seq: id, changes })
    if (left.size === 0) return Promise.resolve()
    return new Promise<void>((resolve) => {
      const timer = setTimeout(() => {
        for (const peer of left) peers.delete(peer)
        finish()
      }, ackTimeoutMs)
      const finish = () => {
        clearTimeout(timer)
        waiting.delete(id)
        resolve()
      }
      waiting.set(id, { left, done: finish })
    })
  }

  const seen = new WeakSet<Request>()
  const watchWrites = http.all('*', async ({ request }) => {
    if (closed || READS.has(request.method) || seen.has(request)) return undefined
    seen.add(request)
    keepIdsApart(mock.db)
    const before = snapshotDb(mock.db)
    underWay.add(before)
    try {
      const response = await getResponse(mock.handlers, request)
      const changes = response?.ok ? changesSince(before, mock.db) : null
      if (changes) await share(changes)
      return response
    } finally {
      underWay.delete(before)
    }
  })

  const handlers: RequestHandler[] = [watchWrites, ...mock.handlers]
  return {
    handlers,
    /** How many other tabs' mocks this one knows to be open. */
    peerCount: () => peers.size,
    /** Says goodbye to the other tabs (they stop waiting for this one) and stops listening. */
    close() {
      if (closed) return
      post({ kind: 'bye', from: self })
      closed = true
      channel.close()
      for (const wait of waiting.values()) wait.done()
    },
  }
}
export type TabSync = ReturnType<typeof syncAcrossTabs>
