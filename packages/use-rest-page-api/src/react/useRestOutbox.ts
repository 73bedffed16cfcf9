import { useCallback, useMemo, useSyncExternalStore } from 'react'
import { outboxOf } from '../core/outbox/Outbox.ts'
import type { OutboxWrite } from '../core/outbox/OutboxWrite.ts'
import { usePageStore } from './RestPageApiProvider.tsx'

/** What `useRestOutbox` returns. */
export interface RestOutboxState {
  /** The writes waiting for the network, oldest first, each with its record and variables. */
  writes: readonly OutboxWrite[]
  /** How many wait: `writes.length`. */
  count: number
  /** Sends every waiting write now, whatever the browser says; resolves once each is answered or waits again. */
  flush(): Promise<void>
}

const none: readonly OutboxWrite[] = Object.freeze([])
const nothing = () => () => {}

/**
 * The writes waiting in the outbox of the nearest `RestPageApiProvider`'s store (made while offline, or met with no
 * network): a status line's "3 changes wait", and a "send now" button. Renders again only when they change. Always
 * empty for a store without an outbox (a provider's own store).
 *
 * @example
 * function SyncStatus() {
 *   const { count, flush } = useRestOutbox()
 *   if (!count) return null
 *   return <p role="status">{count} changes wait <button onClick={() => void flush()}>Send now</button></p>
 * }
 */
export function useRestOutbox(): RestOutboxState {
  const outbox = outboxOf(usePageStore())
  const read = () => (outbox ? outbox() : none)
  const writes = useSyncExternalStore(outbox ? outbox.subscribe : nothing, read, read)
  const flush = useCallback(() => (outbox ? outbox.flush() : Promise.resolve()), [outbox])
  return useMemo(() => ({ writes, count: writes.length, flush }), [writes, flush])
}
