import type { Product } from 'form-mock-server'
import { delay, http, HttpResponse } from 'msw'
import { afterEach, expect, it, vi } from 'vitest'
import { engine } from '../../../../../test/engineHarness.ts'
import { holdAnswers } from '../../../../../test/heldAnswers.ts'
import { ORIGIN, setupMockApi } from '../../../../../test/mockApi.ts'
import { onlineManager } from '../engine/eventManager.ts'
import { createRestPageStore } from '../store/createRestPageStore.ts'
import type { PageStore } from '../store/withStoreApi.ts'
import type { ListPage } from '../types.ts'
import { outboxOf } from './Outbox.ts'

// Writes made without network wait in the store's outbox with their optimistic rows, and go when it is back: before
// any list reloads, one record's in order, different records' in parallel.
const api = setupMockApi({ auth: false })
const url = `${ORIGIN}/api/products`
type Page = ListPage<{ id: string; title: string; price: string }, unknown>

/** The browser's word on the network (`navigator.onLine`), and its `online` event when it comes back. */
const offline = () => vi.stubGlobal('navigator', { onLine: false })
const online = () => {
  vi.stubGlobal('navigator', { onLine: true })
  onlineManager.emit()
}
/** Stores made by a test: cleared after it, so no write it left waiting goes out in the next one. */
const stores: PageStore<Page>[] = []
afterEach(() => {
  vi.unstubAllGlobals()
  for (const store of stores.splice(0)) store.clear()
})

async function mounted() {
  const store = createRestPageStore() as unknown as PageStore<Page>
  stores.push(store)
  const list = engine<Product, 'list'>('list', { optimistic: true }, { url, store })
  await list.settled()
  api.clear()
  return { list, store }
}
const titles = (items: readonly Product[]) => items.map((item) => item.title)
const writes = (lines: string[]) => lines.filter((line) => !line.startsWith('GET'))

it('keeps writes made offline in the outbox with their rows shown, and sends none of them', async () => {
  const { list, store } = await mounted()
  const [first, second] = list.now().items as [Product, Product]
  offline()
  // Never answered: the store is cleared after the test, which rejects them.
  const ignore = () => {}
  list
    .now()
    .update({ ...first, title: 'edited offline' })
    .catch(ignore)
  list.now().save({ title: 'Pen', price: '1.00' }).catch(ignore)
  list.now().remove(second.id).catch(ignore)
  await delay(20)
  expect(store.outbox().map((w) => `${w.method} ${w.url.replace(ORIGIN, '')} ${String(w.record)}`)).toEqual([
    `PUT /api/products/${first.id} ${first.id}`,
    'POST /api/products undefined',
    `DELETE /api/products/${second.id} ${second.id}`,
  ])
  expect(titles(list.now().items).slice(0, 2)).toEqual(['Pen', 'edited offline'])
  expect(list.now().items.some((item) => item.id === second.id)).toBe(false)
  expect(api.lines()).toEqual([])
  // Still listed as on their way in the write log.
  expect(store.writes().pending.map((w) => w.method)).toEqual(['PUT', 'POST', 'DELETE'])
})

it('sends the writes of one record in order and those of different records in parallel once online', async () => {
  const { list, store } = await mounted()
  const [first, second] = list.now().items as [Product, Product]
  offline()
  // Without their `version`: the mock, as a controller with a @Version DTO, refuses a stale one (409), and this list
  // sends none of its own (`versionField` unset).
  const unversioned = ({ version: _, ...product }: Product) => product as Product
  const a = list.now().update(unversioned({ ...first, title: 'one' }))
  const b = list.now().update(unversioned({ ...first, title: 'two' }))
  const c = list.now().update(unversioned({ ...second, title: 'other' }))
  await delay(10)
  const held = holdAnswers(api, (r) => r.method === 'PUT')
  online()
  const [h1, h2] = await held.waitFor(2)
  await delay(20)
  // The first write of each record went; the second of `first` waits for the answer to its first.
  expect([h1!.path, h2!.path].sort()).toEqual([`/api/products/${first.id}`, `/api/products/${second.id}`].sort())
  expect(held.all()).toHaveLength(2)
  await h1!.release()
  await h2!.release()
  const [, , h3] = await held.waitFor(3)
  expect(h3!.path).toBe(`/api/products/${first.id}`)
  await h3!.release()
  await Promise.all([a, b, c])
  const puts = (await api.requests()).filter((r) => r.method === 'PUT' && r.path.endsWith(`/${first.id}`))
  expect(puts.map((r) => (r.body as Product).title)).toEqual(['one', 'two'])
  expect(store.outbox()).toEqual([])
  await list.settled()
  expect(list.now().items.find((item) => item.id === first.id)?.title).toBe('two')
})

it('sends the outbox before the lists reload when the browser is back online', async () => {
  const { list } = await mounted()
  const [first] = list.now().items as [Product]
  offline()
  const saved = list.now().update({ ...first, title: 'edited offline' })
  let answered = false
  void saved.then(() => (answered = true))
  await delay(10)
  const held = holdAnswers(api, (r) => r.method === 'PUT')
  online()
  const [put] = await held.waitFor(1)
  await delay(30)
  // The reload the reconnect asked for waits for the write's answer, and the write's promise too.
  expect(api.lines()).toEqual([`PUT /api/products/${first.id}`])
  expect(answered).toBe(false)
  await put!.release()
  await saved
  await list.settled()
  expect(api.lines()[0]).toBe(`PUT /api/products/${first.id}`)
  expect(
    api
      .lines()
      .slice(1)
      .every((line) => line.startsWith('GET /api/products?')),
  ).toBe(true)
  expect(api.lines().length).toBeGreaterThan(1)
  expect(list.now().items[0]?.title).toBe('edited offline')
})

it('queues a write that meets no network, keeps its row, and sends it again on flush', async () => {
  const { list, store } = await mounted()
  const [first] = list.now().items as [Product]
  api.server.use(http.put('*/api/products/:id', () => HttpResponse.error(), { once: true }))
  const saved = list.now().update({ ...first, title: 'no network' })
  await vi.waitFor(() => expect(store.outbox()).toHaveLength(1))
  expect(store.outbox()[0]).toMatchObject({ method: 'PUT', record: first.id, attempts: 1 })
  expect(store.outbox()[0]?.lastError).toMatchObject({ kind: 'network' })
  expect(list.now().items[0]?.title).toBe('no network')
  await outboxOf(store)?.flush()
  await saved
  expect(writes(api.lines())).toEqual([`PUT /api/products/${first.id}`, `PUT /api/products/${first.id}`])
  expect(api.db.products.find((p) => p.id === first.id)?.title).toBe('no network')
  expect(store.outbox()).toEqual([])
})

it('rejects a write the server refuses once sent from the outbox, and rolls its row back', async () => {
  const { list, store } = await mounted()
  const [first] = list.now().items as [Product]
  offline()
  const saved = list
    .now()
    .update({ ...first, title: 'refused' })
    .catch((error: unknown) => error)
  await delay(10)
  api.server.use(http.put('*/api/products/:id', () => HttpResponse.json({ message: 'no' }, { status: 400 })))
  online()
  expect(await saved).toMatchObject({ status: 400 })
  expect(store.outbox()).toEqual([])
  expect(store.writes().failures).toHaveLength(1)
  expect(list.now().items[0]?.title).toBe(first.title)
})

it('sends a save, an update and a removal made offline once online: one record in order, the others beside it', async () => {
  const { list, store } = await mounted()
  const [first, second] = list.now().items as [Product, Product]
  offline()
  const done = Promise.all([
    list.now().update({ ...first, title: 'before it goes' }),
    list.now().remove(first.id),
    list.now().save({ title: 'Pen', price: '1.00' }),
    list.now().update({ ...second, title: 'other' }),
  ])
  await delay(10)
  expect(store.outbox()).toHaveLength(4)
  const held = holdAnswers(api, (r) => r.method !== 'GET')
  online()
  // The removal of `first` waits for the answer to its update; the save and the other record's update go beside it.
  const three = await held.waitFor(3)
  await delay(20)
  expect(three.map((r) => `${r.method} ${r.path}`).sort()).toEqual(
    ['PUT /api/products/' + first.id, 'POST /api/products', 'PUT /api/products/' + second.id].sort(),
  )
  expect(held.all()).toHaveLength(3)
  await held.releaseAll()
  const [, , , fourth] = await held.waitFor(4)
  expect(`${fourth!.method} ${fourth!.path}`).toBe(`DELETE /api/products/${first.id}`)
  await fourth!.release()
  await done
  expect(store.outbox()).toEqual([])
  expect(api.db.products.some((p) => p.id === first.id)).toBe(false)
  expect(api.db.products.some((p) => p.title === 'Pen')).toBe(true)
})

it('tries a write that met no network again after a second on its own', async () => {
  const { list, store } = await mounted()
  const [first] = list.now().items as [Product]
  // When each PUT reached the server: the first meets no network, the second is the retry. Timed here rather than by
  // waiting a while and counting, which a loaded machine can stretch past the second the retry waits.
  const sentAt: number[] = []
  api.server.use(http.put('*/api/products/:id', () => HttpResponse.error(), { once: true }))
  api.server.use(http.put('*/api/products/:id', () => void sentAt.push(performance.now())))
  const saved = list.now().update({ ...first, title: 'later' })
  await vi.waitFor(() => expect(store.outbox()[0]?.attempts).toBe(1))
  await saved
  expect(writes(api.lines())).toEqual([`PUT /api/products/${first.id}`, `PUT /api/products/${first.id}`])
  expect(sentAt).toHaveLength(2)
  expect((sentAt[1] as number) - (sentAt[0] as number)).toBeGreaterThanOrEqual(990)
  expect(store.outbox()).toEqual([])
})

it('still sends, on store.clear(), a write that never waited: one queued behind its record’s write on its way', async () => {
  const { list, store } = await mounted()
  const [first] = list.now().items as [Product]
  const held = holdAnswers(api, (r) => r.method !== 'GET')
  const removing = list.now().remove(first.id)
  const updating = list
    .now()
    .update({ ...first, title: 'after' })
    .catch((error: unknown) => error)
  const [remove] = await held.waitFor(1)
  store.clear()
  held.stop()
  await remove!.release()
  await removing
  // The update goes after the removal, as it would have without the sign-out (the server answers it: 404).
  expect(await updating).toMatchObject({ status: 404 })
  expect(writes(api.lines())).toEqual([`DELETE /api/products/${first.id}`, `PUT /api/products/${first.id}`])
})
