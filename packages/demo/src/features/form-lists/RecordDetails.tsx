import { fieldLabel, type FormRecordRow } from './formRecord.ts'
import { StatusBadge } from './StatusBadge.tsx'

/** A record's details as a description list: title, status, people, times, then the form's own fields. */
export function RecordDetails({ record }: { record: FormRecordRow }) {
  const rows: [string, React.ReactNode][] = [
    ['标题', record.bt],
    ['状态', <StatusBadge key="status" status={record.status} />],
    ['流程', record.flowName || '—'],
    ['创建人', record.cjrName ?? '—'],
    ['创建人部门', record.cjrDeptName || '—'],
    ['主办部门', record.zbbmName || '—'],
    ['创建时间', record.cjsj],
  ]
  if (record.ddsj) rows.push(['到达时间', record.ddsj])
  if (record.prevHandlerName) rows.push(['上一处理人', record.prevHandlerName])
  if (record.blsj) rows.push(['办理时间', record.blsj])
  for (const [key, value] of Object.entries(record.fields ?? {})) rows.push([fieldLabel(key), value || '—'])
  for (const [i, o] of (record.opinions ?? []).entries())
    rows.push([
      i === 0 ? '办理记录' : '',
      `${o.name ?? '—'} ${o.action === 'approve' ? '同意' : '退回'}（${o.time}）${o.comment ? `：${o.comment}` : ''}`,
    ])
  return (
    <dl className="kv">
      {rows.map(([label, value], i) => (
        <div key={`${label}${i}`} style={{ display: 'contents' }}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  )
}
