import { useCallback, useMemo, useSyncExternalStore } from 'react'
import type { RestWrite, RestWriteFailure } from '../core/store/writeLog.ts'
import { usePageStore } from './RestPageApiProvider.tsx'

/** What `useRestWrites` returns. */
export interface RestWritesState {
  /** The writes on their way, oldest first, with what they sent. */
  pending: readonly RestWrite[]
  /** The last 20 writes that failed, oldest first, with their error, until `clearFailures()`. */
  failures: readonly RestWriteFailure[]
  /** A write is on its way (`pending` is not empty): TanStack Query's `useIsMutating() > 0`. */
  isWriting: boolean
  /** Forgets the failures shown here (those of the collection, or all): a dismissed error message. */
  clearFailures(): void
}

/**
 * The record writes (`save`, `update`, `remove`) of every list and feed under the nearest `RestPageApiProvider`, of one
 * collection (a list's `baseUrl`, else its url without the query string) or of all: those on their way with what they
 * sent, and the last that failed with their error, wherever the list that made them is (TanStack Query's
 * `useMutationState` and `useIsMutating`). Renders again only when a write of the collection starts, ends or fails.
 * Default: every collection.
 *
 * @example
 * function SaveStatus() {
 *   const { isWriting, failures, clearFailures } = useRestWrites('/api/products')
 *   const failed = failures.at(-1)
 *   if (failed) return <p role="alert">Could not save: {String(failed.error)} <button onClick={clearFailures}>OK</button></p>
 *   return isWriting ? <p>Saving…</p> : null
 * }
 */
export function useRestWrites(collection?: string): RestWritesState {
  // The store core's log, not the app side of the store (`useRestPageApiStore`), which a list alone leaves out.
  const log = usePageStore().writeLog
  const read = () => log.snapshot(collection)
  const writes = useSyncExternalStore(log.subscribe, read, read)
  const clearFailures = useCallback(() => log.clearFailures(collection), [log, collection])
  return useMemo(
    () => ({ pending: writes.pending, failures: writes.failures, isWriting: writes.pending.length > 0, clearFailures }),
    [writes, clearFailures],
  )
}
