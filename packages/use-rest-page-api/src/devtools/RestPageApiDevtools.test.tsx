import { act, render, screen, waitFor } from '@testing-library/react'
import type { Product } from 'form-mock-server'
import { delay, http } from 'msw'
import { StrictMode, useEffect } from 'react'
import { expect, it, vi } from 'vitest'
import { setupMockApi } from '../../../../test/mockApi.ts'
import {
  createRestPageStore,
  RestPageApiProvider,
  useRestPageApi,
  type DehydratedPages,
  type RestPageDataSource,
  type RestPageStore,
} from '../index.ts'
import { RestPageApiDevtools } from './RestPageApiDevtools.tsx'

const api = setupMockApi({ auth: false })
let list: RestPageDataSource<Product>

function Products() {
  const products = useRestPageApi<Product>('/api/products', [], { pageSize: 10 })
  useEffect(() => {
    list = products
  })
  return <p>{products.items.length} products</p>
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

/**
 * A store holding page 0 of /api/orders, and the panel over it, with no list on screen; under StrictMode, whose second
 * render and second mount must record nothing twice.
 */
async function panelOver(): Promise<{ store: RestPageStore; pages: DehydratedPages; panel: HTMLElement }> {
  const store = createRestPageStore()
  const page = { items: [], totalElements: 0, totalPages: 0, pageNo: 0, pageSize: 10, hasNext: false, totalKnown: true }
  const pages = { [JSON.stringify(['/api/orders', 0, 10, [], {}])]: { ...page, rawResponse: undefined } }
  store.hydrate(pages)
  render(
    <StrictMode>
      <RestPageApiProvider store={store}>
        <RestPageApiDevtools initialIsOpen />
      </RestPageApiProvider>
    </StrictMode>,
  )
  const panel = await screen.findByRole('region', { name: 'use-rest-page-api devtools' })
  expect(panel.textContent).toMatch(/Cache \(1 entries, 0 evicted lately\)fresh0 records\/api\/orders · page 0/)
  return { store, pages, panel }
}

it('shows the time a page left the store, not the time the panel next rendered', async () => {
  const { store, panel } = await panelOver()
  const left = new Date(2030, 0, 1, 9, 15, 0).getTime()
  const now = vi.spyOn(Date, 'now')
  act(() => {
    now.mockReturnValue(left)
    store.clear()
    // React renders the panel when the act ends, an hour later.
    now.mockReturnValue(left + 3_600_000)
  })
  now.mockRestore()
  expect(panel.textContent).toContain(
    `Cache (0 entries, 1 evicted lately)evicted${new Date(left).toLocaleTimeString()}/api/orders · page 0`,
  )
})

it('shows a page that left the store and came back before the panel rendered', async () => {
  const { store, pages, panel } = await panelOver()
  act(() => {
    store.clear()
    store.hydrate(pages)
  })
  expect(panel.textContent).toMatch(/Cache \(1 entries, 1 evicted lately\)fresh0 records\/api\/orders · page 0/)
})

it('lists the writes waiting in the outbox with their record and attempts', async () => {
  const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
  const store = createRestPageStore()
  render(
    <RestPageApiProvider store={store}>
      <RestPageApiDevtools initialIsOpen>
        <Products />
      </RestPageApiDevtools>
    </RestPageApiProvider>,
  )
  const panel = await screen.findByRole('region', { name: 'use-rest-page-api devtools' })
  await screen.findByText('10 products')
  expect(panel.textContent).toContain('Outbox (0)')
  const first = list.items[0] as Product
  let saving!: Promise<unknown>
  act(() => void (saving = list.update({ ...first, title: 'offline' })))
  await waitFor(() =>
    expect(panel.textContent).toContain(`Outbox (1)PUT/api/products/${first.id}record ${first.id}0 attempts`),
  )
  onLine.mockReturnValue(true)
  act(() => void window.dispatchEvent(new Event('online')))
  await act(() => saving)
  await waitFor(() => expect(panel.textContent).toContain('Outbox (0)'))
  expect(api.lines()).toContain(`PUT /api/products/${first.id}`)
  onLine.mockRestore()
})
