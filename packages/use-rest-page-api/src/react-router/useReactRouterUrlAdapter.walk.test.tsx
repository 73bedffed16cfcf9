import { act, cleanup, render, waitFor } from '@testing-library/react'
import fc from 'fast-check'
import type { Product } from 'form-mock-server'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { expect, it } from 'vitest'
import { ORIGIN, setupMockApi } from '../../../../test/mockApi.ts'
import { RestPageApiProvider, useRestPageApi, type RestPageDataSource } from '../index.ts'
import { useReactRouterUrlAdapter } from './useReactRouterUrlAdapter.ts'
import { useExposed } from '../../../../test/useExposed.ts'

const api = setupMockApi({ auth: false })
let list: RestPageDataSource<Product>

function ProductsPage() {
  const shown = useExposed(
    useRestPageApi<Product>('/api/products', [], {
      pageSize: 10,
      syncToUrl: { adapter: useReactRouterUrlAdapter(), filterKeys: ['price'] },
    }),
    (value) => (list = value),
  )
  return <p>page {shown.pagination.pageNo}</p>
}

type Step = 'next' | 'prev' | 'filter' | 'clear' | 'sort' | 'back' | 'forward'
const steps: Step[] = ['next', 'prev', 'filter', 'clear', 'sort', 'back', 'forward']
type Router = ReturnType<typeof createMemoryRouter>

function take(step: Step, router: Router) {
  if (step === 'next') void list.nextPage()
  else if (step === 'prev') void list.prevPage()
  else if (step === 'filter') void list.query({ price: api.db.products[3]?.price })
  else if (step === 'clear') void list.query({})
  else if (step === 'sort') void list.sortWith([{ property: 'price', direction: 'desc' }])
  else void router.navigate(step === 'back' ? -1 : 1)
}

/** What the server answers for the query in the address, as the list would ask for it. */
async function serverAnswer(search: string) {
  const address = new URLSearchParams(search)
  const query = new URLSearchParams()
  if (address.get('price')) query.set('price', address.get('price') as string)
  query.set('size', '10')
  query.set('page', address.get('page') ?? '0')
  for (const sort of address.getAll('sort')) query.append('sort', sort)
  const response = await fetch(`${ORIGIN}/api/products?${query.toString()}`)
  const page = (await response.json()) as { content: Product[]; number: number }
  return { page: page.number, ids: page.content.map((p) => p.id) }
}

it('shows what the server answers for the address after any walk of moves, back and forward (200 seeded walks)', async () => {
  await fc.assert(
    fc.asyncProperty(
      fc.array(fc.array(fc.constantFrom(...steps), { minLength: 1, maxLength: 3 }), { minLength: 1, maxLength: 5 }),
      async (walk) => {
        const router = createMemoryRouter([{ path: '/list', element: <ProductsPage /> }], {
          initialEntries: ['/list'],
        })
        render(
          <RestPageApiProvider>
            <RouterProvider router={router} />
          </RestPageApiProvider>,
        )
        try {
          await waitFor(() => expect(list.isLoading).toBe(false))
          // Each group of steps runs in one task, as quick clicks and key presses do.
          for (const group of walk) {
            await act(async () => {
              for (const step of group) take(step, router)
            })
            await waitFor(() => expect(router.state.navigation.state).toBe('idle'), { interval: 5 })
            await waitFor(() => expect(list.isLoading).toBe(false), { interval: 5 })
          }
          // A write that waits for the throttle of history calls (50 ms) has gone out.
          await act(() => new Promise((resolve) => setTimeout(resolve, 60)))
          await waitFor(() => expect(router.state.navigation.state).toBe('idle'), { interval: 5 })
          await waitFor(() => expect(list.isLoading).toBe(false), { interval: 5 })
          const expected = await serverAnswer(router.state.location.search)
          expect({ page: list.pagination.pageNo, ids: list.items.map((p) => p.id) }).toEqual(expected)
        } finally {
          cleanup()
          router.dispose()
          api.reset()
        }
      },
    ),
    { numRuns: 200, seed: 14 },
  )
}, 120_000)
