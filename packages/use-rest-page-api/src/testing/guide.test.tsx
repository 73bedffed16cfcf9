// The testing guide, as a test file that runs in CI (jsdom, on React 19 and again on React 18). It imports only what
// an app's own test can: the package's public entries, msw, Testing Library and Vitest. The Vitest set-up it assumes:
//
//   // vite.config.ts
//   test: { environment: 'jsdom', setupFiles: ['./test/setup.ts'] }
//   // test/setup.ts: Testing Library unmounts after each test only with `globals: true`; otherwise say so
//   import { cleanup } from '@testing-library/react'
//   afterEach(() => cleanup())
import { act, fireEvent, render, renderHook, screen, waitFor } from '@testing-library/react'
import { http } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, beforeEach, expect, it } from 'vitest'
import { RestError, useRestPageApi } from 'use-rest-page-api'
import {
  createSpringCollection,
  createTestProvider,
  springError,
  type SpringCollection,
  type TestProvider,
} from 'use-rest-page-api/testing'

interface Product {
  id: number
  title: string
  price: number
}

// The server: msw intercepts every request the test makes; a request no handler answers fails the test.
const server = setupServer()
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => server.resetHandlers())
afterAll(() => server.close())

let products: SpringCollection<Product>
let api: TestProvider

beforeEach(() => {
  // A Spring Boot CRUD controller over 20 products, fresh for each test: `GET /api/products?page&size&sort` answers
  // a Spring page (PageImpl JSON), and `GET`, `POST`, `PUT`, `DELETE /api/products/{id}` (and `DELETE
  // /api/products/1,2`) work on its records. It keeps every request it answered.
  products = createSpringCollection(
    '/api/products',
    Array.from({ length: 20 }, (_, i) => ({ id: i + 1, title: `Product ${i + 1}`, price: (i + 1) * 10 })),
  )
  server.use(http.all('*', ({ request }) => products.handle(request)))
  // A fresh store for each test, so no page of one test shows in the next, and the quiet settings of tests: no
  // reload on focus, reconnect, another tab's write or an interval, and no retries.
  api = createTestProvider()
  window.history.replaceState(null, '', '/')
})

/** What the server received, as `METHOD path` lines. */
const received = () => products.requests.map((request) => `${request.method} ${request.path}`)
const titles = (items: Product[]) => items.map((product) => product.title)

it('shows the first page once its load has settled', async () => {
  const { result } = renderHook(() => useRestPageApi<Product>('/api/products'), { wrapper: api.wrapper })
  expect(result.current.isLoading).toBe(true)

  // Resolves once no load of the store is on its way or due: here, the first page.
  await act(() => api.settled())

  expect(result.current.isLoading).toBe(false)
  expect(titles(result.current.items).slice(0, 3)).toEqual(['Product 1', 'Product 2', 'Product 3'])
  expect(result.current.pagination).toMatchObject({ pageNo: 0, pageSize: 15, totalElements: 20, totalPages: 2 })
  expect(received()).toEqual(['GET /api/products?size=15&page=0'])
})

it('moves to the next page', async () => {
  const { result } = renderHook(() => useRestPageApi<Product>('/api/products'), { wrapper: api.wrapper })
  await act(() => api.settled())

  // A list operation resolves once its page is on screen: no settled() needed after it.
  await act(() => result.current.nextPage())

  expect(titles(result.current.items)).toEqual(['Product 16', 'Product 17', 'Product 18', 'Product 19', 'Product 20'])
  expect(received()).toEqual(['GET /api/products?size=15&page=0', 'GET /api/products?size=15&page=1'])
})

it('creates a product, and shows the server’s page after it', async () => {
  const { result } = renderHook(
    () => useRestPageApi<Product>('/api/products', [], { defaultSort: { property: 'id', direction: 'desc' } }),
    { wrapper: api.wrapper },
  )
  await act(() => api.settled())

  const saved = await act(() => result.current.save({ title: 'Desk lamp', price: 45 }))
  expect(saved).toEqual({ id: 21, title: 'Desk lamp', price: 45 })
  // A write makes the collection's pages old: the list reloads page 0, which settled() waits for.
  await act(() => api.settled())

  expect(result.current.items[0]).toEqual({ id: 21, title: 'Desk lamp', price: 45 })
  expect(received()).toEqual([
    'GET /api/products?size=15&page=0&sort=id,desc',
    'POST /api/products',
    'GET /api/products?size=15&page=0&sort=id,desc',
  ])
  expect(products.requests[1]?.body).toEqual({ title: 'Desk lamp', price: 45 })
})

it('shows the error of a failing server, and the page once a reload succeeds', async () => {
  // The next list request fails as Spring Boot answers a failure; the ones after reach the collection again.
  server.use(http.get('*/api/products', () => springError(503, { path: '/api/products' }), { once: true }))
  const { result } = renderHook(() => useRestPageApi<Product>('/api/products'), { wrapper: api.wrapper })
  await act(() => api.settled())

  expect(result.current.isError).toBe(true)
  expect(result.current.error).toBeInstanceOf(RestError)
  expect(result.current.error).toMatchObject({ status: 503, kind: 'server' })
  expect(result.current.items).toEqual([])

  await act(() => result.current.reload())
  expect(result.current.isError).toBe(false)
  expect(result.current.items).toHaveLength(15)
  // The failed request never reached the collection; the reload did.
  expect(received()).toEqual(['GET /api/products?size=15&page=0'])
})

it('reads the page from the address, and writes the page it moves to', async () => {
  // jsdom keeps a real history: set the address a user would open.
  window.history.replaceState(null, '', '/products?page=1')
  const { result } = renderHook(() => useRestPageApi<Product>('/api/products', [], { syncToUrl: true }), {
    wrapper: api.wrapper,
  })
  await act(() => api.settled())
  expect(result.current.pagination.pageNo).toBe(1)

  await act(() => result.current.prevPage())
  // The address is written at the end of the task, and at most once every 50 ms: wait for it, do not assume it.
  // Page 0 is the default, so the address drops `page`.
  await waitFor(() => expect(window.location.search).toBe(''))
  expect(received()).toEqual(['GET /api/products?size=15&page=1', 'GET /api/products?size=15&page=0'])
})

it('renders a component, and settles again after a click', async () => {
  function ProductList() {
    const list = useRestPageApi<Product>('/api/products')
    return (
      <>
        <ul>
          {list.items.map((product) => (
            <li key={product.id}>{product.title}</li>
          ))}
        </ul>
        <button onClick={() => void list.nextPage()}>Next</button>
      </>
    )
  }
  render(<ProductList />, { wrapper: api.wrapper })
  await act(() => api.settled())
  expect(screen.getByText('Product 15')).toBeDefined()

  // The click asks for page 1; settled() waits for its load.
  fireEvent.click(screen.getByText('Next'))
  await act(() => api.settled())
  expect(screen.getByText('Product 16')).toBeDefined()
  expect(screen.queryByText('Product 15')).toBeNull()
  expect(received()).toEqual(['GET /api/products?size=15&page=0', 'GET /api/products?size=15&page=1'])
})

it('reloads only when the test says so', async () => {
  const { result } = renderHook(() => useRestPageApi<Product>('/api/products'), { wrapper: api.wrapper })
  await act(() => api.settled())

  // The browser comes back online: an app reloads the lists on screen, a test's provider does not.
  act(() => void window.dispatchEvent(new Event('online')))
  await act(() => api.settled())
  expect(received()).toHaveLength(1)

  // A reload on purpose: the server changed, and the app invalidates the collection.
  products.items[0] = { id: 1, title: 'Renamed', price: 10 }
  api.store.invalidate('/api/products')
  await act(() => api.settled())
  expect(result.current.items[0]?.title).toBe('Renamed')
  expect(received()).toEqual(['GET /api/products?size=15&page=0', 'GET /api/products?size=15&page=0'])
})

it('tests a reload on its own by turning it back on', async () => {
  // Any setting given to createTestProvider wins over the quiet ones.
  const live = createTestProvider({ revalidateOnReconnect: true })
  const { result } = renderHook(() => useRestPageApi<Product>('/api/products'), { wrapper: live.wrapper })
  await act(() => live.settled())

  products.items[0] = { id: 1, title: 'Renamed', price: 10 }
  act(() => void window.dispatchEvent(new Event('online')))
  await act(() => live.settled())

  expect(result.current.items[0]?.title).toBe('Renamed')
  expect(received()).toEqual(['GET /api/products?size=15&page=0', 'GET /api/products?size=15&page=0'])
})
