import type { RecordStatus } from './formRecord.ts'

const TONE: Record<RecordStatus, string> = {
  草稿: '',
  流转中: 'badge-info',
  已办结: 'badge-success',
  已退回: 'badge-warning',
}

/** A record's status as a coloured label. */
export function StatusBadge({ status }: { status: RecordStatus }) {
  return <span className={`badge ${TONE[status] ?? ''}`}>{status}</span>
}
