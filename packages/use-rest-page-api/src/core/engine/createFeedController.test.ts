import { delay, http, HttpResponse } from 'msw'
import { describe, expect, it, vi } from 'vitest'
import { engine, memoryUrlAdapter, tick } from '../../../../../test/engineHarness.ts'
import { holdAnswers } from '../../../../../test/heldAnswers.ts'
import { ids } from '../../../../../test/listHelpers.ts'
import { ORIGIN, setupMockApi } from '../../../../../test/mockApi.ts'
import { createPageStore } from '../store/createRestPageStore.ts'
import type { RestPageFeed } from './RestPageFeed.ts'

const api = setupMockApi({ auth: false })
const lists = () => api.lines().filter((line) => line.startsWith('GET /api/products?'))
/** 300 records in all: the seeded 64, then 236 more. */
const grow = () => {
  for (let i = 65; i <= 300; i++) api.db.products.push({ id: String(i), title: `记录 ${i}`, price: '1.00' })
}
type Row = { id: string; title: string; price: string }
const feedOf = (view: ReturnType<typeof engine>) => view.now() as unknown as RestPageFeed<Row, unknown>

async function mountFeed(options: Parameters<typeof engine>[1] = {}, init: Parameters<typeof engine>[2] = {}) {
  const view = engine('feed', options, init)
  await view.settled()
  return { ...view, feed: () => feedOf(view) }
}

describe('createFeedController', () => {
  it('appends the next page on loadMore, saying it is loading more meanwhile', async () => {
    const held = holdAnswers(api, (r) => r.path.endsWith('page=1'))
    const { feed } = await mountFeed()
    expect(feed()).toMatchObject({ pages: 1, hasMore: true, isLoadingMore: false })
    const more = feed().loadMore()
    expect(feed()).toMatchObject({ pages: 2, isLoadingMore: true })
    expect(feed().items).toHaveLength(15)
    await held.waitFor(1)
    await held.releaseAll()
    expect(await more).toMatchObject({ pageNo: 1 })
    expect(ids(feed().items)).toEqual(ids(api.db.products.slice(0, 30)))
    expect(feed()).toMatchObject({ pages: 2, isLoadingMore: false, pagination: { pageNo: 1 } })
    expect(lists()).toEqual(['GET /api/products?size=15&page=0', 'GET /api/products?size=15&page=1'])
  })

  it('stops at the last page: hasMore false, and loadMore sends nothing', async () => {
    const { feed } = await mountFeed({ pageSize: 30 })
    await feed().loadMore()
    await feed().loadMore()
    expect(feed()).toMatchObject({ pages: 3, hasMore: false })
    expect(feed().items).toHaveLength(64)
    api.clear()
    expect(await feed().loadMore()).toMatchObject({ pageNo: 2 })
    expect(api.lines()).toEqual([])
  })

  it('keeps at most maxPages pages, dropping the oldest', async () => {
    const { feed } = await mountFeed({ pageSize: 10, maxPages: 2 })
    await feed().loadMore()
    await feed().loadMore()
    expect(ids(feed().items)).toEqual(ids(api.db.products.slice(10, 30)))
    expect(feed().pages).toBe(3)
  })

  it('still reaches the pages it holds after maxPages dropped the first: get, and the rollback of a remove', async () => {
    api.server.use(
      http.delete('*/api/products/:id', async () => {
        await delay(10)
        return HttpResponse.json({ message: 'locked' }, { status: 409 })
      }),
    )
    const { feed } = await mountFeed({ pageSize: 10, maxPages: 2, optimistic: true })
    await feed().loadMore()
    const removing = feed().remove('15')
    expect(ids(feed().items)).not.toContain('15')
    // The oldest page goes while the delete is on its way.
    await feed().loadMore()
    await expect(removing).rejects.toMatchObject({ status: 409 })
    expect(ids(feed().items)).toEqual(ids(api.db.products.slice(10, 30)))
    api.db.products[19] = { id: '20', title: 'renamed on the server', price: '2.00' }
    expect(await feed().get('20')).toMatchObject({ title: 'renamed on the server' })
    expect(feed().getItemById('20')?.title).toBe('renamed on the server')
  })

  it('starts over from the first page on a new filter or sort', async () => {
    const { feed } = await mountFeed()
    await feed().loadMore()
    api.clear()
    await feed().sortWith([{ property: 'price', direction: 'desc' }])
    expect(feed().pages).toBe(1)
    expect(feed().items).toHaveLength(15)
    expect(lists()).toEqual(['GET /api/products?size=15&page=0&sort=price,desc'])
    await feed().query({ title: api.db.products[0]?.title })
    expect(lists().at(-1)).toMatch(/^GET \/api\/products\?title=.*&size=15&page=0&sort=price,desc$/)
  })

  it('reloads 5 loaded pages with 5 requests, one a page', async () => {
    const { feed } = await mountFeed({ pageSize: 10 })
    for (let i = 0; i < 4; i++) await feed().loadMore()
    api.clear()
    await feed().reload()
    expect(lists().sort()).toEqual([0, 1, 2, 3, 4].map((page) => `GET /api/products?size=10&page=${page}`))
  })

  it('neither skips nor repeats a row when a row of page 3 is removed and more are loaded (200 rows loaded)', async () => {
    grow()
    const view = await mountFeed({ pageSize: 20 })
    for (let i = 0; i < 9; i++) await view.feed().loadMore()
    expect(view.feed().items).toHaveLength(200)
    await view.feed().remove('65')
    await view.settled()
    await view.feed().loadMore()
    expect(ids(view.feed().items)).toEqual(ids(api.db.products.slice(0, 220)))
    expect(ids(view.feed().items)).not.toContain('65')
    expect(new Set(ids(view.feed().items)).size).toBe(220)
  })

  it('applies a local edit to the page that holds the record, and an optimistic update rolls back exactly', async () => {
    const { feed, store } = await mountFeed()
    await feed().loadMore()
    feed().setItem('20', 'title', 'edited on page 1')
    expect(feed().getItemById('20')?.title).toBe('edited on page 1')
    expect(feed().items[19]?.title).toBe('edited on page 1')
    const pageOne = store.inspect().find((e) => e.request.page === 1)
    expect((pageOne?.data?.items[4] as Row | undefined)?.title).toBe('edited on page 1')
    api.server.use(http.put('*/api/products/:id', () => HttpResponse.json({ message: 'locked' }, { status: 409 })))
    const optimistic = await mountFeed({ optimistic: true })
    await optimistic.feed().loadMore()
    const rows = optimistic.feed().items
    const updating = optimistic.feed().update({ id: '22', title: 'now', price: '1.00' })
    expect(optimistic.feed().items[21]?.title).toBe('now')
    await expect(updating).rejects.toMatchObject({ status: 409 })
    expect(optimistic.feed().items).toEqual(rows)
  })

  it('puts a created record on the first page and a rolled-back one on the page it came from', async () => {
    const held = holdAnswers(api, (r) => r.method === 'GET' && r.path.includes('page='))
    held.stop()
    const { feed, store } = await mountFeed({ optimistic: true })
    await feed().loadMore()
    api.server.use(http.delete('*/api/products/:id', () => HttpResponse.json({ message: 'no' }, { status: 500 })))
    await expect(feed().remove('16')).rejects.toMatchObject({ status: 500 })
    const pages = store.inspect().map((e) => ids((e.data?.items ?? []) as Row[]))
    expect(pages[1]?.[0]).toBe('16')
    expect(pages[0]).toHaveLength(15)
  })

  it('pages a Spring Slice by last', async () => {
    api.server.use(
      http.get('*/api/slice', ({ request }) => {
        const page = Number(new URL(request.url).searchParams.get('page'))
        const content = api.db.products.slice(page * 30, page * 30 + 30)
        return HttpResponse.json({ content, number: page, size: 30, last: page * 30 + 30 >= 64, first: page === 0 })
      }),
    )
    const { feed } = await mountFeed({ pageSize: 30 }, { url: `${ORIGIN}/api/slice` })
    await feed().loadMore()
    await feed().loadMore()
    expect(feed()).toMatchObject({ hasMore: false, pagination: { totalKnown: false } })
    expect(feed().items).toHaveLength(64)
  })

  it('keeps the loaded pages out of the address unless asked, and loads them again from it when asked', async () => {
    const adapter = memoryUrlAdapter('')
    const { feed } = await mountFeed({ syncToUrl: { adapter, filterKeys: ['title'] } })
    await feed().loadMore()
    expect(adapter.read()).toBe('')
    await feed().sortWith([{ property: 'price', direction: 'desc' }])
    expect(adapter.read()).toBe('?sort=price%2Cdesc')
    const restoredAdapter = memoryUrlAdapter('?page=2')
    api.clear()
    const restored = await mountFeed({ syncToUrl: { adapter: restoredAdapter, pages: true } })
    expect(restored.feed().items).toHaveLength(45)
    expect(lists().sort()).toEqual([0, 1, 2].map((page) => `GET /api/products?size=15&page=${page}`))
    await restored.feed().loadMore()
    expect(restoredAdapter.read()).toBe('?page=3')
    await tick()
  })

  it.each([
    ['first', ['GET /api/products?size=10&page=0']],
    ['all', [0, 1, 2].map((page) => `GET /api/products?size=10&page=${page}`)],
  ] as const)(
    'reloads, when another tab writes to its collection, with revalidate %s: those pages',
    async (revalidate, sent) => {
      const { feed, settled } = await mountFeed({ pageSize: 10, revalidate })
      await feed().loadMore()
      await feed().loadMore()
      api.clear()
      // Another tab: a store of its own on the same origin, telling of a write to the collection.
      createPageStore().invalidate(`${ORIGIN}/api/products`)
      await vi.waitFor(() => expect(lists()).toHaveLength(sent.length))
      await settled()
      expect(lists().sort()).toEqual([...sent])
    },
  )

  it('says "n new" rather than shifting the feed when rows arrive above it, and realigns when shown', async () => {
    const view = await mountFeed({ pageSize: 10 })
    await view.feed().loadMore()
    await view.feed().loadMore()
    const before = ids(view.feed().items)
    api.db.products.unshift({ id: '901', title: 'new 1', price: '1.00' }, { id: '902', title: 'new 2', price: '1.00' })
    api.clear()
    createPageStore().invalidate(`${ORIGIN}/api/products`)
    await vi.waitFor(() => expect(view.feed().pendingUpdate).toEqual({ added: 2, changed: 0, removed: 2 }))
    expect(ids(view.feed().items)).toEqual(before)
    expect(lists()).toEqual(['GET /api/products?size=10&page=0'])
    view.feed().applyPendingUpdate()
    await view.settled()
    expect(ids(view.feed().items)).toEqual(ids(api.db.products.slice(0, 30)))
    expect(view.feed().pendingUpdate).toBeNull()
    expect(lists().sort()).toEqual([0, 1, 2].map((page) => `GET /api/products?size=10&page=${page}`))
  })

  it('keeps the pages below when the first page still lines up after a refresh', async () => {
    const view = await mountFeed({ pageSize: 10 })
    await view.feed().loadMore()
    api.db.products[3] = { id: '4', title: 'renamed on the server', price: '4.00' }
    api.clear()
    createPageStore().invalidate(`${ORIGIN}/api/products`)
    await vi.waitFor(() => expect(view.feed().items[3]?.title).toBe('renamed on the server'))
    expect(view.feed().pendingUpdate).toBeNull()
    expect(lists()).toEqual(['GET /api/products?size=10&page=0'])
  })

  it('refuses a revalidate it does not know', () => {
    expect(() => engine('feed', { revalidate: 'some' as 'all' })).toThrow(/option revalidate must be 'first' or 'all'/)
  })
})
