import type { StoreCore } from '../store/createStoreCore.ts'
import type { EntryState } from '../store/entryState.ts'
import type { ListPageRequest, StoreSettings } from '../store/storeTypes.ts'
import { adoptStreamed, isStreamedPage } from '../store/streamedPages.ts'

/** The first page a result asks for while nothing is on screen (an observer's `firstAsked`). */
export interface FirstAsked<TData> {
  key: string
  state: EntryState<TData> | undefined
  request: ListPageRequest
  load: (signal: AbortSignal) => Promise<TData>
}

/** What a suspense host does instead of rendering: wait for a load, or throw a first load's error. */
export type Suspension = { promise: Promise<void> } | { error: unknown }

/** Errors thrown to an error boundary: `true` once the task that threw one is over. */
const thrown = new WeakMap<object, boolean>()

/**
 * The error was thrown to an error boundary in an earlier task, so the host rendering now is a remount after the
 * boundary showed it. In the task that threw it (React renders again once after an error) it is thrown again: no
 * retry loop while the boundary shows it.
 */
const thrownBefore = (error: unknown): boolean => {
  if (typeof error != 'object' || error === null) return false
  const shown = thrown.get(error)
  if (shown === undefined) {
    thrown.set(error, false)
    queueMicrotask(() => thrown.set(error, true))
  }
  return !!shown
}

/**
 * What a suspense host waits for before it can render (TanStack Query's `fetchOptimistic`): nothing while rows are
 * on screen (a move keeps the previous page, a failed reload keeps its rows); else the load of the first page asked
 * for, started if due and joined if on its way (one promise per load, however many hosts and renders ask), or a page
 * a server is still streaming (`handed`); or the error of its failed first load, for an error boundary. That error is
 * thrown once: a host rendered again after the boundary showed it (a remount) loads the page again, once. Starting
 * the load here is the one write a render makes, as a cache's read-through: the host has no commit to start it from.
 *
 * @example
 * const wait = suspension(store, observer.firstAsked(config, result), handed, settings)
 * if (wait) throw 'error' in wait ? wait.error : wait.promise
 */
export function suspension<TData>(
  store: StoreCore<TData>,
  first: FirstAsked<TData> | undefined,
  handed: Record<string, unknown> | undefined,
  settings: StoreSettings,
  enabled = true,
): Suspension | undefined {
  if (!first || first.state?.data !== undefined || !enabled) return undefined
  const { key, state } = first
  const on = store.entries.get(key)?.load
  if (on) return { promise: on.done }
  if (state?.error !== undefined && !thrownBefore(state.error)) return { error: state.error }
  const streamed = handed?.[key]
  const adopted = isStreamedPage(streamed) && adoptStreamed(store, key, streamed, settings)
  return { promise: adopted || store.load(key, first.load, { settings, request: first.request }) }
}
