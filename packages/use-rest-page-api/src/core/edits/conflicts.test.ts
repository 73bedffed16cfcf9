import type { Product } from 'form-mock-server'
import { http, HttpResponse } from 'msw'
import { expect, it, vi } from 'vitest'
import { engine, rejection } from '../../../../../test/engineHarness.ts'
import { ORIGIN, setupMockApi } from '../../../../../test/mockApi.ts'
import { isRestError } from '../http/RestError.ts'
import type { RestPageApiOptions } from '../engine/RestPageApiOptions.ts'
import type { RestPageDataSource } from '../engine/RestPageDataSource.ts'
import type { SearchParams } from '../types.ts'

const api = setupMockApi({ auth: false })

type List = RestPageDataSource<Product, unknown, SearchParams, string>

/** A list of the products, its first page loaded, the requests so far forgotten. */
async function mounted(options: RestPageApiOptions<Product, unknown> = {}, versioned = true) {
  const view = engine<Product, 'list'>('list', versioned ? { versionField: 'version', ...options } : options)
  await vi.waitFor(() => expect(view.now().items.length).toBeGreaterThan(0))
  await view.settled()
  api.clear()
  return { ...view, list: () => view.now() as unknown as List }
}
/** Somebody else's write: the record as the server now holds it, one version on. */
const writtenElsewhere = (id: string, title: string) => {
  const at = api.db.products.findIndex((p) => p.id === id)
  const now = api.db.products[at] as Product
  api.db.products[at] = { ...now, title, version: (now.version ?? 0) + 1 }
}
/** The record writes and record reads the server received, with their If-Match and the version in their body. */
const writes = async () =>
  (await api.requests())
    .filter((r) => /^\/api\/products\/\w+$/.test(r.path))
    .map((r) => {
      const ifMatch = r.headers.get('If-Match')
      const version = (r.body as Product | undefined)?.version
      return `${r.method} ${r.path}${ifMatch ? ` If-Match: ${ifMatch}` : ''}${version === undefined ? '' : ` v${version}`}`
    })
const mine = (list: List, id: string, title: string) => ({ ...(list.getItemById(id) as Product), title })

it("server-wins: rejects with a conflict carrying the server's record, which the list shows", async () => {
  for (const optimistic of [false, true]) {
    api.reset()
    const view = await mounted({ optimistic })
    writtenElsewhere('1', 'theirs')
    const error = await rejection(() => view.list().update(mine(view.list(), '1', 'mine')))
    expect(isRestError(error, 'conflict')).toBe(true)
    expect(error).toMatchObject({ status: 412, server: { id: '1', title: 'theirs', version: 1 } })
    expect(view.list().getItemById('1')).toMatchObject({ title: 'theirs', version: 1 })
    expect(await writes()).toEqual(['PUT /api/products/1 If-Match: "0" v0', 'GET /api/products/1'])
    expect(api.db.products[0]).toMatchObject({ title: 'theirs', version: 1 })
    await view.settled()
    view.disconnect()
  }
})

it('client-wins: sends the write again once, with the version read again', async () => {
  const view = await mounted({ onConflict: 'client-wins' })
  writtenElsewhere('1', 'theirs')
  const saved = await view.list().update(mine(view.list(), '1', 'mine'))
  expect(saved).toMatchObject({ title: 'mine', version: 2 })
  expect(await writes()).toEqual([
    'PUT /api/products/1 If-Match: "0" v0',
    'GET /api/products/1',
    'PUT /api/products/1 If-Match: "1" v1',
  ])
  expect(api.db.products[0]).toMatchObject({ title: 'mine', version: 2 })
  expect(view.list().getItemById('1')).toMatchObject({ title: 'mine', version: 2 })
})

it('client-wins: a second conflict settles as server-wins', async () => {
  api.server.use(
    http.put('*/api/products/1', ({ request }) => {
      // Somebody writes again between each read and each write.
      writtenElsewhere('1', `theirs, before ${request.headers.get('If-Match')}`)
      return undefined
    }),
  )
  const view = await mounted({ onConflict: 'client-wins' })
  const error = await rejection(() => view.list().update(mine(view.list(), '1', 'mine')))
  expect(error).toMatchObject({ kind: 'conflict', server: { title: 'theirs, before "1"', version: 2 } })
  expect(await writes()).toEqual([
    'PUT /api/products/1 If-Match: "0" v0',
    'GET /api/products/1',
    'PUT /api/products/1 If-Match: "1" v1',
    'GET /api/products/1',
  ])
})

it('ask: lists the conflict with both records; resolving it with a merge sends the merge with the new version', async () => {
  const view = await mounted({ onConflict: 'ask' })
  const store = view.store
  writtenElsewhere('1', 'theirs')
  const listener = vi.fn()
  store.subscribeConflicts(listener)
  const updating = view.list().update(mine(view.list(), '1', 'mine'))
  await vi.waitFor(() => expect(store.conflicts()).toHaveLength(1))
  const [conflict] = store.conflicts(`${ORIGIN}/api/products`)
  expect(conflict).toMatchObject({
    collection: `${ORIGIN}/api/products`,
    record: '1',
    method: 'PUT',
    local: { title: 'mine', version: 0 },
    server: { title: 'theirs', version: 1 },
  })
  expect(store.conflicts('/api/other')).toEqual([])
  expect(listener).toHaveBeenCalledTimes(1)
  conflict?.resolve({ ...(conflict.server as Product), price: '7.77', title: 'merged' })
  expect(store.conflicts()).toEqual([])
  expect(await updating).toMatchObject({ title: 'merged', price: '7.77', version: 2 })
  expect(await writes()).toEqual([
    'PUT /api/products/1 If-Match: "0" v0',
    'GET /api/products/1',
    'PUT /api/products/1 If-Match: "1" v1',
  ])
  expect(view.list().getItemById('1')).toMatchObject({ title: 'merged', version: 2 })
})

it("ask: resolving with 'server' rejects the write and shows the server's record; clear() rejects what waits", async () => {
  const view = await mounted({ onConflict: 'ask' })
  writtenElsewhere('1', 'theirs')
  writtenElsewhere('2', 'theirs too')
  const first = rejection(() => view.list().update(mine(view.list(), '1', 'mine')))
  const second = rejection(() => view.list().update(mine(view.list(), '2', 'mine')))
  await vi.waitFor(() => expect(view.store.conflicts()).toHaveLength(2))
  view.store.conflicts()[0]?.resolve('server')
  expect(await first).toMatchObject({ kind: 'conflict', server: { title: 'theirs' } })
  expect(view.list().getItemById('1')).toMatchObject({ title: 'theirs' })
  expect(() => view.store.conflicts()[0]?.resolve('nothing' as never)).toThrow(/takes 'server', 'client' or a record/)
  view.store.clear()
  expect(view.store.conflicts()).toEqual([])
  expect(await second).toMatchObject({ kind: 'conflict', status: 412 })
  expect(api.db.products[1]).toMatchObject({ title: 'theirs too' })
})

it("waits with the record's later writes until its conflict is resolved; another record's go at once", async () => {
  const view = await mounted({ onConflict: 'ask' })
  writtenElsewhere('1', 'theirs')
  const first = rejection(() => view.list().update(mine(view.list(), '1', 'first')))
  await vi.waitFor(() => expect(view.store.conflicts()).toHaveLength(1))
  // Made while the conflict waits: the record as this client knows it now, and another record.
  const later = view.list().update({ ...(view.store.conflicts()[0]?.server as Product), title: 'later' })
  const other = view.list().update(mine(view.list(), '2', 'other'))
  await expect(other).resolves.toMatchObject({ title: 'other', version: 1 })
  expect(await writes()).toEqual([
    'PUT /api/products/1 If-Match: "0" v0',
    'GET /api/products/1',
    'PUT /api/products/2 If-Match: "0" v0',
  ])
  view.store.conflicts()[0]?.resolve('server')
  await first
  expect(await later).toMatchObject({ title: 'later', version: 2 })
  expect((await writes()).slice(3)).toEqual(['PUT /api/products/1 If-Match: "1" v1'])
})

it('carries the version its own write moved on to its next write of the record', async () => {
  const view = await mounted()
  const record = mine(view.list(), '1', 'once')
  const once = view.list().update(record)
  const twice = view.list().update({ ...record, title: 'twice' })
  await once
  await expect(twice).resolves.toMatchObject({ title: 'twice', version: 2 })
  expect(await writes()).toEqual(['PUT /api/products/1 If-Match: "0" v0', 'PUT /api/products/1 If-Match: "1" v1'])
})

it("prefers the ETag a get answered to the record's versionField, while the record carries the version read", async () => {
  api.server.use(
    http.get('*/api/products/3', () =>
      HttpResponse.json({ ...api.db.products[2], version: 0 }, { headers: { ETag: '"etag-of-3"' } }),
    ),
    http.put('*/api/products/:id', async ({ request }) => HttpResponse.json(await request.json())),
  )
  const view = await mounted()
  const record = await view.list().get('3')
  await view.list().update({ ...record, title: 'read with get' })
  await view.list().update(mine(view.list(), '4', 'never read'))
  expect(await writes()).toEqual([
    'GET /api/products/3',
    'PUT /api/products/3 If-Match: "etag-of-3" v0',
    'PUT /api/products/4 If-Match: "0" v0',
  ])
  // A list with no versionField still sends an ETag back.
  const plain = await mounted({}, false)
  await plain.list().update({ ...(await plain.list().get('3')), title: 'plain' })
  await plain.list().update(mine(plain.list(), '4', 'never read'))
  // A weak ETag never matches an If-Match (RFC 9110): not sent back.
  api.server.use(
    http.get('*/api/products/5', () => HttpResponse.json(api.db.products[4], { headers: { ETag: 'W/"5"' } })),
  )
  await plain.list().update({ ...(await plain.list().get('5')), title: 'weak' })
  expect(await writes()).toEqual([
    'GET /api/products/3',
    'PUT /api/products/3 If-Match: "etag-of-3" v0',
    'PUT /api/products/4 v0',
    'GET /api/products/5',
    'PUT /api/products/5 v0',
  ])
})

it('takes a record gone when it is read again (404): server-wins drops it from the list', async () => {
  api.server.use(
    http.put('*/api/products/1', () => {
      api.db.products.splice(0, 1)
      return HttpResponse.json({ title: 'Precondition Failed', status: 412 }, { status: 412 })
    }),
  )
  const view = await mounted()
  const error = await rejection(() => view.list().update(mine(view.list(), '1', 'mine')))
  expect(error).toMatchObject({ kind: 'conflict', status: 412 })
  expect((error as { server?: unknown }).server).toBeUndefined()
  expect(view.list().getItemById('1')).toBeUndefined()
  expect(await writes()).toEqual(['PUT /api/products/1 If-Match: "0" v0', 'GET /api/products/1'])
})

it("remove: sends the version on screen; a conflict brings the server's record back, or client-wins deletes it", async () => {
  for (const optimistic of [false, true]) {
    api.reset()
    const view = await mounted({ optimistic })
    writtenElsewhere('2', 'theirs')
    const error = await rejection(() => view.list().remove('2'))
    expect(error).toMatchObject({ kind: 'conflict', server: { title: 'theirs', version: 1 } })
    expect(view.list().getItemById('2')).toMatchObject({ title: 'theirs' })
    expect(await writes()).toEqual(['DELETE /api/products/2 If-Match: "0"', 'GET /api/products/2'])
    await view.settled()
    view.disconnect()
  }
  api.reset()
  const view = await mounted({ onConflict: 'client-wins' })
  writtenElsewhere('2', 'theirs')
  await view.list().remove('2')
  expect(await writes()).toEqual([
    'DELETE /api/products/2 If-Match: "0"',
    'GET /api/products/2',
    'DELETE /api/products/2 If-Match: "1"',
  ])
  expect(api.db.products.find((p) => p.id === '2')).toBeUndefined()
  expect(view.list().getItemById('2')).toBeUndefined()
})

it('sends a write of a list with no version as ever: a 409 rejects as a conflict, nothing read again', async () => {
  api.server.use(http.put('*/api/products/1', () => HttpResponse.json({ message: 'locked' }, { status: 409 })))
  const view = await mounted({}, false)
  const error = await rejection(() => view.list().update(mine(view.list(), '1', 'mine')))
  expect(error).toMatchObject({ kind: 'conflict', status: 409 })
  expect(await writes()).toEqual(['PUT /api/products/1 v0'])
})

it('does the same for a feed, whose record operations are the list’s', async () => {
  const view = engine<Product, 'feed'>('feed', { versionField: 'version' })
  await vi.waitFor(() => expect(view.now().items.length).toBeGreaterThan(0))
  await view.settled()
  api.clear()
  writtenElsewhere('1', 'theirs')
  const feed = view.now()
  const error = await rejection(() => feed.update({ ...(feed.getItemById('1') as Product), title: 'mine' }))
  expect(error).toMatchObject({ kind: 'conflict', server: { title: 'theirs' } })
  expect(view.now().getItemById('1')).toMatchObject({ title: 'theirs' })
  expect(await writes()).toEqual(['PUT /api/products/1 If-Match: "0" v0', 'GET /api/products/1'])
})
