import type { MockDb } from './createMockDb.ts'
import type { User } from './org.ts'
import type { FormRecord } from './records.ts'
import { formatTime } from './time.ts'

const DESTINATIONS = ['日内瓦', '布鲁塞尔', '新加坡', '维也纳']
const DRAFTERS = ['张三', '科员一', '汪芳', '李四']

export interface ArrivalOptions {
  /** Who the new to-do waits on. Default: the admin (`'1'`). */
  userId?: string
  /** The flow form it is a record of. Default: the first flow form (出差申请). */
  formId?: string
}

/**
 * A to-do arrives, as when someone submits a draft to its approver: a record of a flow form, in flow, waiting on
 * `userId`, drafted and submitted by one of the drafters (not the handler) a minute after the latest time the
 * database holds (the seed runs past the mock's clock, and an arrival must be the newest record, first in the lists'
 * default order). Returns it, or a message saying why it could not be made.
 *
 * @example
 * const todo = arriveTodo(db, { userId: '1' })
 */
export function arriveTodo(db: MockDb, options: ArrivalOptions = {}): FormRecord | string {
  const userId = options.userId ?? '1'
  const handler = db.org.users.find((u) => u.id === userId)
  if (!handler) return `no user with id ${userId}`
  const form = db.forms.find((f) => f.type === 'flow' && (options.formId === undefined || f.id === options.formId))
  if (!form) return `no flow form with id ${String(options.formId)}`
  const arrived = db.records.filter((r) => r.formId === form.id && r.bt.endsWith('·新到）')).length
  const drafters = DRAFTERS.map((name) => db.org.users.find((u) => u.name === name)).filter(
    (u): u is User => u !== undefined && u.id !== userId,
  )
  const drafter = drafters[arrived % drafters.length] as User
  const destination = DESTINATIONS[arrived % DESTINATIONS.length] as string
  const cjsj = later(db)
  const submitted = cjsj
  const record: FormRecord = {
    id: db.ids.objectId(),
    formId: form.id,
    bt: `${drafter.name}的${form.name}（${destination}·新到）`,
    cjsj,
    cjr: drafter.id,
    zbbm: drafter.deptId,
    status: '流转中',
    handlers: [handler.id],
    handled: [{ userId: drafter.id, time: submitted }],
    ddsj: submitted,
    prevHandler: drafter.id,
    workItemId: db.ids.objectId(),
    fields: { traveller: drafter.name, date: cjsj.slice(0, 10), days: '3', destination, reason: '项目磋商' },
  }
  db.records.push(record)
  return record
}

/** A minute after the latest creation, arrival or action time in the database, or the clock's time if later. */
function later(db: MockDb): string {
  let latest = db.clock.now()
  for (const r of db.records)
    for (const time of [r.cjsj, r.ddsj, ...r.handled.map((h) => h.time)]) if (time && time > latest) latest = time
  return formatTime(new Date(Date.parse(`${latest.replace(' ', 'T')}Z`) + 60_000))
}
