import { useLayoutEffect, useState, type RefObject } from 'react'

/** How many columns a CSS grid lays out now: `Infinity` when the element is not a grid (a phone's column). */
function countColumns(element: HTMLElement): number {
  const style = getComputedStyle(element)
  if (style.display !== 'grid') return Infinity
  const tracks = style.gridTemplateColumns.trim()
  return tracks && tracks !== 'none' ? tracks.split(/\s+/).length : Infinity
}

/**
 * The number of columns of an `auto-fill` grid, read from the browser's layout and again whenever the element is
 * resized, so a form can tell what its first row holds at any width.
 *
 * @example
 * const columns = useGridColumns(bodyRef) // 5 at 1280 px, Infinity on a phone
 */
export function useGridColumns(ref: RefObject<HTMLElement | null>): number {
  const [columns, setColumns] = useState(Infinity)
  useLayoutEffect(() => {
    const element = ref.current
    if (!element) return
    const measure = () => setColumns(countColumns(element))
    measure()
    if (typeof ResizeObserver != 'function') return
    const observer = new ResizeObserver(measure)
    observer.observe(element)
    return () => observer.disconnect()
  }, [ref])
  return columns
}
