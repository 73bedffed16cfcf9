import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react'

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])'

/**
 * A backdrop's `onMouseDown`: a click on it leaves the focus where it was (the field being typed in), instead of
 * moving it to `<body>`, so a question it asks can give it back.
 */
export const keepFocus = (event: { preventDefault: () => void }) => event.preventDefault()

/** The elements of `root` that Tab reaches, in order. */
export function focusableIn(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => !el.closest('[inert]'))
}

/**
 * Keeps focus inside `ref` while it is mounted: focuses the element marked `data-autofocus` (or the first focusable,
 * or the container), wraps Tab and Shift+Tab, calls `onEscape` on Escape, and gives focus back to the element that
 * had it when the trap closes, or to what `returnFocus` names instead: it is told that element (`null` when it has
 * left the page, as the row of a to-do just handled).
 *
 * Focus goes back in a layout effect's clean-up, while the trap's elements are still in the page: a passive effect
 * runs after they are removed, and the browser has by then put the focus on `<body>`, where a test or a screen
 * reader could find it (the flaky "focus back on the row" test of the list page).
 */
export function useFocusTrap(
  ref: RefObject<HTMLElement | null>,
  onEscape: () => void,
  returnFocus?: (opener: HTMLElement | null) => HTMLElement | null | undefined,
): void {
  const escape = useRef(onEscape)
  const fallback = useRef(returnFocus)
  useEffect(() => {
    escape.current = onEscape
    fallback.current = returnFocus
  })
  useLayoutEffect(() => {
    const root = ref.current
    if (!root) return
    const previous = document.activeElement as HTMLElement | null
    const first = root.querySelector<HTMLElement>('[data-autofocus]') ?? focusableIn(root)[0] ?? root
    first.focus()
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.stopPropagation()
        escape.current()
        return
      }
      if (event.key !== 'Tab') return
      const items = focusableIn(root)
      if (items.length === 0) {
        event.preventDefault()
        root.focus()
        return
      }
      const head = items[0] as HTMLElement
      const tail = items[items.length - 1] as HTMLElement
      const active = document.activeElement
      if (event.shiftKey && (active === head || active === root)) {
        event.preventDefault()
        tail.focus()
      } else if (!event.shiftKey && active === tail) {
        event.preventDefault()
        head.focus()
      }
    }
    root.addEventListener('keydown', onKeyDown)
    return () => {
      root.removeEventListener('keydown', onKeyDown)
      const opener = previous && previous !== document.body && previous.isConnected ? previous : null
      const back = fallback.current ? fallback.current(opener) : opener
      back?.focus()
    }
  }, [ref])
}
