import { act, waitFor } from '@testing-library/react'
import type { Product } from 'form-mock-server'
import { beforeEach, describe, expect, it } from 'vitest'
import { ids } from '../../../../test/listHelpers.ts'
import { setupMockApi } from '../../../../test/mockApi.ts'
import { renderWithApi } from '../../../../test/renderList.tsx'
import { keysetPaging } from '../keyset/index.ts'
import { useInfiniteRestPageApi } from './useInfiniteRestPageApi.ts'

// What needs React: the hook over the feed controller (core/engine/createFeedController.ts, tested in node), under act and
// StrictMode, with the browser's own address bar.
const api = setupMockApi({ auth: false })
const lists = () => api.lines().filter((line) => line.startsWith('GET /api/products?'))

beforeEach(() => {
  window.history.replaceState(null, '', '/feed')
})

describe('useInfiniteRestPageApi', () => {
  it('loads its first page once under StrictMode and appends the next on loadMore inside act', async () => {
    const { result } = renderWithApi(() => useInfiniteRestPageApi<Product>('/api/products', [], { pageSize: 10 }), {
      strict: true,
    })
    expect(result.current.isLoading).toBe(true)
    await waitFor(() => expect(result.current.isLoading).toBe(false))
    const page = await act(() => result.current.loadMore())
    expect(page).toMatchObject({ pageNo: 1 })
    expect(ids(result.current.items)).toEqual(ids(api.db.products.slice(0, 20)))
    expect(lists()).toEqual(['GET /api/products?size=10&page=0', 'GET /api/products?size=10&page=1'])
  })

  it('writes its sort to the address bar and reads its pages back from it', async () => {
    const { result } = renderWithApi(() => useInfiniteRestPageApi<Product>('/api/products', [], { syncToUrl: true }))
    await waitFor(() => expect(result.current.isLoading).toBe(false))
    await act(() => result.current.sortWith([{ property: 'price', direction: 'desc' }]))
    expect(window.location.search).toBe('?sort=price%2Cdesc')
    window.history.replaceState(null, '', '/feed?page=1')
    const restored = renderWithApi(() =>
      useInfiniteRestPageApi<Product>('/api/products', [], { syncToUrl: { pages: true } }),
    )
    await waitFor(() => expect(restored.result.current.items).toHaveLength(30))
    await act(() => restored.result.current.loadMore())
    expect(window.location.search).toBe('?page=2')
  })
})

it('takes an inline keysetPaging() written again on every render as the same option, and renders a bounded number of times', async () => {
  let renders = 0
  const { result } = renderWithApi(() => {
    renders++
    return useInfiniteRestPageApi<Product>('/api/products', [], { pageSize: 10, keyset: keysetPaging() })
  })
  await waitFor(() => expect(result.current.isLoading).toBe(false))
  expect(renders).toBeLessThan(10)
  expect(lists()).toHaveLength(1)
})
