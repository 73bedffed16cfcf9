import { expect, it } from 'vitest'
import { createStoreCore } from './createRestPageStore.ts'
import { encodeListKey } from './listKey.ts'
import { withStoreApi } from './withStoreApi.ts'

const key = encodeListKey('/api/products', { pageNo: 0, pageSize: 15, sorts: [], searchParams: {} })
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

// The store lists use (`createStoreCore`) gets the app's side (`withStoreApi`) when the app first asks for it: it must
// be the same store, so what the app does (clear on sign-out, dehydrate) reaches the lists' pages.
it("adds the app's side to the lists' store in place, once", () => {
  const core = createStoreCore<typeof page>()
  core.set(key, page)
  const store = withStoreApi(core)
  expect(store).toBe(core)
  expect(withStoreApi(core)).toBe(store)
  expect(store.dehydrate()).toEqual({ [key]: page })
  store.clear()
  expect(core.get(key)).toBeUndefined()
})

it('hydrates the pages a server handed over into the store the lists read', () => {
  const core = createStoreCore<typeof page>()
  withStoreApi(core).hydrate({ [key]: page }, false)
  expect(core.get(key)).toEqual(page)
})
