import { useLayoutEffect, useRef } from 'react'
import './SyncNotices.css'

/** One thing that happened to an action sent after it was made (offline, or while someone else acted). */
export interface SyncNotice {
  id: string
  /** What happened, in words (`“出差申请 3”：科长一已于 … 同意了这份待办，不需要你再办理。`). */
  text: string
  /** News (someone else got there first) or a failure. Default `info`. */
  tone?: 'info' | 'error' | undefined
}

export interface SyncNoticesProps {
  notices: readonly SyncNotice[]
  /** 知道了: the notice goes. */
  onDismiss: (id: string) => void
  /** 查看: opens the record the notice is about; absent, no 查看. */
  onView?: ((id: string) => void) | undefined
  /** Where the focus goes when the last notice is dismissed with it. Default: nowhere (the browser's choice). */
  returnFocus?: (() => HTMLElement | null | undefined) | undefined
}

/**
 * What became of actions that waited to be sent, told when their answers come (a to-do someone else handled
 * meanwhile, a refusal), each with the choice: 知道了, or 查看 the record: a polite `status` named 离线操作的结果, so a
 * notice arriving while the user is elsewhere in the page is said. Nothing while there is none (a page has one live
 * region, its own status line). 知道了 moves the focus to the next notice's 知道了, after the last one to
 * `returnFocus`.
 *
 * @example
 * <SyncNotices notices={notices} onDismiss={dismiss} onView={open} />
 */
export function SyncNotices({ notices, onDismiss, onView, returnFocus }: SyncNoticesProps) {
  const region = useRef<HTMLDivElement>(null)
  // The place of a notice dismissed from its own button: the focus goes on from there once it has gone.
  const dismissedAt = useRef<number | null>(null)
  useLayoutEffect(() => {
    const at = dismissedAt.current
    if (at === null) return
    dismissedAt.current = null
    const buttons = region.current?.querySelectorAll<HTMLButtonElement>('[data-dismiss]') ?? []
    const next = buttons[Math.min(at, buttons.length - 1)]
    if (next) next.focus()
    else returnFocus?.()?.focus()
  }, [notices, returnFocus])
  if (notices.length === 0) return null
  return (
    <div ref={region} className="sync-notices" role="status" aria-label="离线操作的结果" aria-live="polite">
      {notices.map((notice, index) => (
        <div key={notice.id} className={`sync-notice sync-notice--${notice.tone ?? 'info'}`}>
          <p className="sync-notice__text">{notice.text}</p>
          <div className="sync-notice__actions">
            {onView && (
              <button type="button" className="btn btn-link" onClick={() => onView(notice.id)}>
                查看
              </button>
            )}
            <button
              type="button"
              className="btn"
              data-dismiss
              onClick={() => {
                dismissedAt.current = index
                onDismiss(notice.id)
              }}
            >
              知道了
            </button>
          </div>
        </div>
      ))}
    </div>
  )
}
