import { act, waitFor } from '@testing-library/react'
import type { Product } from 'form-mock-server'
import { http, HttpResponse } from 'msw'
import { describe, expect, it, vi } from 'vitest'
import { setupMockApi } from '../../../../test/mockApi.ts'
import { renderWithApi } from '../../../../test/renderList.tsx'
import { RestError } from '../core/http/RestError.ts'
import { useRestPageApi } from './useRestPageApi.ts'
import { useRestResource } from './useRestResource.ts'

const api = setupMockApi({ auth: false })
const productGets = () => api.lines().filter((line) => /^GET \/api\/products\/\w+$/.test(line))

describe('useRestResource', () => {
  it('sends one request for two components reading one url, in StrictMode too', async () => {
    const { result, store } = renderWithApi(
      () => [useRestResource<Product>('/api/products/7'), useRestResource<Product>('/api/products/7')] as const,
      { strict: true },
    )
    expect(result.current[0]).toMatchObject({ isLoading: true, data: undefined })
    await act(() => store.settled())
    expect(productGets()).toEqual(['GET /api/products/7'])
    expect(result.current[0].data).toEqual(api.db.products.find((p) => p.id === '7'))
    expect(result.current[1].data).toBe(result.current[0].data)
    expect(result.current[0]).toMatchObject({ isLoading: false, isFetching: false, isStale: false })
  })

  it('reads nothing for a null url, then the url once it is given', async () => {
    const { result, rerender, store } = renderWithApi((url: string | null) => useRestResource<Product>(url), {
      initialProps: null as string | null,
    })
    await act(() => store.settled())
    expect(api.lines()).toEqual([])
    expect(result.current).toMatchObject({ data: undefined, isLoading: false, isFetching: false })
    rerender('/api/products/3')
    expect(result.current.isLoading).toBe(true)
    await act(() => store.settled())
    expect(api.lines()).toEqual(['GET /api/products/3'])
    expect(result.current.data?.id).toBe('3')
  })

  it("reloads a record's resource after a list of its collection updates it", async () => {
    const { result, store } = renderWithApi(() => ({
      list: useRestPageApi<Product>('/api/products'),
      product: useRestResource<Product>('/api/products/7'),
    }))
    await act(() => store.settled())
    api.clear()
    await act(() => result.current.list.update({ id: '7', title: 'renamed', price: '1.00' }))
    await act(() => store.settled())
    expect(productGets()).toEqual(['GET /api/products/7'])
    expect(result.current.product.data?.title).toBe('renamed')
  })

  it('shows nothing of what it held once the store is cleared, and loads it again', async () => {
    const { result, store } = renderWithApi(() => useRestResource<Product>('/api/products/7'))
    await act(() => store.settled())
    api.db.products[6] = { id: '7', title: "the next user's", price: '2.00' }
    act(() => store.clear())
    expect(result.current).toMatchObject({ data: undefined, isLoading: true })
    await act(() => store.settled())
    expect(result.current.data?.title).toBe("the next user's")
    expect(productGets()).toEqual(['GET /api/products/7', 'GET /api/products/7'])
  })

  it("sends a 401 through the provider's onUnauthorized, with its headers", async () => {
    api.server.use(http.get('*/api/products/7', () => HttpResponse.json({ message: 'expired' }, { status: 401 })))
    const onUnauthorized = vi.fn()
    const { result, store } = renderWithApi(() => useRestResource<Product>('/api/products/7'), {
      provider: { onUnauthorized, headers: () => ({ Authorization: 'Bearer old' }) },
    })
    await act(() => store.settled())
    expect(onUnauthorized).toHaveBeenCalledWith(expect.any(RestError))
    expect(result.current.error).toMatchObject({ kind: 'unauthorized', status: 401 })
    const [sent] = await api.requests()
    expect(sent?.headers.get('authorization')).toBe('Bearer old')
  })

  it('reloads on reload(), and resolves once the answer is shown', async () => {
    const { result, store } = renderWithApi(() => useRestResource<Product>('/api/products/7'))
    await act(() => store.settled())
    api.db.products[6] = { id: '7', title: 'changed on the server', price: '2.00' }
    await act(() => result.current.reload())
    expect(result.current.data?.title).toBe('changed on the server')
    await waitFor(() => expect(productGets()).toHaveLength(2))
  })
})
