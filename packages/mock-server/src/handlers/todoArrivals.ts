import type { MockDb } from '../db/createMockDb.ts'
import type { Form } from '../db/apps.ts'
import type { User } from '../db/org.ts'
import type { FormRecord } from '../db/records.ts'
import { formatTime } from '../db/time.ts'

/** The request header that makes to-dos arrive (a test control, as `x-mock-fault` is). */
export const ARRIVE_HEADER = 'x-mock-arrive'
/** Most to-dos one request can make arrive. */
const MOST = 20

/** How many to-dos a request asks to arrive: `x-mock-arrive: <n>`, a whole number from 1 to 20; else 0. */
export function arrivalsAsked(request: Request): number {
  const raw = request.headers.get(ARRIVE_HEADER)
  return raw !== null && /^\d{1,2}$/.test(raw) ? Math.min(Number(raw), MOST) : 0
}

/**
 * Makes `count` to-dos of `form` arrive for `user`, as if a colleague had just sent them: drafted and sent a minute
 * after the latest time the database holds (the seed runs weeks past the mock's clock, and a new arrival must be the
 * newest record, first in the lists' default order), waiting on `user`. The drafter is the first other user of the
 * user's department, else any other user. Returns the records made.
 */
export function arriveTodos(db: MockDb, form: Form, user: User, count: number): FormRecord[] {
  const others = db.org.users.filter((u) => u.id !== user.id)
  const drafter = others.find((u) => u.deptId === user.deptId) ?? (others[0] as User)
  const made: FormRecord[] = []
  for (let i = 0; i < count; i++) {
    const cjsj = later(db)
    const ddsj = cjsj
    const record: FormRecord = {
      id: db.ids.objectId(),
      formId: form.id,
      bt: `${drafter.name}的${form.name}（新到 ${ddsj.slice(11, 16)}）`,
      cjsj,
      cjr: drafter.id,
      zbbm: drafter.deptId,
      status: '流转中',
      handlers: [user.id],
      handled: [{ userId: drafter.id, time: ddsj }],
      ddsj,
      prevHandler: drafter.id,
      workItemId: db.ids.objectId(),
      fields: {
        traveller: drafter.name,
        date: cjsj.slice(0, 10),
        days: '3',
        destination: '日内瓦',
        reason: '项目磋商',
      },
    }
    db.records.push(record)
    made.push(record)
  }
  return made
}

/** A minute after the latest creation, arrival or action time in the database, or the clock's time if later. */
function later(db: MockDb): string {
  let latest = db.clock.now()
  for (const r of db.records)
    for (const time of [r.cjsj, r.ddsj, ...r.handled.map((h) => h.time)]) if (time && time > latest) latest = time
  return formatTime(new Date(Date.parse(`${latest.replace(' ', 'T')}Z`) + 60_000))
}
