import type { MockDb } from './createMockDb.ts'
import type { User } from './org.ts'
import type { FormRecord } from './records.ts'

/** A record as the lists show it: its fields plus the names the pages display. */
export function recordView(db: MockDb, record: FormRecord, user?: User) {
  const name = (id: string | null) => (id === null ? null : (db.org.users.find((u) => u.id === id)?.name ?? id))
  const creator = db.org.users.find((u) => u.id === record.cjr)
  const mine = user ? [...record.handled].reverse().find((h) => h.userId === user.id) : undefined
  return {
    ...record,
    flowName: db.forms.find((f) => f.id === record.formId)?.name ?? '',
    cjrName: name(record.cjr),
    cjrDeptName: db.org.departments.find((d) => d.id === creator?.deptId)?.name ?? '',
    zbbmName: db.org.departments.find((d) => d.id === record.zbbm)?.name ?? '',
    prevHandlerName: name(record.prevHandler),
    /** Who it waits on now, while in flow (待办 of whom). */
    handlerNames: record.handlers.map(name),
    /** When the asking user last acted on it (handled time, for the done list). */
    blsj: mine?.time ?? null,
    /** The actions taken on it as a to-do, oldest first: who, when, what, and the opinion given. */
    opinions: record.handled
      .filter((h) => h.action)
      .map((h) => ({ name: name(h.userId), time: h.time, action: h.action, comment: h.comment ?? '' })),
  }
}
