import { act, render, screen, waitFor } from '@testing-library/react'
import type { Product } from 'form-mock-server'
import { describe, expect, it } from 'vitest'
import { ids } from '../../../../test/listHelpers.ts'
import { setupMockApi } from '../../../../test/mockApi.ts'
import { renderWithApi } from '../../../../test/renderList.tsx'
import { restList } from '../core/definition/restList.ts'
import { createRestPageStore } from '../core/store/createRestPageStore.ts'
import { prefetchList } from '../core/store/prefetchList.ts'
import { RestPageApiProvider } from './RestPageApiProvider.tsx'
import { useRestPageApi } from './useRestPageApi.ts'

// A list of a definition is the list of the three-argument form with the same url and options: one store entry, one
// request, and the page a server prefetched with the definition is the page the hook shows.
const api = setupMockApi({ auth: false })
const lists = () => api.lines().filter((line) => line.startsWith('GET /api/products?'))

const productList = restList<Product>()('/api/products', {
  pageSize: 10,
  defaultSort: { property: 'price', direction: 'desc' },
  defaultSearchParams: { title: '' },
})
const dearest = (count: number) =>
  ids([...api.db.products].sort((a, b) => Number(b.price) - Number(a.price)).slice(0, count))

describe('useRestPageApi(definition)', () => {
  it('shares one store entry and one request with the same list in the three-argument form', async () => {
    const { result } = renderWithApi(() => ({
      defined: useRestPageApi(productList),
      written: useRestPageApi<Product>('/api/products', [], {
        pageSize: 10,
        defaultSort: { property: 'price', direction: 'desc' },
        defaultSearchParams: { title: '' },
      }),
    }))
    await waitFor(() => expect(result.current.defined.isFetching || result.current.written.isFetching).toBe(false))
    expect(lists()).toEqual(['GET /api/products?size=10&page=0&sort=price,desc'])
    expect(ids(result.current.defined.items)).toEqual(dearest(10))
    expect(result.current.written.items).toBe(result.current.defined.items)
  })

  it("sends the definition's filters and sort as the list moves, typed from it", async () => {
    const { result } = renderWithApi(() => useRestPageApi(productList))
    await waitFor(() => expect(result.current.isLoading).toBe(false))
    await act(() => result.current.query({ title: '钢笔' }))
    await act(() => result.current.sortWith([{ property: 'title', direction: 'asc' }]))
    expect(lists()).toEqual([
      'GET /api/products?size=10&page=0&sort=price,desc',
      'GET /api/products?title=钢笔&size=10&page=0&sort=price,desc',
      'GET /api/products?title=钢笔&size=10&page=0&sort=title,asc',
    ])
    expect(result.current.searchParams).toEqual({ title: '钢笔' })
  })

  it("shows the definition's defaultValue before the first page arrives", async () => {
    const seed: Product[] = [{ id: 'seed', title: 'shown first', price: '1' }]
    const seeded = restList<Product>()('/api/products', { pageSize: 10, defaultValue: seed })
    const { result } = renderWithApi(() => useRestPageApi(seeded))
    expect(result.current.items).toEqual(seed)
    await waitFor(() => expect(result.current.isLoading).toBe(false))
    expect(ids(result.current.items)).toEqual(ids(api.db.products.slice(0, 10)))
    expect(lists()).toEqual(['GET /api/products?size=10&page=0'])
  })

  it('reads the page prefetchList(store, definition) put in the store, sending no request', async () => {
    const store = createRestPageStore()
    const page = await prefetchList(store, productList)
    expect(ids(page?.items ?? [])).toEqual(dearest(10))
    expect(lists()).toEqual(['GET /api/products?size=10&page=0&sort=price,desc'])
    api.clear()

    function Products() {
      const products = useRestPageApi(productList)
      return (
        <ul aria-busy={products.isFetching}>
          {products.items.map((product) => (
            <li key={product.id}>{product.id}</li>
          ))}
        </ul>
      )
    }
    render(
      <RestPageApiProvider store={store}>
        <Products />
      </RestPageApiProvider>,
    )
    // On the first render: the rows are there, nothing is loading.
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(dearest(10))
    expect(screen.getByRole('list').getAttribute('aria-busy')).toBe('false')
    // Past the mount's effects (connect, focus and interval triggers), the page is still fresh: nothing is sent.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)))
    expect(await api.requests()).toEqual([])
  })

  it('takes the enabled a render decides beside the definition: nothing until it is true, then the page at once', async () => {
    const { result, rerender, store } = renderWithApi(
      ({ parent }: { parent: string | null }) => useRestPageApi(productList, { enabled: parent !== null }),
      { initialProps: { parent: null as string | null } },
    )
    await act(() => store.settled())
    expect(result.current.isEnabled).toBe(false)
    expect(lists()).toEqual([])
    rerender({ parent: 'p1' })
    await act(() => store.settled())
    expect(result.current.isEnabled).toBe(true)
    expect(ids(result.current.items)).toEqual(dearest(10))
    expect(lists()).toEqual(['GET /api/products?size=10&page=0&sort=price,desc'])
  })
})
