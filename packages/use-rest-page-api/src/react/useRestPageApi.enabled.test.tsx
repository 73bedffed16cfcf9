import { act } from '@testing-library/react'
import { http } from 'msw'
import { expect, it } from 'vitest'
import { settled } from '../../../../test/listHelpers.ts'
import { setupMockApi } from '../../../../test/mockApi.ts'
import { renderWithApi } from '../../../../test/renderList.tsx'
import { createSpringCollection } from '../testing/createSpringCollection.ts'
import { useRestPageApi } from './useRestPageApi.ts'

const api = setupMockApi({ auth: false })

interface Order {
  id: number
  total: number
}

/** The orders of the customer picked, or none picked yet. */
function useOrders({ customerId }: { customerId: number | null }) {
  return useRestPageApi<Order>(`/api/customers/${customerId ?? 'none'}/orders`, [], {
    enabled: customerId != null,
  })
}

it('waits for a selected parent, then loads its list at once', async () => {
  const orders = createSpringCollection('/api/customers/7/orders', [
    { id: 1, total: 10 },
    { id: 2, total: 20 },
  ])
  api.server.use(http.all('*/api/customers/7/orders', ({ request }) => orders.handle(request)))
  const { result, rerender } = renderWithApi(useOrders, { initialProps: { customerId: null as number | null } })
  await act(() => new Promise((resolve) => setTimeout(resolve, 20)))
  expect(api.lines()).toEqual([])
  const { isEnabled, isLoading, isFetching, items } = result.current
  expect({ isEnabled, isLoading, isFetching, items }).toEqual({
    isEnabled: false,
    isLoading: false,
    isFetching: false,
    items: [],
  })

  rerender({ customerId: 7 })
  // Loading in the render that enables it.
  expect(result.current.isLoading).toBe(true)
  await settled(result)
  expect(api.lines()).toEqual(['GET /api/customers/7/orders?size=15&page=0'])
  expect(result.current.items).toEqual(orders.items)
  expect(result.current.isEnabled).toBe(true)
})
