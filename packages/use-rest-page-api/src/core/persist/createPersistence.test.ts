import type { Product } from 'form-mock-server'
import { expect, it, vi } from 'vitest'
import { engine, tick } from '../../../../../test/engineHarness.ts'
import { holdAnswers } from '../../../../../test/heldAnswers.ts'
import { memoryStorage, quotaError } from '../../../../../test/memoryStorage.ts'
import { ORIGIN, setupMockApi } from '../../../../../test/mockApi.ts'
import { createRestPageStore, type PersistOptions } from '../store/createRestPageStore.ts'
import { listKey } from '../store/listKey.ts'
import type { ListPage } from '../types.ts'
import type { StoreCore } from '../store/createStoreCore.ts'
import { decodeStored, encodeStored, STORAGE_PREFIX } from './storedValue.ts'
import { PACKAGE_VERSION } from './version.ts'

// Persisted pages (issue 38, item 1), in node against the mock server: what a reload of the app finds, played as a
// second store on the storage the first one wrote.
const api = setupMockApi({ auth: false })
const url = `${ORIGIN}/api/products`
const lists = () => api.lines().filter((line) => line.startsWith('GET /api/products?'))
const keyOf = (pageNo: number, pageSize = 15) => listKey(url, { pageNo, pageSize, sorts: [], searchParams: {} }, {})
const nameOf = (pageNo: number) => STORAGE_PREFIX + keyOf(pageNo)
const titles = (items: readonly { title: string }[]) => items.map((item) => item.title)
/** The page stored under `name`, as the next store would read it. */
const storedPage = (storage: ReturnType<typeof memoryStorage>, name = nameOf(0)) => {
  const read = decodeStored(storage.map.get(name), PACKAGE_VERSION, 'page', Infinity, Date.now())
  return read && read !== 'drop' ? (read.value as ListPage<Product, unknown>) : undefined
}
const storeOn = (persist: PersistOptions) => createRestPageStore({ persist }) as never
/** A first visit: a list loads page 1 with a store on `storage`, and leaves. */
async function visit(storage: PersistOptions['storage'], options: Omit<PersistOptions, 'storage'> = {}) {
  const list = engine<Product, 'list'>('list', {}, { store: storeOn({ storage, ...options }), url })
  await list.settled()
  list.disconnect()
  return list
}
/** Lets the microtasks and the answers in flight run. */
const settle = async () => {
  for (let i = 0; i < 5; i++) await tick()
}

it('shows the page a previous store wrote before any answer, stale, and reloads it once in the background', async () => {
  const storage = memoryStorage()
  await visit(storage)
  const before = titles(api.db.products.slice(0, 15))
  expect(titles(storedPage(storage)?.items ?? [])).toEqual(before)
  api.db.products[0] = { ...(api.db.products[0] as Product), title: 'renamed since' }
  api.clear()
  const held = holdAnswers(api)

  const list = engine<Product, 'list'>('list', {}, { store: storeOn({ storage }), url })
  expect(titles(list.now().items)).toEqual(before)
  expect(list.now()).toMatchObject({ isLoading: false, isStale: true, isFetching: true })
  const [reload] = await held.waitFor(1)
  await reload?.release()
  await list.settled()
  await settle()

  expect(list.now().items[0]?.title).toBe('renamed since')
  expect(list.now().isStale).toBe(false)
  expect(lists()).toEqual(['GET /api/products?size=15&page=0'])
  expect(storedPage(storage)?.items[0]?.title).toBe('renamed since')
})

it('writes each page a list loads under its own key, and restores each when a list shows it', async () => {
  const storage = memoryStorage()
  const first = engine<Product, 'list'>('list', {}, { store: storeOn({ storage }), url })
  await first.settled()
  await first.now().nextPage()
  await first.settled()
  first.disconnect()
  expect([...storage.map.keys()].sort()).toEqual([nameOf(0), nameOf(1)].sort())
  api.clear()

  const held = holdAnswers(api)
  const list = engine<Product, 'list'>('list', {}, { store: storeOn({ storage }), url })
  void list.now().nextPage()
  await settle()
  expect(titles(list.now().items)).toEqual(titles(api.db.products.slice(15, 30)))
  await held.releaseAll()
})

it('restores nothing older than maxAge, and removes it', async () => {
  const storage = memoryStorage()
  await visit(storage)
  const stored = JSON.parse(storage.map.get(nameOf(0)) as string) as { at: number }
  api.clear()
  vi.useFakeTimers({ toFake: ['Date'], now: stored.at + 60_001 })
  try {
    const held = holdAnswers(api)
    const list = engine<Product, 'list'>('list', {}, { store: storeOn({ storage, maxAge: 60_000 }), url })
    expect(list.now().items).toEqual([])
    expect(list.now().isLoading).toBe(true)
    expect(storage.map.has(nameOf(0))).toBe(false)
    await held.releaseAll()
  } finally {
    vi.useRealTimers()
  }
})

it('restores nothing written under another buster (by default, another version of the package), and removes it', async () => {
  const storage = memoryStorage()
  await visit(storage, { buster: 'app-1' })
  expect(storage.map.get(nameOf(0))).toMatch(/^\{"buster":"app-1",/)
  api.clear()
  const held = holdAnswers(api)
  const list = engine<Product, 'list'>('list', {}, { store: storeOn({ storage }), url })
  expect(list.now().items).toEqual([])
  expect(storage.map.has(nameOf(0))).toBe(false)
  await held.releaseAll()
})

it('writes and restores only the pages the filter picks', async () => {
  const storage = memoryStorage()
  const filter = (request: { url: string; page: number }) => request.page === 1
  const first = engine<Product, 'list'>('list', {}, { store: storeOn({ storage, filter }), url })
  await first.settled()
  await first.now().nextPage()
  await first.settled()
  first.disconnect()
  expect([...storage.map.keys()]).toEqual([nameOf(1)])

  // A page stored before the filter said no is not restored either.
  storage.map.set(nameOf(0), encodeStored(PACKAGE_VERSION, Date.now(), 'page', storedPage(storage, nameOf(1))))
  const held = holdAnswers(api)
  const list = engine<Product, 'list'>('list', {}, { store: storeOn({ storage, filter }), url })
  expect(list.now().items).toEqual([])
  await held.releaseAll()
})

it('skips a page the storage refuses (its quota), removing it, with no second try and no throw', async () => {
  const storage = memoryStorage()
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
  storage.map.set(nameOf(3), 'stale text of an older version')
  storage.map.set(`${STORAGE_PREFIX}outbox`, encodeStored(PACKAGE_VERSION, 1, 'value', []))
  storage.setItem = (key) => {
    storage.writes.push(key)
    throw quotaError()
  }
  const list = engine<Product, 'list'>('list', {}, { store: storeOn({ storage }), url })
  await list.settled()
  await list.now().nextPage()
  await list.settled()
  await settle()

  expect(list.now().isError).toBe(false)
  expect(titles(list.now().items)).toEqual(titles(api.db.products.slice(15, 30)))
  // One try per answer; what could never be restored went to make room, the outbox stayed.
  expect(storage.writes).toEqual([nameOf(0), nameOf(1)])
  expect([...storage.map.keys()]).toEqual([`${STORAGE_PREFIX}outbox`])
  expect(lists()).toHaveLength(2)
  expect(warn).toHaveBeenCalledTimes(1)
  expect(String(warn.mock.calls[0]?.[0])).toMatch(/^\[use-rest-page-api\] persist: the storage refused/)
  warn.mockRestore()
})

it('skips a page an async storage refuses, with no second try and no unhandled rejection', async () => {
  const storage = memoryStorage()
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
  const tries: string[] = []
  const refusing = {
    getItem: async (key: string) => storage.getItem(key),
    setItem: async (key: string) => {
      tries.push(key)
      throw quotaError()
    },
    removeItem: async (key: string) => storage.removeItem(key),
    keys: async () => [...storage.map.keys()],
  }
  const list = engine<Product, 'list'>('list', {}, { store: storeOn({ storage: refusing }), url })
  await list.settled()
  await settle()
  expect(tries).toEqual([nameOf(0)])
  expect(list.now().items).toHaveLength(15)
  warn.mockRestore()
})

it('empties the storage of everything of the package on clear(), and restores nothing after', async () => {
  const storage = memoryStorage()
  storage.map.set('another-app', 'kept')
  const store = createRestPageStore({ persist: { storage } })
  const list = engine<Product, 'list'>('list', {}, { store: store as never, url })
  await list.settled()
  await (store as unknown as StoreCore<unknown>).persistence?.write('outbox', [{ id: 'w1' }])
  expect(storage.map.size).toBe(3)

  api.clear()
  const held = holdAnswers(api)
  store.clear()
  expect([...storage.map.keys()]).toEqual(['another-app'])
  // The list on screen asks again at once: it gets nothing of the previous user, from the store or the storage.
  await settle()
  expect(list.now()).toMatchObject({ items: [], isLoading: true })
  await held.waitFor(1)
  await held.releaseAll()
  await list.settled()
  expect(lists()).toHaveLength(1)
  // The page of the new user is written.
  expect([...storage.map.keys()]).toEqual(['another-app', nameOf(0)])
})

it('writes the server page, never the optimistic rows of a write the server has not answered', async () => {
  const storage = memoryStorage()
  const store = storeOn({ storage })
  const list = engine<Product, 'list'>('list', { optimistic: true }, { store, url })
  await list.settled()
  const held = holdAnswers(api, (request) => request.method === 'POST')
  const saved = list.now().save({ title: 'not answered yet', price: '1.00' })
  await held.waitFor(1)
  expect(list.now().items[0]?.title).toBe('not answered yet')
  // A reload answers while the write is on its way: the list shows the row over it, the storage gets the server's page.
  await list.now().reload()
  await list.settled()
  expect(list.now().items[0]?.title).toBe('not answered yet')
  expect(titles(storedPage(storage)?.items ?? [])).toEqual(titles(api.db.products.slice(0, 15)))
  expect(storage.map.get(nameOf(0))).not.toContain('not answered yet')
  await held.releaseAll()
  await saved
})

it('writes nothing while a load is on its way, nor for a load that failed', async () => {
  const storage = memoryStorage()
  const held = holdAnswers(api)
  const list = engine<Product, 'list'>('list', {}, { store: storeOn({ storage }), url })
  const [first] = await held.waitFor(1)
  expect(storage.writes).toEqual([])
  await first?.fail(500)
  await settle()
  expect(list.now().isError).toBe(true)
  expect(storage.writes).toEqual([])
})

it.each([
  ['text that is not JSON', '{"buster":'],
  ['a value of another program', 'hello'],
  ['a page of another shape', encodeStored(PACKAGE_VERSION, Date.now(), 'page', { items: 'none' })],
])('ignores and removes %s stored under a key', async (_, text) => {
  const storage = memoryStorage()
  storage.map.set(nameOf(0), text)
  const held = holdAnswers(api)
  const list = engine<Product, 'list'>('list', {}, { store: storeOn({ storage }), url })
  expect(list.now()).toMatchObject({ items: [], isLoading: true, isError: false })
  expect(storage.map.has(nameOf(0))).toBe(false)
  await held.waitFor(1)
  await held.releaseAll()
  await list.settled()
  expect(list.now().items).toHaveLength(15)
})

it('never replaces a newer page: a page handed over later replaces a restored one, an older one does not', async () => {
  const storage = memoryStorage()
  await visit(storage)
  const restoredAt = (JSON.parse(storage.map.get(nameOf(0)) as string) as { at: number }).at
  const page = storedPage(storage) as ListPage<Product, unknown>
  const renamed = (title: string) => ({ ...page, items: [{ ...(page.items[0] as Product), title }] })
  const held = holdAnswers(api)
  const store = createRestPageStore({ persist: { storage } })
  const list = engine<Product, 'list'>('list', {}, { store: store as never, url })
  expect(list.now().items[0]?.title).toBe(page.items[0]?.title)

  store.hydrate({ [keyOf(0)]: { ...renamed('older than the stored page'), dataUpdatedAt: restoredAt - 1 } as never })
  expect(list.now().items[0]?.title).toBe(page.items[0]?.title)
  store.hydrate({ [keyOf(0)]: { ...renamed('from a server, newer'), dataUpdatedAt: restoredAt + 1 } as never })
  expect(list.now().items[0]?.title).toBe('from a server, newer')
  await held.releaseAll()
})

it('restores nothing over a page the store already holds', async () => {
  const storage = memoryStorage()
  await visit(storage)
  const page = storedPage(storage) as ListPage<Product, unknown>
  const store = createRestPageStore({ persist: { storage } })
  store.hydrate({ [keyOf(0)]: { ...page, items: page.items.slice(0, 1), dataUpdatedAt: Date.now() } as never })
  api.clear()
  const list = engine<Product, 'list'>('list', {}, { store: store as never, url })
  expect(list.now().items).toHaveLength(1)
  await settle()
  expect(lists()).toEqual([])
})

it('keeps named values for the outbox: read, written, removed, dropped under another buster', async () => {
  const storage = memoryStorage()
  const core = createRestPageStore({ persist: { storage } }) as unknown as StoreCore<unknown>
  const persistence = core.persistence
  expect(await persistence?.read('outbox')).toBeUndefined()
  await persistence?.write('outbox', [{ method: 'PUT', url: '/api/products/1' }])
  expect(await persistence?.read('outbox')).toEqual([{ method: 'PUT', url: '/api/products/1' }])
  expect([...storage.map.keys()]).toEqual(['use-rest-page-api:outbox'])
  await persistence?.remove('outbox')
  expect(storage.map.size).toBe(0)

  await persistence?.write('outbox', [1])
  const other = createRestPageStore({ persist: { storage, buster: 'next' } }) as unknown as StoreCore<unknown>
  expect(await other.persistence?.read('outbox')).toBeUndefined()
  expect(storage.map.size).toBe(0)
})

it('leaves a store without persist, and a provider-less core, with no persistence', () => {
  expect((createRestPageStore() as unknown as StoreCore<unknown>).persistence).toBeUndefined()
  const link = { write: () => {} }
  expect((createRestPageStore(link) as unknown as StoreCore<unknown>).persistence).toBeUndefined()
})

it('restores the pages of a load-more feed too, each under its own key', async () => {
  const storage = memoryStorage()
  const first = engine<Product, 'feed'>('feed', {}, { store: storeOn({ storage }), url })
  await first.settled()
  first.disconnect()
  expect(storedPage(storage)?.items).toHaveLength(15)
  api.clear()
  const held = holdAnswers(api)
  const feed = engine<Product, 'feed'>('feed', {}, { store: storeOn({ storage }), url })
  expect(titles(feed.now().items)).toEqual(titles(api.db.products.slice(0, 15)))
  await held.waitFor(1)
  await held.releaseAll()
  await feed.settled()
  expect(lists()).toHaveLength(1)
})
