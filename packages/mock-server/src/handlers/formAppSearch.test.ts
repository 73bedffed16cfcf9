import { describe, expect, it } from 'vitest'
import { ORIGIN, setupMockApi } from '../../../../test/mockApi.ts'

const api = setupMockApi()
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
type Row = { id: string; bt: string; cjsj: string; status: string; cjr: string; handled: { action?: string }[] }
const rows = async (list: string, query = '', as = '1') =>
  (await call('GET', `/api/forms/${flowForm().id}/${list}?size=2000${query}`, as)).body.content as Row[]

describe('the form app: search and acting on a to-do', () => {
  it('finds titles containing a keyword, without regard to case', async () => {
    const found = await rows('records', `&btContains=${encodeURIComponent('张三')}`)
    expect(found.length).toBeGreaterThan(0)
    expect(found.every((r) => r.bt.includes('张三'))).toBe(true)
    // The spec's bt stays an equality filter: a part of a title finds nothing.
    expect(await rows('records', `&bt=${encodeURIComponent('张三')}`)).toEqual([])
  })

  it('keeps the records created between two days, both included', async () => {
    const all = await rows('records')
    const days = [...new Set(all.map((r) => r.cjsj.slice(0, 10)))].sort()
    const [from, to] = [days[2], days[5]] as [string, string]
    const found = await rows('records', `&cjsjFrom=${from}&cjsjTo=${to}`)
    const expected = all.filter((r) => r.cjsj.slice(0, 10) >= from && r.cjsj.slice(0, 10) <= to)
    expect(found.map((r) => r.id).sort()).toEqual(expected.map((r) => r.id).sort())
    expect(found.some((r) => r.cjsj.startsWith(from)) && found.some((r) => r.cjsj.startsWith(to))).toBe(true)
  })

  it('finds what a department and the departments below it host with zbbmTree; zbbm stays exact', async () => {
    const dept = (name: string) => api.db.org.departments.find((d) => d.name === name)!
    const bureau = dept('国际合作局')
    const below = new Set([bureau.id, dept('合作司').id, dept('综合处').id, dept('秘书科').id])
    const all = await rows('records')
    const found = await rows('records', `&zbbmTree=${bureau.id}`)
    const expected = all.filter((r) => below.has((r as Row & { zbbm: string }).zbbm))
    expect(expected.length).toBeGreaterThan(all.length / 2)
    expect(found.map((r) => r.id).sort()).toEqual(expected.map((r) => r.id).sort())
    // A leaf's tree is the leaf; the spec's zbbm matches the department alone (the bureau hosts nothing itself).
    expect((await rows('records', `&zbbmTree=${dept('秘书科').id}`)).length).toBe(
      (await rows('records', `&zbbm=${dept('秘书科').id}`)).length,
    )
    expect(await rows('records', `&zbbm=${bureau.id}`)).toEqual([])
    expect(await rows('records', '&zbbmTree=nope')).toEqual([])
  })

  it('filters by status and creator', async () => {
    const zhang = api.db.org.users.find((u) => u.name === '张三')!
    const found = await rows('records', `&status=${encodeURIComponent('已办结')}&cjr=${zhang.id}`)
    expect(found.length).toBeGreaterThan(0)
    expect(found.every((r) => r.status === '已办结' && r.cjr === zhang.id)).toBe(true)
  })

  it('answers 400 naming a date filter that is not a day', async () => {
    const { status, body } = await call('GET', `/api/forms/${flowForm().id}/records?cjsjFrom=yesterday`)
    expect(status).toBe(400)
    expect(body.errors).toEqual([{ field: 'cjsjFrom', message: 'must be a day, yyyy-MM-dd' }])
  })

  it('moves an approved to-do to the done list, finished, with its opinion', async () => {
    const [todo] = await rows('todos')
    const before = (await rows('dones')).length
    const { status, body } = await call('POST', `/api/forms/${flowForm().id}/records/${todo?.id}/actions`, '1', {
      action: 'approve',
      comment: '同意',
    })
    expect(status).toBe(200)
    expect(body).toMatchObject({ id: todo?.id, status: '已办结' })
    expect((await rows('todos')).map((r) => r.id)).not.toContain(todo?.id)
    expect(await rows('dones')).toHaveLength(before + 1)
    expect((await rows('dones')).find((r) => r.id === todo?.id)?.handled.at(-1)).toMatchObject({
      action: 'approve',
      comment: '同意',
    })
  })

  it("returns a to-do to its drafter's drafts, and to the handler's done list", async () => {
    const [todo] = await rows('todos')
    const drafter = todo?.cjr as string
    const { status } = await call('POST', `/api/forms/${flowForm().id}/records/${todo?.id}/actions`, '1', {
      action: 'return',
      comment: '请补充出差事由',
    })
    expect(status).toBe(200)
    expect((await rows('drafts', '', drafter)).map((r) => r.id)).toContain(todo?.id)
    expect((await rows('dones')).map((r) => r.id)).toContain(todo?.id)
    expect((await call('GET', `/api/forms/${flowForm().id}/records/${todo?.id}`)).status).toBe(200)
  })

  it.each([
    [{ action: 'return' }, 'comment', /needs the reason/],
    [{ action: 'sign' }, 'action', /approve or return/],
    [{ action: 'approve', comment: 'x'.repeat(501) }, 'comment', /at most 500/],
  ])('answers 400 to the action %j', async (body, field, message) => {
    const [todo] = await rows('todos')
    const res = await call('POST', `/api/forms/${flowForm().id}/records/${todo?.id}/actions`, '1', body)
    expect(res.status).toBe(400)
    expect(res.body.errors.find((e: { field: string }) => e.field === field)?.message).toMatch(message)
  })

  it('answers 409 to an action on a record that does not wait on the user', async () => {
    const [done] = await rows('dones')
    const res = await call('POST', `/api/forms/${flowForm().id}/records/${done?.id}/actions`, '1', {
      action: 'approve',
    })
    expect(res.status).toBe(409)
    expect(res.body).toMatchObject({ error: 'CONFLICT', handled: null })
  })

  it('says who got to a shared to-do first, and when, in the 409 of the one who comes second', async () => {
    const kezhang = api.db.org.users.find((u) => u.name === '科长一')!
    const shared = api.db.records.find(
      (r) =>
        r.formId === flowForm().id &&
        r.status === '流转中' &&
        r.handlers.includes('1') &&
        r.handlers.includes(kezhang.id),
    )!
    const url = `/api/forms/${flowForm().id}/records/${shared.id}/actions`
    expect((await call('POST', url, kezhang.id, { action: 'approve', comment: '同意' })).status).toBe(200)
    const res = await call('POST', url, '1', { action: 'approve' })
    expect(res.status).toBe(409)
    expect(res.body.handled).toEqual({ by: '科长一', at: expect.stringMatching(/^2026-03-02 /), action: 'approve' })
  })

  it.each(['0', '-3', '1.5', '366', '99999', 'abc'])('refuses 天数 %s with a 400 beside the field', async (days) => {
    const res = await call('POST', `/api/forms/${flowForm().id}/drafts`, '1', { bt: '出差', fields: { days } })
    expect(res.status).toBe(400)
    expect(res.body.errors).toEqual([{ field: 'fields.days', message: 'must be a whole number of days from 1 to 365' }])
  })

  it.each(['1', '14', '365'])('takes 天数 %s', async (days) => {
    const res = await call('POST', `/api/forms/${flowForm().id}/drafts`, '1', { bt: '出差', fields: { days } })
    expect(res.status).toBe(201)
  })
})
