import { expect, it } from 'vitest'
import { ORIGIN, setupMockApi } from '../../../../test/mockApi.ts'
import { encodeKeysetCursor } from '../http/keysetCursor.ts'
import { sortRecords } from '../http/parseListQuery.ts'
import { inList } from '../db/inList.ts'

const api = setupMockApi()
const ADMIN = '1'
const admin = () => api.db.org.users.find((u) => u.id === ADMIN)!
const trip = () => api.db.forms.find((f) => f.name === '出差申请')!
type Row = { id: string; bt: string; cjsj: string; ddsj: string | null }
type Answer = { content: Row[]; hasNext?: boolean; nextCursor?: string | null; totalElements?: number }

const get = async (list: string, query: string, headers: Record<string, string> = {}) => {
  const res = await fetch(`${ORIGIN}/api/forms/${trip().id}/${list}?${query}`, {
    headers: { 'sinoform-current-user-id': ADMIN, ...headers },
  })
  return { status: res.status, body: (await res.json()) as Answer & { message?: string; errors?: unknown[] } }
}
/** The admin's to-dos of the form as the server holds them, in the feed's order (newest first, the key breaking ties). */
const todosInOrder = () =>
  sortRecords(
    api.db.records.filter((r) => r.formId === trip().id && inList('todos', r, admin())),
    [
      { field: 'cjsj', desc: true },
      { field: 'id', desc: false },
    ],
  ).map((r) => r.id)
/** Every row of a keyset feed, window after window, with `between` run before each next window. */
async function walk(list: string, sort: string, between: (i: number) => void = () => {}) {
  const ids: string[] = []
  let answer = (await get(list, `size=5&${sort}`)).body
  ids.push(...answer.content.map((r) => r.id))
  for (let i = 0; answer.hasNext; i++) {
    between(i)
    const { status, body } = await get(list, `size=5&${sort}&cursor=${encodeURIComponent(answer.nextCursor!)}`)
    expect(status).toBe(200)
    answer = body
    ids.push(...answer.content.map((r) => r.id))
  }
  return ids
}

it('answers a keyset feed: the first window with its cursor, then the windows after it, each row once', async () => {
  const first = await get('todos', 'size=5&sort=cjsj_d,id')
  expect(first.status).toBe(200)
  expect(first.body.hasNext).toBe(true)
  expect(first.body.nextCursor).toMatch(/^[A-Za-z0-9+/]+=*$/)
  expect(atob(first.body.nextCursor!)).toBe(
    `K_["java.util.LinkedHashMap",{"cjsj":"${first.body.content[4]!.cjsj}","id":"${first.body.content[4]!.id}"}]`,
  )
  const second = await get('todos', `size=5&sort=cjsj_d,id&cursor=${encodeURIComponent(first.body.nextCursor!)}`)
  expect(second.body.content.map((r) => r.id)).toEqual(todosInOrder().slice(5, 10))
  expect(second.body).not.toHaveProperty('totalElements')
  expect(await walk('todos', 'sort=cjsj_d,id')).toEqual(todosInOrder())
})

it.each([['todos'], ['records'], ['dones'], ['drafts']])('pages the %s list by cursor to its end', async (list) => {
  const ids = await walk(list, 'sort=ddsj,id')
  expect(ids.length).toBe(new Set(ids).size)
  expect(ids.length).toBe((await get(list, 'size=1')).body.totalElements)
})

it('appends the key to a sort that does not end in it, as the client does', async () => {
  const first = (await get('todos', 'size=5&sort=cjsj_d,id')).body
  const cursor = encodeURIComponent(first.nextCursor!)
  const withoutKey = await get('todos', `size=5&sort=cjsj_d&cursor=${cursor}`)
  expect(withoutKey.status).toBe(200)
  expect(withoutKey.body.content.map((r) => r.id)).toEqual(todosInOrder().slice(5, 10))
  // No sort at all: the list's own order (newest first), the key appended.
  expect((await get('todos', `size=5&cursor=${cursor}`)).body.content.map((r) => r.id)).toEqual(
    todosInOrder().slice(5, 10),
  )
})

it('starts a feed from a first request whose sort does not end in the key: the key appended, a cursor given', async () => {
  const first = (await get('todos', 'size=5&sort=cjsj_d')).body
  expect(first.content.map((r) => r.id)).toEqual(todosInOrder().slice(0, 5))
  expect(first.nextCursor).toBe((await get('todos', 'size=5&sort=cjsj_d,id')).body.nextCursor)
  expect(first.hasNext).toBe(true)
  const next = (await get('todos', `size=5&sort=cjsj_d&cursor=${encodeURIComponent(first.nextCursor!)}`)).body
  expect(next.content.map((r) => r.id)).toEqual(todosInOrder().slice(5, 10))
})

it('starts a feed at its first window for an empty cursor, as for none', async () => {
  const { body } = await get('todos', 'size=5&sort=cjsj_d&cursor=')
  expect(body.content.map((r) => r.id)).toEqual(todosInOrder().slice(0, 5))
  expect(body.nextCursor).toBe((await get('todos', 'size=5&sort=cjsj_d,id')).body.nextCursor)
})

it('refuses a cursor made for another sort, or one that does not decode, with a 400 that says why', async () => {
  const made = (await get('todos', 'size=5&sort=ddsj,id')).body.nextCursor!
  const other = await get('todos', `size=5&sort=cjsj_d,id&cursor=${encodeURIComponent(made)}`)
  expect(other.status).toBe(400)
  expect(other.body.message).toBe('invalid cursor: the cursor was made for another sort (ddsj, id)')
  expect(other.body.errors).toEqual([{ field: 'cursor', message: 'the cursor was made for another sort (ddsj, id)' }])
  for (const bad of ['not base64!', btoa('O_15'), btoa('K_{"cjsj":1}'), encodeKeysetCursor({ id: 1 }).slice(3)]) {
    const { status, body } = await get('todos', `size=5&sort=cjsj_d,id&cursor=${encodeURIComponent(bad)}`)
    expect([bad, status, body.message]).toEqual([
      bad,
      400,
      'invalid cursor: the cursor does not decode (Base64 of "K_" and the keyset as JSON)',
    ])
  }
})

it('never skips or repeats a row while to-dos arrive above the boundary and leave it', async () => {
  const expected = todosInOrder()
  const ids = await walk('todos', 'sort=cjsj_d,id', (i) => {
    // A new to-do arrives at the top, and one already sent leaves (handled elsewhere).
    api.db.records.push({ ...api.db.records.find((r) => r.id === expected[0])!, id: `ffffff00000000000000000${i}` })
    const gone = api.db.records.find((r) => r.id === expected[i])!
    gone.status = '已办结'
  })
  expect(ids).toEqual(expected)
})

it('keeps offset pages for the tables: no cursor, no nextCursor', async () => {
  const { body } = await get('todos', 'page=1&size=5&sort=cjsj_d')
  expect(body.content.map((r) => r.id)).toEqual(todosInOrder().slice(5, 10))
  expect(body).not.toHaveProperty('nextCursor')
  expect(body.totalElements).toBe(todosInOrder().length)
})

it('makes to-dos arrive on x-mock-arrive, newest of all, first in the feed', async () => {
  const before = todosInOrder()
  const { body } = await get('todos', 'size=5&sort=cjsj_d,id', { 'x-mock-arrive': '2' })
  expect(body.content.slice(2).map((r) => r.id)).toEqual(before.slice(0, 3))
  expect(body.content[0]!.bt).toMatch(/^.+的出差申请（.+·新到）$/)
  expect(body.content[0]!.cjsj > body.content[2]!.cjsj).toBe(true)
  expect(todosInOrder().length).toBe(before.length + 2)
  // Not on other lists, nor for a value that is not a small whole number.
  await get('records', 'size=5', { 'x-mock-arrive': '2' })
  await get('todos', 'size=5', { 'x-mock-arrive': 'many' })
  expect(todosInOrder().length).toBe(before.length + 2)
})
