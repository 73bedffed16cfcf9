import type { StoreCore } from '../store/createStoreCore.ts'
import { createOutbox } from './createOutbox.ts'
import { outboxOf } from './Outbox.ts'
import type { Persistence } from './Persistence.ts'

/**
 * Gives a store an outbox (`core.outbox`): its lists' and feeds' record writes, and `useRestSend`'s, wait there while
 * there is no network; with `persistence`, the queue is kept and resumed by the next store on it. Once per store: a
 * second call keeps the outbox it has. Returns the store.
 *
 * @example
 * const core = createStoreCore()
 * attachOutbox(core, { persistence })
 * core.outbox?.writes() // []
 */
export function attachOutbox<TData>(
  core: StoreCore<TData>,
  { persistence }: { persistence?: Persistence | undefined } = {},
): StoreCore<TData> {
  if (!outboxOf(core)) core.outbox = createOutbox(core as StoreCore<unknown>, { persistence })
  return core
}
