import { useSyncExternalStore } from 'react'

const subscribe = (changed: () => void) => {
  window.addEventListener('online', changed)
  window.addEventListener('offline', changed)
  return () => {
    window.removeEventListener('online', changed)
    window.removeEventListener('offline', changed)
  }
}
const read = () => navigator.onLine
// A server render has no connection to speak of: it says online, and the page says otherwise once it knows.
const readOnServer = () => true

/**
 * Whether the browser has a connection (`navigator.onLine`), following the window's `online` and `offline` events.
 *
 * @example
 * const online = useOnline()
 * return online ? null : <p>离线</p>
 */
export function useOnline(): boolean {
  return useSyncExternalStore(subscribe, read, readOnServer)
}
