import { useSyncExternalStore } from 'react'

const subscribe = () => () => {}

/**
 * `false` in the server's HTML and the hydration render, `true` once React runs in the browser: controls that need
 * JavaScript stay disabled until they work, instead of ignoring a click.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  )
}
