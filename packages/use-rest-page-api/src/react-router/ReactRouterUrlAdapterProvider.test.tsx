import { act, render, waitFor } from '@testing-library/react'
import type { Product } from 'form-mock-server'
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router'
import { afterEach, expect, it } from 'vitest'
import { memoryUrlAdapter } from '../../../../test/engineHarness.ts'
import { setupMockApi } from '../../../../test/mockApi.ts'
import { useExposed } from '../../../../test/useExposed.ts'
import { RestPageApiProvider, useRestPageApi, type RestPageDataSource, type UrlAdapter } from '../index.ts'
import { ReactRouterUrlAdapterProvider } from './ReactRouterUrlAdapterProvider.tsx'

// The app-level adapter: one `ReactRouterUrlAdapterProvider` in the root route, lists with `syncToUrl: true` alone.
const api = setupMockApi({ auth: false })
const lists = () => api.lines().filter((line) => line.startsWith('GET /api/products'))
let list: RestPageDataSource<Product>
let router: ReturnType<typeof createMemoryRouter> | undefined
afterEach(() => {
  router?.dispose()
  router = undefined
})

function ProductsPage({ adapter }: { adapter?: UrlAdapter | undefined }) {
  const shown = useExposed(
    useRestPageApi<Product>('/api/products', [], { syncToUrl: adapter ? { adapter } : true }),
    (value) => (list = value),
  )
  return <p>page {shown.pagination.pageNo}</p>
}

function mount(adapter?: UrlAdapter) {
  router = createMemoryRouter(
    [
      {
        path: '/',
        element: (
          <ReactRouterUrlAdapterProvider>
            <Outlet />
          </ReactRouterUrlAdapterProvider>
        ),
        children: [
          { path: 'list', element: <ProductsPage adapter={adapter} /> },
          { path: 'other', element: <p>other page</p> },
        ],
      },
    ],
    { initialEntries: ['/list?page=2'] },
  )
  return render(
    <RestPageApiProvider>
      <RouterProvider router={router} />
    </RestPageApiProvider>,
  )
}

const idle = () => waitFor(() => expect(router?.state.navigation.state).toBe('idle'))

it("reads and writes the router's location for a list with syncToUrl: true alone, and Back brings the page back", async () => {
  const { container } = mount()
  await waitFor(() => expect(container.textContent).toBe('page 2'))
  await waitFor(() => expect(list.isFetching).toBe(false))
  await act(() => list.nextPage())
  await idle()
  await waitFor(() => expect(router?.state.location.search).toBe('?page=3'))
  expect(window.location.search).toBe('')
  await act(() => router?.navigate(-1))
  await idle()
  await waitFor(() => expect(container.textContent).toBe('page 2'))
  await waitFor(() => expect(list.isFetching).toBe(false))
  // Page 2 again: shown again after no list asked for it, it reloads in the background.
  expect(lists()).toEqual([
    'GET /api/products?size=15&page=2',
    'GET /api/products?size=15&page=3',
    'GET /api/products?size=15&page=2',
  ])
})

it('leaves the list its own adapter when it has one', async () => {
  const own = memoryUrlAdapter('?page=1')
  const { container } = mount(own)
  await waitFor(() => expect(container.textContent).toBe('page 1'))
  await act(() => list.nextPage())
  await act(() => new Promise((resolve) => setTimeout(resolve, 80)))
  expect(own.read()).toBe('?page=2')
  expect(router?.state.location.search).toBe('?page=2')
  expect(own.history().entries).toEqual(['?page=1', '?page=2'])
})

it('sends no request for the list of a route the app leaves', async () => {
  const { container } = mount()
  await waitFor(() => expect(list.isFetching).toBe(false))
  await act(() => router?.navigate('/other'))
  await idle()
  await act(() => new Promise((resolve) => setTimeout(resolve, 80)))
  expect(container.textContent).toBe('other page')
  expect(lists()).toEqual(['GET /api/products?size=15&page=2'])
})
