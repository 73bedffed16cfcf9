import { useLayoutEffect, useRef } from 'react'

/**
 * A ref holding `value` as of the last render React committed, for callbacks that run later (an event handler, a
 * timer, a router's blocker) and must read what is current without being made again. Set after each commit, never
 * during a render: React may render and throw the result away.
 *
 * @example
 * const latest = useLatest({ list, say })
 * const send = useCallback(() => latest.current.list.remove(ids), [latest])
 */
export function useLatest<T>(value: T) {
  const ref = useRef(value)
  useLayoutEffect(() => {
    ref.current = value
  })
  return ref
}
