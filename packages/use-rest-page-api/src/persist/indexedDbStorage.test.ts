import type { Product } from 'form-mock-server'
import { IDBFactory } from 'fake-indexeddb'
import { afterEach, beforeEach, expect, it, vi } from 'vitest'
import { engine, tick } from '../../../../test/engineHarness.ts'
import { holdAnswers } from '../../../../test/heldAnswers.ts'
import { ORIGIN, setupMockApi } from '../../../../test/mockApi.ts'
import { createRestPageStore } from '../core/store/createRestPageStore.ts'
import { listKey } from '../core/store/listKey.ts'
import { STORAGE_PREFIX } from '../core/persist/storedValue.ts'
import { indexedDbStorage } from './indexedDbStorage.ts'

// The IndexedDB storage of `use-rest-page-api/persist`, against fake-indexeddb (the IndexedDB of a browser, in node):
// its contract, and pages persisted and restored through it, the async path of `persist`.
const api = setupMockApi({ auth: false })
const url = `${ORIGIN}/api/products`
const name = STORAGE_PREFIX + listKey(url, { pageNo: 0, pageSize: 15, sorts: [], searchParams: {} }, {})
const titles = (items: readonly { title: string }[]) => items.map((item) => item.title)

beforeEach(() => {
  // A fresh IndexedDB per test: nothing one test wrote is read by the next.
  vi.stubGlobal('indexedDB', new IDBFactory())
})
afterEach(() => {
  vi.unstubAllGlobals()
})

it('keeps strings by key: set, get, keys, remove, and null for a key it does not hold', async () => {
  const storage = indexedDbStorage()
  expect(await storage.getItem('a')).toBeNull()
  await storage.setItem('a', 'one')
  await storage.setItem('b', 'two')
  await storage.setItem('a', 'three')
  expect(await storage.getItem('a')).toBe('three')
  expect((await storage.keys?.())?.sort()).toEqual(['a', 'b'])
  await storage.removeItem('a')
  expect(await storage.getItem('a')).toBeNull()
  expect(await storage.keys?.()).toEqual(['b'])
})

it('keeps each database and object store apart, and reads what another storage of the same name wrote', async () => {
  await indexedDbStorage({ name: 'app-a' }).setItem('k', 'a')
  await indexedDbStorage({ name: 'app-b', storeName: 'cache' }).setItem('k', 'b')
  expect(await indexedDbStorage({ name: 'app-a' }).getItem('k')).toBe('a')
  expect(await indexedDbStorage({ name: 'app-b', storeName: 'cache' }).getItem('k')).toBe('b')
})

it('holds nothing where there is no IndexedDB (a server): reads find nothing, writes are dropped', async () => {
  vi.stubGlobal('indexedDB', undefined)
  const storage = indexedDbStorage()
  await storage.setItem('a', 'one')
  expect(await storage.getItem('a')).toBeNull()
  expect(await storage.keys?.()).toEqual([])
  await expect(storage.removeItem('a')).resolves.toBeUndefined()
})

it('gives a reload the pages of the visit before it: read ahead, shown before the answer, reloaded once', async () => {
  const storage = indexedDbStorage()
  const first = engine<Product, 'list'>(
    'list',
    {},
    { store: createRestPageStore({ persist: { storage } }) as never, url },
  )
  await first.settled()
  first.disconnect()
  await vi.waitFor(async () => expect(await storage.keys?.()).toEqual([name]))
  const before = titles(api.db.products.slice(0, 15))
  api.db.products[0] = { ...(api.db.products[0] as Product), title: 'renamed since' }
  api.clear()
  const held = holdAnswers(api)

  // The list shows the key before the read ahead came back: its page is filled in when it does, before the answer.
  const list = engine<Product, 'list'>(
    'list',
    {},
    { store: createRestPageStore({ persist: { storage } }) as never, url },
  )
  expect(list.now().items).toEqual([])
  const [reload] = await held.waitFor(1)
  await vi.waitFor(() => expect(titles(list.now().items)).toEqual(before))
  expect(list.now()).toMatchObject({ isStale: true, isFetching: true })
  await reload?.release()
  await list.settled()
  for (let i = 0; i < 5; i++) await tick()
  expect(list.now().items[0]?.title).toBe('renamed since')
  expect(api.lines().filter((line) => line.startsWith('GET /api/products?'))).toHaveLength(1)
})

it('restores a page read ahead at once when a list shows its key after the read finished', async () => {
  const storage = indexedDbStorage()
  const first = engine<Product, 'list'>(
    'list',
    {},
    { store: createRestPageStore({ persist: { storage } }) as never, url },
  )
  await first.settled()
  first.disconnect()
  await vi.waitFor(async () => expect(await storage.keys?.()).toEqual([name]))
  // The store reads its pages ahead through this storage: each read is kept, so the list below mounts once they are
  // answered (waiting a fixed while instead would race the read on a loaded machine).
  const reads = new Map<string, Promise<string | null>>()
  const store = createRestPageStore({
    persist: {
      storage: {
        getItem: (key) => {
          const read = Promise.resolve(storage.getItem(key))
          reads.set(key, read)
          return read
        },
        setItem: (key, value) => storage.setItem(key, value),
        removeItem: (key) => storage.removeItem(key),
        keys: () => storage.keys?.() ?? [],
      },
    },
  })
  // Made at start-up; the first list mounts later, once the read ahead is answered.
  await vi.waitFor(() => expect(reads.has(name)).toBe(true))
  await reads.get(name)
  await tick()
  const held = holdAnswers(api)
  const list = engine<Product, 'list'>('list', {}, { store: store as never, url })
  expect(list.now().items).toHaveLength(15)
  await held.waitFor(1)
  await held.releaseAll()
})

it('is emptied of the pages by store.clear(), and restores none of them to a list asking meanwhile', async () => {
  const storage = indexedDbStorage()
  await storage.setItem('another-app', 'kept')
  const store = createRestPageStore({ persist: { storage } })
  const list = engine<Product, 'list'>('list', {}, { store: store as never, url })
  await list.settled()
  await vi.waitFor(async () => expect((await storage.keys?.())?.sort()).toEqual(['another-app', name]))
  api.clear()
  const held = holdAnswers(api)
  store.clear()
  await vi.waitFor(async () => expect(await storage.keys?.()).toEqual(['another-app']))
  // The list on screen asked again while the storage was being emptied: nothing of the previous user came back.
  expect(list.now()).toMatchObject({ items: [], isLoading: true })
  await held.waitFor(1)
  await held.releaseAll()
  await list.settled()
})
