import type { Product } from 'form-mock-server'
import { afterEach, expect, it, vi } from 'vitest'
import { engine } from '../../../../../test/engineHarness.ts'
import { holdAnswers } from '../../../../../test/heldAnswers.ts'
import { ids } from '../../../../../test/listHelpers.ts'
import { ORIGIN, setupMockApi } from '../../../../../test/mockApi.ts'
import { createStoreCore } from '../store/createStoreCore.ts'
import { withStoreApi, type PageStore } from '../store/withStoreApi.ts'
import type { ListPage } from '../types.ts'
import { attachOutbox } from './attachOutbox.ts'
import { outboxOf } from './Outbox.ts'
import type { Persistence } from './Persistence.ts'

// The outbox kept in storage: a later store on it (a reload) sends the writes an earlier one left, with the settings
// of the provider that registers them, their optimistic step shown once over the restored pages.
const api = setupMockApi({ auth: false })
const url = `${ORIGIN}/api/products`
type Page = ListPage<{ id: string; title: string; price: string }, unknown>

/** A `Persistence` in memory, values kept as the JSON text a storage would hold. */
function memoryPersistence() {
  const kept = new Map<string, string>()
  const persistence: Persistence = {
    read: async (name) => (kept.has(name) ? JSON.parse(kept.get(name) as string) : undefined),
    write: (name, value) => void kept.set(name, JSON.stringify(value)),
    remove: (name) => void kept.delete(name),
  }
  return { persistence, kept }
}

const stores: PageStore<Page>[] = []
const storeOn = (persistence: Persistence) => {
  const store = withStoreApi(attachOutbox(createStoreCore<Page>(), { persistence }))
  stores.push(store)
  return store
}
afterEach(() => {
  vi.unstubAllGlobals()
  for (const store of stores.splice(0)) store.clear()
})
const secret = { headers: { Authorization: 'Bearer secret-token', 'X-Tenant': 'acme' } }

/** A first page loaded by a list on a first store, then writes made offline there: what a reload finds in storage. */
async function leftOffline(persistence: Persistence) {
  const first = storeOn(persistence)
  const list = engine<Product, 'list'>('list', { optimistic: true }, { url, store: first, settings: secret })
  await list.settled()
  // The server's page as the persisted pages keep it: no optimistic row.
  const pages = first.dehydrate()
  const [one, two] = list.now().items as [Product, Product]
  vi.stubGlobal('navigator', { onLine: false })
  const ignore = () => {}
  list.now().save({ title: 'Pen', price: '1.00' }).catch(ignore)
  list
    .now()
    .update({ ...one, title: 'edited offline' })
    .catch(ignore)
  list.now().remove(two.id).catch(ignore)
  await vi.waitFor(() => expect(first.outbox()).toHaveLength(3))
  list.disconnect()
  api.clear()
  return { pages, one, two }
}

it('keeps the queue without the app headers or tokens', async () => {
  const { persistence, kept } = memoryPersistence()
  const { one } = await leftOffline(persistence)
  const blob = kept.get('outbox') as string
  expect(JSON.parse(blob)).toMatchObject([
    { method: 'POST', url, collection: url, body: { title: 'Pen', price: '1.00' } },
    { method: 'PUT', url: `${url}/${one.id}`, record: one.id, overlay: { replace: { title: 'edited offline' } } },
    { method: 'DELETE', attempts: 0 },
  ])
  expect(blob).not.toMatch(/secret-token|Bearer|Authorization|acme|X-Tenant/i)
})

it('sends the writes a previous store left, with the registered settings, showing their rows once, before reloading', async () => {
  const { persistence, kept } = memoryPersistence()
  const { pages, one, two } = await leftOffline(persistence)
  vi.stubGlobal('navigator', { onLine: true })

  // The reload: a new store on the same storage, its pages restored (stale), a list showing them.
  const next = storeOn(persistence)
  await outboxOf(next)?.restored
  next.hydrate(pages)
  next.invalidate('/api/products')
  expect(next.outbox().map((w) => w.method)).toEqual(['POST', 'PUT', 'DELETE'])
  const held = holdAnswers(api, (r) => r.method !== 'GET')
  const list = engine<Product, 'list'>('list', { optimistic: true }, { url, store: next })
  await vi.waitFor(() => expect(list.now().items.length).toBeGreaterThan(0))
  const titles = () => list.now().items.map((item) => item.title)
  // The optimistic step over the restored page, once: the new record first, the edit, the removal.
  expect(titles().filter((title) => title === 'Pen')).toHaveLength(1)
  expect(titles()[0]).toBe('Pen')
  expect(list.now().items.find((item) => item.id === one.id)?.title).toBe('edited offline')
  expect(list.now().items.some((item) => item.id === two.id)).toBe(false)
  // Nothing goes before a provider registers its settings: never the ones the first store had.
  await new Promise((resolve) => setTimeout(resolve, 30))
  expect(api.lines()).toEqual([])

  outboxOf(next)?.register({ headers: { Authorization: 'Bearer new-session' } })
  await held.waitFor(3)
  expect(titles().filter((title) => title === 'Pen')).toHaveLength(1)
  await held.releaseAll()
  await vi.waitFor(() => expect(next.outbox()).toEqual([]))
  await list.settled()
  const received = await api.requests()
  // The writes first, then the reload of the list they changed.
  expect(received.map((r) => r.method)).toEqual(['POST', 'PUT', 'DELETE', 'GET'])
  expect(received.slice(0, 3).map((r) => r.headers.get('Authorization'))).toEqual(Array(3).fill('Bearer new-session'))
  // The server's page now: its rows as the server has them after the writes, no placeholder left.
  expect(ids(list.now().items)).toEqual(ids(api.db.products.slice(0, 15)))
  expect(list.now().items.find((item) => item.id === one.id)?.title).toBe('edited offline')
  expect(kept.has('outbox')).toBe(false)
})

it('lists a restored write that fails in the write log failures', async () => {
  const { persistence } = memoryPersistence()
  const { one } = await leftOffline(persistence)
  vi.stubGlobal('navigator', { onLine: true })
  api.db.products.splice(
    api.db.products.findIndex((p) => p.id === one.id),
    1,
  )
  const next = storeOn(persistence)
  await outboxOf(next)?.restored
  outboxOf(next)?.register({})
  await vi.waitFor(() => expect(next.outbox()).toEqual([]))
  expect(next.writes().failures).toMatchObject([{ method: 'PUT', ids: [one.id], error: { status: 404 } }])
})

it('drops the waiting writes and the kept queue on store.clear(), sending nothing and telling nobody of them', async () => {
  const { persistence, kept } = memoryPersistence()
  const store = storeOn(persistence)
  const list = engine<Product, 'list'>('list', { optimistic: true }, { url, store })
  await list.settled()
  const [one] = list.now().items as [Product]
  vi.stubGlobal('navigator', { onLine: false })
  const saving = list
    .now()
    .update({ ...one, title: 'never sent' })
    .catch((error: unknown) => error)
  await vi.waitFor(() => expect(kept.has('outbox')).toBe(true))
  api.clear()
  store.clear()
  expect(await saving).toMatchObject({
    message: `[use-rest-page-api] the outbox was cleared before PUT ${url}/${one.id} was sent (store.clear())`,
  })
  expect(store.outbox()).toEqual([])
  expect(kept.has('outbox')).toBe(false)
  // Nothing of the previous user's write is kept, not even as a failure.
  expect(store.writes()).toEqual({ pending: [], failures: [] })
  vi.stubGlobal('navigator', { onLine: true })
  await list.settled()
  expect(api.lines().filter((line) => !line.startsWith('GET'))).toEqual([])
})
