import type { Form } from './apps.ts'
import type { Ids } from './ids.ts'
import type { Org, User } from './org.ts'
import type { Random } from './random.ts'
import { formatTime } from './time.ts'

/**
 * Every status a record can have, in the order a flow takes them. 已退回: a draft its handler returned to its drafter,
 * with the reason in `handled`, until submitted again.
 */
export const RECORD_STATUSES = ['草稿', '流转中', '已办结', '已退回'] as const
export type RecordStatus = (typeof RECORD_STATUSES)[number]

/** One filled-in form (a record of a flow form) and where it stands in its flow. */
export interface FormRecord {
  id: string
  formId: string
  /** Title (标题). */
  bt: string
  /** Creation time, `yyyy-MM-dd HH:mm:ss`. */
  cjsj: string
  /** Creator's user id. */
  cjr: string
  /** Host department id (主办部门). */
  zbbm: string
  status: RecordStatus
  /** Users the record waits on (to-do), while in flow. */
  handlers: string[]
  /** Who acted on the record, and when; for an action on a to-do, which one and the opinion given. */
  handled: { userId: string; time: string; action?: 'approve' | 'return'; comment?: string }[]
  /** Arrival time at the current handlers (到达时间), while in flow. */
  ddsj: string | null
  /** User id of the previous handler, while in flow. */
  prevHandler: string | null
  /** The current work item, while in flow (opened with the record id). */
  workItemId: string | null
  /** The form's own fields. */
  fields: Record<string, string>
}

const DESTINATIONS = ['日内瓦', '布鲁塞尔', '新加坡', '维也纳', '内罗毕', '曼谷']
const REASONS = ['参加国际会议', '项目磋商', '技术交流', '培训']

/** One record created at `clock` by `creator`; in flow it waits on `approver`, finished `approver` approved it. */
function makeRecord(
  random: Random,
  ids: Ids,
  form: Form,
  creator: User,
  approver: User,
  status: RecordStatus,
  clock: number,
): FormRecord {
  const cjsj = formatTime(new Date(clock))
  const submitted = formatTime(new Date(clock + random.int(5, 120) * 60_000))
  const approved = formatTime(new Date(clock + random.int(121, 2000) * 60_000))
  const destination = random.pick(DESTINATIONS)
  const inFlow = status === '流转中'
  return {
    id: ids.objectId(),
    formId: form.id,
    bt: `${creator.name}的${form.name}（${destination}）`,
    cjsj,
    cjr: creator.id,
    zbbm: creator.deptId,
    status,
    handlers: inFlow ? [approver.id] : [],
    handled:
      status === '草稿'
        ? []
        : inFlow
          ? [{ userId: creator.id, time: submitted }]
          : [
              { userId: creator.id, time: submitted },
              { userId: approver.id, time: approved },
            ],
    ddsj: inFlow ? submitted : null,
    prevHandler: inFlow ? creator.id : null,
    workItemId: inFlow ? ids.objectId() : null,
    fields: {
      traveller: creator.name,
      date: cjsj.slice(0, 10),
      days: String(random.int(1, 14)),
      destination,
      reason: random.pick(REASONS),
    },
  }
}

/**
 * 60 records per flow form, spread over draft (20%), in flow (45%) and finished (35%), seeded; then, per flow form,
 * the admin's own: 4 drafts, 18 records waiting on the admin (6 of them on 科长一 as well) and 8 the admin approved,
 * so the first user the app shows has something in every list. Each no-flow form gets 24 records (finished at once: no flow).
 */
export function seedRecords(random: Random, ids: Ids, org: Org, forms: Form[], perForm = 60): FormRecord[] {
  const byName = (name: string) => org.users.find((u) => u.name === name) as User
  const drafters = ['张三', '科员一', '汪芳', '李四'].map(byName)
  const approvers = ['科长一', '汪芳'].map(byName)
  const admin = org.users.find((u) => u.id === '1') as User
  const flowForms = forms.filter((f) => f.type === 'flow')
  let clock = Date.UTC(2026, 0, 5, 8, 0, 0)
  const records: FormRecord[] = []
  for (const form of flowForms) {
    for (let i = 0; i < perForm; i++) {
      clock += random.int(1, 600) * 60_000
      const creator = random.pick(drafters)
      const approver = random.pick(approvers.filter((a) => a.id !== creator.id))
      const roll = random.next()
      const status: RecordStatus = roll < 0.2 ? '草稿' : roll < 0.65 ? '流转中' : '已办结'
      records.push(makeRecord(random, ids, form, creator, approver, status, clock))
    }
  }
  const adminPlan: RecordStatus[] = [
    ...Array<RecordStatus>(4).fill('草稿'),
    ...Array<RecordStatus>(18).fill('流转中'),
    ...Array<RecordStatus>(8).fill('已办结'),
  ]
  // Some of the admin's to-dos wait on 科长一 too (或签: any of them may act, the first takes it).
  const kezhang = byName('科长一')
  for (const form of flowForms) {
    for (const [i, status] of adminPlan.entries()) {
      clock += random.int(1, 600) * 60_000
      const creator = status === '草稿' ? admin : random.pick(drafters)
      const record = makeRecord(random, ids, form, creator, admin, status, clock)
      if (status === '流转中' && i % 3 === 0) record.handlers.push(kezhang.id)
      records.push(record)
    }
  }
  for (const form of forms.filter((f) => f.type === 'noFlow')) {
    for (let i = 0; i < 24; i++) {
      clock += random.int(60, 1440) * 60_000
      records.push(noFlowRecord(random, ids, form, random.pick([...drafters, admin]), clock))
    }
  }
  return records
}

const COUNTRIES = ['瑞士', '比利时', '新加坡', '奥地利', '肯尼亚', '泰国']
const MATERIALS = ['国际合作年鉴', '外事工作手册', '多边条约汇编', '出访报告选编', '礼宾工作规范']

/** A record of a no-flow form (出国（境）团组, 借阅记录): filled in once, no flow, so it is finished at once. */
function noFlowRecord(random: Random, ids: Ids, form: Form, creator: User, clock: number): FormRecord {
  const cjsj = formatTime(new Date(clock))
  const day = cjsj.slice(0, 10)
  const loan = form.name === '借阅记录'
  const material = random.pick(MATERIALS)
  const country = random.pick(COUNTRIES)
  const fields: Record<string, string> = loan
    ? {
        borrower: creator.name,
        material,
        date: day,
        returnDate: formatTime(new Date(clock + 14 * 86_400_000)).slice(0, 10),
      }
    : { delegation: `${country}交流团`, country, members: String(random.int(2, 12)), date: day }
  return {
    id: ids.objectId(),
    formId: form.id,
    bt: loan ? `${creator.name}借阅《${material}》` : `${country}交流团（${day}）`,
    cjsj,
    cjr: creator.id,
    zbbm: creator.deptId,
    status: '已办结',
    handlers: [],
    handled: [{ userId: creator.id, time: cjsj }],
    ddsj: null,
    prevHandler: null,
    workItemId: null,
    fields,
  }
}
