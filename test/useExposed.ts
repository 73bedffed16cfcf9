import { useLayoutEffect } from 'react'

/**
 * Hands what a component rendered to the test after React committed it (`expose`), and returns it: a test reads what
 * is on screen, and the render itself writes nothing outside the component (the React Compiler's rules).
 *
 * @example
 * function Page() {
 *   const list = useExposed(useRestPageApi('/api/products'), (value) => (shown = value))
 *   return <p>{list.items.length}</p>
 * }
 */
export function useExposed<T>(value: T, expose: (value: T) => void): T {
  useLayoutEffect(() => {
    expose(value)
  })
  return value
}
