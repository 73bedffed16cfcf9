import { useId, type ReactNode } from 'react'
import { Dialog } from './Dialog.tsx'

export interface ConfirmDialogProps {
  title: ReactNode
  /** What will happen, in words. */
  message: ReactNode
  /** Text of the confirming button. Default `确定`. */
  confirmLabel?: string | undefined
  /** Text of the cancelling button. Default `取消`. */
  cancelLabel?: string | undefined
  /** A red confirming button, for deletions. Default `false`. */
  danger?: boolean | undefined
  /** While true the buttons are disabled and the confirming one says so. Default `false`. */
  busy?: boolean | undefined
  /** A failure to show above the buttons (the dialog stays open). Default: none. */
  error?: ReactNode | undefined
  onConfirm: () => void
  onCancel: () => void
  /** Where focus goes on close (see `Dialog`): after a delete, what opened the dialog is gone. Default: that. */
  returnFocus?: ((opener: HTMLElement | null) => HTMLElement | null | undefined) | undefined
}

/** Asks before an action that cannot be undone. Focus starts on Cancel, the safe choice. */
export function ConfirmDialog({
  title,
  message,
  confirmLabel = '确定',
  cancelLabel = '取消',
  danger = false,
  busy = false,
  error,
  onConfirm,
  onCancel,
  returnFocus,
}: ConfirmDialogProps) {
  const messageId = useId()
  return (
    <Dialog
      title={title}
      role="alertdialog"
      describedBy={messageId}
      onClose={busy ? undefined : onCancel}
      returnFocus={returnFocus}
      footer={
        <>
          <button type="button" className="btn" onClick={onCancel} disabled={busy} data-autofocus>
            {cancelLabel}
          </button>
          <button
            type="button"
            className={danger ? 'btn btn-danger-solid' : 'btn btn-primary'}
            onClick={onConfirm}
            disabled={busy}
          >
            {busy ? '处理中…' : confirmLabel}
          </button>
        </>
      }
    >
      <p id={messageId} style={{ margin: 0 }}>
        {message}
      </p>
      {error && (
        <p className="notice notice-error" role="alert">
          {error}
        </p>
      )}
    </Dialog>
  )
}
