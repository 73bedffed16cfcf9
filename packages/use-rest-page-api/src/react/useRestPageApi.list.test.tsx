import { act, waitFor } from '@testing-library/react'
import type { Product } from 'form-mock-server'
import { delay, http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { setupMockApi } from '../../../../test/mockApi.ts'
import { renderWithApi } from '../../../../test/renderList.tsx'
import { expectRenderToThrow, rejection, settled } from '../../../../test/listHelpers.ts'
import { RestError } from '../core/http/RestError.ts'
import { formAppListRequest } from '../core/spring/sortStyles.ts'
import { useRestPageApi } from './useRestPageApi.ts'

const api = setupMockApi({ auth: false })
const ids = (items: Product[]) => items.map((p) => p.id)

describe('useRestPageApi: lists', () => {
  it('loads the first page with the default request format', async () => {
    const { result } = renderWithApi(() => useRestPageApi<Product>('/api/products'))
    expect(result.current.isLoading).toBe(true)
    expect(result.current.items).toEqual([])
    await settled(result)
    expect(api.lines()).toEqual(['GET /api/products?size=15&page=0'])
    expect(ids(result.current.items)).toEqual(ids(api.db.products.slice(0, 15)))
    expect(result.current.pagination).toEqual({
      pageNo: 0,
      pageSize: 15,
      sorts: [],
      totalElements: 64,
      totalPages: 5,
      hasNext: true,
      totalKnown: true,
    })
    expect(result.current.isError).toBe(false)
    expect(result.current.rawResponse).toMatchObject({ number: 0, size: 15, totalElements: 64 })
  })

  it('shows the default value until the first page arrives', async () => {
    const initial = [{ id: 'x', title: 'placeholder', price: '1.00' }]
    const { result } = renderWithApi(() => useRestPageApi<Product>('/api/products', initial))
    expect(result.current.items).toBe(initial)
    await settled(result)
    expect(result.current.items).toHaveLength(15)
  })

  it('sends filters, size, page and one sort parameter per field', async () => {
    const { result } = renderWithApi(() =>
      useRestPageApi<Product>('/api/products', [], {
        pageSize: 10,
        defaultSearchParams: { title: 'x', price: '' },
        defaultSort: [
          { property: 'price', direction: 'desc' },
          { property: 'title', direction: 'asc' },
        ],
      }),
    )
    await settled(result)
    expect(api.lines()).toEqual(['GET /api/products?title=x&size=10&page=0&sort=price,desc&sort=title,asc'])
    expect(result.current.defaultSearchParams).toEqual({ title: 'x', price: '' })
  })

  it('appends with & to a url that already has a query string, and keeps it off record urls', async () => {
    api.server.use(
      http.get('/api/products', ({ request }) =>
        new URL(request.url).searchParams.has('v') ? HttpResponse.json({ content: [], totalElements: 0 }) : undefined,
      ),
    )
    const { result } = renderWithApi(() => useRestPageApi<Product>('/api/products?v=1'))
    await settled(result)
    await act(() => result.current.get('3', false))
    expect(api.lines()).toEqual(['GET /api/products?v=1&size=15&page=0', 'GET /api/products/3'])
  })

  it('moves between pages keeping filters and sort, and sends nothing past either end', async () => {
    const { result } = renderWithApi(() =>
      useRestPageApi<Product>('/api/products', [], {
        pageSize: 30,
        defaultSort: { property: 'price', direction: 'asc' },
      }),
    )
    const step = async (action: () => void, requests: number) => {
      act(() => void action())
      await waitFor(() => expect(api.lines()).toHaveLength(requests))
      await settled(result)
    }
    await settled(result)
    await step(() => result.current.query({ title: 'x' }), 2)
    await step(() => result.current.prevPage(), 2)
    await step(() => result.current.nextPage(), 2)
    await step(() => result.current.query({}), 3)
    await step(() => result.current.nextPage(), 4)
    await step(() => result.current.nextPage(), 5)
    await step(() => result.current.nextPage(), 5)
    await step(() => result.current.prevPage(), 6)
    expect(api.lines()).toEqual([
      'GET /api/products?size=30&page=0&sort=price,asc',
      'GET /api/products?title=x&size=30&page=0&sort=price,asc',
      'GET /api/products?size=30&page=0&sort=price,asc',
      'GET /api/products?size=30&page=1&sort=price,asc',
      'GET /api/products?size=30&page=2&sort=price,asc',
      'GET /api/products?size=30&page=1&sort=price,asc',
    ])
    expect(result.current.pagination).toMatchObject({ pageNo: 1, totalPages: 3 })
  })

  it('counts two page moves in one handler as two, and reloads the query asked for, not the one on screen', async () => {
    const { result } = renderWithApi(() => useRestPageApi<Product>('/api/products'))
    await settled(result)
    act(() => {
      result.current.nextPage()
      result.current.nextPage()
    })
    await settled(result)
    expect(result.current.pagination.pageNo).toBe(2)
    act(() => {
      result.current.prevPage()
      result.current.reload()
    })
    await settled(result)
    expect(api.lines()).toEqual([
      'GET /api/products?size=15&page=0',
      'GET /api/products?size=15&page=2',
      'GET /api/products?size=15&page=1',
    ])
    expect(result.current.pagination.pageNo).toBe(1)
  })

  it('goes to page 0 on query and sortWith, replacing the filters', async () => {
    const { result } = renderWithApi(() =>
      useRestPageApi<Product>('/api/products', [], { defaultSearchParams: { price: '9.99' } }),
    )
    await settled(result)
    act(() => void result.current.fetch(2))
    await settled(result)
    act(() => void result.current.query({ title: 'a' }))
    await settled(result)
    act(() => void result.current.query({ id: '1' }))
    await settled(result)
    act(() => void result.current.sortWith([{ property: 'title', direction: 'desc' }]))
    await settled(result)
    expect(api.lines()).toEqual([
      'GET /api/products?price=9.99&size=15&page=0',
      'GET /api/products?price=9.99&size=15&page=2',
      'GET /api/products?price=9.99&title=a&size=15&page=0',
      'GET /api/products?id=1&price=9.99&size=15&page=0',
      'GET /api/products?id=1&price=9.99&size=15&page=0&sort=title,desc',
    ])
    expect(result.current.searchParams).toEqual({ id: '1' })
  })

  it('lets current filters override and clear the defaults', async () => {
    const { result } = renderWithApi(() =>
      useRestPageApi<Product>('/api/products', [], { defaultSearchParams: { price: '9.99', title: 'a' } }),
    )
    await settled(result)
    act(() => void result.current.query({ price: '1.00', title: '' }))
    await settled(result)
    expect(api.lines()[1]).toBe('GET /api/products?price=1.00&size=15&page=0')
  })

  it('overrides with fetch only what it is given', async () => {
    const { result } = renderWithApi(() =>
      useRestPageApi<Product>('/api/products', [], { defaultSort: { property: 'id', direction: 'asc' } }),
    )
    await settled(result)
    act(() => void result.current.query({ title: 'a' }))
    await settled(result)
    act(() => void result.current.fetch(undefined, 5))
    await settled(result)
    act(() => void result.current.fetch(1, undefined, [{ property: 'price', direction: 'desc' }]))
    await settled(result)
    act(() => void result.current.fetch(undefined, undefined, undefined, { title: 'b' }))
    await settled(result)
    expect(api.lines().slice(2)).toEqual([
      'GET /api/products?title=a&size=5&page=0&sort=id,asc',
      'GET /api/products?title=a&size=5&page=1&sort=price,desc',
      'GET /api/products?title=b&size=5&page=1&sort=price,desc',
    ])
  })

  it('reloads the current query, and reloads when a list operation asks for the query already shown', async () => {
    const { result } = renderWithApi(() => useRestPageApi<Product>('/api/products'))
    await settled(result)
    api.db.products[0] = { id: '1', title: 'changed', price: '1.00' }
    act(() => void result.current.reload())
    await waitFor(() => expect(result.current.items[0]?.title).toBe('changed'))
    act(() => void result.current.query({}))
    await waitFor(() => expect(api.lines()).toHaveLength(3))
    expect(new Set(api.lines())).toEqual(new Set(['GET /api/products?size=15&page=0']))
  })

  it('keeps the previous page on screen while the next one loads', async () => {
    api.server.use(
      http.get('/api/products', async ({ request }) => {
        if (new URL(request.url).searchParams.get('page') === '1') await delay(50)
      }),
    )
    const { result } = renderWithApi(() => useRestPageApi<Product>('/api/products'))
    await settled(result)
    const first = ids(result.current.items)
    act(() => void result.current.nextPage())
    expect(result.current.isLoading).toBe(true)
    expect(ids(result.current.items)).toEqual(first)
    expect(result.current.pagination.pageNo).toBe(1)
    await settled(result)
    expect(ids(result.current.items)).toEqual(ids(api.db.products.slice(15, 30)))
  })

  it('uses the transforms for other request and response formats (an envelope of its own)', async () => {
    interface V2 {
      data: Product[]
      page: { index: number; size: number; count: number; total: number }
    }
    // A server with an envelope of its own, sorting by price, highest first, as asked.
    const byPrice = () => [...api.db.products].sort((a, b) => Number(b.price) - Number(a.price))
    api.server.use(
      http.get('/api/v2/products', () =>
        HttpResponse.json({ data: byPrice().slice(0, 15), page: { index: 0, size: 15, count: 5, total: 64 } }),
      ),
    )
    const { result } = renderWithApi(() =>
      useRestPageApi<Product, V2>('/api/v2/products', [], {
        defaultSort: [
          { property: 'price', direction: 'desc' },
          { property: 'title', direction: 'asc' },
        ],
        transformListRequest: async (params, info) => formAppListRequest(params, info),
        transformListResponse: async (res) => ({
          content: res.data,
          totalElements: res.page.total,
          number: res.page.index,
          size: res.page.size,
        }),
      }),
    )
    await settled(result)
    expect(api.lines()).toEqual(['GET /api/v2/products?size=15&page=0&sort=price_d,title'])
    expect(result.current.pagination.totalElements).toBe(64)
    expect(result.current.rawResponse?.page.total).toBe(64)
    const prices = result.current.items.map((p) => Number(p.price))
    expect(prices).toEqual([...prices].sort((a, b) => b - a))
  })

  it("keeps the server's totalPages when it differs from the count", async () => {
    api.server.use(
      http.get('/api/products', () => HttpResponse.json({ content: [], totalElements: 5000, totalPages: 3 })),
    )
    const { result } = renderWithApi(() => useRestPageApi<Product>('/api/products'))
    await settled(result)
    expect(result.current.pagination).toMatchObject({ totalElements: 5000, totalPages: 3 })
  })

  it('takes size and number from the request when the server leaves them out', async () => {
    api.server.use(http.get('/api/products', () => HttpResponse.json({ content: [{ id: 'a' }], totalElements: 31 })))
    const { result } = renderWithApi(() => useRestPageApi<Product>('/api/products', [], { pageSize: 10 }))
    await settled(result)
    act(() => void result.current.fetch(2))
    await settled(result)
    expect(result.current.pagination).toMatchObject({ pageNo: 2, pageSize: 10, totalPages: 4 })
  })

  it.each([
    [() => HttpResponse.text('<html>login</html>'), 'malformed', /is not JSON/],
    [() => HttpResponse.json({ content: 'x', totalElements: 1 }), 'malformed', /"content" must be an array, got "x"/],
    [() => HttpResponse.json({ content: [], totalElements: -2 }), 'malformed', /"totalElements"/],
    [() => HttpResponse.json({ message: 'boom' }, { status: 500 }), 'server', /answered 500.*boom/],
    [() => HttpResponse.error(), 'network', /got no response/],
  ])('reports a failed load and keeps the previous items (%#)', async (answer, kind, message) => {
    const { result } = renderWithApi(() => useRestPageApi<Product>('/api/products'))
    await settled(result)
    const before = result.current.items
    api.server.use(http.get('/api/products', answer))
    act(() => void result.current.nextPage())
    await settled(result)
    expect(result.current.isError).toBe(true)
    expect(result.current.error).toBeInstanceOf(RestError)
    expect(result.current.error).toMatchObject({ kind })
    expect(result.current.error?.message).toMatch(message)
    expect(result.current.items).toBe(before)
    api.server.resetHandlers()
    act(() => void result.current.reload())
    await waitFor(() => expect(result.current.isError).toBe(false))
    expect(ids(result.current.items)).toEqual(ids(api.db.products.slice(15, 30)))
  })

  it.each([
    [{ pageSize: 0 }, /option pageSize must be a whole number from 1, got 0/],
    [{ pageSize: 2.5 }, /option pageSize must be a whole number from 1, got 2.5/],
    [{ keyName: '' as 'id' }, /option keyName must name the key property, got ""/],
  ])('refuses the options %j while rendering, sending nothing', (options, message) => {
    expectRenderToThrow(() => renderWithApi(() => useRestPageApi<Product>('/api/products', [], options)), message)
    expect(api.lines()).toEqual([])
  })

  it('refuses a list url that is not a non-empty string', () => {
    expectRenderToThrow(
      () => renderWithApi(() => useRestPageApi<Product>('')),
      /the list url must be a non-empty string, got ""/,
    )
  })

  it.each([
    [
      (ds: ReturnType<typeof useRestPageApi<Product>>) => ds.fetch(-1),
      /fetch\(\) pageNo must be a whole number from 0, got -1/,
    ],
    [
      (ds: ReturnType<typeof useRestPageApi<Product>>) => ds.fetch(0, 0),
      /fetch\(\) pageSize must be a whole number from 1, got 0/,
    ],
    [
      (ds: ReturnType<typeof useRestPageApi<Product>>) => ds.fetch(Number.NaN),
      /fetch\(\) pageNo must be a whole number from 0, got NaN/,
    ],
  ])('refuses a page or size that cannot be sent (%#), keeping the list as it is', async (call, message) => {
    const { result } = renderWithApi(() => useRestPageApi<Product>('/api/products'))
    await settled(result)
    expect((await rejection(() => call(result.current))).message).toMatch(message)
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(api.lines()).toHaveLength(1)
    expect(result.current.pagination.pageNo).toBe(0)
  })

  it('reports an error thrown by transformListResponse', async () => {
    const { result } = renderWithApi(() =>
      useRestPageApi<Product>('/api/products', [], {
        transformListResponse: () => {
          throw new Error('unexpected shape')
        },
      }),
    )
    await settled(result)
    expect(result.current.error?.message).toBe('unexpected shape')
  })

  it('resets to page 0 with the new defaults on setDefaultSearchParams', async () => {
    const { result } = renderWithApi(() => useRestPageApi<Product>('/api/products'))
    await settled(result)
    act(() => void result.current.nextPage())
    await settled(result)
    act(() => void result.current.setDefaultSearchParams({ title: 'z' }))
    await settled(result)
    expect(api.lines()[2]).toBe('GET /api/products?title=z&size=15&page=0')
    expect(result.current.defaultSearchParams).toEqual({ title: 'z' })
  })
})
