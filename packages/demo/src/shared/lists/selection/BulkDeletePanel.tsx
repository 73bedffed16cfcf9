import { useEffect, useLayoutEffect, useRef } from 'react'
import { isRestError } from 'use-rest-page-api'
import { describeError } from '../../../components/describeError.ts'
import { ProgressBar } from '../../../components/ProgressBar.tsx'
import { useAnnounce } from '../page/StatusLine.tsx'
import type { BulkDeleteState } from './useBulkDelete.ts'
import './selection.css'

/** Why a record was not deleted, in a few words: gone already, not the user's, or what the request met. */
export function deleteFailureReason(error: unknown): string {
  if (isRestError(error, 'notFound')) return '已不存在，可能已在别处删除'
  if (isRestError(error, 'forbidden')) return '你无权删除它'
  return describeError(error).title
}

export interface BulkDeletePanelProps<TRow> {
  state: BulkDeleteState<TRow>
  /** What a record is called (`草稿`) and counted as (`份`). */
  noun: string
  unit: string
  nameOf: (row: TRow) => string
  stop: () => void
  dismiss: () => void
  /** The status line, where the focus goes when all went well (it says so). */
  statusLine: () => HTMLElement | null
}

/**
 * A bulk delete under way and its outcome: while it reads what matches and while it deletes, a progress bar with
 * 停止 (focused: the dialog that started it is gone); afterwards the status line says how many went, and when some
 * did not, a summary here names each with why, and takes the focus.
 */
export function BulkDeletePanel<TRow>({
  state,
  noun,
  unit,
  nameOf,
  stop,
  dismiss,
  statusLine,
}: BulkDeletePanelProps<TRow>) {
  const say = useAnnounce()
  const stopButton = useRef<HTMLButtonElement>(null)
  const summary = useRef<HTMLDivElement>(null)
  const running = state.status === 'reading' || state.status === 'deleting'
  useLayoutEffect(() => {
    if (running && (!document.activeElement || document.activeElement === document.body)) stopButton.current?.focus()
  }, [running])
  useEffect(() => {
    if (state.status !== 'finished') return
    const { deleted, failed, stopped, notSent } = state
    const parts = [`已删除 ${deleted} ${unit}${noun}`]
    if (failed.length) parts.push(`${failed.length} ${unit}没有删除，原因见列表上方`)
    if (stopped) parts.push(notSent ? `已停止，其余 ${notSent} ${unit}没有发送` : '已停止')
    say(`${parts.join('；')}。`)
    if (failed.length) summary.current?.focus()
    else statusLine()?.focus()
  }, [state, noun, unit, say, statusLine])

  // 知道了: the summary goes, the status line (which said the outcome) takes the focus.
  const close = () => {
    statusLine()?.focus()
    dismiss()
  }
  if (running) {
    const reading = state.status === 'reading'
    const done = reading ? state.loaded : state.settled
    return (
      <div className="bulk-delete" aria-busy="true">
        <strong className="bulk-delete__title">正在删除所选{noun}</strong>
        <ProgressBar label="删除进度" value={reading ? undefined : done} max={Math.max(state.total, 1)} large />
        <span className="muted">
          {reading
            ? `正在找出要删除的${noun}：${state.total ? `${done} / ${state.total}` : '第一页…'}`
            : `已处理 ${done} / ${state.total} ${unit}${noun}`}
        </span>
        <button ref={stopButton} type="button" className="btn" onClick={stop}>
          停止
        </button>
      </div>
    )
  }
  if (state.status === 'failed')
    return (
      <div className="bulk-delete notice notice-error" role="alert">
        <span>
          {describeError(state.error).title}：没有找出要删除的{noun}，一{unit}也没有删除。
        </span>
        <button type="button" className="btn btn-link" onClick={close}>
          知道了
        </button>
      </div>
    )
  if (state.status !== 'finished' || state.failed.length === 0) return null
  return (
    <div ref={summary} className="bulk-delete-summary notice notice-error" role="alert" tabIndex={-1}>
      <p className="bulk-delete-summary__title">
        已删除 {state.deleted} {unit}，{state.failed.length} {unit}
        {noun}没有删除：
      </p>
      <ul>
        {state.failed.map(({ row, error }, i) => (
          <li key={i}>
            “{nameOf(row)}”：{deleteFailureReason(error)}
          </li>
        ))}
      </ul>
      <button type="button" className="btn btn-link" onClick={close}>
        知道了
      </button>
    </div>
  )
}
