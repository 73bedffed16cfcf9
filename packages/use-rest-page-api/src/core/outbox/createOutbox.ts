import { PREFIX, RestError } from '../http/RestError.ts'
import { sendRequest, type HttpResponse, type HttpSettings, type RequestSpec } from '../http/sendRequest.ts'
import { onlineManager } from '../engine/eventManager.ts'
import type { StoreCore } from '../store/createStoreCore.ts'
import type { RecordId } from '../types.ts'
import { applyOverlay, type Overlay } from './overlay.ts'
import { CLEARED, type Outbox, type OutboxSendOptions } from './Outbox.ts'
import type { OutboxWrite } from './OutboxWrite.ts'
import type { Persistence } from './Persistence.ts'

/** The name the queue is kept under in `Persistence`. */
export const OUTBOX_NAME = 'outbox'

/** The Web Lock whose holder owns the stored queue of the origin. */
const OWNER_LOCK = 'use-rest-page-api:outbox'

/**
 * Resolves once this store owns the stored queue: the tabs of an origin share a storage, and a queue restored by two
 * of them would be sent twice. The owner is the store that holds the Web Lock `use-rest-page-api:outbox`, held until
 * its page goes (a reload, a closed tab), when the next tab that asked takes it over. Without Web Locks (an old
 * browser, a script) at once.
 */
const ownStoredQueue = (): Promise<void> => {
  const locks = typeof navigator != 'undefined' ? (navigator as { locks?: LockManager }).locks : undefined
  if (typeof locks?.request != 'function') return Promise.resolve()
  return new Promise((owned) => {
    void locks.request(OWNER_LOCK, () => {
      owned()
      // Held for the page's life.
      return new Promise<void>(() => {})
    })
  })
}

/** A persisted write: the request (no header but `If-Match`, never the app's headers or tokens) and its description. */
interface SavedWrite {
  id: string
  method: OutboxWrite['method']
  url: string
  body?: unknown
  ifMatch?: string
  /** The `Content-Type` a request transform set for a body it made a string (not a secret; no other header is kept). */
  contentType?: string
  collection: string
  record?: RecordId
  data?: unknown
  startedAt: number
  attempts: number
  overlay?: Overlay
  invalidate: string[]
}

interface Job {
  id: string
  spec: RequestSpec
  meta: OutboxSendOptions
  startedAt: number
  attempts: number
  lastError: unknown
  keys: string[]
  /** The settings it is sent with; none for a restored write until a provider registers its own. */
  http: HttpSettings | undefined
  restored: boolean
  /** `blocked`: behind an earlier write of its record; `waiting`: for the network; `due`: about to go; `sending`. */
  state: 'blocked' | 'waiting' | 'due' | 'sending'
  /** Listed in `outbox()`: it waited (or waits behind one that did). */
  listed: boolean
  forced?: boolean
  wake?: (() => void) | undefined
  timer?: ReturnType<typeof setTimeout> | undefined
  snapshot?: OutboxWrite
  release?: (() => void) | undefined
  /** Takes its optimistic step off the pages (when the outbox applies it). */
  unshow?: (() => void) | undefined
  /** Dropped by `clear()` before it was sent. */
  cleared?: boolean
}

const METHODS = ['POST', 'PUT', 'DELETE']
/** The body as it can be kept: JSON, a string, or nothing; `false` for a `FormData`, a `Blob`... (kept in memory only). */
const savable = (body: unknown) =>
  body === undefined ||
  typeof body != 'object' ||
  body === null ||
  Array.isArray(body) ||
  Object.getPrototypeOf(body) === Object.prototype

const isNetworkError = (error: unknown) => error instanceof RestError && error.kind === 'network'

/** The browser says it is offline (`navigator.onLine` false); where there is no navigator, it is online. */
const isOffline = () => typeof navigator != 'undefined' && navigator.onLine === false

let made = 0

/**
 * A store's outbox: writes that find no network (the browser offline, or sent and answered by no one) wait, and go
 * when it is back (`onlineManager`), on a timer (1, 2, 4... 30 s), or on `flush()`; their promises settle once sent and
 * answered. Writes of one record go in order, of different records in parallel. While writes wait and the browser is
 * online, list loads of the store wait for them (`gate`). With `persistence`, the queue is kept, and a store made
 * later on it (a reload) sends it again with the settings of the first provider that registers them.
 *
 * @example
 * const outbox = createOutbox(core, { persistence })
 * const res = await outbox.send(settings, { method: 'PUT', url: '/api/products/7', body }, { collection: '/api/products', record: '7' })
 */
export function createOutbox(
  core: StoreCore<unknown>,
  { persistence }: { persistence?: Persistence | undefined } = {},
): Outbox {
  const jobs: Job[] = []
  const tails = new Map<string, Promise<void>>()
  const listeners = new Set<() => void>()
  let snapshot: readonly OutboxWrite[] = Object.freeze([])
  let settings: HttpSettings | undefined
  const settingsWaiters: (() => void)[] = []
  let stopOnline: (() => void) | undefined

  const listed = () => jobs.filter((job) => job.listed)
  /** This store owns the stored queue (`ownStoredQueue`): until it does, its writes wait in memory alone. */
  let owner = false
  const save = () => {
    if (!persistence || !owner) return
    const saved: SavedWrite[] = []
    for (const job of listed()) {
      const { spec, meta } = job
      if (!savable(spec.body) || !savable(meta.data)) continue
      const ifMatch = spec.headers?.get('If-Match') ?? undefined
      const contentType = (typeof spec.body == 'string' && spec.headers?.get('Content-Type')) || undefined
      saved.push({
        id: job.id,
        method: spec.method as SavedWrite['method'],
        url: spec.url,
        ...(spec.body !== undefined && { body: spec.body }),
        ...(ifMatch && { ifMatch }),
        ...(contentType && { contentType }),
        collection: meta.collection,
        ...(meta.record !== undefined && { record: meta.record }),
        ...(meta.data !== undefined && { data: meta.data }),
        startedAt: job.startedAt,
        attempts: job.attempts,
        ...(meta.overlay && { overlay: meta.overlay }),
        invalidate: [...(meta.invalidate ?? [meta.collection])],
      })
    }
    if (saved.length) persistence.write(OUTBOX_NAME, saved)
    else persistence.remove(OUTBOX_NAME)
  }
  const changed = (persist = true) => {
    const next = listed()
    const same = next.length === snapshot.length && next.every((job, i) => job.snapshot === snapshot[i])
    if (!same) snapshot = Object.freeze(next.map((job) => job.snapshot as OutboxWrite))
    if (persist) save()
    // Listening to the browser's `online` only while writes wait.
    if (next.length && !stopOnline) stopOnline = onlineManager.subscribe(() => wakeAll(false))
    else if (!next.length && stopOnline) {
      stopOnline()
      stopOnline = undefined
    }
    for (const listener of [...listeners]) listener()
  }
  const describe = (job: Job) => {
    job.snapshot = Object.freeze({
      id: job.id,
      method: job.spec.method as OutboxWrite['method'],
      url: job.spec.url,
      collection: job.meta.collection,
      record: job.meta.record,
      data: job.meta.data,
      startedAt: job.startedAt,
      attempts: job.attempts,
      lastError: job.lastError,
    })
  }
  const list = (job: Job) => {
    if (job.listed) return
    job.listed = true
    describe(job)
  }
  const wake = (job: Job, force: boolean) => {
    if (job.state !== 'waiting') return
    clearTimeout(job.timer)
    job.timer = undefined
    job.forced = force
    job.state = 'due'
    const go = job.wake
    job.wake = undefined
    go?.()
  }
  const wakeAll = (force: boolean) => {
    for (const job of jobs) wake(job, force)
  }
  /** Waits to be woken: by the browser going online, `flush()`, a list load, and after a failed try a timer. */
  const wait = (job: Job, backoff: boolean) =>
    new Promise<void>((resolve) => {
      list(job)
      job.state = 'waiting'
      job.wake = resolve
      if (backoff)
        job.timer = setTimeout(() => wake(job, false), Math.min(30_000, 1000 * 2 ** Math.max(0, job.attempts - 1)))
      changed()
    })
  const settingsReady = () =>
    settings
      ? Promise.resolve(settings)
      : new Promise<void>((resolve) => settingsWaiters.push(resolve)).then(() => settings)
  const end = (job: Job) => {
    const at = jobs.indexOf(job)
    if (at >= 0) jobs.splice(at, 1)
    clearTimeout(job.timer)
    job.release?.()
    changed(job.listed)
  }

  const cleared = (job: Job) =>
    Object.assign(
      new Error(`${PREFIX}the outbox was cleared before ${job.spec.method} ${job.spec.url} was sent (store.clear())`),
      { [CLEARED]: true },
    )
  const attempt = async (job: Job): Promise<HttpResponse> => {
    for (;;) {
      if (job.cleared) throw cleared(job)
      if (isOffline() && !job.forced) {
        await wait(job, false)
        continue
      }
      job.forced = false
      job.state = 'due'
      const http = job.http ?? (await settingsReady())
      if (job.cleared) continue
      job.state = 'sending'
      try {
        const res = await sendRequest(http as HttpSettings, job.spec)
        end(job)
        return res
      } catch (error) {
        if (!isNetworkError(error)) {
          end(job)
          throw error
        }
        job.attempts++
        job.lastError = error
        describe(job)
        await wait(job, true)
      }
    }
  }

  /** Queues a job behind the earlier writes of its records, and runs it. */
  const run = (job: Job): Promise<HttpResponse> => {
    const before = job.keys.map((key) => tails.get(key)).filter(Boolean)
    jobs.push(job)
    if (job.meta.apply && job.meta.overlay) job.release = job.unshow = applyOverlay(core, job.meta.overlay)
    // Offline, or behind a write that waits: it waits too, and is listed from now on.
    const behind = jobs.some((other) => other !== job && other.listed && other.keys.some((k) => job.keys.includes(k)))
    if (job.restored || behind || isOffline()) {
      list(job)
      changed()
    }
    const done = Promise.all(before).then(() => attempt(job))
    const tail = done.then(
      () => {},
      () => {},
    )
    for (const key of job.keys) {
      tails.set(key, tail)
      void tail.then(() => tails.get(key) === tail && tails.delete(key))
    }
    return done
  }

  const make = (http: HttpSettings | undefined, spec: RequestSpec, meta: OutboxSendOptions, id?: string): Job => {
    const records = meta.records ?? (meta.record === undefined ? [] : [meta.record])
    const jobId = id ?? `${Date.now().toString(36)}-${(made++).toString(36)}`
    return {
      id: jobId,
      spec,
      meta,
      startedAt: Date.now(),
      attempts: 0,
      lastError: undefined,
      // A write of no record (a save) is ordered with nothing else.
      keys: records.length ? records.map((r) => `${meta.collection} ${String(r)}`) : [`write ${jobId}`],
      http,
      restored: false,
      state: 'blocked',
      listed: false,
    }
  }

  /** Puts the writes a previous store kept back in the queue. */
  const restore = (value: unknown) => {
    if (!Array.isArray(value)) return
    const known = new Set(jobs.map((job) => job.id))
    for (const raw of value as Partial<SavedWrite>[]) {
      if (!raw || typeof raw != 'object' || typeof raw.url != 'string' || typeof raw.collection != 'string') continue
      if (!METHODS.includes(raw.method as string) || typeof raw.id != 'string' || known.has(raw.id)) continue
      const headers = new Headers()
      if (typeof raw.ifMatch == 'string') headers.set('If-Match', raw.ifMatch)
      if (typeof raw.contentType == 'string') headers.set('Content-Type', raw.contentType)
      const collections = Array.isArray(raw.invalidate) ? raw.invalidate.filter((c) => typeof c == 'string') : []
      const job = make(
        undefined,
        { method: raw.method as SavedWrite['method'], url: raw.url, body: raw.body, headers },
        {
          collection: raw.collection,
          record: raw.record,
          data: raw.data,
          overlay: raw.overlay && typeof raw.overlay == 'object' ? raw.overlay : undefined,
          apply: true,
          invalidate: collections.length ? collections : [raw.collection],
        },
        raw.id,
      )
      job.restored = true
      job.startedAt = Number(raw.startedAt) || Date.now()
      job.attempts = Number(raw.attempts) || 0
      // Its promise is nobody's: its answer makes its collections stale, its failure goes to the write log.
      const logged = core.writeLog.start({
        method: job.spec.method as SavedWrite['method'],
        collection: raw.collection,
        ids: raw.record === undefined ? [] : [raw.record],
        data: raw.data,
      })
      run(job).then(
        () => logged(),
        (error: unknown) => logged(error),
      )
      // After its answer (or failure) its optimistic step goes and its collections reload: the server's word.
      const overlay = job.release
      job.release = () => {
        overlay?.()
        for (const collection of job.meta.invalidate ?? []) core.invalidate(collection)
      }
    }
  }

  const outbox: Outbox = Object.assign(() => snapshot, {
    /**
     * Sends a write through the outbox: at once when online, else (or when it meets no network) it waits. Resolves
     * with the answer once sent and answered; rejects with any other failure (an HTTP error, a time-out).
     */
    send(http: HttpSettings, spec: RequestSpec, meta: OutboxSendOptions): Promise<HttpResponse> {
      return run(make(http, spec, meta))
    },
    /** The writes that wait, oldest first: the same array until one of them changes. */
    writes: (): readonly OutboxWrite[] => snapshot,
    /** Calls `listener` after every change of `writes()`; returns the function that stops it. */
    subscribe(listener: () => void): () => void {
      listeners.add(listener)
      return () => void listeners.delete(listener)
    },
    /** Sends every waiting write now, whatever the browser says; resolves once each is answered or waits again. */
    flush(): Promise<void> {
      wakeAll(true)
      return drained()
    },
    /**
     * What a list load of the store waits for first: when writes wait and the browser is online, they are sent (the
     * outbox goes before any reload) and the load goes once each is answered or waits again. `undefined`: go now.
     */
    gate(): Promise<void> | undefined {
      if (!jobs.some((job) => job.listed) || isOffline()) return undefined
      wakeAll(false)
      return pending() ? drained() : undefined
    },
    /**
     * The settings restored writes go with (those of the first `RestPageApiProvider` on the store, registered in an
     * effect; never kept in storage). Returns the function that unregisters them.
     */
    register(given: HttpSettings): () => void {
      if (settings) return () => {}
      settings = given
      for (const go of settingsWaiters.splice(0)) go()
      return () => {
        if (settings === given) settings = undefined
      }
    },
    /** Forgets every waiting write (sign-out): their promises reject, their optimistic steps go, the kept queue too. */
    clear() {
      // The writes that wait go (a write already on its way is answered as usual; one that never waited is no
      // business of the outbox: it goes as it would without one).
      for (const job of jobs.filter((job) => job.listed && job.state !== 'sending')) {
        jobs.splice(jobs.indexOf(job), 1)
        clearTimeout(job.timer)
        job.cleared = true
        job.unshow?.()
        job.release = undefined
        job.state = 'due'
        job.wake?.()
      }
      persistence?.remove(OUTBOX_NAME)
      changed(false)
    },
    /** Resolves once the kept queue (if any) is read back and queued. */
    restored: Promise.resolve(),
  })
  /** A listed write is on its way or about to go (not waiting, not behind one that waits). */
  const stuck = (job: Job): boolean =>
    job.state === 'waiting' ||
    (job.state === 'blocked' &&
      jobs.some(
        (other) =>
          other !== job &&
          jobs.indexOf(other) < jobs.indexOf(job) &&
          other.keys.some((k) => job.keys.includes(k)) &&
          stuck(other),
      ))
  const pending = () => jobs.some((job) => job.listed && !stuck(job))
  const drained = () =>
    new Promise<void>((resolve) => {
      const check = () => {
        if (pending()) return
        listeners.delete(check)
        resolve()
      }
      listeners.add(check)
      check()
    })
  if (persistence)
    outbox.restored = ownStoredQueue()
      .then(() => {
        owner = true
        return persistence.read(OUTBOX_NAME)
      })
      .then(restore, () => {
        persistence.remove(OUTBOX_NAME)
      })
      // What waited in memory before this store owned the queue is kept with what it restored (an empty queue is
      // left as the storage holds it).
      .then(() => {
        if (listed().length) save()
      })
  return outbox
}
