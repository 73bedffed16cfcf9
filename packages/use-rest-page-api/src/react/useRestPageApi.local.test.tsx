import { act, waitFor } from '@testing-library/react'
import type { Product } from 'form-mock-server'
import { delay, http } from 'msw'
import { describe, expect, it } from 'vitest'
import { setupMockApi } from '../../../../test/mockApi.ts'
import { mountList, renderWithApi } from '../../../../test/renderList.tsx'
import { useRestPageApi } from './useRestPageApi.ts'

const api = setupMockApi({ auth: false })

async function mounted(keyName?: 'id' | 'title') {
  const rendered = await mountList<Product>(keyName ? { keyName } : {})
  expect(rendered.result.current.items).toHaveLength(15)
  api.clear()
  return rendered
}

describe('useRestPageApi: local members', () => {
  it('finds, replaces and sets fields of items without calling the API', async () => {
    const { result } = await mounted()
    expect(result.current.getItemById('2')).toEqual(api.db.products[1])
    expect(result.current.getItemById(2)).toEqual(api.db.products[1])
    expect(result.current.getItemById('999')).toBeUndefined()
    act(() => result.current.updateItem({ id: '2', title: 'replaced', price: '0.01' }))
    expect(result.current.items[1]).toEqual({ id: '2', title: 'replaced', price: '0.01' })
    act(() => result.current.setItem('2', 'title', 'one field'))
    expect(result.current.items[1]).toEqual({ id: '2', title: 'one field', price: '0.01' })
    act(() => result.current.setItem('2', { title: 'several', price: '9.99' }))
    expect(result.current.items[1]).toEqual({ id: '2', title: 'several', price: '9.99' })
    expect(api.lines()).toEqual([])
  })

  it('adds and removes items keeping the counts in step', async () => {
    const { result } = await mounted()
    act(() => result.current.addItem({ id: 'new', title: 'n', price: '1.00' }))
    expect(result.current.items.at(-1)?.id).toBe('new')
    expect(result.current.pagination).toMatchObject({ totalElements: 65, totalPages: 5 })
    act(() => result.current.removeItemById('new'))
    act(() => result.current.removeItemsByIds(['1', '2']))
    expect(result.current.items.map((p) => p.id).slice(0, 2)).toEqual(['3', '4'])
    act(() => result.current.removeItemAt(0))
    expect(result.current.items[0]?.id).toBe('4')
    expect(result.current.pagination).toMatchObject({ totalElements: 61, totalPages: 5 })
    act(() => result.current.setItems([{ id: 'only', title: 'o', price: '1.00' }]))
    expect(result.current.items).toEqual([{ id: 'only', title: 'o', price: '1.00' }])
    expect(api.lines()).toEqual([])
  })

  it('lets an edit that changes nothing leave a load in flight alone', async () => {
    const { result } = await mounted()
    api.server.use(
      http.get('/api/products', async () => {
        await delay(50)
      }),
    )
    act(() => void result.current.reload())
    await waitFor(() => expect(result.current.isLoading).toBe(true))
    act(() => result.current.removeItemById('not-on-the-page'))
    act(() => result.current.setItem('not-on-the-page', 'title', 'x'))
    await waitFor(() => expect(result.current.isLoading).toBe(false))
    expect(api.lines()).toEqual(['GET /api/products?size=15&page=0'])
  })

  it('uses keyName to identify items', async () => {
    const { result } = await mounted('title')
    const title = result.current.items[0]?.title ?? ''
    expect(result.current.getItemById(title)?.id).toBe('1')
    act(() => result.current.removeItemById(title))
    expect(result.current.items[0]?.id).toBe('2')
  })

  it('edits the default value before anything loaded', async () => {
    const { result } = renderWithApi(() =>
      useRestPageApi<Product>('/api/products', [{ id: 'd', title: 'default', price: '1.00' }]),
    )
    act(() => result.current.setItem('d', 'title', 'edited'))
    expect(result.current.items[0]?.title).toBe('edited')
    await waitFor(() => expect(result.current.items).toHaveLength(15))
    expect(result.current.isLoading).toBe(false)
  })
})
