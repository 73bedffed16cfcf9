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
  // A to-do opens with the record id and its work item id (domain notes): shown for whoever follows it up.
  if (record.workItemId) rows.push(['工作项', <code key="work">{record.workItemId}</code>])
  if (record.blsj) rows.push(['办理时间', record.blsj])
  for (const [key, value] of Object.entries(record.fields ?? {})) rows.push([fieldLabel(key), value || '—'])
  return (
    <dl className="kv">
      {rows.map(([label, value]) => (
        <div key={label} style={{ display: 'contents' }}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  )
}
