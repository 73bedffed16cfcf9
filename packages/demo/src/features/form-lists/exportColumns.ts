import type { CsvColumn } from '../lists/toCsv.ts'
import { fieldLabel, type FormRecordRow } from './formRecord.ts'
import type { ListKindInfo } from './kinds.ts'

/** The columns of a list's CSV: the title, the form's fields, then the people, the status and the times. */
export function exportColumns(info: ListKindInfo): CsvColumn<FormRecordRow>[] {
  return [
    { header: '标题', value: (r) => r.bt },
    ...info.fieldKeys.map((key) => ({ header: fieldLabel(key), value: (r: FormRecordRow) => r.fields?.[key] })),
    { header: '状态', value: (r) => r.status },
    { header: info.creatorLabel, value: (r) => r.cjrName },
    { header: '创建人部门', value: (r) => r.cjrDeptName },
    { header: '主办部门', value: (r) => r.zbbmName },
    { header: info.timeLabel, value: (r) => r.cjsj },
    ...(info.kind === 'todo' ? [{ header: '到达时间', value: (r: FormRecordRow) => r.ddsj }] : []),
    ...(info.kind === 'done' ? [{ header: '办理时间', value: (r: FormRecordRow) => r.blsj }] : []),
  ]
}
