import type { UrlAdapter } from 'use-rest-page-api'

/** A `UrlAdapter` over an address bar of its own, with back: the playground shows what `syncToUrl` writes there. */
export interface MemoryUrlAdapter extends UrlAdapter {
  /** Goes back one entry, as the browser's back button would; false when there is none. */
  back(): boolean
}

/** A fresh in-memory address bar starting at `initialSearch` (`'?page=2'` or `''`). */
export function createMemoryUrlAdapter(initialSearch = ''): MemoryUrlAdapter {
  const entries = [initialSearch]
  const listeners = new Set<() => void>()
  const notify = () => listeners.forEach((listener) => listener())
  return {
    read: () => entries[entries.length - 1] ?? '',
    write(search, mode) {
      if (mode === 'push') entries.push(search)
      else entries[entries.length - 1] = search
      notify()
    },
    subscribe(listener) {
      listeners.add(listener)
      return () => {
        listeners.delete(listener)
      }
    },
    back() {
      if (entries.length < 2) return false
      entries.pop()
      notify()
      return true
    },
  }
}
