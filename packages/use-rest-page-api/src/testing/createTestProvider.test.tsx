import { act, renderHook, waitFor } from '@testing-library/react'
import { http } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, beforeEach, expect, it, vi } from 'vitest'
import { createRestPageStore } from '../core/store/createRestPageStore.ts'
import { useRestPageApi } from '../react/useRestPageApi.ts'
import { createSpringCollection, type SpringCollection } from './createSpringCollection.ts'
import { createTestProvider, testSettings } from './createTestProvider.tsx'
import { springError } from './springError.ts'

interface Product {
  id: number
  title: string
}
const server = setupServer()
let products: SpringCollection<Product>
const lists = () => products.requests.filter((r) => r.method === 'GET').map((r) => r.path)

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
beforeEach(() => {
  products = createSpringCollection(
    '/api/products',
    Array.from({ length: 40 }, (_, i) => ({ id: i + 1, title: `product ${i + 1}` })),
  )
  server.use(http.all('*', ({ request }) => products.handle(request)))
})
afterEach(() => {
  server.resetHandlers()
  vi.useRealTimers()
})
afterAll(() => server.close())

/** One provider for every test below that uses it, as a test file might keep one. */
const shared = createTestProvider()
const useProducts = () => useRestPageApi<Product>('/api/products')

it('settles once the first page is on screen, right after the render (its load not yet sent)', async () => {
  const { wrapper, settled, store } = createTestProvider()
  const { result } = renderHook(useProducts, { wrapper })
  expect(result.current.isLoading).toBe(true)
  expect(store.inspect()).toMatchObject([{ loading: false, data: undefined }])
  await act(() => settled())
  expect(result.current.isLoading).toBe(false)
  expect(result.current.items.map((p) => p.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15])
  expect(lists()).toEqual(['/api/products?size=15&page=0'])
})

it('gives each provider a store of its own', async () => {
  const one = createTestProvider()
  const two = createTestProvider()
  expect(one.store).not.toBe(two.store)
  renderHook(useProducts, { wrapper: one.wrapper })
  await act(() => one.settled())
  renderHook(useProducts, { wrapper: two.wrapper })
  await act(() => two.settled())
  expect(lists()).toEqual(['/api/products?size=15&page=0', '/api/products?size=15&page=0'])
})

it('keeps the store while a render it wraps stays, also through StrictMode’s second mount', async () => {
  const { result } = renderHook(useProducts, { wrapper: shared.wrapper, reactStrictMode: true })
  await act(() => shared.settled())
  expect(result.current.items).toHaveLength(15)
  await act(() => result.current.nextPage())
  expect(shared.store.inspect().map((e) => e.request.page)).toEqual([0, 1])
  expect(lists()).toEqual(['/api/products?size=15&page=0', '/api/products?size=15&page=1'])
})

it('clears its store when the last render it wraps unmounts, so the next test starts empty', async () => {
  // The test before left pages in `shared`'s store; Testing Library's cleanup unmounted its render.
  expect(shared.store.inspect()).toEqual([])
  const first = renderHook(useProducts, { wrapper: shared.wrapper })
  const second = renderHook(useProducts, { wrapper: shared.wrapper })
  await act(() => shared.settled())
  first.unmount()
  await act(() => Promise.resolve())
  expect(shared.store.inspect()).toHaveLength(1)
  second.unmount()
  await act(() => Promise.resolve())
  expect(shared.store.inspect()).toEqual([])
  expect(lists()).toEqual(['/api/products?size=15&page=0'])
})

it('sends nothing when the browser comes back online, unless asked to', async () => {
  const quiet = createTestProvider()
  renderHook(useProducts, { wrapper: quiet.wrapper })
  await act(() => quiet.settled())
  act(() => void window.dispatchEvent(new Event('online')))
  await act(() => quiet.settled())
  expect(lists()).toHaveLength(1)
  const live = createTestProvider({ revalidateOnReconnect: true })
  renderHook(useProducts, { wrapper: live.wrapper })
  await act(() => live.settled())
  act(() => void window.dispatchEvent(new Event('online')))
  await act(() => live.settled())
  expect(lists()).toHaveLength(3)
})

it('sends nothing when the window regains focus, unless asked to', async () => {
  vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true })
  const quiet = createTestProvider()
  const live = createTestProvider({ revalidateOnFocus: true })
  renderHook(useProducts, { wrapper: quiet.wrapper })
  renderHook(useProducts, { wrapper: live.wrapper })
  await act(() => Promise.all([quiet.settled(), live.settled()]))
  // Past the 5 s a list waits between two focus reloads.
  vi.setSystemTime(Date.now() + 6000)
  act(() => void window.dispatchEvent(new Event('focus')))
  await act(() => Promise.all([quiet.settled(), live.settled()]))
  expect(lists()).toHaveLength(3)
  expect(quiet.store.inspect().map((e) => e.stale)).toEqual([false])
})

it('hears no other store’s write to the collection (another tab, or a test before), unless asked to', async () => {
  const quiet = createTestProvider()
  const live = createTestProvider({ crossTab: true })
  renderHook(useProducts, { wrapper: quiet.wrapper })
  renderHook(useProducts, { wrapper: live.wrapper })
  await act(() => Promise.all([quiet.settled(), live.settled()]))
  products.requests.length = 0
  // Another tab writes: its store tells the origin's channel.
  createRestPageStore().invalidate('/api/products')
  await waitFor(() => expect(lists()).toEqual(['/api/products?size=15&page=0']))
  await act(() => Promise.all([quiet.settled(), live.settled()]))
  expect(lists()).toHaveLength(1)
  expect(quiet.store.inspect().map((e) => e.stale)).toEqual([false])
})

it('does not try a failed background reload again, unless asked to', async () => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true })
  const quiet = createTestProvider()
  const retrying = createTestProvider({ retry: 1 })
  const a = renderHook(useProducts, { wrapper: quiet.wrapper })
  const b = renderHook(useProducts, { wrapper: retrying.wrapper })
  await act(() => Promise.all([quiet.settled(), retrying.settled()]))
  server.use(http.get('*/api/products', () => springError(503)))
  quiet.store.invalidate('/api/products')
  retrying.store.invalidate('/api/products')
  await act(() => Promise.all([quiet.settled(), retrying.settled()]))
  expect([a.result.current.isError, b.result.current.isError]).toEqual([true, true])
  products.requests.length = 0
  server.resetHandlers(http.all('*', ({ request }) => products.handle(request)))
  // Past the first retry's 1 s.
  await act(() => vi.advanceTimersByTimeAsync(1500))
  await act(() => Promise.all([quiet.settled(), retrying.settled()]))
  expect(lists()).toEqual(['/api/products?size=15&page=0'])
  expect([a.result.current.isError, b.result.current.isError]).toEqual([true, false])
})

it('keeps a page no list shows for as long as the store lives (no eviction timer)', async () => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true })
  const quiet = createTestProvider()
  const evicting = createTestProvider({ gcTime: 300_000 })
  const a = renderHook(useProducts, { wrapper: quiet.wrapper })
  const b = renderHook(useProducts, { wrapper: evicting.wrapper })
  await act(() => Promise.all([quiet.settled(), evicting.settled()]))
  await act(() => a.result.current.nextPage())
  await act(() => b.result.current.nextPage())
  await act(() => vi.advanceTimersByTimeAsync(600_000))
  expect(quiet.store.inspect().map((e) => e.request.page)).toEqual([0, 1])
  expect(evicting.store.inspect().map((e) => e.request.page)).toEqual([1])
})

it('says which loads are still on their way when they outlast the timeout', async () => {
  server.use(http.get('*/api/products', () => new Promise<never>(() => {})))
  const { wrapper, settled } = createTestProvider()
  renderHook(useProducts, { wrapper })
  await expect(act(() => settled({ timeout: 50 }))).rejects.toThrow(
    '[use-rest-page-api] settled() waited 50 ms; still on their way: /api/products page 0 (loading)',
  )
})

it('lays its settings under the ones given', () => {
  const { settings } = createTestProvider({ retry: 2, headers: { 'X-Test': '1' } })
  expect(settings).toEqual({ ...testSettings, retry: 2, headers: { 'X-Test': '1' } })
})
