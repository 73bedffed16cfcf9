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
}

/**
 * What became of actions that waited to be sent, told when their answers come (a to-do someone else handled
 * meanwhile, a refusal), each with the choice: 知道了, or 查看 the record. A polite live region, so a notice arriving
 * while the user is elsewhere in the page is said; nothing while there is none.
 *
 * @example
 * <SyncNotices notices={notices} onDismiss={dismiss} onView={open} />
 */
export function SyncNotices({ notices, onDismiss, onView }: SyncNoticesProps) {
  return (
    <div className="sync-notices" role="status" aria-live="polite" aria-label="离线操作的结果">
      {notices.map((notice) => (
        <div key={notice.id} className={`sync-notice sync-notice--${notice.tone ?? 'info'}`}>
          <p className="sync-notice__text">{notice.text}</p>
          <div className="sync-notice__actions">
            {onView && (
              <button type="button" className="btn btn-link" onClick={() => onView(notice.id)}>
                查看
              </button>
            )}
            <button type="button" className="btn" onClick={() => onDismiss(notice.id)}>
              知道了
            </button>
          </div>
        </div>
      ))}
    </div>
  )
}
