import { render, waitFor } from '@testing-library/react'
import type { Product } from 'form-mock-server'
import { expect, it, vi } from 'vitest'
import { setupMockApi } from '../../../../test/mockApi.ts'
import { RestPageApiProvider, useRestPageApi } from '../index.ts'
import { NextUrlAdapterProvider } from './NextUrlAdapterProvider.tsx'

// What Next's hooks return: the page's pathname and query string (the browser's address stays `/`).
vi.mock('next/navigation', () => ({
  usePathname: () => '/products',
  useSearchParams: () => new URLSearchParams('?page=1'),
  useRouter: () => ({ push: () => {}, replace: () => {} }),
}))
const api = setupMockApi({ auth: false })

function Products() {
  const products = useRestPageApi<Product>('/api/products', [], { syncToUrl: true })
  return <p>page {products.pagination.pageNo}</p>
}

it("reads the App Router's address for a list with syncToUrl: true alone", async () => {
  window.history.replaceState(null, '', '/')
  const { container } = render(
    <RestPageApiProvider>
      <NextUrlAdapterProvider>
        <Products />
      </NextUrlAdapterProvider>
    </RestPageApiProvider>,
  )
  await waitFor(() => expect(api.lines()).toEqual(['GET /api/products?size=15&page=1']))
  expect(container.textContent).toBe('page 1')
})
