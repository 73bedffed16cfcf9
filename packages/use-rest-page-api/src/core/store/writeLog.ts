import { PREFIX } from '../http/RestError.ts'
import { isDroppedWrite } from '../outbox/Outbox.ts'
import type { RecordId } from '../types.ts'

/** A record write of a list or a feed (`save`, `update`, `remove`), with what it sent: TanStack Query's mutation variables. */
export interface RestWrite {
  /** `'POST'` for `save`, `'PUT'` for `update`, `'DELETE'` for `remove`. */
  readonly method: 'POST' | 'PUT' | 'DELETE'
  /** The collection written to: the list's `baseUrl`, else its url without the query string (as `invalidate` takes). */
  readonly collection: string
  /** The ids written: the record's for `update`, those removed for `remove`, none for `save` (the server gives one). */
  readonly ids: readonly RecordId[]
  /** The record as the list was given it (`save`, `update`), before `transformSaveRequest`; `undefined` for `remove`. */
  readonly data: unknown
  /** When the write was asked for (`Date.now()`). */
  readonly startedAt: number
}

/** A write that failed, with why. */
export interface RestWriteFailure extends RestWrite {
  /** What the write rejected with: a `RestError` (the server's answer, a time-out), a `RemoveError`, a transform's error. */
  readonly error: unknown
  /** When it failed (`Date.now()`). */
  readonly failedAt: number
}

/**
 * The record writes of a store's lists and feeds (`RestPageStore.writes()`): those on their way, oldest first, and the
 * last 20 that failed, oldest first. Immutable: a new object when a write of it starts, ends or fails, the same one
 * otherwise.
 */
export interface RestWrites {
  readonly pending: readonly RestWrite[]
  readonly failures: readonly RestWriteFailure[]
}

/** Failures kept: past it, the oldest goes. */
const KEPT_FAILURES = 20

/** The snapshot with nothing in it, shared. */
const none: RestWrites = Object.freeze({ pending: Object.freeze([]), failures: Object.freeze([]) })

const sameItems = (a: readonly unknown[], b: readonly unknown[]) =>
  a.length === b.length && a.every((item, i) => item === b[i])

/**
 * The writes of one store (TanStack Query's `MutationCache`, for its state alone): `start` records a write on its way
 * and returns the function that ends it (with its error when it failed); `snapshot` and `subscribe` are what
 * `useSyncExternalStore` needs, per collection. A write the list refused before sending (a `TypeError`: an id Spring
 * would misread) never went out: it leaves no failure.
 *
 * @example
 * const log = createWriteLog()
 * const end = log.start({ method: 'POST', collection: '/api/products', ids: [], data: { title: 'Pen' } })
 * log.snapshot('/api/products').pending // [{ method: 'POST', ... }]
 * end(new RestError('...', { status: 400 })) // now in `failures`
 */
export function createWriteLog() {
  let pending: readonly RestWrite[] = []
  let failures: readonly RestWriteFailure[] = []
  let version = 0
  const listeners = new Set<() => void>()
  /** The last snapshot of each filter (`''`: every collection), and the version it was made at. */
  const made = new Map<string, { version: number; writes: RestWrites }>()
  const changed = () => {
    version++
    for (const listener of [...listeners]) listener()
  }
  return {
    /** Records a write on its way; call the returned function once it ended, with its error if it failed. */
    start(write: Omit<RestWrite, 'startedAt'>): (error?: unknown) => void {
      const started: RestWrite = Object.freeze({ ...write, ids: Object.freeze([...write.ids]), startedAt: Date.now() })
      pending = [...pending, started]
      changed()
      let ended = false
      return (...failed: unknown[]) => {
        if (ended) return
        ended = true
        pending = pending.filter((w) => w !== started)
        const [error] = failed
        // A refusal (the package's `TypeError`, before anything was sent) is no failed write.
        // Nor is a write the outbox dropped unsent on `clear()` (sign-out: nothing of it is kept).
        if (
          failed.length &&
          !(error instanceof TypeError && error.message.startsWith(PREFIX)) &&
          !isDroppedWrite(error)
        )
          failures = [...failures, Object.freeze({ ...started, error, failedAt: Date.now() })].slice(-KEPT_FAILURES)
        changed()
      }
    },
    /** The writes of `collection` (default: all), the same object until one of them changes. */
    snapshot(collection?: string): RestWrites {
      const key = collection ?? ''
      const last = made.get(key)
      if (last?.version === version) return last.writes
      const mine = <T extends RestWrite>(list: readonly T[]) =>
        collection === undefined ? list : list.filter((w) => w.collection === collection)
      const p = mine(pending)
      const f = mine(failures)
      const before = last?.writes ?? none
      const writes =
        sameItems(before.pending, p) && sameItems(before.failures, f)
          ? before
          : Object.freeze({ pending: Object.freeze(p.slice()), failures: Object.freeze(f.slice()) })
      made.set(key, { version, writes })
      return writes
    },
    /** Forgets the failures of `collection` (default: all). */
    clearFailures(collection?: string) {
      const left = collection === undefined ? [] : failures.filter((w) => w.collection !== collection)
      if (left.length === failures.length) return
      failures = left
      changed()
    },
    /** Calls `listener` after every change of the writes; returns the function that stops it. */
    subscribe(listener: () => void): () => void {
      listeners.add(listener)
      return () => void listeners.delete(listener)
    },
  }
}

/** A store's writes (`createWriteLog`). */
export type WriteLog = ReturnType<typeof createWriteLog>
