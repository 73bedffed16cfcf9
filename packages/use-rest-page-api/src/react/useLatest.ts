import { useEffect, useLayoutEffect, useRef } from 'react'

/** `useLayoutEffect` in the browser, `useEffect` on the server (where neither runs). */
export const useIsomorphicLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect

/** A ref that always holds the value of the latest committed render. */
export function useLatest<T>(value: T) {
  const ref = useRef(value)
  useIsomorphicLayoutEffect(() => {
    ref.current = value
  })
  return ref
}
