import { act, waitFor } from '@testing-library/react'
import type { Product } from 'form-mock-server'
import { beforeEach, describe, expect, it } from 'vitest'
import { ids } from '../../../../test/listHelpers.ts'
import { setupMockApi } from '../../../../test/mockApi.ts'
import { renderWithApi } from '../../../../test/renderList.tsx'
import { restList } from '../core/definition/restList.ts'
import { useRestPageApi } from '../react/useRestPageApi.ts'
import { useInfiniteRestPageApi } from './useInfiniteRestPageApi.ts'

// A feed of a list definition: the definition's url and options, the feed's own options laid over them.
const api = setupMockApi({ auth: false })
const lists = () => api.lines().filter((line) => line.startsWith('GET /api/products?'))

const productList = restList<Product>()('/api/products', {
  pageSize: 10,
  defaultSearchParams: { title: '' },
  syncToUrl: { prefix: 'p.' },
})

beforeEach(() => {
  window.history.replaceState(null, '', '/feed')
})

describe('useInfiniteRestPageApi(definition, feedOptions)', () => {
  it("loads the definition's pages, and shares its first page with the list of the same definition", async () => {
    const { result } = renderWithApi(() => ({
      feed: useInfiniteRestPageApi(productList),
      list: useRestPageApi(productList),
    }))
    await waitFor(() => expect(result.current.feed.isLoading || result.current.list.isLoading).toBe(false))
    expect(lists()).toEqual(['GET /api/products?size=10&page=0'])
    await act(() => result.current.feed.loadMore())
    expect(ids(result.current.feed.items)).toEqual(ids(api.db.products.slice(0, 20)))
    expect(lists()).toEqual(['GET /api/products?size=10&page=0', 'GET /api/products?size=10&page=1'])
  })

  it("lays syncToUrl { pages: true } over the definition's, keeping its prefix", async () => {
    const { result, unmount } = renderWithApi(() => useInfiniteRestPageApi(productList, { syncToUrl: { pages: true } }))
    await waitFor(() => expect(result.current.isLoading).toBe(false))
    await act(() => result.current.loadMore())
    expect(window.location.search).toBe('?p.page=1')
    unmount()
    api.clear()
    const restored = renderWithApi(() => useInfiniteRestPageApi(productList, { syncToUrl: { pages: true } }))
    await waitFor(() => expect(restored.result.current.items).toHaveLength(20))
    expect(lists()).toEqual(['GET /api/products?size=10&page=0', 'GET /api/products?size=10&page=1'])
  })

  it('keeps at most maxPages of the feed options', async () => {
    const { result } = renderWithApi(() => useInfiniteRestPageApi(productList, { maxPages: 2 }))
    await waitFor(() => expect(result.current.isLoading).toBe(false))
    await act(() => result.current.loadMore())
    await act(() => result.current.loadMore())
    expect(ids(result.current.items)).toEqual(ids(api.db.products.slice(10, 30)))
  })
})
