import type { RecordId } from '../types.ts'

/**
 * One write waiting in a store's outbox (`store.outbox()`): made while offline, or sent and met with no network. An
 * immutable snapshot: a new object each time it changes (another attempt).
 *
 * @example
 * store.outbox().map((write) => `${write.method} ${write.url} (${write.attempts} tries)`) // ['PUT /api/products/7 (0 tries)']
 */
export interface OutboxWrite {
  /** Unique within the store (and kept across a reload when the outbox is persisted). */
  readonly id: string
  /** The HTTP method: `POST` for a save, `PUT` for an update, `DELETE` for a removal, or a `useRestSend`'s own. */
  readonly method: 'POST' | 'PUT' | 'DELETE'
  /** Where it goes. */
  readonly url: string
  /** The collection written to (a list's `baseUrl`, else its url without the query string), as `invalidate` takes. */
  readonly collection: string
  /** The record written: writes of one record go out in the order they were made, of different records in parallel. */
  readonly record: RecordId | undefined
  /** The variables: the record given to `save`/`update`, the ids of `remove`, the body of a `useRestSend`. */
  readonly data: unknown
  /** When the write was asked for (`Date.now()`). */
  readonly startedAt: number
  /** Times it was sent and met no network. */
  readonly attempts: number
  /** The network error it last met (a `RestError` of kind `'network'`), if any. */
  readonly lastError: unknown
}
