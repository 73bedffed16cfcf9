import { useSyncExternalStore } from 'react'

/**
 * Whether a media query matches now, following changes (a phone turned, a window resized). False where there is no
 * `matchMedia` (a server, a test without layout).
 *
 * @example
 * const phone = useMediaQuery('(max-width: 599px)')
 */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (change) => {
      if (typeof matchMedia != 'function') return () => {}
      const list = matchMedia(query)
      list.addEventListener('change', change)
      return () => list.removeEventListener('change', change)
    },
    () => typeof matchMedia == 'function' && matchMedia(query).matches,
    () => false,
  )
}
