import { act, waitFor } from '@testing-library/react'
import type { Product } from 'form-mock-server'
import { delay, http, HttpResponse } from 'msw'
import { beforeEach, describe, expect, it } from 'vitest'
import { ids, rejection } from '../../../../test/listHelpers.ts'
import { setupMockApi } from '../../../../test/mockApi.ts'
import { renderWithApi } from '../../../../test/renderList.tsx'
import type { RestPageFeedOptions } from '../core/RestPageFeed.ts'
import { useInfiniteRestPageApi } from './useInfiniteRestPageApi.ts'

const api = setupMockApi({ auth: false })
const lists = () => api.lines().filter((line) => line.startsWith('GET /api/products?'))
/** 300 records in all: the seeded 64, then 236 more. */
const grow = () => {
  for (let i = 65; i <= 300; i++) api.db.products.push({ id: String(i), title: `记录 ${i}`, price: '1.00' })
}
async function mountFeed(options: RestPageFeedOptions<Product, unknown> = {}) {
  const rendered = renderWithApi(() => useInfiniteRestPageApi<Product, unknown>('/api/products', [], options))
  await waitFor(() => expect(rendered.result.current.items.length).toBeGreaterThan(0))
  await waitFor(() => expect(rendered.result.current.isLoading).toBe(false))
  return rendered
}

beforeEach(() => {
  window.history.replaceState(null, '', '/feed')
})

describe('useInfiniteRestPageApi', () => {
  it('appends the next page on loadMore, saying it is loading more meanwhile', async () => {
    api.server.use(
      http.get('/api/products', async ({ request }) => {
        if (new URL(request.url).searchParams.get('page') === '1') await delay(30)
      }),
    )
    const { result } = await mountFeed()
    expect(result.current).toMatchObject({ pages: 1, hasMore: true, isLoadingMore: false })
    let more!: Promise<unknown>
    act(() => {
      more = result.current.loadMore()
    })
    expect(result.current.isLoadingMore).toBe(true)
    expect(result.current.items).toHaveLength(15)
    await act(() => more)
    expect(ids(result.current.items)).toEqual(ids(api.db.products.slice(0, 30)))
    expect(result.current).toMatchObject({ pages: 2, isLoadingMore: false, pagination: { pageNo: 1 } })
    expect(lists()).toEqual(['GET /api/products?size=15&page=0', 'GET /api/products?size=15&page=1'])
  })

  it('stops at the last page: hasMore false, and loadMore sends nothing', async () => {
    const { result } = await mountFeed({ pageSize: 30 })
    await act(() => result.current.loadMore())
    await act(() => result.current.loadMore())
    expect(result.current).toMatchObject({ pages: 3, hasMore: false })
    expect(result.current.items).toHaveLength(64)
    api.clear()
    const page = await act(() => result.current.loadMore())
    expect(page).toMatchObject({ pageNo: 2 })
    expect(api.lines()).toEqual([])
  })

  it('keeps at most maxPages pages, dropping the oldest', async () => {
    const { result } = await mountFeed({ pageSize: 10, maxPages: 2 })
    await act(() => result.current.loadMore())
    await act(() => result.current.loadMore())
    expect(ids(result.current.items)).toEqual(ids(api.db.products.slice(10, 30)))
    expect(result.current.pages).toBe(3)
  })

  it('starts over from the first page on a new filter or sort', async () => {
    const { result } = await mountFeed()
    await act(() => result.current.loadMore())
    api.clear()
    await act(() => result.current.sortWith([{ property: 'price', direction: 'desc' }]))
    expect(result.current.pages).toBe(1)
    expect(result.current.items).toHaveLength(15)
    expect(lists()).toEqual(['GET /api/products?size=15&page=0&sort=price,desc'])
    await act(() => result.current.query({ title: api.db.products[0]?.title }))
    expect(lists().at(-1)).toMatch(/^GET \/api\/products\?title=.*&size=15&page=0&sort=price,desc$/)
  })

  it('reloads 5 loaded pages with 5 requests, one a page', async () => {
    const { result } = await mountFeed({ pageSize: 10 })
    for (let i = 0; i < 4; i++) await act(() => result.current.loadMore())
    api.clear()
    await act(() => result.current.reload())
    expect(lists().sort()).toEqual([0, 1, 2, 3, 4].map((page) => `GET /api/products?size=10&page=${page}`))
  })

  it('neither skips nor repeats a row when a row of page 3 is removed and more are loaded (200 rows loaded)', async () => {
    grow()
    const { result } = await mountFeed({ pageSize: 20 })
    for (let i = 0; i < 9; i++) await act(() => result.current.loadMore())
    expect(result.current.items).toHaveLength(200)
    await act(() => result.current.remove('65'))
    await waitFor(() => expect(result.current.isLoading).toBe(false))
    await act(() => result.current.loadMore())
    const expected = ids(api.db.products.slice(0, 220))
    expect(ids(result.current.items)).toEqual(expected)
    expect(ids(result.current.items)).not.toContain('65')
    expect(new Set(ids(result.current.items)).size).toBe(220)
  })

  it('applies a local edit to the page that holds the record, and an optimistic update rolls back exactly', async () => {
    const { result } = await mountFeed()
    await act(() => result.current.loadMore())
    act(() => result.current.setItem('20', 'title', 'edited on page 1'))
    expect(result.current.getItemById('20')?.title).toBe('edited on page 1')
    expect(result.current.items[19]?.title).toBe('edited on page 1')
    const before = result.current.items
    api.server.use(http.put('/api/products/:id', () => HttpResponse.json({ message: 'locked' }, { status: 409 })))
    const { result: optimistic } = await mountFeed({ optimistic: true })
    await act(() => optimistic.current.loadMore())
    const rows = optimistic.current.items
    let updating!: Promise<unknown>
    act(() => {
      updating = optimistic.current.update({ id: '22', title: 'now', price: '1.00' })
    })
    expect(optimistic.current.items[21]?.title).toBe('now')
    await rejection(() => updating as Promise<Product>)
    expect(optimistic.current.items).toEqual(rows)
    expect(before).toHaveLength(30)
  })

  it('pages a Spring Slice by last', async () => {
    api.server.use(
      http.get('/api/slice', ({ request }) => {
        const page = Number(new URL(request.url).searchParams.get('page'))
        const content = api.db.products.slice(page * 30, page * 30 + 30)
        return HttpResponse.json({ content, number: page, size: 30, last: page * 30 + 30 >= 64, first: page === 0 })
      }),
    )
    const { result } = renderWithApi(() => useInfiniteRestPageApi<Product>('/api/slice', [], { pageSize: 30 }))
    await waitFor(() => expect(result.current.items).toHaveLength(30))
    await act(() => result.current.loadMore())
    await act(() => result.current.loadMore())
    expect(result.current).toMatchObject({ hasMore: false, pagination: { totalKnown: false } })
    expect(result.current.items).toHaveLength(64)
  })

  it('keeps the loaded pages out of the address unless asked, and loads them again from it when asked', async () => {
    const { result } = await mountFeed({ syncToUrl: { filterKeys: ['title'] } })
    await act(() => result.current.loadMore())
    expect(window.location.search).toBe('')
    await act(() => result.current.sortWith([{ property: 'price', direction: 'desc' }]))
    expect(window.location.search).toBe('?sort=price%2Cdesc')
    window.history.replaceState(null, '', '/feed?page=2')
    api.clear()
    const { result: restored } = await mountFeed({ syncToUrl: { pages: true } })
    await waitFor(() => expect(restored.current.items).toHaveLength(45))
    expect(lists().sort()).toEqual([0, 1, 2].map((page) => `GET /api/products?size=15&page=${page}`))
    await act(() => restored.current.loadMore())
    expect(window.location.search).toBe('?page=3')
  })
})
