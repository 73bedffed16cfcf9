/** A record as the form app's lists answer it (`GET /api/forms/{formId}/todos` and the others). */
export interface FormRecordRow {
  id: string
  formId: string
  /** Title (标题). */
  bt: string
  /** Creation (draft) time, `yyyy-MM-dd HH:mm:ss`. */
  cjsj: string
  /** Creator's user id. */
  cjr: string
  /** Host department id (主办部门). */
  zbbm: string
  status: RecordStatus
  /** Arrival time at the current handler (到达时间), while in flow. */
  ddsj: string | null
  /** The current work item, while in flow. */
  workItemId: string | null
  fields: Record<string, string>
  flowName: string
  cjrName: string | null
  cjrDeptName: string
  zbbmName: string
  prevHandlerName: string | null
  /** Who it waits on now, while in flow (the to-do's handlers). */
  handlerNames?: (string | null)[]
  /** When the signed-in user last acted on it (办理时间). */
  blsj: string | null
  /** The actions taken on it as a to-do (办理记录), oldest first. */
  opinions?: { name: string | null; time: string; action: 'approve' | 'return'; comment: string }[]
}

/** 已退回: a draft its handler returned, its drafter's to edit and submit again (the reason in `opinions`). */
export type RecordStatus = '草稿' | '流转中' | '已办结' | '已退回'

/** Labels of the forms' own fields, in the order they are shown. */
export const FIELD_LABELS: Readonly<Record<string, string>> = {
  traveller: '出差人',
  destination: '目的地',
  date: '日期',
  days: '天数',
  reason: '事由',
  delegation: '团组名称',
  country: '出访国家',
  members: '人数',
  borrower: '借阅人',
  material: '资料名称',
  returnDate: '归还日期',
}

/** The label of a field, or its key when the app has none. */
export const fieldLabel = (key: string) => FIELD_LABELS[key] ?? key
