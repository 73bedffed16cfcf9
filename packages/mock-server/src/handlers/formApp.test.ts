import { describe, expect, it } from 'vitest'
import { ORIGIN, setupMockApi } from '../../../../test/mockApi.ts'
import type { FormRecord } from '../db/records.ts'
import { inList } from '../db/inList.ts'

const api = setupMockApi()
const user = (name: string) => api.db.org.users.find((u) => u.name === name)!
const flowForm = () => api.db.forms.find((f) => f.name === '出差申请')!
const call = async (method: string, path: string, as = '1', body?: unknown) => {
  const res = await fetch(`${ORIGIN}${path}`, {
    method,
    headers: { 'sinoform-current-user-id': as, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  })
  const text = await res.text()
  return { status: res.status, body: text ? JSON.parse(text) : undefined }
}
type Page = { content: (FormRecord & { flowName: string; cjrName: string })[]; totalElements: number; size: number }

describe('the form app', () => {
  it('seeds realistic data: 60+ products, 200+ records over every list, the same for the same seed', () => {
    expect(api.db.products.length).toBeGreaterThanOrEqual(60)
    expect(api.db.records.length).toBeGreaterThanOrEqual(200)
    expect(new Set(api.db.records.map((r) => r.status))).toEqual(new Set(['草稿', '流转中', '已办结']))
    expect(api.db.records[0]?.id).toMatch(/^[0-9a-f]{24}$/)
    expect(api.db.org.users.find((u) => u.name === '汪芳')?.id).toMatch(/^4028[0-9a-f]{28}$/)
    expect(api.db.records[0]?.cjsj).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/)
    const first = JSON.stringify(api.db.records)
    api.reset()
    expect(JSON.stringify(api.db.records)).toBe(first)
  })

  it('lists the forms with their type and app', async () => {
    const { body } = await call('GET', '/api/forms')
    expect(body.totalElements).toBe(7)
    expect(body.content.map((f: { type: string }) => f.type).sort()).toEqual([
      'dashboard',
      'flow',
      'flow',
      'flow',
      'flow',
      'noFlow',
      'noFlow',
    ])
    expect(body.content[0].app).toBe('国际合作')
    expect((await call('GET', '/api/forms?type=noFlow')).body.totalElements).toBe(2)
  })

  it.each([['drafts'], ['todos'], ['dones'], ['records']] as const)(
    'shows each user exactly their %s, 15 a page, newest first (done: newest handled)',
    async (list) => {
      for (const name of ['张三', '科长一', '汪芳', 'admin']) {
        const u = user(name)
        const { status, body } = (await call('GET', `/api/forms/${flowForm().id}/${list}`, u.id)) as {
          status: number
          body: Page
        }
        expect(status).toBe(200)
        const expected = api.db.records.filter((r) => r.formId === flowForm().id && inList(list, r, u))
        expect(body.totalElements).toBe(expected.length)
        expect(body.size).toBe(15)
        // The done list by 办理时间 (when this user acted), the others by creation time.
        const times = body.content.map((r) => (list === 'dones' ? (r as { blsj?: string }).blsj : r.cjsj))
        expect(times).toEqual([...times].sort().reverse())
        for (const record of body.content) expect(expected.map((r) => r.id)).toContain(record.id)
      }
    },
  )

  it('keeps other users out: drafts are their creator’s, to-dos their handlers’', () => {
    const form = flowForm().id
    const drafts = api.db.records.filter((r) => r.formId === form && r.status === '草稿')
    for (const d of drafts) expect(inList('drafts', d, user('科长一'))).toBe(d.cjr === user('科长一').id)
    const todos = api.db.records.filter((r) => r.status === '流转中')
    for (const t of todos) expect(inList('todos', t, user('张三'))).toBe(t.handlers.includes(user('张三').id))
  })

  it('filters by title, by creation day or time, and by host department', async () => {
    const record = api.db.records.find((r) => r.formId === flowForm().id && r.status !== '草稿')!
    const q = (query: string) => call('GET', `/api/forms/${flowForm().id}/records?${query}`) as Promise<{ body: Page }>
    expect((await q(`bt=${encodeURIComponent(record.bt)}`)).body.content.every((r) => r.bt === record.bt)).toBe(true)
    const day = record.cjsj.slice(0, 10)
    const sameDay = (await q(`cjsj=${day}&size=100`)).body
    expect(sameDay.content.map((r) => r.id)).toContain(record.id)
    expect(sameDay.content.every((r) => r.cjsj.startsWith(day))).toBe(true)
    expect((await q(`cjsj=${encodeURIComponent(record.cjsj)}`)).body.content.map((r) => r.id)).toContain(record.id)
    const dept = (await q(`zbbm=${record.zbbm}&size=100`)).body
    expect(dept.content.every((r) => r.zbbm === record.zbbm)).toBe(true)
  })

  it.each([['sort=ddsj_d,cjsj'], ['sort=ddsj,desc&sort=cjsj,asc']])(
    'sorts by arrival time with creation time breaking ties: %s',
    async (sort) => {
      const u = user('科长一')
      const { body } = (await call('GET', `/api/forms/${flowForm().id}/todos?size=50&${sort}`, u.id)) as { body: Page }
      const keys = body.content.map((r) => `${r.ddsj}|${r.cjsj}`)
      expect(body.content.length).toBeGreaterThan(1)
      expect(keys).toEqual(
        [...body.content]
          .sort((a, b) => String(b.ddsj).localeCompare(String(a.ddsj)) || a.cjsj.localeCompare(b.cjsj))
          .map((r) => `${r.ddsj}|${r.cjsj}`),
      )
    },
  )

  it('refuses sorting by a field other than cjsj and ddsj', async () => {
    const { status, body } = await call('GET', `/api/forms/${flowForm().id}/records?sort=bt`)
    expect(status).toBe(400)
    expect(body.errors[0].message).toMatch(/unknown sort field "bt"/)
  })

  it('answers 404 for an unknown form', async () => {
    expect((await call('GET', '/api/forms/nope/todos')).status).toBe(404)
  })

  it('opens a record for those who may, and answers 403 to the others', async () => {
    const draft = api.db.records.find((r) => r.status === '草稿' && r.cjr === user('张三').id)!
    expect((await call('GET', `/api/forms/${draft.formId}/records/${draft.id}`, user('张三').id)).status).toBe(200)
    const forbidden = await call('GET', `/api/forms/${draft.formId}/records/${draft.id}`, user('科长一').id)
    expect(forbidden.status).toBe(403)
    expect(forbidden.body.error).toBe('FORBIDDEN')
    expect((await call('GET', `/api/forms/${draft.formId}/records/000000000000000000000000`)).status).toBe(404)
  })

  it('creates, reads, updates and deletes drafts of the current user', async () => {
    const me = user('张三').id
    const base = `/api/forms/${flowForm().id}/drafts`
    const created = await call('POST', base, me, { bt: '新的出差申请', fields: { destination: '日内瓦' } })
    expect(created.status).toBe(201)
    expect(created.body).toMatchObject({
      bt: '新的出差申请',
      status: '草稿',
      cjr: me,
      fields: { destination: '日内瓦' },
    })
    const id = created.body.id as string
    expect((await call('GET', `${base}/${id}`, me)).body.bt).toBe('新的出差申请')
    expect((await call('GET', `${base}/${id}`, user('科长一').id)).status).toBe(403)
    expect((await call('PUT', `${base}/${id}`, me, { id, bt: '改过的' })).body.bt).toBe('改过的')
    expect((await call('PUT', `${base}/${id}`, me, { id: 'other', bt: 'x' })).status).toBe(400)
    expect((await call('POST', base, me, { bt: '' })).status).toBe(400)
    const drafts = (await call('GET', `${base}?bt=${encodeURIComponent('改过的')}`, me)).body as Page
    expect(drafts.content.map((r) => r.id)).toEqual([id])
    expect((await call('DELETE', `${base}/${id}`, me)).status).toBe(204)
    expect((await call('GET', `${base}/${id}`, me)).status).toBe(404)
  })

  it('deletes many drafts all or nothing', async () => {
    const me = user('张三')
    const mine = api.db.records
      .filter((r) => r.formId === flowForm().id && r.status === '草稿' && r.cjr === me.id)
      .map((r) => r.id)
    const theirs = api.db.records.find((r) => r.formId === flowForm().id && r.status === '草稿' && r.cjr !== me.id)!.id
    expect(mine.length).toBeGreaterThan(1)
    const base = `/api/forms/${flowForm().id}/drafts`
    const mixed = await call('DELETE', `${base}/${mine[0]},${theirs}`, me.id)
    expect(mixed.status).toBe(403)
    expect(mixed.body.message).toMatch(/nothing was deleted/)
    expect((await call('DELETE', `${base}/${mine[0]},ffffffffffffffffffffffff`, me.id)).status).toBe(404)
    expect(api.db.records.some((r) => r.id === mine[0])).toBe(true)
    expect((await call('DELETE', `${base}/${mine.slice(0, 2).join(',')}`, me.id)).status).toBe(204)
    expect(api.db.records.some((r) => r.id === mine[0] || r.id === mine[1])).toBe(false)
  })
})
