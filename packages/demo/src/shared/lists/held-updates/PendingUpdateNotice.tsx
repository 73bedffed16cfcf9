import { useId } from 'react'
import './pendingUpdate.css'

export interface PendingUpdateNoticeProps {
  /** What the held-back reload brings (`有 2 条新待办`); `null`: nothing is held, nothing is shown. */
  text: string | null
  /** Shows the held-back rows (刷新). */
  onApply: () => void
}

/**
 * "有 N 条新待办 · 刷新" above a list whose reload is held back while the user works in it (a selection, the focus in
 * the list, an open drawer): the rows stay where they are until 刷新. Not a live region: the page's status line says
 * it (`useHeldUpdates`).
 */
export function PendingUpdateNotice({ text, onApply }: PendingUpdateNoticeProps) {
  const id = useId()
  if (text === null) return null
  return (
    <div className="pending-update">
      <span id={id} className="pending-update__text">
        {text}
      </span>
      <span className="pending-update__dot" aria-hidden="true">
        ·
      </span>
      <button type="button" className="btn btn-link pending-update__apply" aria-describedby={id} onClick={onApply}>
        刷新
      </button>
    </div>
  )
}
