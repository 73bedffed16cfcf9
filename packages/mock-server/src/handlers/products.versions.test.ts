import { expect, it } from 'vitest'
import { ORIGIN, setupMockApi } from '../../../../test/mockApi.ts'

const api = setupMockApi()
const send = (method: string, path: string, body?: unknown, headers: Record<string, string> = {}) =>
  fetch(`${ORIGIN}${path}`, {
    method,
    headers: { 'sinoform-current-user-id': '1', 'Content-Type': 'application/json', ...headers },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  })
const product = (id: string) => api.db.products.find((p) => p.id === id)

it('answers a record with its version, as its ETag too, and moves the version on at each write', async () => {
  const read = await send('GET', '/api/products/7')
  expect(read.headers.get('ETag')).toBe('"0"')
  expect(await read.json()).toMatchObject({ id: '7', version: 0 })
  const list = (await (await send('GET', '/api/products?size=3')).json()) as { content: { version: number }[] }
  expect(list.content.map((p) => p.version)).toEqual([0, 0, 0])

  const put = await send('PUT', '/api/products/7', { title: 'a', price: '1.00' }, { 'If-Match': '"0"' })
  expect(put.status).toBe(200)
  expect(put.headers.get('ETag')).toBe('"1"')
  expect(await put.json()).toMatchObject({ id: '7', title: 'a', version: 1 })
  // No If-Match and no version in the body: written as ever (Spring Data REST verifies only what it is given).
  expect((await send('PUT', '/api/products/7', { title: 'b', price: '1.00' })).status).toBe(200)
  expect(product('7')).toMatchObject({ title: 'b', version: 2 })
  const created = await send('POST', '/api/products', { title: 'new', price: '1.00' })
  expect(created.headers.get('ETag')).toBe('"0"')
})

it('refuses a PUT or a DELETE whose If-Match is stale with 412 and a problem detail, changing nothing', async () => {
  await send('PUT', '/api/products/7', { title: 'theirs', price: '1.00' }, { 'If-Match': '"0"' })
  const put = await send('PUT', '/api/products/7', { title: 'mine', price: '2.00' }, { 'If-Match': '"0"' })
  expect(put.status).toBe(412)
  expect(put.headers.get('Content-Type')).toMatch(/^application\/problem\+json/)
  expect(await put.json()).toMatchObject({ title: 'Precondition Failed', status: 412, instance: '/api/products/7' })
  expect(product('7')).toMatchObject({ title: 'theirs', version: 1 })

  // As Spring's ETag.from: the quotes are optional; a weak tag never matches.
  expect((await send('DELETE', '/api/products/7', undefined, { 'If-Match': 'W/"1"' })).status).toBe(412)
  expect((await send('DELETE', '/api/products/7', undefined, { 'If-Match': '"0"' })).status).toBe(412)
  expect(product('7')).toBeDefined()
  expect((await send('DELETE', '/api/products/7', undefined, { 'If-Match': '1' })).status).toBe(204)
  expect(product('7')).toBeUndefined()
})

it('answers 409 to a PUT without If-Match whose body carries a stale version', async () => {
  await send('PUT', '/api/products/7', { title: 'theirs', price: '1.00' })
  const stale = await send('PUT', '/api/products/7', { title: 'mine', price: '2.00', version: 0 })
  expect(stale.status).toBe(409)
  expect(await stale.json()).toMatchObject({ status: 409, error: 'CONFLICT' })
  expect(product('7')).toMatchObject({ title: 'theirs', version: 1 })
  const current = await send('PUT', '/api/products/7', { title: 'mine', price: '2.00', version: 1 })
  expect(await current.json()).toMatchObject({ title: 'mine', version: 2 })
})

it('holds an If-Match of a delete of several ids against each of them', async () => {
  await send('PUT', '/api/products/2', { title: 'theirs', price: '1.00' })
  expect((await send('DELETE', '/api/products/1,2', undefined, { 'If-Match': '"0"' })).status).toBe(412)
  expect([product('1'), product('2')].every(Boolean)).toBe(true)
})
