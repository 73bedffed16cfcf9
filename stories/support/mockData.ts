import { RECORD_STATUSES, type FormRecord, type MockDb } from 'form-mock-server'

/** The admin (id "1"): the first user the app signs in as, with records in every list. */
export const ADMIN_ID = '1'

/** The form app's lists as the mock serves them (`GET /api/forms/{formId}/<list>`). */
export type FormList = 'drafts' | 'todos' | 'dones' | 'records'

/**
 * Whether the admin sees `record` in `list`, by the mock's rules (its README, "The form app"): drafts are the admin's
 * own; to-dos wait on the admin; done ones the admin acted on; the query list holds the admin's drafts and every
 * record that is not a draft.
 */
function adminSees(list: FormList, record: FormRecord): boolean {
  switch (list) {
    case 'drafts':
      return record.status === '草稿' && record.cjr === ADMIN_ID
    case 'todos':
      return record.status === '流转中' && record.handlers.includes(ADMIN_ID)
    case 'dones':
      return record.status !== '草稿' && record.handled.some((h) => h.userId === ADMIN_ID)
    case 'records':
      return record.cjr === ADMIN_ID || record.status !== '草稿'
  }
}

/** A form of the mock by its name (`出差申请`); throws naming the forms there are. */
export function formByName(db: MockDb, name: string) {
  const form = db.forms.find((f) => f.name === name)
  if (!form)
    throw new Error(`[stories] the mock has no form "${name}"; it has ${db.forms.map((f) => f.name).join(', ')}`)
  return form
}

/** The app 国际合作, which `/` opens. */
export function defaultApp(db: MockDb) {
  const app = db.apps.find((a) => a.name === '国际合作')
  if (!app) throw new Error(`[stories] the mock has no app 国际合作; it has ${db.apps.map((a) => a.name).join(', ')}`)
  return app
}

/** The admin's records of every form of `appId` they may open, by status: what the dashboard counts. */
export function adminCountsByStatus(db: MockDb, appId: string): Record<string, number> {
  const forms = new Set(db.forms.filter((f) => f.appId === appId).map((f) => f.id))
  const counts: Record<string, number> = Object.fromEntries(RECORD_STATUSES.map((status) => [status, 0]))
  for (const r of db.records)
    if (forms.has(r.formId) && adminSees('records', r)) counts[r.status] = (counts[r.status] ?? 0) + 1
  return counts
}

/** The admin's records of `formId` in `list`, newest first (the lists' default order). */
export function adminRecords(db: MockDb, formId: string, list: FormList): FormRecord[] {
  return db.records
    .filter((r) => r.formId === formId && adminSees(list, r))
    .sort((a, b) => b.cjsj.localeCompare(a.cjsj))
}

/** A title far longer than any column: a designer checks it wraps or truncates without breaking the row. */
export const LONG_TITLE =
  '关于二〇二六年度赴瑞士日内瓦参加国际劳工组织第一百一十四届国际劳工大会暨相关双边会谈并顺访奥地利维也纳联合国工业发展组织总部开展技术合作磋商的出差申请（含随行人员名单、日程安排与经费预算说明）'

/** Gives the newest record of the admin's `list` (the first row) the long title. */
export function giveLongTitle(db: MockDb, formId: string, list: FormList): FormRecord {
  const [first] = adminRecords(db, formId, list)
  if (!first) throw new Error(`[stories] the admin's ${list} of form ${formId} is empty: nothing to retitle`)
  first.bt = LONG_TITLE
  return first
}

/**
 * Grows the admin's `list` of `formId` to `total` records, copies of its newest with new ids, titles numbered and
 * creation times a minute apart (older than every seeded one), so paging and sorting have real work.
 */
export function growList(db: MockDb, formId: string, list: FormList, total: number): void {
  const existing = adminRecords(db, formId, list)
  const template = existing[0]
  if (!template) throw new Error(`[stories] the admin's ${list} of form ${formId} is empty: nothing to copy`)
  const start = Date.UTC(2025, 0, 1, 0, 0, 0)
  for (let i = existing.length; i < total; i++) {
    const time = new Date(start - i * 60_000).toISOString().replace('T', ' ').slice(0, 19)
    db.records.push({
      ...template,
      id: db.ids.objectId(),
      bt: `${template.bt.replace(/（.*$/, '')}（第 ${i + 1} 份）`,
      cjsj: time,
      ddsj: template.ddsj === null ? null : time,
      workItemId: template.workItemId === null ? null : db.ids.objectId(),
      handlers: [...template.handlers],
      handled: template.handled.map((h) => ({ ...h })),
      fields: { ...template.fields },
    })
  }
}
