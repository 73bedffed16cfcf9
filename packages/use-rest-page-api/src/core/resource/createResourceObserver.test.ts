import type { Product } from 'form-mock-server'
import { http, HttpResponse } from 'msw'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ORIGIN, setupMockApi } from '../../../../../test/mockApi.ts'
import { createListController } from '../engine/createListController.ts'
import { focusManager } from '../engine/eventManager.ts'
import type { RestPageApiSettings } from '../engine/RestPageApiOptions.ts'
import { createPageStore, type PageStore } from '../store/createRestPageStore.ts'
import type { StoreCore } from '../store/createStoreCore.ts'
import type { ListPage } from '../types.ts'
import { createResourceObserver } from './createResourceObserver.ts'
import type { RestResourceOptions } from './RestResource.ts'

const api = setupMockApi({ auth: false })
const products = `${ORIGIN}/api/products`
const productGets = () => api.lines().filter((line) => /^GET \/api\/products\/\w+$/.test(line))

/** Readers and lists a test connected, disconnected after it (as Testing Library unmounts what a test rendered). */
const connected: (() => void)[] = []
afterEach(() => {
  connected.splice(0).forEach((disconnect) => disconnect())
  vi.useRealTimers()
})

/** A connected reader of `url` with no React: its result after each change is all a host would render. */
function reader(
  store: PageStore<unknown>,
  url: string | null,
  options: RestResourceOptions = {},
  settings: RestPageApiSettings = {},
) {
  const observer = createResourceObserver<Product>(store as StoreCore<unknown>, { url, settings, options })
  const disconnect = observer.connect()
  connected.push(disconnect)
  return { observer, now: () => observer.getResult(), disconnect }
}

describe('createResourceObserver', () => {
  it('sends one request for two readers of one url, and both show its body', async () => {
    const store = createPageStore<unknown>()
    const a = reader(store, `${products}/7`)
    const b = reader(store, `${products}/7`)
    expect(a.now()).toMatchObject({ isLoading: true, isFetching: true, isStale: true, data: undefined })
    await store.settled()
    expect(productGets()).toEqual(['GET /api/products/7'])
    expect(a.now().data).toEqual(api.db.products.find((p) => p.id === '7'))
    expect(b.now().data).toBe(a.now().data)
    expect(a.now()).toMatchObject({ isLoading: false, isFetching: false, isStale: false, isError: false })
    expect(a.now().dataUpdatedAt).toBeGreaterThan(0)
  })

  it('reads nothing for a null url, and the url once it is given', async () => {
    const store = createPageStore<unknown>()
    const { observer, now } = reader(store, null)
    await store.settled()
    expect(api.lines()).toEqual([])
    expect(now()).toMatchObject({ data: undefined, isLoading: false, isFetching: false, isStale: false })
    await expect(now().reload()).resolves.toBeUndefined()
    expect(api.lines()).toEqual([])
    observer.setConfig({ url: `${products}/2`, settings: {}, options: {} })
    expect(now().isLoading).toBe(true)
    await store.settled()
    expect(api.lines()).toEqual(['GET /api/products/2'])
    expect(now().data?.id).toBe('2')
  })

  it("reloads /api/products/7 after a list of /api/products updates record 7, with no invalidation of the app's", async () => {
    const store = createPageStore<unknown>()
    const list = createListController<Product, unknown>({
      url: products,
      settings: {},
      options: {},
      defaultValue: [],
      store: store as PageStore<ListPage<Product, unknown>>,
    })
    connected.push(list.connect())
    const { now } = reader(store, `${products}/7`)
    const other = reader(store, `${ORIGIN}/api/productsx/7`)
    api.server.use(http.get('*/api/productsx/:id', () => HttpResponse.json({ id: '7' })))
    await store.settled()
    api.clear()
    await list.getResult().update({ id: '7', title: 'renamed', price: '1.00' })
    await store.settled()
    const [write, ...reads] = api.lines()
    expect(write).toBe('PUT /api/products/7')
    expect(reads.sort()).toEqual(['GET /api/products/7', 'GET /api/products?size=15&page=0'])
    expect(now().data?.title).toBe('renamed')
    expect(other.now().isStale).toBe(false)
  })

  it('goes stale on invalidate of a collection it is under, and only of such a collection', async () => {
    const store = createPageStore<unknown>()
    const { now } = reader(store, `${products}/7?view=full`)
    api.server.use(http.get('*/api/products/7', () => HttpResponse.json({ id: '7' })))
    await store.settled()
    for (const collection of [`${ORIGIN}/api/product`, `${products}/7/parts`, `${products}/70`]) {
      store.invalidate(collection)
      expect(now().isStale).toBe(false)
    }
    for (const collection of [products, `${products}/7`, `${ORIGIN}/api`]) {
      api.clear()
      store.invalidate(collection)
      expect(now()).toMatchObject({ isStale: true, isLoading: false, data: { id: '7' } })
      await store.settled()
      expect(api.lines()).toEqual(['GET /api/products/7?view=full'])
    }
    store.invalidate((request) => request.url === `${products}/7?view=full`)
    expect(now().isStale).toBe(true)
  })

  it('is emptied by clear(): nothing of it is shown, and a reader on screen loads it again', async () => {
    const store = createPageStore<unknown>()
    const { now } = reader(store, `${products}/7`)
    await store.settled()
    api.clear()
    api.db.products[6] = { id: '7', title: 'the next user sees this', price: '2.00' }
    store.clear()
    expect(now()).toMatchObject({ data: undefined, isLoading: true })
    await store.settled()
    expect(api.lines()).toEqual(['GET /api/products/7'])
    expect(now().data?.title).toBe('the next user sees this')
  })

  it('keeps a resource no reader shows for gcTime, then evicts it', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    vi.stubGlobal('window', globalThis)
    try {
      const store = createPageStore<unknown>()
      const { disconnect } = reader(store, `${products}/7`, {}, { gcTime: 1000 })
      await vi.waitFor(() => expect(store.get(`GET ${products}/7`)).toBeDefined())
      disconnect()
      await vi.advanceTimersByTimeAsync(999)
      expect(store.get(`GET ${products}/7`)).toBeDefined()
      await vi.advanceTimersByTimeAsync(1)
      expect(store.entries.has(`GET ${products}/7`)).toBe(false)
    } finally {
      vi.unstubAllGlobals()
    }
  })

  it('is never handed over nor inspected as a list page, and hydrate leaves it alone', async () => {
    const store = createPageStore<unknown>()
    const { now } = reader(store, `${products}/7`)
    await store.settled()
    expect(store.dehydrate()).toEqual({})
    expect(store.inspect()).toEqual([])
    store.hydrate({ [`GET ${products}/7`]: { items: [], pageInfo: {} } as never })
    expect(now().data?.id).toBe('7')
  })

  it('keeps the data with the error when a reload fails, and does not retry a failed first load', async () => {
    const store = createPageStore<unknown>()
    let answer: 'ok' | 'fail' = 'fail'
    api.server.use(
      http.get('*/api/products/7', () =>
        answer === 'ok' ? HttpResponse.json({ id: '7' }) : HttpResponse.json({ message: 'down' }, { status: 503 }),
      ),
    )
    const { now } = reader(store, `${products}/7`, { retry: false })
    await store.settled()
    expect(now()).toMatchObject({ isError: true, isLoading: false, isFetching: false, data: undefined })
    expect(now().error).toMatchObject({ status: 503, kind: 'server' })
    await store.settled()
    expect(productGets()).toHaveLength(1)
    answer = 'ok'
    await now().reload()
    expect(now()).toMatchObject({ isError: false, data: { id: '7' } })
    answer = 'fail'
    store.invalidate(products)
    await store.settled()
    expect(now()).toMatchObject({ isError: true, data: { id: '7' } })
    expect(productGets()).toHaveLength(3)
  })

  it('reloads on focus only when asked to', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    const store = createPageStore<unknown>()
    reader(store, `${products}/7`)
    reader(store, `${products}/8`, { revalidateOnFocus: true })
    await store.settled()
    api.clear()
    // Past the 5 s a focus reload waits after connecting.
    vi.setSystemTime(Date.now() + 6000)
    focusManager.emit()
    await store.settled()
    expect(productGets()).toEqual(['GET /api/products/8'])
  })
})
