import { act, renderHook, waitFor } from '@testing-library/react'
import type { Product } from 'form-mock-server'
import { delay, http, HttpResponse } from 'msw'
import { Profiler, type ReactNode } from 'react'
import { beforeEach, describe, expect, it } from 'vitest'
import { ids, rejection, settled } from '../../../../test/listHelpers.ts'
import { setupMockApi } from '../../../../test/mockApi.ts'
import { mountList, renderWithApi } from '../../../../test/renderList.tsx'
import { createRestPageStore } from '../core/store/createRestPageStore.ts'
import { RestPageApiProvider } from './RestPageApiProvider.tsx'
import { useRestPageApi } from './useRestPageApi.ts'

const api = setupMockApi({ auth: false })
const lists = () => api.lines().filter((line) => line.startsWith('GET /api/products?'))
/** The rows the server has on a page now, by id. */
const serverPage = (page: number, size = 15) => ids(api.db.products.slice(page * size, (page + 1) * size))
const renameOnServer = (index: number, title: string) => {
  api.db.products[index] = { ...(api.db.products[index] as Product), title }
}

beforeEach(() => {
  window.history.replaceState(null, '', '/list')
})

describe('useRestPageApi: one source of truth (issue 14)', () => {
  it('awaits a list operation inside act on this React version and shows its page right after', async () => {
    const { result } = await mountList()
    await act(() => result.current.nextPage())
    expect(result.current.pagination.pageNo).toBe(1)
    expect(ids(result.current.items)).toEqual(serverPage(1))
    await act(async () => {
      await result.current.fetch(3)
    })
    expect(ids(result.current.items)).toEqual(serverPage(3))
    expect(result.current.isPlaceholderData).toBe(false)
  })

  it('reloads what quick moves between cached pages end on, showing the rows the server has', async () => {
    const { result } = await mountList()
    await act(() => result.current.nextPage())
    await act(() => result.current.prevPage())
    renameOnServer(15, 'renamed while page 1 was cached')
    act(() => {
      void result.current.nextPage()
      void result.current.prevPage()
      void result.current.nextPage()
      void result.current.prevPage()
    })
    await settled(result)
    expect(result.current.pagination.pageNo).toBe(0)
    await act(() => result.current.nextPage())
    await settled(result)
    expect(result.current.items[0]?.title).toBe('renamed while page 1 was cached')
    expect(result.current.isLoading).toBe(false)
  })

  it('never leaves the rows of another page under the page asked for when its prefetch fails', async () => {
    // The prefetch of page 1 is slow and fails; any later request for page 1 answers at once.
    let pageOneAsked = 0
    api.server.use(
      http.get('/api/products', async ({ request }) => {
        if (new URL(request.url).searchParams.get('page') !== '1' || pageOneAsked++ > 0) return undefined
        await delay(150)
        return HttpResponse.json({ message: 'busy' }, { status: 503 })
      }),
    )
    const { result } = await mountList({ prefetchNextPage: true })
    await waitFor(() => expect(pageOneAsked).toBe(1))
    act(() => void result.current.nextPage())
    await delay(300)
    await settled(result)
    expect(result.current.pagination.pageNo).toBe(1)
    expect({ placeholder: result.current.isPlaceholderData, rows: ids(result.current.items) }).toEqual({
      placeholder: false,
      rows: serverPage(1),
    })
  })

  it('refuses a filter the address could not keep, writing and sending nothing', async () => {
    const { result } = renderWithApi(() =>
      useRestPageApi<Product>('/api/products', [], { syncToUrl: { filterKeys: ['title'] } }),
    )
    await settled(result)
    api.clear()
    const long = 'x'.repeat(1025)
    expect((await rejection(() => result.current.query({ title: long }))).message).toMatch(
      /query\(\) cannot be kept in the address: "title" would not read back/,
    )
    expect(window.location.search).toBe('')
    expect(result.current.searchParams).toEqual({})
    // 1,024 characters read back: written, and a second list on that address reads the same filter.
    await act(() => result.current.query({ title: 'x'.repeat(1024) }))
    const copied = renderWithApi(() =>
      useRestPageApi<Product>('/api/products', [], { syncToUrl: { filterKeys: ['title'] } }),
    )
    expect(copied.result.current.searchParams).toEqual({ title: 'x'.repeat(1024) })
  })

  it('refreshes every list of the collection in the store after a save, an update or a remove', async () => {
    const wrapper = ({ children }: { children: ReactNode }) => <RestPageApiProvider>{children}</RestPageApiProvider>
    const { result } = renderHook(
      () => ({
        fifteen: useRestPageApi<Product>('/api/products'),
        ten: useRestPageApi<Product>('/api/products', [], { pageSize: 10 }),
      }),
      { wrapper },
    )
    await waitFor(() => expect(result.current.ten.items).toHaveLength(10))
    await settled({ current: result.current.fifteen })
    await act(() => result.current.fifteen.remove('1'))
    await waitFor(() => expect(ids(result.current.ten.items)[0]).toBe('2'))
    expect(result.current.ten.pagination.totalElements).toBe(63)
    await act(() => result.current.fifteen.save({ title: 'new', price: '1.00' }))
    await waitFor(() => expect(result.current.ten.pagination.totalElements).toBe(64))
  })

  it('reloads its own sorted list after an update, so the order holds', async () => {
    const { result } = await mountList({ defaultSort: { property: 'price', direction: 'desc' } })
    const top = result.current.items[0] as Product
    await act(() => result.current.update({ ...top, price: '0.01' }))
    await settled(result)
    expect(result.current.items[0]?.id).not.toBe(top.id)
    expect(ids(result.current.items)).not.toContain(top.id)
  })

  it('keeps at most maxCachedPages list pages, the one on screen included, also after unmount', async () => {
    const store = createRestPageStore()
    const { result, unmount } = renderHook(() => useRestPageApi<Product>('/api/products'), {
      wrapper: ({ children }: { children: ReactNode }) => (
        <RestPageApiProvider store={store} maxCachedPages={20}>
          {children}
        </RestPageApiProvider>
      ),
    })
    await settled(result)
    for (let size = 1; size <= 60; size++) await act(() => result.current.fetch(0, size))
    const listKeys = () => store.inspect()
    expect(listKeys().length).toBeLessThanOrEqual(20)
    unmount()
    await delay(0)
    expect(listKeys().length).toBeLessThanOrEqual(20)
  })

  it('commits a page move no more often than a hand-written fetch and useState list would', async () => {
    let commits = 0
    const { result } = renderHook(() => useRestPageApi<Product>('/api/products', [], { prefetchNextPage: true }), {
      wrapper: ({ children }: { children: ReactNode }) => (
        <RestPageApiProvider>
          <Profiler id="list" onRender={() => void commits++}>
            {children}
          </Profiler>
        </RestPageApiProvider>
      ),
    })
    await settled(result)
    await waitFor(() => expect(lists()).toContain('GET /api/products?size=15&page=1'))
    await delay(20)
    // A new query: the move, then its page (two, as setPage then setRows).
    commits = 0
    await act(() => result.current.fetch(4))
    await settled(result)
    expect(commits).toBeLessThanOrEqual(2)
    // A page already loaded ahead: one commit, and no request.
    await act(() => result.current.fetch(0))
    await settled(result)
    await delay(20)
    const pageOne = () => lists().filter((line) => line.endsWith('page=1'))
    expect(pageOne()).toHaveLength(1)
    commits = 0
    await act(() => result.current.nextPage())
    expect(commits).toBe(1)
    expect(pageOne()).toHaveLength(1)
  })
})
