import { useId, useRef, type ReactNode } from 'react'
import { createPortal } from 'react-dom'
import { keepFocus, useFocusTrap } from './useFocusTrap.ts'
import './overlay.css'
import './Dialog.css'

export interface DialogProps {
  title: ReactNode
  /** Called on Escape and on the backdrop; omit it for a dialog that must be answered. Default: none. */
  onClose?: (() => void) | undefined
  children?: ReactNode | undefined
  footer?: ReactNode | undefined
  /** `alertdialog` for confirmations. Default `dialog`. */
  role?: 'dialog' | 'alertdialog' | undefined
  /** Id of the element that describes the dialog. Default: none. */
  describedBy?: string | undefined
  /** Where focus goes on close, told what opened the dialog (`null` when it has left the page). Default: that. */
  returnFocus?: ((opener: HTMLElement | null) => HTMLElement | null | undefined) | undefined
}

/** A centred modal dialog with a focus trap. Render it only while open. */
export function Dialog({ title, onClose, children, footer, role = 'dialog', describedBy, returnFocus }: DialogProps) {
  const ref = useRef<HTMLDivElement>(null)
  const titleId = useId()
  useFocusTrap(ref, () => onClose?.(), returnFocus)
  return createPortal(
    <>
      <div className="overlay dialog-overlay" onClick={onClose} onMouseDown={keepFocus} aria-hidden="true" />
      <div
        ref={ref}
        className="dialog"
        role={role}
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={describedBy}
        tabIndex={-1}
      >
        <div className="dialog-header">
          <h2 id={titleId} className="dialog-title">
            {title}
          </h2>
        </div>
        <div className="dialog-body">{children}</div>
        {footer && <div className="dialog-footer">{footer}</div>}
      </div>
    </>,
    document.body,
  )
}
