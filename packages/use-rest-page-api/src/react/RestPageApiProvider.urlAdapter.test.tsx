import { act } from '@testing-library/react'
import type { Product } from 'form-mock-server'
import { expect, it } from 'vitest'
import { memoryUrlAdapter } from '../../../../test/engineHarness.ts'
import { settled } from '../../../../test/listHelpers.ts'
import { setupMockApi } from '../../../../test/mockApi.ts'
import { renderWithApi } from '../../../../test/renderList.tsx'
import { useRestPageApi } from './useRestPageApi.ts'

const api = setupMockApi({ auth: false })

it("syncs a list with syncToUrl: true through the provider's urlAdapter alone", async () => {
  window.history.replaceState(null, '', '/')
  const app = memoryUrlAdapter('?page=3')
  const { result } = renderWithApi(() => useRestPageApi<Product>('/api/products', [], { syncToUrl: true }), {
    provider: { urlAdapter: app },
  })
  await settled(result)
  await act(() => result.current.prevPage())
  await act(() => new Promise((resolve) => setTimeout(resolve, 80)))
  expect(app.history().entries).toEqual(['?page=3', '?page=2'])
  expect(window.location.search).toBe('')
  expect(api.lines()).toEqual(['GET /api/products?size=15&page=3', 'GET /api/products?size=15&page=2'])
})
