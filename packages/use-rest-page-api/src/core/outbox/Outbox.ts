import type { HttpResponse, HttpSettings, RequestSpec } from '../http/sendRequest.ts'
import type { RecordId } from '../types.ts'
import type { Overlay } from './overlay.ts'
import type { OutboxWrite } from './OutboxWrite.ts'

/** What a write tells the outbox besides its request. */
export interface OutboxSendOptions {
  /** The collection written to (`OutboxWrite.collection`). */
  collection: string
  /** The record written: its writes go out in order (`OutboxWrite.record`). */
  record?: RecordId | undefined
  /** Every record the write touches (a delete of several): it waits for the earlier writes of each. Default: `record`. */
  records?: readonly RecordId[] | undefined
  /** The variables (`OutboxWrite.data`). */
  data?: unknown
  /**
   * The optimistic step as plain JSON. Applied by the outbox while the write waits when `apply`; else (the list
   * applies its own edit) only kept for a reload, where the restored write applies it over the restored pages.
   */
  overlay?: Overlay | undefined
  apply?: boolean
  /** Collections made stale once a restored write is answered. Default: `[collection]`. */
  invalidate?: readonly string[] | undefined
}

/**
 * A store's outbox (`createOutbox`, set as `core.outbox` by `attachOutbox`): writes that find no network wait there
 * and go when it is back, before any list of the store reloads. Called, it returns the writes that wait (what the app
 * store's `outbox()` is: the core member and the app method are one function).
 */
export interface Outbox {
  (): readonly OutboxWrite[]
  /**
   * Sends a write through the outbox: at once when online, else (or when it meets no network) it waits. Resolves
   * with the answer once sent and answered; rejects with any other failure (an HTTP error, a time-out).
   */
  send(http: HttpSettings, spec: RequestSpec, meta: OutboxSendOptions): Promise<HttpResponse>
  /** The writes that wait, oldest first: the same array until one of them changes. */
  writes(): readonly OutboxWrite[]
  /** Calls `listener` after every change of `writes()`; returns the function that stops it. */
  subscribe(listener: () => void): () => void
  /** Sends every waiting write now, whatever the browser says; resolves once each is answered or waits again. */
  flush(): Promise<void>
  /**
   * What a list load of the store waits for first: when writes wait and the browser is online, they are sent (the
   * outbox goes before any reload) and the load goes once each is answered or waits again. `undefined`: go now.
   */
  gate(): Promise<void> | undefined
  /**
   * The settings restored writes go with (those of the first `RestPageApiProvider` on the store, registered in an
   * effect; never kept in storage). Returns the function that unregisters them.
   */
  register(settings: HttpSettings): () => void
  /** Forgets every waiting write (sign-out): their promises reject, their optimistic steps go, the kept queue too. */
  clear(): void
  /** Resolves once the kept queue (if any) is read back and queued. */
  restored: Promise<void>
}

/** The outbox of a store, if it has one (the app side of a store without one has an empty `outbox()` function). */
export const outboxOf = (core: { outbox?: Outbox | (() => readonly OutboxWrite[]) | undefined }): Outbox | undefined =>
  core.outbox && 'send' in core.outbox ? core.outbox : undefined

/** Marks what a write dropped by `clear()` rejects with: nothing reached the server. */
export const CLEARED = Symbol.for('use-rest-page-api.outboxCleared')

/** The write was dropped from the outbox by `store.clear()` before it was sent: nothing changed on the server. */
export const isDroppedWrite = (error: unknown): boolean => typeof error == 'object' && error != null && CLEARED in error
