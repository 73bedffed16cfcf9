import { expect, it } from 'vitest'
import { createStoreCore } from './createStoreCore.ts'
import { listKey } from './listKey.ts'
import { withStoreApi } from './withStoreApi.ts'

const key = listKey('/api/products', { pageNo: 0, pageSize: 15, sorts: [], searchParams: {} }, {})
const page = {
  items: [{ id: 1 }],
  totalElements: 1,
  totalPages: 1,
  pageNo: 0,
  pageSize: 15,
  hasNext: false,
  totalKnown: true,
  rawResponse: undefined,
}

// The store lists use (`createStoreCore`) gets the app's side (`withStoreApi`) when the app first asks for it: a store
// over the same pages, so what the app does (clear on sign-out, dehydrate) reaches the lists' pages; the core itself
// is never changed.
it("adds the app's side to the lists' store over the same pages, once, leaving the core as it was", () => {
  const core = createStoreCore<typeof page>()
  const members = Object.keys(core).sort()
  core.set(key, page)
  const store = withStoreApi(core)
  expect(withStoreApi(core)).toBe(store)
  expect(Object.keys(core).sort()).toEqual(members)
  expect(store.dehydrate()).toEqual({ [key]: page })
  store.clear()
  expect(core.get(key)).toBeUndefined()
})

it('hydrates the pages a server handed over into the store the lists read', () => {
  const core = createStoreCore<typeof page>()
  withStoreApi(core).hydrate({ [key]: page })
  expect(core.get(key)).toEqual(page)
})

it.each([
  ['an older page', 1000, 2000, 'held'],
  ['a page of the same age', 1000, 1000, 'held'],
  ['a newer page', 2000, 1000, 'handed'],
])('hydrating %s over the one held keeps the %s one', (_, handedAt, heldAt, kept) => {
  const store = withStoreApi(createStoreCore<typeof page>())
  store.hydrate({ [key]: { ...page, items: [{ id: 'held' }], dataUpdatedAt: heldAt } as never })
  store.hydrate({ [key]: { ...page, items: [{ id: 'handed' }], dataUpdatedAt: handedAt } as never })
  expect(store.get(key)?.items).toEqual([{ id: kept }])
  expect(store.state(key)?.dataUpdatedAt).toBe(Math.max(handedAt, heldAt))
})

it('hydrating over a failed load forgets its error', async () => {
  const store = withStoreApi(createStoreCore<typeof page>())
  await store.load(key, () => Promise.reject(new Error('down')))
  expect(store.state(key)?.error).toEqual(new Error('down'))
  store.hydrate({ [key]: { ...page, dataUpdatedAt: 1 } as never })
  expect(store.state(key)).toMatchObject({ status: 'success', error: undefined, data: page })
})
