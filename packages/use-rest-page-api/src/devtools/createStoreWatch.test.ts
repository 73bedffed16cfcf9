import { expect, it, vi } from 'vitest'
import { createRestPageStore } from '../core/store/createRestPageStore.ts'
import { createStoreWatch, EVICTED_KEPT } from './createStoreWatch.ts'

const page = { items: [], totalElements: 0, totalPages: 0, pageNo: 0, pageSize: 10, hasNext: false, totalKnown: true }
const keyOf = (pageNo: number) => JSON.stringify(['/api/orders', pageNo, 10, [], {}])
const pagesOf = (...pageNos: number[]) =>
  Object.fromEntries(pageNos.map((pageNo) => [keyOf(pageNo), { ...page, pageNo, rawResponse: undefined }]))

function setup(...pageNos: number[]) {
  const store = createRestPageStore()
  store.hydrate(pagesOf(...pageNos))
  let clock = 1000
  const watch = createStoreWatch(store, () => clock)
  const told = vi.fn()
  const stop = watch.subscribe(told)
  return { store, watch, told, stop, tick: (ms: number) => (clock += ms) }
}

it('records each key that left the store with the time it left, the newest first', () => {
  const { store, watch, told, tick } = setup(0, 1)
  store.clear()
  tick(5)
  store.hydrate(pagesOf(2))
  tick(5)
  store.clear()
  expect(watch.view().held).toEqual([])
  expect(watch.view().evicted.map(({ key, at }) => [key, at])).toEqual([
    [keyOf(2), 1010],
    [keyOf(1), 1000],
    [keyOf(0), 1000],
  ])
  // The store tells of each key it changed: the watch looked at each change (five: two keys out, one in, one out).
  expect(told).toHaveBeenCalledTimes(5)
})

it('records a key that left and came back between two renders', () => {
  const { store, watch } = setup(0)
  store.clear()
  store.hydrate(pagesOf(0))
  expect(watch.view().held.map((e) => e.key)).toEqual([keyOf(0)])
  expect(watch.view().evicted.map((e) => e.key)).toEqual([keyOf(0)])
})

it(`keeps the newest ${EVICTED_KEPT} evicted keys`, () => {
  const { store, watch } = setup()
  for (let pageNo = 0; pageNo < EVICTED_KEPT + 5; pageNo++) {
    store.hydrate(pagesOf(pageNo))
    store.clear()
  }
  expect(watch.view().evicted).toHaveLength(EVICTED_KEPT)
  expect(watch.view().evicted[0]?.key).toBe(keyOf(EVICTED_KEPT + 4))
})

it('reads the store when created and changes nothing: the view is the same object until it looks', () => {
  const store = createRestPageStore()
  store.hydrate(pagesOf(0))
  const subscribe = vi.spyOn(store, 'subscribe')
  const watch = createStoreWatch(store)
  const view = watch.view()
  expect(view.held.map((e) => e.key)).toEqual([keyOf(0)])
  store.clear()
  expect([watch.view(), subscribe.mock.calls.length]).toEqual([view, 0])
  watch.look()
  expect(watch.view()).not.toBe(view)
})

it('looks when its first subscriber comes (what left while nobody watched), and stops watching with the last', () => {
  const { store, watch, told, stop } = setup(0)
  stop()
  store.clear()
  expect(watch.view().evicted).toEqual([])
  const other = vi.fn()
  const stopOther = watch.subscribe(other)
  expect(watch.view().evicted.map((e) => e.key)).toEqual([keyOf(0)])
  stopOther()
  store.hydrate(pagesOf(1))
  expect([told.mock.calls.length, other.mock.calls.length]).toEqual([0, 0])
})
