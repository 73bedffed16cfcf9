import { describe, expect, it } from 'vitest'
import { ORIGIN, setupMockApi } from '../../../../../test/mockApi.ts'
import { createPageStore, createRestPageStore } from './createRestPageStore.ts'
import { listKey } from './listKey.ts'
import { prefetchList } from './prefetchList.ts'
import type { ListPage } from '../types.ts'

// This file runs in node, with no window: the store as a server (or a build script) has it, one per request. A timer
// there keeps the request's store alive, and the process running, until it fires.
setupMockApi({ auth: false })
const url = `${ORIGIN}/api/products`

/** The timers this process has pending now. */
const timers = () => process.getActiveResourcesInfo().filter((kind) => kind === 'Timeout' || kind === 'Immediate')
const keyOf = (pageNo: number) => listKey(url, { pageNo, pageSize: 15, sorts: [], searchParams: {} }, {})
const page = (title: string): ListPage<unknown, unknown> => ({
  items: [{ id: '1', title }],
  pageNo: 0,
  pageSize: 15,
  totalElements: 1,
  totalPages: 1,
  hasNext: false,
  totalKnown: true,
  rawResponse: null,
})

describe('createRestPageStore where there is no window', () => {
  it('keeps a prefetched page without an eviction timer, even with a gcTime', async () => {
    expect(typeof window).toBe('undefined')
    const before = timers()
    const store = createRestPageStore()
    expect(await prefetchList(store, url, {}, { gcTime: 1000 })).toMatchObject({ pageNo: 0 })
    expect(timers()).toEqual(before)
    expect(Object.keys(store.dehydrate())).toEqual([keyOf(0)])
  })

  it('keeps hydrated pages without an eviction timer', () => {
    const before = timers()
    const store = createPageStore<ListPage<unknown, unknown>>()
    store.hydrate({ [keyOf(0)]: page('a'), [keyOf(1)]: page('b') }, { gcTime: 1000 })
    expect(timers()).toEqual(before)
    expect(store.inspect()).toHaveLength(2)
  })

  it('still keeps at most maxCachedPages pages, the one left longest ago going first', async () => {
    const store = createRestPageStore()
    for (const pageNo of [0, 1, 2])
      await prefetchList(store, url, { syncToUrl: true }, { maxCachedPages: 2, serverUrl: `/products?page=${pageNo}` })
    expect(Object.keys(store.dehydrate())).toEqual([keyOf(1), keyOf(2)])
  })

  it('schedules no retry of a failed background reload', async () => {
    const store = createPageStore<ListPage<unknown, unknown>>()
    const key = keyOf(0)
    const release = store.observe(key, true, url)
    await store.load(key, async () => page('first'), { retry: 3 })
    const before = timers()
    await store.load(key, () => Promise.reject(new Error('down')), { force: true, retry: 3 })
    expect(store.state(key)?.error).toEqual(new Error('down'))
    expect(timers()).toEqual(before)
    release({})
  })

  it('tells other tabs of an invalidation and leaves no channel open (nothing listens where no list connects)', () => {
    const store = createRestPageStore()
    store.invalidate(url)
    expect(process.getActiveResourcesInfo()).not.toContain('MessagePort')
  })
})
