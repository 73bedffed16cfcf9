import { useEffect, useRef, useState } from 'react'

/**
 * An action asked for now and done after a render not made yet: the focus on a row that a reload brings, a line said
 * once the rows it speaks of show. The function returned keeps the request (from an event, or a promise that
 * settled) and renders; after each commit from then on, `run(value)` runs as soon as `ready(value)` holds (default: at
 * once), and once per request. A new request replaces one not served yet.
 *
 * A request served stays in the state, remembered as served in a ref that only the effect reads: clearing it from the
 * effect cost a second render of the page (what `react-hooks/set-state-in-effect` refuses).
 *
 * @example
 * const focusAfter = useAfterRender((failed: boolean) => (failed ? errorPanel : section).current?.focus())
 * void reload().then((page) => focusAfter(!page))
 */
export function useAfterRender<T>(
  run: (value: T) => void,
  ready: (value: T) => boolean = () => true,
): (value: T) => void {
  const [request, setRequest] = useState<{ value: T } | null>(null)
  const served = useRef<{ value: T } | null>(null)
  // After every commit: what `run` and `ready` read (rows, refs) is as the last render left it.
  useEffect(() => {
    if (request === null || served.current === request || !ready(request.value)) return
    served.current = request
    run(request.value)
  })
  return (value: T) => setRequest({ value })
}
