import type { Product } from 'form-mock-server'
import { delay, http, HttpResponse } from 'msw'
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest'
import { memoryUrlAdapter, tick } from '../../../../../test/engineHarness.ts'
import { holdAnswers } from '../../../../../test/heldAnswers.ts'
import { ids } from '../../../../../test/listHelpers.ts'
import { ORIGIN, setupMockApi } from '../../../../../test/mockApi.ts'
import { createListController } from './createListController.ts'
import { createPageStore, type PageStore } from '../store/createRestPageStore.ts'
import type { RestPageApiOptions } from './RestPageApiOptions.ts'
import type { ListPage } from '../types.ts'

const api = setupMockApi({ auth: false })
type Page = ListPage<Product, unknown>
const url = `${ORIGIN}/api/products`
const lists = () => api.lines().filter((line) => line.startsWith('GET /api/products?'))

/** Lists a test connected, disconnected after it (as Testing Library unmounts what a test rendered). */
const connected: (() => void)[] = []
afterEach(() => connected.splice(0).forEach((disconnect) => disconnect()))
const connect = (list: { connect(): () => void }) => {
  const disconnect = list.connect()
  connected.push(disconnect)
  return disconnect
}

/** A connected list with no React: its result after each change is all a host would render. */
function host(options: RestPageApiOptions<Product, unknown> = {}, store: PageStore<Page> = createPageStore<Page>()) {
  const list = createListController<Product, unknown>({ url, settings: {}, options, defaultValue: [], store })
  const disconnect = connect(list)
  const now = () => list.getResult()
  /** Resolves once the list has no load due or on its way. */
  const settled = () => vi.waitFor(() => expect(now().isFetching).toBe(false))
  return { list, now, disconnect, settled, store }
}

describe('createListController', () => {
  it('moves between pages and resolves each move with its page, sending nothing past the end', async () => {
    const { now, settled } = host()
    await settled()
    expect(await now().nextPage()).toMatchObject({ pageNo: 1 })
    expect(await now().fetch(4)).toMatchObject({ pageNo: 4, items: expect.any(Array) })
    api.clear()
    expect(await now().nextPage()).toMatchObject({ pageNo: 4 })
    expect(api.lines()).toEqual([])
    expect(await now().prevPage()).toMatchObject({ pageNo: 3 })
    expect(api.lines()).toEqual(['GET /api/products?size=15&page=3'])
  })

  it('resolves a move with the page it holds, before anything renders it', async () => {
    const { now, list, settled } = host()
    await settled()
    let seen: Page | undefined
    const page = await now()
      .nextPage()
      .then((p) => ((seen = list.getResult().pagination.pageNo === 1 ? p : undefined), p))
    expect(page?.items).toBe(now().items)
    expect(seen).toBe(page)
  })

  it('derives one result and hands out the same object until something in it changes', async () => {
    const { list, now, settled, store } = host()
    await settled()
    const before = now()
    expect(now()).toBe(before)
    list.setConfig({ url, settings: {}, options: {}, defaultValue: [], store })
    expect(now()).toBe(before)
    const told = vi.fn()
    list.subscribe(told)
    void now().nextPage()
    expect(now()).not.toBe(before)
    expect(now().pagination.pageNo).toBe(1)
    expect(told).toHaveBeenCalledTimes(1)
  })

  it('keeps a local edit on the page it was made on', async () => {
    const { now, settled } = host()
    await settled()
    now().setItem('2', 'title', 'edited on page 0')
    await now().nextPage()
    expect(now().items.some((p) => p.title === 'edited on page 0')).toBe(false)
    api.server.use(http.get('*/api/products', () => new Promise<never>(() => {})))
    void now().prevPage()
    expect(now().getItemById('2')?.title).toBe('edited on page 0')
  })

  it('aborts the load of a query no list shows any more, and never shows its answer', async () => {
    const aborted: string[] = []
    api.server.use(
      http.get('*/api/products', async ({ request }) => {
        const page = new URL(request.url).searchParams.get('page') ?? '0'
        request.signal.addEventListener('abort', () => aborted.push(page))
        await delay(page === '1' ? 60 : 0)
      }),
    )
    const { now, settled } = host()
    await settled()
    const first = now().fetch(1)
    await vi.waitFor(() => expect(lists()).toHaveLength(2))
    const second = now().fetch(2)
    expect(await first).toBeUndefined()
    expect(await second).toMatchObject({ pageNo: 2 })
    await vi.waitFor(() => expect(aborted).toEqual(['1']))
    await delay(80)
    expect(now().pagination.pageNo).toBe(2)
    expect(ids(now().items)).toEqual(ids(api.db.products.slice(30, 45)))
  })

  it('loads only the query that moves made in one task end on', async () => {
    const { now, settled } = host()
    await settled()
    void now().nextPage()
    void now().nextPage()
    const last = now().nextPage()
    expect(await last).toMatchObject({ pageNo: 3 })
    expect(lists()).toEqual(['GET /api/products?size=15&page=0', 'GET /api/products?size=15&page=3'])
  })

  it('reloads a cached page it shows again once it had left it, and none it never left', async () => {
    const { now, settled } = host()
    await settled()
    await now().nextPage()
    // Quick moves in one task between cached pages: page 1 never left the screen.
    void now().prevPage()
    void now().nextPage()
    void now().prevPage()
    await now().nextPage()
    expect(lists()).toHaveLength(2)
    // Page 0 left the screen for good when page 1 arrived: back on it, its rows are reloaded.
    api.db.products[0] = { id: '1', title: 'renamed on the server', price: '1.00' }
    const page = await now().prevPage()
    expect(page?.items[0]?.title).toBe('renamed on the server')
    expect(lists()).toHaveLength(3)
  })

  it('shows a prefetched page without a request, and loads it itself when the prefetch failed', async () => {
    let failPage1 = true
    api.server.use(
      http.get('*/api/products', ({ request }) => {
        if (failPage1 && new URL(request.url).searchParams.get('page') === '1')
          return HttpResponse.json({ message: 'busy' }, { status: 503 })
      }),
    )
    const { now, settled } = host({ prefetchNextPage: true })
    await settled()
    await vi.waitFor(() => expect(lists()).toContain('GET /api/products?size=15&page=1'))
    await delay(10)
    failPage1 = false
    // The prefetch failed: nobody's error, and the page is loaded when asked for.
    const page = await now().nextPage()
    expect(page?.pageNo).toBe(1)
    expect(now().isPlaceholderData).toBe(false)
    expect(ids(now().items)).toEqual(ids(api.db.products.slice(15, 30)))
    // Page 2 was prefetched from page 1: moving there asks for it no more (only page 3 is prefetched).
    const pageTwo = () => lists().filter((line) => line.endsWith('page=2'))
    await vi.waitFor(() => expect(pageTwo()).toHaveLength(1))
    expect(await now().nextPage()).toMatchObject({ pageNo: 2 })
    await vi.waitFor(() => expect(lists().at(-1)).toBe('GET /api/products?size=15&page=3'))
    expect(pageTwo()).toHaveLength(1)
  })

  it('rolls an optimistic remove back on its own page after the user moved on', async () => {
    api.server.use(
      http.delete('*/api/products/:ids', async () => {
        await delay(30)
        return HttpResponse.json({ message: 'locked' }, { status: 500 })
      }),
    )
    const { now, settled, store } = host({ optimistic: true })
    await settled()
    const pageZero = now().items
    const removing = now().remove('3')
    expect(ids(now().items)).not.toContain('3')
    await now().nextPage()
    const pageOne = now().items
    await expect(removing).rejects.toMatchObject({ status: 500 })
    expect(now().items).toBe(pageOne)
    const zero = store.inspect().find((e) => e.request.page === 0 && e.request.size === 15)
    expect(zero?.data?.items).toEqual(pageZero)
  })

  it('moves back to the page an optimistic remove had emptied when it rolls back', async () => {
    api.server.use(
      http.delete('*/api/products/:ids', async () => {
        await delay(30)
        return HttpResponse.json({ message: 'locked' }, { status: 500 })
      }),
    )
    const { now, settled } = host({ optimistic: true })
    await settled()
    await now().fetch(4)
    const lastPage = now().items
    const removing = now().remove(['61', '62', '63', '64'])
    expect(now().pagination.pageNo).toBe(3)
    await expect(removing).rejects.toMatchObject({ status: 500 })
    expect(now().pagination.pageNo).toBe(4)
    expect(now().items).toEqual(lastPage)
  })

  it('marks every view of the collection in its store stale after a write: those shown reload', async () => {
    const store = createPageStore<Page>()
    const a = host({}, store)
    const b = host({ pageSize: 10 }, store)
    await a.settled()
    await b.settled()
    api.clear()
    await a.now().remove('1')
    await a.settled()
    await b.settled()
    expect(lists().sort()).toEqual(['GET /api/products?size=10&page=0', 'GET /api/products?size=15&page=0'])
    expect(ids(b.now().items)[0]).toBe('2')
    expect(b.now().pagination.totalElements).toBe(63)
  })

  it('resolves what is pending with undefined and aborts its loads once the host is gone', async () => {
    const signals: AbortSignal[] = []
    api.server.use(
      http.get('*/api/products', ({ request }) => {
        signals.push(request.signal)
        return new Promise<never>(() => {})
      }),
    )
    const { now, disconnect } = host()
    const pending = now().fetch(1)
    await vi.waitFor(() => expect(signals).toHaveLength(1))
    expect(signals[0]?.aborted).toBe(false)
    disconnect()
    expect(await pending).toBeUndefined()
    await vi.waitFor(() => expect(signals[0]?.aborted).toBe(true))
  })

  it('keeps at most maxCachedPages pages, the one on screen included, and none after gcTime', async () => {
    // No shouldAdvanceTime: a clock that also follows real time fired the 60 s eviction before 59,999 ms under load.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    // A browser's store: where there is no window (a server) pages stay for good, with no timer.
    vi.stubGlobal('window', { location: new URL(ORIGIN) })
    onTestFinished(() => void vi.unstubAllGlobals())
    const store = createPageStore<Page>()
    const pages = {
      get size() {
        return store.inspect().length
      },
    }
    const list = createListController<Product, unknown>({
      url,
      settings: { gcTime: 60_000, maxCachedPages: 5 },
      options: {},
      defaultValue: [],
      store,
    })
    const disconnect = connect(list)
    for (let page = 0; page < 20; page++) await list.getResult().fetch(page % 5, 3 + Math.floor(page / 5))
    await vi.advanceTimersByTimeAsync(0)
    // Five pages in all: the one on screen and the four left last.
    expect(pages.size).toBe(5)
    try {
      disconnect()
      // Half of gcTime, not 1 ms short of it: with shouldAdvanceTime the fake clock also moves with real time, so a
      // loaded machine that stalls a millisecond between disconnect and the check used to evict the page first.
      await vi.advanceTimersByTimeAsync(30_000)
      expect(pages.size).toBeGreaterThan(0)
      await vi.advanceTimersByTimeAsync(30_000)
      expect(pages.size).toBe(0)
    } finally {
      vi.useRealTimers()
    }
  })

  it.each([
    ['in the order they were asked', false],
    ['in the reverse order', true],
  ])(
    'ends showing the server rows of page 0 after quick moves back and forth, the answers landing %s',
    async (_, reverse) => {
      const adapter = memoryUrlAdapter('')
      const { now, settled } = host({ syncToUrl: { adapter } })
      await settled()
      const held = holdAnswers(api, (r) => r.method === 'GET')
      // A few milliseconds apart: each move is its own task.
      for (const move of ['nextPage', 'prevPage', 'nextPage', 'prevPage'] as const) {
        void now()[move]()
        await delay(2)
      }
      api.db.products[0] = { id: '1', title: 'changed while the answers were on their way', price: '1.00' }
      const answers = held.all()
      for (const answer of reverse ? answers.reverse() : answers) await answer.release()
      await settled()
      expect(now().pagination.pageNo).toBe(0)
      expect(now().items[0]?.title).toBe('changed while the answers were on their way')
      // The last move's write may wait for the 50 ms throttle of history calls.
      await vi.waitFor(() => expect(adapter.read()).toBe(''))
    },
  )

  it('ends with the server page after a save that raced the page reload and a move', async () => {
    // The answer to page 0's reload is computed when it is asked (before the save) and delivered after it.
    let gate!: () => void
    const late = new Promise<void>((resolve) => (gate = resolve))
    let holdNext = false
    api.server.use(
      http.get('*/api/products', async ({ request }) => {
        const page = Number(new URL(request.url).searchParams.get('page'))
        if (!holdNext || page !== 0) return undefined
        holdNext = false
        const content = api.db.products.slice(0, 15)
        const body = { content, totalElements: api.db.products.length, number: 0, size: 15 }
        await late
        return HttpResponse.json(body)
      }),
    )
    const { now, settled } = host()
    await settled()
    holdNext = true
    void now().reload()
    await tick()
    void now().nextPage()
    await now().save({ title: 'saved during the reload', price: '9.00' })
    await now().prevPage()
    gate()
    await settled()
    await delay(20)
    await settled()
    expect(now().items).toHaveLength(15)
    expect(ids(now().items)).toEqual(ids(api.db.products.slice(0, 15)))
  })

  it('ends with the server page 0 after a save whose own reload raced a move there and back, updates held', async () => {
    // The form app holds updates while focus is in the list, as after a click on its pager (issue 29, item 4).
    const { now, settled } = host({ holdUpdates: true })
    await settled()
    const held = holdAnswers(api, (r) => r.method === 'GET' && r.path.endsWith('page=0'))
    // The save resolves: the record on top of page 0 (16 rows), and page 0's own background reload on its way.
    await now().save({ title: 'saved on page 0', price: '9.00' })
    expect(now().items).toHaveLength(16)
    await held.waitFor(1)
    // A move away while that reload is on its way, and back: page 0 shows again from the store, and reloads.
    await now().nextPage()
    void now().prevPage()
    expect(now().items).toHaveLength(16)
    await held.waitFor(2)
    await held.releaseAll()
    await settled()
    expect(ids(now().items)).toEqual(ids(api.db.products.slice(0, 15)))
    expect(now().pendingUpdate).toBeNull()
  })

  it('keeps pages no list shows for good with gcTime Infinity or past 2^31-1 ms, and shows them at once', async () => {
    for (const gcTime of [Infinity, 30 * 24 * 3600 * 1000]) {
      const list = createListController<Product, unknown>({
        url,
        settings: { gcTime },
        options: {},
        defaultValue: [],
        store: createPageStore<Page>(),
      })
      connect(list)
      await vi.waitFor(() => expect(list.getResult().isFetching).toBe(false))
      await list.getResult().nextPage()
      await delay(5)
      api.clear()
      const back = list.getResult().prevPage()
      expect(list.getResult().isPlaceholderData).toBe(false)
      expect(ids(list.getResult().items)).toEqual(ids(api.db.products.slice(0, 15)))
      await back
    }
  })

  it('drops the late answer of a prefetch whose page was evicted, keeping maxCachedPages', async () => {
    const held = holdAnswers(api, (r) => r.path.endsWith('page=1'))
    const store = createPageStore<Page>()
    const list = createListController<Product, unknown>({
      url,
      settings: { maxCachedPages: 3 },
      options: { prefetchNextPage: true },
      defaultValue: [],
      store,
    })
    connect(list)
    await vi.waitFor(() => expect(list.getResult().isFetching).toBe(false))
    await held.waitFor(1)
    // The list goes to page 1 (its prefetch on the way), then on through other sizes: page 1 is evicted.
    void list.getResult().nextPage()
    await tick()
    held.stop()
    for (let size = 20; size <= 23; size++) await list.getResult().fetch(0, size)
    await delay(5)
    expect(store.inspect().some((e) => e.request.page === 1 && e.request.size === 15)).toBe(false)
    await held.releaseAll()
    expect(store.inspect().length).toBeLessThanOrEqual(3)
    expect(store.inspect().some((e) => e.request.page === 1 && e.request.size === 15)).toBe(false)
  })
})
