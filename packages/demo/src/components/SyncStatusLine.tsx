import './SyncStatusLine.css'

export interface SyncStatusLineProps {
  /** How many of the user's actions wait to be sent (the store's outbox). */
  waiting: number
  /** Whether the browser has a connection (`navigator.onLine`). */
  online: boolean
}

/** What the line says, or `''` when there is nothing to say (online, nothing waiting). */
export function syncStatusText({ waiting, online }: SyncStatusLineProps): string {
  if (!online)
    return waiting > 0
      ? `离线 · 待同步 ${waiting} 项，联网后自动发送。`
      : '离线 · 显示的是上次打开时的内容，联网后自动更新。'
  return waiting > 0 ? `待同步 ${waiting} 项 · 正在发送…` : ''
}

/**
 * The app's one line about its connection: offline, and how many actions wait to be sent (待同步 n 项). A polite live
 * region that is always in the page, so each change is said; while online with nothing waiting it takes no room,
 * shows nothing, and is no `status` (a page's own status line stays the one a test or a user finds by that role).
 *
 * @example
 * <SyncStatusLine waiting={outbox.count} online={online} />
 */
export function SyncStatusLine(props: SyncStatusLineProps) {
  const text = syncStatusText(props)
  return (
    <p
      className="sync-status"
      role={text ? 'status' : undefined}
      aria-label={text ? '同步状态' : undefined}
      aria-live="polite"
      tabIndex={-1}
      data-shown={text ? true : undefined}
      data-offline={props.online ? undefined : true}
    >
      {text && (
        <>
          <span className="sync-status__mark" aria-hidden="true" />
          {text}
        </>
      )}
    </p>
  )
}
