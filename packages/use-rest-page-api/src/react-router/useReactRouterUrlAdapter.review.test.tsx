import { act, render, waitFor } from '@testing-library/react'
import type { Product } from 'form-mock-server'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { afterEach, expect, it } from 'vitest'
import { setupMockApi } from '../../../../test/mockApi.ts'
import { RestPageApiProvider, useRestPageApi, type PageResponse, type RestPageDataSource } from '../index.ts'
import { useReactRouterUrlAdapter } from './useReactRouterUrlAdapter.ts'
import { useExposed } from '../../../../test/useExposed.ts'

const api = setupMockApi({ auth: false })
let list: RestPageDataSource<Product, PageResponse<Product>>
let router: ReturnType<typeof createMemoryRouter> | undefined

function ProductsPage() {
  useExposed(
    useRestPageApi<Product>('/api/products', [], {
      pageSize: 10,
      syncToUrl: { adapter: useReactRouterUrlAdapter(), filterKeys: ['title'] },
    }),
    (value) => (list = value),
  )
  return null
}

afterEach(() => {
  router?.dispose()
  router = undefined
})

it('keeps what the list asked for when the router changes only a parameter the list does not own', async () => {
  router = createMemoryRouter([{ path: '/list', element: <ProductsPage /> }], { initialEntries: ['/list'] })
  render(
    <RestPageApiProvider>
      <RouterProvider router={router} />
    </RestPageApiProvider>,
  )
  await waitFor(() => expect(list.items).toHaveLength(10))
  const price = api.db.products[0]?.price as string
  // A filter the app did not declare as a URL key (not in filterKeys): it lives in the list, not in the address.
  act(() => void list.query({ price }))
  await waitFor(() => expect(list.isLoading).toBe(false))
  const filtered = list.pagination.totalElements
  expect(filtered).toBeLessThan(64)
  api.clear()
  // Another part of the page (a tab, a second list) navigates: the list's own keys do not change.
  await act(() => router?.navigate('/list?tab=2'))
  await waitFor(() => expect(list.isLoading).toBe(false))
  expect(list.searchParams).toEqual({ price })
  expect(list.pagination.totalElements).toBe(filtered)
  expect(api.lines().filter((l) => l.startsWith('GET /api/products'))).toEqual([])
})

let todo: RestPageDataSource<Product, PageResponse<Product>>
let done: RestPageDataSource<Product, PageResponse<Product>>
function TodoList() {
  useExposed(
    useRestPageApi<Product>('/api/products', [], {
      syncToUrl: { adapter: useReactRouterUrlAdapter(), prefix: 'a.' },
    }),
    (value) => (todo = value),
  )
  return null
}
function DoneList() {
  useExposed(
    useRestPageApi<Product>('/api/products', [], {
      syncToUrl: { adapter: useReactRouterUrlAdapter(), prefix: 'b.' },
    }),
    (value) => (done = value),
  )
  return null
}

it('keeps both moves when two lists in two components (one adapter each) move in one event', async () => {
  const element = (
    <>
      <TodoList />
      <DoneList />
    </>
  )
  router = createMemoryRouter([{ path: '/lists', element }], { initialEntries: ['/lists'] })
  render(
    <RestPageApiProvider>
      <RouterProvider router={router} />
    </RestPageApiProvider>,
  )
  await waitFor(() => expect([todo.items.length, done.items.length]).toEqual([15, 15]))
  // One button that moves both lists (a shared filter bar, say).
  act(() => {
    void todo.nextPage()
    void done.nextPage()
  })
  await waitFor(() => expect([todo.isLoading, done.isLoading]).toEqual([false, false]))
  await new Promise((resolve) => setTimeout(resolve, 50))
  expect([todo.pagination.pageNo, done.pagination.pageNo]).toEqual([1, 1])
  expect(router.state.location.search).toBe('?a.page=1&b.page=1')
})
