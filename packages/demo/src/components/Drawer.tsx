import { useEffect, useId, useRef, type ReactNode } from 'react'
import { createPortal } from 'react-dom'
import { keepFocus, useFocusTrap } from './useFocusTrap.ts'
import './overlay.css'
import './Drawer.css'

export interface DrawerProps {
  /** The heading, also the drawer's accessible name. */
  title: ReactNode
  /** Called on the close button, Escape and a click on the backdrop. */
  onClose: () => void
  children?: ReactNode | undefined
  /** Buttons along the bottom. Default: none. */
  footer?: ReactNode | undefined
  /**
   * When it changes, the heading takes the focus (the drawer moved on to another record: a screen reader reads its
   * title). Default: none.
   */
  focusTitleOn?: string | undefined
  /**
   * Where focus goes on close, told what opened the drawer (`null` when it has left the page). Default: what opened
   * it.
   */
  returnFocus?: ((opener: HTMLElement | null) => HTMLElement | null | undefined) | undefined
}

/**
 * A modal side panel (a dialog): focus moves in and stays inside until it closes, Escape and the backdrop close it,
 * and focus returns to what opened it. Render it only while open.
 */
export function Drawer({ title, onClose, children, footer, focusTitleOn, returnFocus }: DrawerProps) {
  const ref = useRef<HTMLDivElement>(null)
  const heading = useRef<HTMLHeadingElement>(null)
  const titleId = useId()
  useFocusTrap(ref, onClose, returnFocus)
  const shownFor = useRef(focusTitleOn)
  useEffect(() => {
    if (shownFor.current === focusTitleOn) return
    shownFor.current = focusTitleOn
    heading.current?.focus()
  }, [focusTitleOn])
  return createPortal(
    <>
      <div className="overlay" onClick={onClose} onMouseDown={keepFocus} aria-hidden="true" />
      <div ref={ref} className="drawer" role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1}>
        <div className="drawer-header">
          <h2 ref={heading} id={titleId} className="drawer-title" tabIndex={-1}>
            {title}
          </h2>
          <button type="button" className="btn btn-ghost btn-sm" onClick={onClose} aria-label="关闭">
            ✕
          </button>
        </div>
        <div className="drawer-body">{children}</div>
        {footer && <div className="drawer-footer">{footer}</div>}
      </div>
    </>,
    document.body,
  )
}
