import { expect, it } from 'vitest'
import { ORIGIN, setupMockApi } from '../../../../test/mockApi.ts'

const api = setupMockApi()
const user = (name: string) => api.db.org.users.find((u) => u.name === name)!
const trip = () => api.db.forms.find((f) => f.name === '出差申请')!
const call = async (method: string, path: string, as = '1', body?: unknown) => {
  const res = await fetch(`${ORIGIN}${path}`, {
    method,
    headers: { 'sinoform-current-user-id': as, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  })
  const text = await res.text()
  return { status: res.status, body: text ? JSON.parse(text) : undefined }
}
type Row = { id: string; status: string; bt: string; blsj: string | null; opinions: { comment: string }[] }
const list = async (name: string, as: string, query = 'size=200') =>
  (await call('GET', `/api/forms/${trip().id}/${name}?${query}`, as)).body.content as Row[]
const newDraft = async (bt = '赴日内瓦参加国际会议') =>
  (await call('POST', `/api/forms/${trip().id}/drafts`, '1', { bt, fields: { destination: '日内瓦' } })).body
    .id as string
const submit = (id: string, as = '1', body: unknown = { action: 'submit' }) =>
  call('POST', `/api/forms/${trip().id}/drafts/${id}/actions`, as, body)

it('submits a draft into its flow: the approving node’s users get the to-do, the drafter is its previous handler', async () => {
  const id = await newDraft()
  api.clear()
  const { status, body } = await submit(id)
  expect(status).toBe(200)
  expect(body).toMatchObject({ id, status: '流转中', prevHandlerName: 'admin', handlerNames: ['科长一'] })
  expect(body.ddsj).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/)
  expect(body.workItemId).toMatch(/^[0-9a-f]{24}$/)
  expect((await api.requests()).map((r) => [r.method, r.path, r.body])).toEqual([
    ['POST', `/api/forms/${trip().id}/drafts/${id}/actions`, { action: 'submit' }],
  ])
  // 科长一 holds the 科长 role and is named on the 科长审批 node: the to-do is theirs, and the draft left the drafts.
  expect((await list('todos', user('科长一').id)).map((r) => r.id)).toContain(id)
  expect((await list('todos', user('汪芳').id)).map((r) => r.id)).not.toContain(id)
  expect((await list('drafts', '1')).map((r) => r.id)).not.toContain(id)
  expect((await list('dones', '1')).find((r) => r.id === id)?.status).toBe('流转中')
})

it('answers a returned draft as 已退回 in its drafter’s drafts and its handler’s done list, until submitted again', async () => {
  const id = await newDraft()
  await submit(id)
  const chief = user('科长一').id
  const returned = await call('POST', `/api/forms/${trip().id}/records/${id}/actions`, chief, {
    action: 'return',
    comment: '请补充日程',
  })
  expect(returned.body.status).toBe('已退回')
  const draft = (await list('drafts', '1')).find((r) => r.id === id)
  expect(draft).toMatchObject({ status: '已退回', opinions: [{ comment: '请补充日程' }] })
  expect((await list('drafts', '1', 'status=已退回')).map((r) => r.id)).toEqual([id])
  expect((await list('dones', chief)).find((r) => r.id === id)?.status).toBe('已退回')
  // Still the drafter's: edited (still 已退回), then submitted again to the same handler.
  const put = await call('PUT', `/api/forms/${trip().id}/drafts/${id}`, '1', { id, bt: '赴日内瓦（补充日程）' })
  expect(put.body).toMatchObject({ status: '已退回', bt: '赴日内瓦（补充日程）' })
  const again = await submit(id)
  expect(again.body).toMatchObject({ status: '流转中', handlerNames: ['科长一'] })
  expect((await list('todos', chief)).map((r) => r.id)).toContain(id)
  expect((await list('drafts', '1')).map((r) => r.id)).not.toContain(id)
})

it.each([
  ['another user’s draft', () => user('张三').id, { action: 'submit' }, 403],
  ['another action', () => '1', { action: 'approve' }, 400],
  ['a body without an action', () => '1', null, 400],
])('refuses %s and changes nothing', async (_, as, body, status) => {
  const id = await newDraft()
  const answer = await submit(id, as(), body)
  expect(answer.status).toBe(status)
  expect(api.db.records.find((r) => r.id === id)?.status).toBe('草稿')
})

it('answers 409 to a second submit and 404 to an unknown draft', async () => {
  const id = await newDraft()
  await submit(id)
  const twice = await submit(id)
  expect(twice.status).toBe(409)
  expect(twice.body.message).toMatch(/no longer a draft \(流转中\)/)
  expect((await submit('000000000000000000000000')).status).toBe(404)
})

it('answers 409 when the flow’s next step names nobody, and keeps the draft', async () => {
  const node = trip().flowNodes.find((n) => n.kind === 'approve')!
  node.scope = { deptRole: [], deptId: [], roleId: [], user: [] }
  const id = await newDraft()
  const { status, body } = await submit(id)
  expect(status).toBe(409)
  expect(body.message).toMatch(/no handler for 科长审批/)
  expect(api.db.records.find((r) => r.id === id)?.status).toBe('草稿')
})

it('orders the done list by 办理时间, newest first, and sorts it by blsj both ways; other lists refuse blsj', async () => {
  const chief = user('科长一').id
  const times = (rows: Row[]) => rows.map((r) => r.blsj ?? '')
  const unsorted = await list('dones', chief)
  expect(unsorted.length).toBeGreaterThan(3)
  expect(times(unsorted)).toEqual([...times(unsorted)].sort().reverse())
  // What was just handled comes first, although drafted long ago.
  const oldest = (await list('todos', chief, 'sort=cjsj&size=1'))[0]!
  await call('POST', `/api/forms/${trip().id}/records/${oldest.id}/actions`, chief, { action: 'approve' })
  expect((await list('dones', chief, 'size=1'))[0]?.id).toBe(oldest.id)
  expect((await list('dones', chief, 'size=1&sort=blsj_d'))[0]?.id).toBe(oldest.id)
  const ascending = await list('dones', chief, 'sort=blsj&size=200')
  expect(times(ascending)).toEqual([...times(ascending)].sort())
  expect(times(await list('dones', chief, 'sort=blsj,desc&size=200'))).toEqual(times(ascending).reverse())
  const refused = await call('GET', `/api/forms/${trip().id}/todos?sort=blsj`, chief)
  expect(refused.status).toBe(400)
  expect(refused.body.errors[0].message).toMatch(/unknown sort field "blsj"/)
})
