import type { FormRecordRow } from './formRecord.ts'
import { StatusBadge } from './StatusBadge.tsx'
import './RecordStatusCell.css'

/** Why a returned draft came back: the last 退回's opinion, and who gave it. */
export function returnReason(record: Pick<FormRecordRow, 'status' | 'opinions'>) {
  if (record.status !== '已退回') return undefined
  return [...(record.opinions ?? [])].reverse().find((o) => o.action === 'return')
}

/**
 * A record's status in a list's row: its badge, and for a returned draft (已退回) the reason and who returned it, so
 * the drafter sees in the list which draft came back and why, without opening it.
 */
export function RecordStatusCell({ record }: { record: Pick<FormRecordRow, 'status' | 'opinions'> }) {
  const reason = returnReason(record)
  if (!reason) return <StatusBadge status={record.status} />
  const text = `退回原因：${reason.comment || '（未写明）'}`
  return (
    <span className="status-returned">
      <StatusBadge status={record.status} />
      <span className="status-returned__reason" title={`${text}（${reason.name ?? '—'} ${reason.time}）`}>
        {text}
        <span className="status-returned__by">
          {reason.name ?? '—'} · {reason.time.slice(5, 16)}
        </span>
      </span>
    </span>
  )
}
