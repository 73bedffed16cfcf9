import { act, waitFor } from '@testing-library/react'
import type { Product } from 'form-mock-server'
import { delay, http, HttpResponse } from 'msw'
import { describe, expect, it, vi } from 'vitest'
import { ids, rejection, settle, settled } from '../../../../test/listHelpers.ts'
import { setupMockApi } from '../../../../test/mockApi.ts'
import { mountList as mounted, renderWithApi } from '../../../../test/renderList.tsx'
import { RestError } from '../core/http/RestError.ts'
import { useRestPageApi } from './useRestPageApi.ts'

const api = setupMockApi({ auth: false })

/** A server whose answers to one kind of request wait until the test lets them go. */
function gate() {
  let open!: () => void
  const opened = new Promise<void>((resolve) => (open = resolve))
  return { open, wait: () => opened }
}

describe('useRestPageApi: data safety', () => {
  it('rolls back an optimistic remove that emptied the last page on that page, and moves back to it', async () => {
    const deleting = gate()
    api.server.use(
      http.delete('/api/products/:ids', async () => {
        await deleting.wait()
        return HttpResponse.json({ message: 'locked' }, { status: 500 })
      }),
    )
    const { result } = await mounted({ optimistic: true })
    await settle(() => result.current.fetch(4))
    expect(ids(result.current.items)).toEqual(['61', '62', '63', '64'])
    let removing!: Promise<void>
    act(() => {
      removing = result.current.remove(['61', '62', '63', '64'])
    })
    await waitFor(() => expect(result.current.pagination.pageNo).toBe(3))
    await settled(result)
    deleting.open()
    const error = await rejection(() => removing)
    expect(error).toMatchObject({ kind: 'server', status: 500 })
    await settled(result)
    expect(result.current.pagination).toMatchObject({ pageNo: 4, totalElements: 64, totalPages: 5 })
    expect(ids(result.current.items)).toEqual(['61', '62', '63', '64'])
    await settle(() => result.current.prevPage())
    expect(result.current.items).toHaveLength(15)
    expect(result.current.pagination.totalElements).toBe(64)
  })

  it('rolls back an optimistic remove on the page it was made on after the user moved to another', async () => {
    const deleting = gate()
    api.server.use(
      http.delete('/api/products/:ids', async () => {
        await deleting.wait()
        return HttpResponse.json({ message: 'locked' }, { status: 500 })
      }),
    )
    const { result } = await mounted({ optimistic: true })
    let removing!: Promise<void>
    act(() => {
      removing = result.current.remove('3')
    })
    expect(ids(result.current.items)).not.toContain('3')
    await settle(() => result.current.nextPage())
    const pageOne = ids(result.current.items)
    expect(pageOne).toEqual(Array.from({ length: 15 }, (_, i) => String(i + 16)))
    deleting.open()
    await rejection(() => removing)
    expect(ids(result.current.items)).toEqual(pageOne)
    expect(result.current.pagination).toMatchObject({ pageNo: 1, totalElements: 64 })
    api.server.use(http.get('/api/products', () => new Promise<never>(() => {})))
    act(() => void result.current.prevPage())
    // Page 0 from the cache, while its reload hangs: the record is back where it was, once.
    await waitFor(() => expect(result.current.isPlaceholderData).toBe(false))
    expect(ids(result.current.items)).toEqual(Array.from({ length: 15 }, (_, i) => String(i + 1)))
  })

  it('applies the result of a write to the page it was made on, not the page the user moved to', async () => {
    const saving = gate()
    api.server.use(
      http.post('/api/products', async () => {
        await saving.wait()
      }),
    )
    const { result } = await mounted()
    let creating!: Promise<Product>
    act(() => {
      creating = result.current.save({ title: 'created on page 0', price: '2.00' })
    })
    await settle(() => result.current.nextPage())
    const pageOne = ids(result.current.items)
    saving.open()
    api.server.use(
      http.get('/api/products', async () => {
        await delay(50)
      }),
    )
    await act(() => creating)
    // Before the background reload answers: page 1 as it was, not with page 0's new record on top.
    expect(ids(result.current.items)).toEqual(pageOne)
    expect(result.current.pagination).toMatchObject({ pageNo: 1, totalElements: 64 })
  })

  it.each([
    [[{ id: '1' }, null], 'content[1]" must be a record (an object), got null'],
    [[7], 'content[0]" must be a record (an object), got 7'],
    [[{ id: '1' }, ['x']], 'content[1]" must be a record (an object), got an array'],
  ])('reports a list whose content holds %j as malformed, naming the index', async (content, message) => {
    api.server.use(http.get('/api/products', () => HttpResponse.json({ content, totalElements: 2 })))
    const { result } = renderWithApi(() => useRestPageApi<Product>('/api/products'))
    await waitFor(() => expect(result.current.isError).toBe(true))
    expect(result.current.error).toBeInstanceOf(RestError)
    expect(result.current.error).toMatchObject({ kind: 'malformed' })
    expect(result.current.error?.message).toContain(message)
    expect(result.current.items).toEqual([])
    // Local and API members work on the (empty) page instead of throwing.
    act(() => {
      result.current.setItem('1', 'title', 'x')
      result.current.removeItemById('1')
      result.current.updateItem({ id: '1', title: 't', price: '1' })
    })
    expect(result.current.getItemById('1')).toBeUndefined()
  })

  it.each([false, true])(
    'produces no unhandled rejection when the whole tree unmounts during a save (optimistic %s)',
    async (optimistic) => {
      const unhandled = vi.fn()
      process.on('unhandledRejection', unhandled)
      try {
        const saving = gate()
        api.server.use(
          http.post('/api/products', async () => {
            await saving.wait()
            return HttpResponse.json({ message: 'no' }, { status: 500 })
          }),
        )
        const { result, unmount } = await mounted({ optimistic })
        const save = result.current.save({ title: 'x', price: '1.00' })
        const outcome = save.catch((error: unknown) => error)
        unmount()
        saving.open()
        expect(await outcome).toBeInstanceOf(RestError)
        await delay(30)
        expect(unhandled).not.toHaveBeenCalled()
      } finally {
        process.off('unhandledRejection', unhandled)
      }
    },
  )

  it('rolls back an optimistic write when the server never answers, with a time-out error', async () => {
    api.server.use(http.post('/api/products', () => new Promise<never>(() => {})))
    const { result } = renderWithApi(() => useRestPageApi<Product>('/api/products', [], { optimistic: true }), {
      provider: { timeoutMs: 80 },
    })
    await settled(result)
    const before = structuredClone({ items: result.current.items, pagination: result.current.pagination })
    let saving!: Promise<Product>
    act(() => {
      saving = result.current.save({ title: 'never', price: '1.00' })
    })
    expect(result.current.items[0]).toEqual({ title: 'never', price: '1.00' })
    const error = await rejection(() => saving)
    expect(error).toBeInstanceOf(RestError)
    expect(error).toMatchObject({ kind: 'timeout', status: 0, method: 'POST' })
    expect(error.message).toMatch(/POST \/api\/products timed out after 80 ms/)
    expect({ items: result.current.items, pagination: result.current.pagination }).toEqual(before)
  })

  it('commits the local change of a save or a remove and the start of its background reload in one render', async () => {
    api.server.use(
      http.get('/api/products', async () => {
        await delay(30)
      }),
    )
    const renders: { count: number; loading: boolean }[] = []
    const { result } = renderWithApi(() => {
      const list = useRestPageApi<Product>('/api/products')
      renders.push({ count: list.pagination.totalElements, loading: list.isFetching })
      return list
    })
    await settled(result)
    await act(() => result.current.save({ title: 'x', price: '1.00' }))
    expect(renders.find((r) => r.count === 65)).toEqual({ count: 65, loading: true })
    await settled(result)
    const before = renders.length
    await act(() => result.current.remove('1'))
    expect(renders.slice(before).find((r) => r.count === 64)).toEqual({ count: 64, loading: true })
  })
})
