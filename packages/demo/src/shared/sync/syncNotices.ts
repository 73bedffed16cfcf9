import { createContext, useContext, useSyncExternalStore } from 'react'

/** What became of an action that waited to be sent: said when its answer comes, wherever the user is by then. */
export interface PendingResult {
  /** The record it is about (one notice per record: a later one replaces it). */
  id: string
  text: string
  /** Someone else got there first (`info`), or a refusal (`error`). */
  tone: 'info' | 'error'
  /** Where 查看 goes (the record in a list: `…/search?record=<id>`). Default: no 查看. */
  view?: string | undefined
}

/**
 * The notices of actions answered after they were made (an outbox's writes), as a small store: they outlive the page
 * that made the action (the drawer is closed, the user has moved on), and go with the user (`clear()` at sign-out).
 *
 * @example
 * const notices = createSyncNotices()
 * notices.add({ id, text: describeTaken(taken, me), tone: 'info', view: `${searchPath}?record=${id}` })
 */
export function createSyncNotices() {
  let notices: readonly PendingResult[] = []
  const listeners = new Set<() => void>()
  const set = (next: readonly PendingResult[]) => {
    notices = next
    for (const listener of listeners) listener()
  }
  return {
    getSnapshot: () => notices,
    subscribe(listener: () => void) {
      listeners.add(listener)
      return () => void listeners.delete(listener)
    },
    add(notice: PendingResult) {
      set([...notices.filter((n) => n.id !== notice.id), notice])
    },
    dismiss(id: string) {
      if (notices.some((n) => n.id === id)) set(notices.filter((n) => n.id !== id))
    },
    clear() {
      if (notices.length) set([])
    },
  }
}
export type SyncNoticesStore = ReturnType<typeof createSyncNotices>

/** The app's notices (`AppProviders` gives one per session); outside it, one of the module's own (tests, stories). */
export const SyncNoticesContext = createContext<SyncNoticesStore>(createSyncNotices())

/** The app's notices store. */
export const useSyncNoticesStore = () => useContext(SyncNoticesContext)

/** The notices to show now. */
export function useSyncNotices(): readonly PendingResult[] {
  const store = useSyncNoticesStore()
  return useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot)
}
