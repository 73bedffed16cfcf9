import { expect, it } from 'vitest'
import { engine, rejection } from '../../../../../test/engineHarness.ts'
import { holdAnswers } from '../../../../../test/heldAnswers.ts'
import { ORIGIN, setupMockApi } from '../../../../../test/mockApi.ts'
import { RestError } from '../http/RestError.ts'
import { createPageStore } from './createRestPageStore.ts'
import { createWriteLog } from './writeLog.ts'

const api = setupMockApi({ auth: false })
const products = `${ORIGIN}/api/products`

it('holds a save on its way with what it sent, and lets it go once answered', async () => {
  const list = engine('list')
  await list.settled()
  const held = holdAnswers(api, (r) => r.method === 'POST')
  const before = list.store.writes()
  const saving = list.now().save({ title: 'Pen', price: '1.00' })
  const { pending, failures } = list.store.writes(products)
  expect(pending).toEqual([
    {
      method: 'POST',
      collection: products,
      ids: [],
      data: { title: 'Pen', price: '1.00' },
      startedAt: expect.any(Number),
    },
  ])
  expect(failures).toEqual([])
  expect(Object.isFrozen(pending[0])).toBe(true)
  // The same object while nothing changed; another collection's is the empty one it was.
  expect(list.store.writes(products)).toBe(list.store.writes(products))
  expect(list.store.writes(`${ORIGIN}/api/orders`)).toBe(before)
  const [post] = await held.waitFor(1)
  expect(post?.path).toBe('/api/products')
  await post?.release()
  await saving
  expect(list.store.writes(products).pending).toEqual([])
  expect(list.store.writes(products)).not.toBe(before)
})

it('keeps a failed update and remove with their ids and error, in the order they failed', async () => {
  const list = engine('list')
  await list.settled()
  const [first, second] = list.now().items
  api.controls.failNext('PUT', `/api/products/${first?.id}`, 500)
  await rejection(() => list.now().update({ ...first!, title: 'Renamed' }))
  api.controls.failNext('DELETE', `/api/products/${second?.id}`, 503)
  await rejection(() => list.now().remove(second!.id))
  const { pending, failures } = list.store.writes()
  expect(pending).toEqual([])
  expect(failures.map(({ method, ids, data }) => ({ method, ids, data }))).toEqual([
    { method: 'PUT', ids: [first?.id], data: { ...first, title: 'Renamed' } },
    { method: 'DELETE', ids: [second?.id], data: undefined },
  ])
  expect(failures.map((f) => (f.error as RestError).status)).toEqual([500, 503])
  expect(failures[0]?.error).toBeInstanceOf(RestError)
  expect(failures[0]?.failedAt).toBeGreaterThanOrEqual(failures[0]?.startedAt ?? Infinity)
})

it('leaves no write for a call refused before sending', async () => {
  const list = engine('list')
  await list.settled()
  await rejection(() => list.now().remove('..'))
  expect(list.store.writes()).toEqual({ pending: [], failures: [] })
  expect(api.lines().filter((line) => !line.startsWith('GET '))).toEqual([])
})

it('tells its subscribers of each change, and forgets the failures of one collection or of all', () => {
  const store = createPageStore()
  const heard: number[] = []
  const stop = store.subscribeWrites(() => heard.push(store.writes().pending.length))
  const log = store.writeLog
  const endA = log.start({ method: 'POST', collection: '/api/a', ids: [], data: {} })
  const endB = log.start({ method: 'DELETE', collection: '/api/b', ids: [1], data: undefined })
  endA(new Error('a failed'))
  endB(new Error('b failed'))
  expect(heard).toEqual([1, 2, 1, 0])
  store.clearWriteFailures('/api/a')
  expect(store.writes().failures.map((f) => f.collection)).toEqual(['/api/b'])
  store.clearWriteFailures()
  expect(store.writes().failures).toEqual([])
  stop()
  expect(heard).toHaveLength(6)
})

it('keeps the last 20 failures', () => {
  const log = createWriteLog()
  for (let i = 0; i < 25; i++) log.start({ method: 'PUT', collection: '/api/a', ids: [i], data: { id: i } })(i)
  expect(log.snapshot().failures.map((f) => f.ids[0])).toEqual(Array.from({ length: 20 }, (_, i) => i + 5))
})

it('keeps the snapshot of a collection no write of which changed', () => {
  const log = createWriteLog()
  const a = log.snapshot('/api/a')
  log.start({ method: 'POST', collection: '/api/b', ids: [], data: {} })
  expect(log.snapshot('/api/a')).toBe(a)
  expect(log.snapshot('/api/b')).not.toBe(log.snapshot('/api/a'))
})
