import { describe, expect, it } from 'vitest'
import { ORIGIN, setupMockApi } from '../../../../test/mockApi.ts'
import { inList } from '../db/inList.ts'

const api = setupMockApi()
const post = async (body: unknown) => {
  const res = await fetch(`${ORIGIN}/mock-controls/todos`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  })
  return { status: res.status, body: await res.json() }
}

describe('POST /mock-controls/todos', () => {
  it('makes a to-do arrive for the admin, the newest of the first flow form’s to-dos', async () => {
    const admin = api.db.org.users.find((u) => u.id === '1')!
    const form = api.db.forms.find((f) => f.type === 'flow')!
    const { status, body } = await post({})
    expect(status).toBe(201)
    expect(body).toMatchObject({ formId: form.id, status: '流转中', handlers: ['1'], flowName: form.name })
    const record = api.db.records.find((r) => r.id === body.id)!
    expect(inList('todos', record, admin)).toBe(true)
    const list = await fetch(`${ORIGIN}/api/forms/${form.id}/todos?size=1`, {
      headers: { 'sinoform-current-user-id': '1' },
    })
    expect((await list.json()).content[0].id).toBe(body.id)
  })

  it('makes one for another user and form, each with its own title', async () => {
    const user = api.db.org.users.find((u) => u.name === '科长一')!
    const form = api.db.forms.filter((f) => f.type === 'flow')[1]!
    const first = await post({ userId: user.id, formId: form.id })
    const second = await post({ userId: user.id, formId: form.id })
    expect(first.body.handlers).toEqual([user.id])
    expect(first.body.cjr).not.toBe(user.id)
    expect(second.body.bt).not.toBe(first.body.bt)
  })

  it.each([
    [{ userId: 'nobody' }, 'no user with id nobody'],
    [{ formId: 'nope' }, 'no flow form with id nope'],
  ])('refuses %o with a 400 that says why', async (body, message) => {
    const answer = await post(body)
    expect(answer.status).toBe(400)
    expect(answer.body.message).toContain(message)
  })
})
