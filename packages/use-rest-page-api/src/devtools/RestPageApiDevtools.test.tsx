import { act, render, screen, waitFor } from '@testing-library/react'
import type { Product } from 'form-mock-server'
import { delay, http } from 'msw'
import { expect, it } from 'vitest'
import { setupMockApi } from '../../../../test/mockApi.ts'
import { RestPageApiProvider, useRestPageApi, type RestPageDataSource } from '../index.ts'
import { RestPageApiDevtools } from './RestPageApiDevtools.tsx'

const api = setupMockApi({ auth: false })
let list: RestPageDataSource<Product>

function Products() {
  list = useRestPageApi<Product>('/api/products', [], { pageSize: 10 })
  return <p>{list.items.length} products</p>
}

function App({ enabled = true }: { enabled?: boolean }) {
  return (
    <RestPageApiProvider maxCachedPages={2}>
      <RestPageApiDevtools initialIsOpen enabled={enabled}>
        <Products />
      </RestPageApiDevtools>
    </RestPageApiProvider>
  )
}

it('shows the lists on screen, the cache and its evictions, the requests and the writes on their way', async () => {
  render(<App />)
  const panel = await screen.findByRole('region', { name: 'use-rest-page-api devtools' })
  await waitFor(() =>
    expect(panel.textContent).toMatch(/Lists on screen \(1\)fresh1 list\/api\/products · page 0 · size 10/),
  )
  expect(panel.textContent).toMatch(/200.*\/api\/products\?size=10&page=0/)
  expect(panel.textContent).toMatch(/fresh/)
  // Two more pages: page 0 and page 1 leave the screen; with maxCachedPages 2 (page 2 on screen and one more), page 0
  // is evicted.
  await act(() => list.nextPage())
  await act(() => list.nextPage())
  await waitFor(() => expect(panel.textContent).toMatch(/evicted.*\/api\/products · page 0/))
  expect(panel.textContent).toMatch(/stale.*\/api\/products · page 1/)
  // A delete on its way is a write on its way.
  api.server.use(
    http.delete('/api/products/:id', async () => {
      await delay(100)
    }),
  )
  let removing!: Promise<void>
  act(() => {
    removing = list.remove(list.items[0]?.id ?? '')
  })
  await waitFor(() => expect(panel.textContent).toMatch(/Writes on their way \(1\)DELETE \/api\/products\/21/))
  await act(() => removing)
  await waitFor(() => expect(panel.textContent).toMatch(/Writes on their way \(0\)/))
})

it('renders only the app when not enabled', async () => {
  render(<App enabled={false} />)
  await screen.findByText('10 products')
  expect(screen.queryByRole('region', { name: 'use-rest-page-api devtools' })).toBeNull()
  expect(screen.queryByRole('button', { name: /use-rest-page-api/ })).toBeNull()
})
