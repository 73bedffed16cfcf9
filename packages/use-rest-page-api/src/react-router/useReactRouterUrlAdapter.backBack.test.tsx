import { render, waitFor } from '@testing-library/react'
import type { Product } from 'form-mock-server'
import { delay, http } from 'msw'
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router'
import { afterEach, beforeEach, expect, it } from 'vitest'
import { ORIGIN, setupMockApi } from '../../../../test/mockApi.ts'
import { RestPageApiProvider, useRestPageApi, type PageResponse, type RestPageDataSource } from '../index.ts'
import { useReactRouterUrlAdapter } from './useReactRouterUrlAdapter.ts'
import { useExposed } from '../../../../test/useExposed.ts'

// Two quick steps back through cached queries (e2e 'back and forward walk through pages and filters'): each step
// shows the cached page at once and asks the server again, whatever the latency and the gap between the steps.
// Navigations run outside act(), so React schedules them as in a browser (transitions, the next-frame revalidation).

const api = setupMockApi({ auth: false })
let list: RestPageDataSource<Product, PageResponse<Product>>
let router: ReturnType<typeof createMemoryRouter> | undefined

function ProductsPage() {
  const shown = useExposed(
    useRestPageApi<Product>('/api/products', [], {
      defaultSearchParams: { title: '', category: '' },
      syncToUrl: { adapter: useReactRouterUrlAdapter(), filterKeys: ['title', 'category'] },
    }),
    (value) => (list = value),
  )
  return <p>page {shown.pagination.pageNo}</p>
}
const routes: RouteObject[] = [{ path: '/list', element: <ProductsPage /> }]
const ids = () => list.items.map((p) => p.id).join(',')
const act = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean | undefined }
let actBefore: boolean | undefined

beforeEach(() => {
  actBefore = act.IS_REACT_ACT_ENVIRONMENT
  act.IS_REACT_ACT_ENVIRONMENT = false
})
afterEach(() => {
  act.IS_REACT_ACT_ENVIRONMENT = actBefore
  router?.dispose()
  router = undefined
})

for (const gap of [0, 20])
  for (const latency of [30, 200])
    it(`back twice ${gap} ms apart, ${latency} ms a request: page 0 from the cache, then asked again`, async () => {
      api.server.use(
        http.get(`${ORIGIN}/api/products`, async () => {
          await delay(latency)
        }),
      )
      router = createMemoryRouter(routes, { initialEntries: ['/list'] })
      render(
        <RestPageApiProvider>
          <RouterProvider router={router} />
        </RestPageApiProvider>,
      )
      await waitFor(() => expect(list.isPlaceholderData || list.isLoading || list.items.length === 0).toBe(false))
      const first = ids()
      void list.nextPage()
      await waitFor(() => expect(list.pagination.pageNo === 1 && !list.isPlaceholderData).toBe(true))
      const second = ids()
      void list.query({ title: '笔', category: '' })
      await waitFor(() => expect(list.searchParams.title === '笔' && !list.isPlaceholderData).toBe(true))

      void router.navigate(-1)
      await waitFor(() => expect(ids()).toBe(second))
      await delay(gap)
      api.clear()
      void router.navigate(-1)
      await waitFor(() => expect(router?.state.location.search).toBe(''))
      expect({ ids: ids(), placeholder: list.isPlaceholderData }).toEqual({ ids: first, placeholder: false })
      await waitFor(() => expect(api.lines()).toContainEqual(expect.stringMatching(/^GET \/api\/products\?.*page=0/)))
      expect(list.pagination.pageNo).toBe(0)
    })
