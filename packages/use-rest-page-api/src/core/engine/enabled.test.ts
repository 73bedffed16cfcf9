import { describe, expect, it, vi } from 'vitest'
import { engine, memoryUrlAdapter, tick, type Kind } from '../../../../../test/engineHarness.ts'
import { ids } from '../../../../../test/listHelpers.ts'
import { ORIGIN, setupMockApi } from '../../../../../test/mockApi.ts'
import { createPageStore } from '../store/createRestPageStore.ts'
import type { ListPage } from '../types.ts'
import { focusManager, onlineManager } from './eventManager.ts'
import type { RestPageFeedOptions } from './RestPageFeed.ts'

const api = setupMockApi({ auth: false })
const lists = () => api.lines().filter((line) => line.startsWith('GET /api/products'))
const writes = () => api.lines().filter((line) => !line.startsWith('GET '))
type Page = ListPage<{ id: string; title: string; price: string }, unknown>
const url = `${ORIGIN}/api/products`

/** A view whose options a test changes, as a host passes the options of a new render. */
function waiting(kind: Kind, options: RestPageFeedOptions<{ id: string; title: string; price: string }, unknown>) {
  const store = createPageStore<Page>()
  const view = engine(kind, { ...options, enabled: false }, { store })
  const enable = (enabled = true) =>
    view.controller.setConfig({ url, settings: {}, options: { ...options, enabled }, defaultValue: [], store } as never)
  return { ...view, enable }
}

describe.each<[Kind]>([['list'], ['feed']])('the %s with enabled: false', (kind) => {
  it('sends nothing and says it waits, neither loading nor fetching', async () => {
    const view = waiting(kind, {})
    await tick()
    expect(lists()).toEqual([])
    const { isEnabled, isLoading, isFetching, items } = view.now()
    expect({ isEnabled, isLoading, isFetching, items }).toEqual({
      isEnabled: false,
      isLoading: false,
      isFetching: false,
      items: [],
    })
  })

  it('loads at once when it turns true, and shows the page', async () => {
    const view = waiting(kind, {})
    await tick()
    view.enable()
    expect(view.now().isEnabled).toBe(true)
    expect(view.now().isLoading).toBe(true)
    await view.settled()
    expect(lists()).toEqual(['GET /api/products?size=15&page=0'])
    expect(ids(view.now().items)).toEqual(ids(api.db.products.slice(0, 15)))
  })

  it('reloads nothing on focus, reconnect, an interval or another tab once it waits again', async () => {
    const view = waiting(kind, { refreshInterval: 20 })
    view.enable()
    await view.settled()
    view.enable(false)
    await tick()
    const before = lists().length
    // Past the focus throttle (5 s from the connection).
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(Date.now() + 10_000)
    focusManager.emit()
    vi.useRealTimers()
    onlineManager.emit()
    // Another tab's write to the collection.
    const other = createPageStore<Page>()
    other.invalidate(url)
    await new Promise((resolve) => setTimeout(resolve, 80))
    expect(lists()).toHaveLength(before)
    expect(view.now().isFetching).toBe(false)
    // Its page stays on screen while it waits.
    expect(ids(view.now().items)).toEqual(ids(api.db.products.slice(0, 15)))
  })

  it('sends no reload() and settles it at once with undefined', async () => {
    const view = waiting(kind, {})
    expect(await view.now().reload()).toBeUndefined()
    await tick()
    expect(lists()).toEqual([])
  })

  it('shows a page the store already holds for its query, without a request', async () => {
    const store = createPageStore<Page>()
    const other = engine(kind, {}, { store })
    await other.settled()
    other.disconnect()
    const view = engine(kind, { enabled: false }, { store })
    await tick()
    expect(ids(view.now().items)).toEqual(ids(api.db.products.slice(0, 15)))
    expect(view.now().isFetching).toBe(false)
    expect(lists()).toEqual(['GET /api/products?size=15&page=0'])
  })

  it('sends record operations as ever', async () => {
    const view = waiting(kind, {})
    await view.now().save({ title: 'while waiting', price: '1.00' })
    await tick()
    expect(writes()).toEqual(['POST /api/products'])
    expect(lists()).toEqual([])
  })

  it('is settled for the store: settled() and invalidate() wait for nothing of its', async () => {
    const view = waiting(kind, {})
    await view.store.settled()
    await view.store.invalidate(url)
    expect(lists()).toEqual([])
  })
})

describe('a list with enabled: false', () => {
  it('moves the view and the address without a request, settling each move at once', async () => {
    const adapter = memoryUrlAdapter()
    const store = createPageStore<Page>()
    const options = { syncToUrl: { adapter, filterKeys: ['title'] } }
    const view = engine('list', { ...options, enabled: false }, { store })
    expect(await view.now().nextPage()).toBeUndefined()
    expect(await view.now().query({ title: 'pen' })).toBeUndefined()
    await new Promise((resolve) => setTimeout(resolve, 60))
    expect(view.now().pagination.pageNo).toBe(0)
    expect(view.now().searchParams).toEqual({ title: 'pen' })
    expect(adapter.read()).toBe('?title=pen')
    expect(lists()).toEqual([])
    view.controller.setConfig({ url, settings: {}, options, defaultValue: [], store } as never)
    await view.settled()
    expect(lists()).toEqual(['GET /api/products?title=pen&size=15&page=0'])
  })

  it('prefetches no next page while it waits', async () => {
    const store = createPageStore<Page>()
    const view = engine('list', { prefetchNextPage: true }, { store })
    await view.store.settled()
    expect(lists()).toEqual(['GET /api/products?size=15&page=0', 'GET /api/products?size=15&page=1'])
    view.controller.setConfig({
      url,
      settings: {},
      options: { prefetchNextPage: true, enabled: false },
      defaultValue: [],
      store,
    } as never)
    void view.now().nextPage()
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(ids(view.now().items)).toEqual(ids(api.db.products.slice(15, 30)))
    expect(lists()).toHaveLength(2)
  })
})
