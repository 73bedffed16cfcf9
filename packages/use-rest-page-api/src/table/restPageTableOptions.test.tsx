import {
  createColumnHelper,
  rowPaginationFeature,
  rowSortingFeature,
  tableFeatures,
  useTable,
} from '@tanstack/react-table'
import { act, waitFor } from '@testing-library/react'
import type { Product } from 'form-mock-server'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { setupMockApi } from '../../../../test/mockApi.ts'
import { renderWithApi } from '../../../../test/renderList.tsx'
import { useRestPageApi } from '../react/useRestPageApi.ts'
import { restPageTableOptions } from './restPageTableOptions.ts'

const api = setupMockApi({ auth: false })
const features = tableFeatures({ rowPaginationFeature, rowSortingFeature })
const helper = createColumnHelper<typeof features, Product>()
const columns = helper.columns([
  helper.accessor('title', { header: 'Title' }),
  helper.accessor('price', { header: 'Price' }),
])

function useProductTable() {
  const dataSource = useRestPageApi<Product>('/api/products', [], { pageSize: 10 })
  const table = useTable({ features, columns, ...restPageTableOptions(dataSource) })
  return { dataSource, table }
}

describe('restPageTableOptions', () => {
  it('shows the server page in TanStack Table with row ids from keyName', async () => {
    const { result } = renderWithApi(useProductTable)
    await waitFor(() => expect(result.current.dataSource.isLoading).toBe(false))
    const rows = result.current.table.getRowModel().rows
    expect(rows.map((r) => r.id)).toEqual(api.db.products.slice(0, 10).map((p) => p.id))
    expect(result.current.table.getPageCount()).toBe(7)
    expect(result.current.table.getRowCount()).toBe(64)
    expect(result.current.table.getCanNextPage()).toBe(true)
    expect(result.current.table.getCanPreviousPage()).toBe(false)
  })

  it("turns the table's page and sort changes into list requests", async () => {
    const { result } = renderWithApi(useProductTable)
    await waitFor(() => expect(result.current.dataSource.isLoading).toBe(false))
    act(() => result.current.table.nextPage())
    await waitFor(() => expect(result.current.dataSource.isLoading).toBe(false))
    expect(result.current.table.state.pagination).toEqual({ pageIndex: 1, pageSize: 10 })
    act(() => result.current.table.getColumn('price')?.toggleSorting(true))
    await waitFor(() => expect(result.current.dataSource.isLoading).toBe(false))
    expect(result.current.table.state.sorting).toEqual([{ id: 'price', desc: true }])
    act(() => result.current.table.setPageSize(20))
    await waitFor(() => expect(result.current.dataSource.isLoading).toBe(false))
    // A change to the page already shown asks for nothing (fetch of the same query would reload it).
    act(() => result.current.table.setPageIndex(0))
    await new Promise((resolve) => setTimeout(resolve, 30))
    expect(api.lines()).toEqual([
      'GET /api/products?size=10&page=0',
      'GET /api/products?size=10&page=1',
      'GET /api/products?size=10&page=0&sort=price,desc',
      'GET /api/products?size=20&page=0&sort=price,desc',
    ])
    const prices = result.current.table.getRowModel().rows.map((r) => Number(r.original.price))
    expect(prices).toEqual([...prices].sort((a, b) => b - a))
  })

  it('gives a Spring Slice, which has no totals, an unknown row count and page count while a page follows', async () => {
    // A Slice of 25 records, 10 a page: Spring writes no totals, only `last`.
    api.server.use(
      http.get('*/api/slices', ({ request }) => {
        const page = Number(new URL(request.url).searchParams.get('page'))
        const content = api.db.products.slice(page * 10, Math.min(25, page * 10 + 10))
        return HttpResponse.json({ content, number: page, size: 10, first: page === 0, last: page === 2 })
      }),
    )
    const { result } = renderWithApi(() => {
      const dataSource = useRestPageApi<Product>('/api/slices', [], { pageSize: 10 })
      return { dataSource, table: useTable({ features, columns, ...restPageTableOptions(dataSource) }) }
    })
    await waitFor(() => expect(result.current.dataSource.isLoading).toBe(false))
    expect(result.current.table.getRowCount()).toBe(-1)
    expect(result.current.table.getPageCount()).toBe(-1)
    expect(result.current.table.getCanNextPage()).toBe(true)
    await act(() => result.current.dataSource.fetch(2))
    expect(result.current.table.getRowModel().rows).toHaveLength(5)
    expect(result.current.table.getRowCount()).toBe(-1)
    expect(result.current.table.getPageCount()).toBe(3)
    expect(result.current.table.getCanNextPage()).toBe(false)
  })
})
