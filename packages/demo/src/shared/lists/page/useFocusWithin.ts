import { useEffect, useState, type RefObject } from 'react'

const DIALOG = '[role="dialog"], [role="alertdialog"]'

/**
 * Whether the user works in an element (the list): the focus is in it, or in a dialog opened over it (the record's
 * drawer, a confirmation), from which it comes back. The focus landing anywhere else, or on nothing (`<body>`: a
 * click on the page's background), ends it.
 *
 * @example
 * const section = useRef<HTMLDivElement>(null)
 * const inList = useFocusWithin(section) // holdUpdates: inList
 */
export function useFocusWithin(within: RefObject<HTMLElement | null>) {
  const [inside, setInside] = useState(false)
  useEffect(() => {
    const onFocusIn = ({ target }: FocusEvent) => {
      if (!(target instanceof Element) || target.closest(DIALOG)) return
      setInside(Boolean(within.current?.contains(target)))
    }
    const onFocusOut = ({ relatedTarget }: FocusEvent) => {
      if (relatedTarget !== null) return
      // Where the focus went is known after the event: nowhere, when the page itself has it.
      queueMicrotask(() => {
        if (!document.activeElement || document.activeElement === document.body) setInside(false)
      })
    }
    document.addEventListener('focusin', onFocusIn)
    document.addEventListener('focusout', onFocusOut)
    return () => {
      document.removeEventListener('focusin', onFocusIn)
      document.removeEventListener('focusout', onFocusOut)
    }
  }, [within])
  return inside
}
