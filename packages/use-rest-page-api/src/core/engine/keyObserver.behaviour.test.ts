import { delay, http, HttpResponse } from 'msw'
import { describe, expect, it, vi } from 'vitest'
import { engine, memoryUrlAdapter, tick, type Kind } from '../../../../../test/engineHarness.ts'
import { holdAnswers } from '../../../../../test/heldAnswers.ts'
import { ids } from '../../../../../test/listHelpers.ts'
import { ORIGIN, setupMockApi } from '../../../../../test/mockApi.ts'
import { createPageStore } from '../store/createRestPageStore.ts'
import type { ListPage } from '../types.ts'

const api = setupMockApi({ auth: false })
const lists = () => api.lines().filter((line) => line.startsWith('GET /api/products?'))
type Page = ListPage<{ id: string; title: string; price: string }, unknown>

/**
 * The behaviour a list and a feed share, written once and run against both layers of the engine
 * (`createKeyObserver`): loading what is due, settling operations, URL sync, record operations, the store's
 * invalidation, clearing and hydration, and the release of everything a view registers.
 */
describe.each<[Kind]>([['list'], ['feed']])('the %s', (kind) => {
  it('is loading from its very first result and sends nothing until it connects', async () => {
    const view = engine(kind, {}, { connect: false })
    expect(view.now().isLoading).toBe(true)
    expect(view.now().items).toEqual([])
    await tick()
    expect(lists()).toEqual([])
    view.connect()
    await view.settled()
    expect(lists()).toEqual(['GET /api/products?size=15&page=0'])
    expect(ids(view.now().items)).toEqual(ids(api.db.products.slice(0, 15)))
  })

  it('sends one request when it disconnects and connects again in one task (StrictMode), and aborts nothing', async () => {
    const signals: AbortSignal[] = []
    api.server.use(
      http.get('*/api/products', ({ request }) => {
        signals.push(request.signal)
      }),
    )
    const view = engine(kind)
    view.disconnect()
    view.connect()
    await view.settled()
    expect(lists()).toHaveLength(1)
    expect(signals.every((s) => !s.aborted)).toBe(true)
  })

  it('resolves what is pending with undefined and aborts its loads once its host is gone', async () => {
    const held = holdAnswers(api, (r) => r.path.includes('title=x'))
    const view = engine(kind)
    await view.settled()
    const pending = view.now().query({ title: 'x' })
    const [request] = await held.waitFor(1)
    view.disconnect()
    expect(await pending).toBeUndefined()
    await request?.release()
    expect(view.now().searchParams).toEqual({ title: 'x' })
    expect(view.store.get(view.store.inspect().find((e) => e.request.filters.title === 'x')?.key ?? '')).toBe(undefined)
  })

  it('never shows the answer of a query it left, even when that answer comes last', async () => {
    const held = holdAnswers(api, (r) => r.path.includes('title='))
    const view = engine(kind)
    await view.settled()
    const first = view.now().query({ title: api.db.products[0]?.title })
    const second = view.now().query({ title: api.db.products[1]?.title })
    await tick()
    // One task: only the query it ends on is asked.
    expect(held.all()).toHaveLength(1)
    await held.releaseAll()
    expect(await first).toBeUndefined()
    expect(ids((await second)?.items ?? [])).toEqual(['2'])
    const third = view.now().query({ title: api.db.products[2]?.title })
    await held.waitFor(2)
    void view.now().query({ title: api.db.products[3]?.title })
    await held.waitFor(3)
    await held.all()[2]?.release()
    await held.all()[1]?.release()
    expect(await third).toBeUndefined()
    expect(ids(view.now().items)).toEqual(['4'])
    expect(view.now().searchParams).toEqual({ title: api.db.products[3]?.title })
  })

  it('keeps the rows on screen, marked as placeholders, while another query loads', async () => {
    const held = holdAnswers(api, (r) => r.path.includes('sort='))
    const view = engine(kind)
    await view.settled()
    const before = view.now().items
    const sorting = view.now().sortWith([{ property: 'price', direction: 'desc' }])
    await held.waitFor(1)
    expect(view.now().items).toEqual(before)
    expect(view.now().isPlaceholderData).toBe(true)
    expect(view.now().isLoading).toBe(true)
    await held.releaseAll()
    expect(await sorting).toMatchObject({ pageNo: 0 })
    expect(view.now().isPlaceholderData).toBe(false)
  })

  it('reports a failed load without trying again, and loads it again on reload', async () => {
    let fail = true
    api.server.use(
      http.get('*/api/products', () => (fail ? HttpResponse.json({ message: 'down' }, { status: 503 }) : undefined)),
    )
    const view = engine(kind)
    await view.settled()
    expect(view.now().isError).toBe(true)
    expect(view.now().error).toMatchObject({ kind: 'server', status: 503 })
    await delay(20)
    expect(lists()).toHaveLength(1)
    fail = false
    const page = await view.now().reload()
    expect(page?.items).toHaveLength(15)
    expect(view.now().isError).toBe(false)
    expect(lists()).toHaveLength(2)
  })

  it('reads the address on creation, normalises it on connect, writes a new query with push and follows Back', async () => {
    const adapter = memoryUrlAdapter('?tab=2&title=&size=15')
    const view = engine(kind, { syncToUrl: { adapter, filterKeys: ['title'] } })
    await view.settled()
    // What equals the default (the size, an empty filter with no default) is not written; other parameters stay.
    expect(adapter.history()).toEqual({ entries: ['?tab=2'], index: 0 })
    const title = api.db.products[4]?.title as string
    await view.now().query({ title })
    // The write may wait for the 50 ms throttle of history calls (the normalising write came just before): the move
    // settles on its page, not on the address. Under load it once came after the page.
    await vi.waitFor(() =>
      expect(adapter.history().entries).toEqual(['?tab=2', `?tab=2&${new URLSearchParams({ title })}`]),
    )
    expect(ids(view.now().items)).toEqual(['5'])
    adapter.back()
    await view.settled()
    expect(view.now().searchParams).toEqual({})
    expect(view.now().items).toHaveLength(15)
  })

  it('follows the address it missed while disconnected (hidden by <Activity>) instead of writing over it', async () => {
    const adapter = memoryUrlAdapter('')
    const view = engine(kind, { syncToUrl: { adapter, filterKeys: ['title'] } })
    await view.settled()
    await view.now().query({ title: 'Desk' })
    view.disconnect()
    await tick()
    // Back while it is hidden.
    adapter.back()
    view.connect()
    await view.settled()
    expect(adapter.history()).toEqual({ entries: ['', '?title=Desk'], index: 0 })
    expect(view.now().searchParams).toEqual({})
  })

  it('refuses a filter the address could not keep, sending and writing nothing', async () => {
    const adapter = memoryUrlAdapter('')
    const view = engine(kind, { syncToUrl: { adapter, filterKeys: ['title'] } })
    await view.settled()
    api.clear()
    await expect(view.now().query({ title: 'x'.repeat(1025) })).rejects.toThrow(/"title" would not read back/)
    await tick()
    expect(api.lines()).toEqual([])
    expect(adapter.history().entries).toEqual([''])
  })

  it('reloads every view of its collection on screen after a write, the others when shown next', async () => {
    const store = createPageStore<Page>()
    const view = engine(kind, {}, { store })
    const other = engine(kind, { pageSize: 10 }, { store })
    await view.settled()
    await other.settled()
    api.clear()
    await view.now().remove('1')
    await view.settled()
    await other.settled()
    expect(lists().sort()).toEqual(['GET /api/products?size=10&page=0', 'GET /api/products?size=15&page=0'])
    expect(ids(other.now().items)[0]).toBe('2')
  })

  it('is refreshed by writes of the main list when it is a search of the same collection (baseUrl)', async () => {
    api.server.use(
      http.get('*/api/products/search/findByPrice', ({ request }) => {
        const price = new URL(request.url).searchParams.get('price')
        const content = api.db.products.filter((p) => p.price === price)
        return HttpResponse.json({ content, totalElements: content.length, number: 0, size: 15 })
      }),
    )
    const store = createPageStore<Page>()
    const main = engine('list', {}, { store })
    const price = api.db.products[0]?.price as string
    const search = engine(
      kind,
      { baseUrl: `${ORIGIN}/api/products`, defaultSearchParams: { price } },
      { store, url: `${ORIGIN}/api/products/search/findByPrice` },
    )
    await main.settled()
    await search.settled()
    const before = search.now().items.length
    api.clear()
    await main.now().save({ title: 'same price', price })
    await search.settled()
    expect(api.lines()).toContain(`GET /api/products/search/findByPrice?price=${price}&size=15&page=0`)
    expect(search.now().items).toHaveLength(before + 1)
  })

  it('puts back the records a partly failed optimistic delete-many could not delete, in their order', async () => {
    api.server.use(
      http.delete('*/api/products/:id', ({ params }) =>
        params.id === '4' ? HttpResponse.json({ message: 'locked' }, { status: 409 }) : undefined,
      ),
    )
    const view = engine(kind, { optimistic: true, useMultiDeleteApi: false })
    await view.settled()
    // The background reload after the write is held, so the rollback is what shows.
    const held = holdAnswers(api, (r) => r.method === 'GET')
    await expect(view.now().remove(['1', '3', '4'])).rejects.toMatchObject({ failedIds: ['4'] })
    expect(ids(view.now().items).slice(0, 3)).toEqual(['2', '4', '5'])
    await held.releaseAll()
  })

  it('shows the reload that follows a write of its own while updates are held, as the server answers it', async () => {
    const view = engine(kind, { holdUpdates: true })
    await view.settled()
    await view.now().save({ title: 'saved while the user works in the list', price: '9.00' })
    expect(view.now().items).toHaveLength(16)
    await vi.waitFor(() => expect(ids(view.now().items)).toEqual(ids(api.db.products.slice(0, 15))))
    expect(view.now().pendingUpdate).toBeNull()
    // A reload on its own that moves rows is still held.
    api.db.products.unshift({ id: '900', title: 'from another user', price: '1.00' })
    view.store.invalidate(`${ORIGIN}/api/products`)
    await vi.waitFor(() => expect(view.now().pendingUpdate).toEqual({ added: 1, changed: 0, removed: 1 }))
    expect(ids(view.now().items)[0]).toBe('1')
  })

  it('reloads the views on screen when the app invalidates their collection, the others when shown next', async () => {
    const store = createPageStore<Page>()
    const view = engine(kind, {}, { store })
    await view.settled()
    api.db.products[0] = { id: '1', title: 'changed elsewhere', price: '1.00' }
    api.clear()
    store.invalidate(`${ORIGIN}/api/products`)
    await view.settled()
    expect(lists()).toEqual(['GET /api/products?size=15&page=0'])
    expect(view.now().items[0]?.title).toBe('changed elsewhere')
    store.invalidate((request) => request.size === 15 && request.page === 0)
    await view.settled()
    expect(lists()).toHaveLength(2)
    store.invalidate('/api/other')
    await tick()
    expect(lists()).toHaveLength(2)
  })

  it('shows its default value once the store is cleared, drops the answers on their way, and loads again', async () => {
    const store = createPageStore<Page>()
    const view = engine(kind, {}, { store })
    await view.settled()
    const held = holdAnswers(api, (r) => r.method === 'GET')
    void view.now().reload()
    const [late] = await held.waitFor(1)
    api.db.products[0] = { id: '1', title: 'the next user sees this', price: '1.00' }
    store.clear()
    expect(view.now().items).toEqual([])
    expect(view.now().isPlaceholderData).toBe(false)
    const [fresh] = (await held.waitFor(2)).slice(1)
    // The answer asked for before the clear lands last, and is dropped.
    await fresh?.release()
    await late?.release()
    await view.settled()
    expect(view.now().items[0]?.title).toBe('the next user sees this')
    expect(store.inspect()).toHaveLength(1)
  })

  it('shows pages handed over by a server with no request, until they go stale', async () => {
    const server = createPageStore<Page>()
    const source = engine(kind, {}, { store: server })
    await source.settled()
    source.disconnect()
    const pages = JSON.parse(JSON.stringify(server.dehydrate())) as ReturnType<typeof server.dehydrate>
    api.clear()
    const client = createPageStore<Page>()
    client.hydrate(pages)
    const view = engine(kind, {}, { store: client })
    expect(view.now().isLoading).toBe(false)
    expect(ids(view.now().items)).toEqual(ids(api.db.products.slice(0, 15)))
    await tick()
    expect(api.lines()).toEqual([])
  })

  it('applies local edits to the page on screen, without a request', async () => {
    const view = engine(kind)
    await view.settled()
    api.clear()
    view.now().setItem('2', 'title', 'edited')
    view.now().removeItemById('3')
    expect(view.now().items[1]?.title).toBe('edited')
    expect(ids(view.now().items)).not.toContain('3')
    await tick()
    expect(api.lines()).toEqual([])
  })

  it('releases everything it registered when it goes, however often it comes and goes', async () => {
    const store = createPageStore<Page>()
    const adapter = memoryUrlAdapter('')
    const listenersBefore = adapter.listeners()
    const view = engine(kind, { syncToUrl: { adapter } }, { store })
    await view.settled()
    for (let i = 0; i < 200; i++) {
      view.disconnect()
      view.connect()
    }
    view.disconnect()
    await tick()
    expect(adapter.listeners()).toBe(listenersBefore)
    expect(store.inspect().every((e) => e.observers === 0)).toBe(true)
    expect(lists()).toHaveLength(1)
  })

  it('settles an operation on the page it asked for, before anything renders it', async () => {
    const view = engine(kind)
    await view.settled()
    const page = await view.now().sortWith([{ property: 'price', direction: 'asc' }])
    expect(page?.items.at(-1)).toBe(view.now().items.at(-1))
    expect(view.now().pagination.sorts).toEqual([{ property: 'price', direction: 'asc' }])
  })

  it('hands out the same result until something in it changes', async () => {
    const view = engine(kind)
    await view.settled()
    const told = vi.fn()
    view.controller.subscribe(told)
    const before = view.now()
    view.store.invalidate('/api/unrelated')
    expect(view.now()).toBe(before)
    expect(told).not.toHaveBeenCalled()
    view.now().setItem('1', 'title', 'x')
    expect(view.now()).not.toBe(before)
    expect(told).toHaveBeenCalledTimes(1)
  })
})
