import { act } from '@testing-library/react'
import type { Product } from 'form-mock-server'
import { delay, http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { ids, settle, settled } from '../../../../test/listHelpers.ts'
import { setupMockApi } from '../../../../test/mockApi.ts'
import { mountList as mounted, renderWithApi } from '../../../../test/renderList.tsx'
import { useRestPageApi } from './useRestPageApi.ts'

const api = setupMockApi({ auth: false })

describe('useRestPageApi: list operations as promises', () => {
  it('resolves each list operation with the page it asked for, once that page is on screen', async () => {
    const { result } = await mounted()
    const calls: [string, () => Promise<unknown>, number][] = [
      ['nextPage', () => result.current.nextPage(), 1],
      ['fetch', () => result.current.fetch(3), 3],
      ['prevPage', () => result.current.prevPage(), 2],
      ['sortWith', () => result.current.sortWith([{ property: 'price', direction: 'desc' }]), 0],
      ['query', () => result.current.query({ title: api.db.products[4]?.title }), 0],
      ['reload', () => result.current.reload(), 0],
      ['setDefaultSearchParams', () => result.current.setDefaultSearchParams({ price: '1.00' }), 0],
    ]
    for (const [name, call, pageNo] of calls) {
      const page = await settle(() => call())
      expect(page, name).toMatchObject({ pageNo })
      expect(result.current.items, name).toBe((page as { items: Product[] }).items)
      expect(result.current.isPlaceholderData, name).toBe(false)
    }
  })

  it('resolves with undefined when the load fails, keeping the error in error, and never rejects', async () => {
    const { result } = await mounted()
    const loaded = await settle(() => result.current.nextPage())
    expect(loaded).toMatchObject({ pageNo: 1 })
    api.server.use(http.get('/api/products', () => HttpResponse.json({ message: 'down' }, { status: 503 })))
    const page = await settle(() => result.current.nextPage())
    expect(page).toBeUndefined()
    expect(result.current.error).toMatchObject({ kind: 'server', status: 503 })
    const reloaded = await settle(() => result.current.reload())
    expect(reloaded).toBeUndefined()
  })

  it('resolves a superseded operation with undefined and the last one with its page', async () => {
    api.server.use(
      http.get('/api/products', async () => {
        await delay(20)
      }),
    )
    const { result } = await mounted()
    let first!: Promise<unknown>
    let second!: Promise<unknown>
    act(() => {
      first = result.current.fetch(1)
      second = result.current.fetch(2)
    })
    let outcomes: unknown[] = []
    outcomes = await settle(() => Promise.all([first, second]))
    expect(outcomes[0]).toBeUndefined()
    expect(outcomes[1]).toMatchObject({ pageNo: 2 })
  })

  it('resolves at once with the page on screen when a move sends nothing', async () => {
    const { result } = await mounted()
    await settle(() => result.current.fetch(4))
    api.clear()
    const page = await settle(() => result.current.nextPage())
    expect(page).toMatchObject({ pageNo: 4 })
    expect(api.lines()).toEqual([])
  })

  it('resolves pending operations with undefined when the list unmounts', async () => {
    api.server.use(http.get('/api/products', () => new Promise<never>(() => {})))
    const { result, unmount } = renderWithApi(() => useRestPageApi<Product>('/api/products'))
    const pending = result.current.fetch(2)
    expect(pending).toBeInstanceOf(Promise)
    unmount()
    expect(await pending).toBeUndefined()
  })

  it('says with isPlaceholderData when items belong to another query than pagination', async () => {
    const { result } = await mounted()
    expect(result.current.isPlaceholderData).toBe(false)
    const pageZero = result.current.items
    api.server.use(
      http.get('/api/products', async () => {
        await delay(40)
        return HttpResponse.json({ message: 'down' }, { status: 500 })
      }),
    )
    act(() => void result.current.fetch(3))
    expect(result.current.pagination.pageNo).toBe(3)
    expect(result.current.items).toBe(pageZero)
    expect(result.current.isPlaceholderData).toBe(true)
    await settled(result)
    // The load failed: page 0's rows are still shown under "page 4 of 5", and the flag says so.
    expect(result.current.isError).toBe(true)
    expect(result.current.items).toBe(pageZero)
    expect(result.current.isPlaceholderData).toBe(true)
    api.server.resetHandlers()
    await settle(() => result.current.reload())
    expect(result.current.isPlaceholderData).toBe(false)
    expect(ids(result.current.items)[0]).toBe('46')
  })
})
