import { act, waitFor } from '@testing-library/react'
import type { Product } from 'form-mock-server'
import { delay, http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { ids, rejection, settle, settled } from '../../../../test/listHelpers.ts'
import { setupMockApi } from '../../../../test/mockApi.ts'
import { mountList as mounted, renderWithApi } from '../../../../test/renderList.tsx'
import { useRestPageApi } from './useRestPageApi.ts'

const api = setupMockApi({ auth: false })
const lists = () => api.lines().filter((line) => line.startsWith('GET /api/products?'))

/** Whether a promise settled within `ms` (letting React render meanwhile). */
async function settlesWithin(promise: Promise<unknown>, ms: number): Promise<boolean> {
  let done = false
  void promise.then(
    () => (done = true),
    () => (done = true),
  )
  try {
    await waitFor(() => expect(done).toBe(true), { timeout: ms })
  } catch {
    /* not settled */
  }
  return done
}

describe('review of issue 8', () => {
  it('settles a pending page move when the list url changes before the page lands', async () => {
    api.server.use(
      http.get('/api/products', async () => {
        await delay(60)
      }),
    )
    const { result, rerender } = renderWithApi(({ url }: { url: string }) => useRestPageApi<Product>(url), {
      initialProps: { url: '/api/products' },
    })
    await settled(result)
    let moving!: Promise<unknown>
    act(() => {
      moving = result.current.nextPage()
    })
    rerender({ url: '/api/products?price=1.00' })
    await settled(result)
    expect(await settlesWithin(moving, 1000)).toBe(true)
  })

  it('settles a list operation called after the list unmounted', async () => {
    const { result, unmount } = await mounted()
    const dataSource = result.current
    unmount()
    await delay(0)
    expect(await settlesWithin(dataSource.nextPage(), 500)).toBe(true)
    expect(await settlesWithin(dataSource.query({ title: 'x' }), 500)).toBe(true)
  })

  it('does not move the user to another page when a later, unrelated optimistic update rolls back', async () => {
    const putting = { open: () => {} }
    const opened = new Promise<void>((resolve) => (putting.open = resolve))
    api.server.use(
      http.put('/api/products/:id', async () => {
        await opened
        return HttpResponse.json({ message: 'locked' }, { status: 500 })
      }),
    )
    const { result } = await mounted({ optimistic: true })
    await settle(() => result.current.fetch(4))
    // A local removal empties page 4: the list moves to page 3 (and remembers the move).
    act(() => result.current.removeItemsByIds(['61', '62', '63', '64']))
    await waitFor(() => expect(result.current.pagination.pageNo).toBe(3))
    await settled(result)
    // Back on page 4 (the server still has its records), an optimistic update starts, then the user goes to page 3.
    await settle(() => result.current.fetch(4))
    await waitFor(() => expect(ids(result.current.items)).toEqual(['61', '62', '63', '64']))
    await settled(result)
    let updating!: Promise<Product>
    act(() => {
      updating = result.current.update({ id: '61', title: 'changed', price: '1.00' })
    })
    await settle(() => result.current.prevPage())
    expect(result.current.pagination.pageNo).toBe(3)
    putting.open()
    await rejection(() => updating)
    await settled(result)
    // The rollback belongs to page 4's cache; the user stays where they went.
    expect(result.current.pagination.pageNo).toBe(3)
  })

  it('keeps a second list on the same query loaded when the first moves on during the shared first load', async () => {
    api.server.use(
      http.get('/api/products', async () => {
        await delay(40)
      }),
    )
    const { result } = renderWithApi(() => ({
      a: useRestPageApi<Product>('/api/products'),
      b: useRestPageApi<Product>('/api/products'),
    }))
    act(() => void result.current.a.fetch(1))
    await waitFor(() => expect(result.current.a.pagination.pageNo).toBe(1))
    await waitFor(() => expect(result.current.a.isLoading).toBe(false))
    await delay(100)
    // b never moved: it must show page 0 (or at least be loading it), not an empty list at rest.
    expect({ loading: result.current.b.isLoading, count: result.current.b.items.length }).not.toEqual({
      loading: false,
      count: 0,
    })
  })

  it('does not show a prefetched page that a write made stale without loading it again', async () => {
    const { result } = await mounted({ prefetchNextPage: true })
    await waitFor(() => expect(lists()).toContain('GET /api/products?size=15&page=1'))
    await delay(50)
    await act(() => result.current.remove('1'))
    await settled(result)
    expect(ids(result.current.items)[14]).toBe('16')
    await settle(() => result.current.nextPage())
    await settled(result)
    // Record 16 moved up to page 0: page 1 now starts at 17.
    expect(ids(result.current.items)[0]).toBe('17')
  })
})
