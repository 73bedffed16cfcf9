import type { Product } from 'form-mock-server'
import { afterEach, expect, it, vi } from 'vitest'
import { engine } from '../../../../../test/engineHarness.ts'
import { ORIGIN, setupMockApi } from '../../../../../test/mockApi.ts'
import { createStoreCore } from '../store/createStoreCore.ts'
import { withStoreApi, type PageStore } from '../store/withStoreApi.ts'
import type { ListPage } from '../types.ts'
import { attachOutbox } from './attachOutbox.ts'
import { outboxOf } from './Outbox.ts'
import type { Persistence } from './Persistence.ts'

// Two tabs of one origin share the storage, so the stored outbox: only one of them may own it, or a write waiting in
// one tab is restored and sent by the other as well (sent twice). Each tab here is a store made under a `navigator`
// whose `locks` (the Web Locks API) share one registry, as the tabs of an origin do.
const api = setupMockApi({ auth: false })
const url = `${ORIGIN}/api/products`
type Page = ListPage<Product, unknown>

/** The origin's locks: exclusive, granted in the order asked, held until the callback's promise settles or the tab goes. */
function origin() {
  const held = new Map<string, object>()
  const waiting: { name: string; tab: object; grant: () => void }[] = []
  const next = (name: string) => {
    const at = waiting.findIndex((w) => w.name === name)
    if (at >= 0 && !held.has(name)) waiting.splice(at, 1)[0]?.grant()
  }
  return () => {
    const tab = {}
    const locks = {
      request: (name: string, callback: () => Promise<unknown>) =>
        new Promise((resolve, reject) => {
          const grant = () => {
            held.set(name, tab)
            Promise.resolve()
              .then(callback)
              .then(resolve, reject)
              .finally(() => {
                if (held.get(name) === tab) held.delete(name)
                next(name)
              })
          }
          waiting.push({ name, tab, grant })
          next(name)
        }),
    }
    /** The tab is closed: its locks go, and what it asked for and was not granted. */
    const close = () => {
      for (const [name, owner] of [...held]) if (owner === tab) held.delete(name)
      for (let i = waiting.length - 1; i >= 0; i--) if (waiting[i]?.tab === tab) waiting.splice(i, 1)
      for (const name of new Set(waiting.map((w) => w.name))) next(name)
    }
    return { locks, close }
  }
}

/** A storage of the origin in memory, values kept as JSON text. */
function memoryPersistence(): Persistence {
  const kept = new Map<string, string>()
  return {
    read: async (name) => (kept.has(name) ? JSON.parse(kept.get(name) as string) : undefined),
    write: (name, value) => void kept.set(name, JSON.stringify(value)),
    remove: (name) => void kept.delete(name),
  }
}

const stores: PageStore<Page>[] = []
afterEach(() => {
  vi.unstubAllGlobals()
  for (const store of stores.splice(0)) store.clear()
})
/** A store in a tab: made while `navigator` is that tab's. */
function storeIn(tab: { locks: object }, persistence: Persistence, onLine: boolean) {
  vi.stubGlobal('navigator', { onLine, locks: tab.locks })
  const store = withStoreApi(attachOutbox(createStoreCore<Page>(), { persistence }))
  stores.push(store)
  return store
}
const puts = async () => (await api.requests()).filter((r) => r.method === 'PUT')
const ignore = () => {}

it('leaves a write waiting in one tab to that tab: a second tab neither restores nor sends it', async () => {
  const persistence = memoryPersistence()
  const tabOf = origin()
  const [tabA, tabB] = [tabOf(), tabOf()]
  const a = storeIn(tabA, persistence, true)
  const list = engine<Product, 'list'>('list', { optimistic: true }, { url, store: a })
  await list.settled()
  const [one] = list.now().items as [Product]
  vi.stubGlobal('navigator', { onLine: false, locks: tabA.locks })
  const saved = list.now().update({ ...one, title: 'edited in tab A' })
  await vi.waitFor(() => expect(a.outbox()).toHaveLength(1))

  // Tab B opens while the write waits in tab A, and the network is back.
  const b = storeIn(tabB, persistence, true)
  const listB = engine<Product, 'list'>('list', { optimistic: true }, { url, store: b })
  outboxOf(b)?.register({})
  await listB.settled()
  await new Promise((resolve) => setTimeout(resolve, 20))
  expect(b.outbox()).toEqual([])

  vi.stubGlobal('navigator', { onLine: true, locks: tabA.locks })
  await outboxOf(a)?.flush()
  await saved
  await new Promise((resolve) => setTimeout(resolve, 20))
  expect((await puts()).map((r) => (r.body as Product).title)).toEqual(['edited in tab A'])
  list.disconnect()
  listB.disconnect()
})

it('takes the stored queue over when the tab that owned it closes, and sends each write once', async () => {
  const persistence = memoryPersistence()
  const tabOf = origin()
  const [tabA, tabB] = [tabOf(), tabOf()]
  const a = storeIn(tabA, persistence, true)
  const list = engine<Product, 'list'>('list', { optimistic: true }, { url, store: a })
  await list.settled()
  const [one] = list.now().items as [Product]
  vi.stubGlobal('navigator', { onLine: false, locks: tabA.locks })
  list
    .now()
    .update({ ...one, title: 'left by tab A' })
    .catch(ignore)
  await vi.waitFor(() => expect(a.outbox()).toHaveLength(1))
  const b = storeIn(tabB, persistence, false)
  await new Promise((resolve) => setTimeout(resolve, 20))
  expect(b.outbox()).toEqual([])

  // Tab A is closed with its write unsent: tab B owns the queue now, and restores it.
  list.disconnect()
  tabA.close()
  stores.splice(stores.indexOf(a), 1)
  await vi.waitFor(() => expect(b.outbox().map((w) => w.data)).toMatchObject([{ title: 'left by tab A' }]))
  vi.stubGlobal('navigator', { onLine: true, locks: tabB.locks })
  // The settings a restored write goes with: those of the first provider on the store.
  outboxOf(b)?.register({})
  const listB = engine<Product, 'list'>('list', { optimistic: true }, { url, store: b })
  await vi.waitFor(async () => expect((await puts()).length).toBe(1))
  await listB.settled()
  await new Promise((resolve) => setTimeout(resolve, 20))
  expect((await puts()).map((r) => (r.body as Product).title)).toEqual(['left by tab A'])
  expect(b.outbox()).toEqual([])
  listB.disconnect()
})
