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
 * The app's one line about its connection: offline, and how many actions wait to be sent (待同步 n 项), a polite
 * `status` named 同步状态. Nothing at all while online with nothing waiting: a page has one live region, its own
 * status line (issue 22), and this one only joins it while there is something to say about the connection.
 *
 * @example
 * <SyncStatusLine waiting={outbox.count} online={online} />
 */
export function SyncStatusLine(props: SyncStatusLineProps) {
  const text = syncStatusText(props)
  if (!text) return null
  return (
    <p
      className="sync-status"
      role="status"
      aria-label="同步状态"
      aria-live="polite"
      tabIndex={-1}
      data-offline={props.online ? undefined : true}
    >
      <span className="sync-status__mark" aria-hidden="true" />
      {text}
    </p>
  )
}
