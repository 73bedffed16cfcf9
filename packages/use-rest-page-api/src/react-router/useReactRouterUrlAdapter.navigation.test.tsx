import { act, render, waitFor } from '@testing-library/react'
import type { Product } from 'form-mock-server'
import { createMemoryRouter, RouterProvider, useNavigate } from 'react-router'
import { afterEach, expect, it } from 'vitest'
import { setupMockApi } from '../../../../test/mockApi.ts'
import { RestPageApiProvider, useRestPageApi, type RestPageDataSource } from '../index.ts'
import { useReactRouterUrlAdapter } from './useReactRouterUrlAdapter.ts'
import { useExposed } from '../../../../test/useExposed.ts'

// A synced list under a data router, as apps mount it: behind a basename, and beside the app's own navigation.
setupMockApi({ auth: false })
let list: RestPageDataSource<Product>
let navigate: ReturnType<typeof useNavigate>
let router: ReturnType<typeof createMemoryRouter> | undefined
afterEach(() => {
  router?.dispose()
  router = undefined
})

function ProductsPage() {
  useExposed(useNavigate(), (value) => (navigate = value))
  const shown = useExposed(
    useRestPageApi<Product>('/api/products', [], {
      defaultSearchParams: { title: '' },
      syncToUrl: { adapter: useReactRouterUrlAdapter() },
    }),
    (value) => (list = value),
  )
  return <p>page {shown.pagination.pageNo}</p>
}

function mount(basename?: string) {
  const prefix = basename ?? ''
  router = createMemoryRouter(
    [
      { path: '/list', element: <ProductsPage /> },
      { path: '/other', element: <p>other page</p> },
    ],
    { initialEntries: [`${prefix}/list`], ...(basename && { basename }) },
  )
  return render(
    <RestPageApiProvider>
      <RouterProvider router={router} />
    </RestPageApiProvider>,
  )
}

const idle = () => waitFor(() => expect(router?.state.navigation.state).toBe('idle'))

for (const basename of [undefined, '/app'])
  it(`brings page 0 back on Back after nextPage rendered, behind the basename ${basename ?? 'none'}`, async () => {
    const { container } = mount(basename)
    await waitFor(() => expect(list.items).toHaveLength(15))
    await act(() => list.nextPage())
    await idle()
    await waitFor(() => expect(router?.state.location.search).toBe('?page=1'))
    await act(() => router?.navigate(-1))
    await idle()
    await waitFor(() => expect(container.textContent).toBe('page 0'))
    expect({ search: router?.state.location.search, page: list.pagination.pageNo }).toEqual({ search: '', page: 0 })
  })

it('ends on the path the app navigates to after a move in the same handler', async () => {
  const { container } = mount()
  await waitFor(() => expect(list.items).toHaveLength(15))
  await act(async () => {
    void list.query({ title: 'pen' })
    void navigate('/other')
  })
  await idle()
  await act(() => new Promise((resolve) => setTimeout(resolve, 80)))
  await idle()
  expect({ path: router?.state.location.pathname, text: container.textContent }).toEqual({
    path: '/other',
    text: 'other page',
  })
})

for (const basename of [undefined, '/app'])
  it(`brings page 0 back on Back before nextPage rendered, behind the basename ${basename ?? 'none'}`, async () => {
    const { container } = mount(basename)
    await waitFor(() => expect(list.items).toHaveLength(15))
    await act(async () => {
      void list.nextPage()
      await waitFor(() => expect(router?.state.location.search).toBe('?page=1'), { interval: 1 })
      void router?.navigate(-1)
    })
    await idle()
    await act(() => new Promise((resolve) => setTimeout(resolve, 80)))
    await waitFor(() => expect(container.textContent).toBe('page 0'))
    expect({ search: router?.state.location.search, page: list.pagination.pageNo }).toEqual({ search: '', page: 0 })
  })
