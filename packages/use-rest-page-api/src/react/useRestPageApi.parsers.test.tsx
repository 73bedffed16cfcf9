import { act, waitFor } from '@testing-library/react'
import type { Product } from 'form-mock-server'
import { beforeEach, describe, expect, it } from 'vitest'
import { setupMockApi } from '../../../../test/mockApi.ts'
import { renderWithApi } from '../../../../test/renderList.tsx'
import { ids, settled } from '../../../../test/listHelpers.ts'
import { parseAsInteger } from '../parsers/index.ts'
import { useRestPageApi } from './useRestPageApi.ts'

const api = setupMockApi({ auth: false })
const lists = async () => (await api.requests()).filter((r) => r.url.pathname === '/api/products')
const noProducts: Product[] = []

beforeEach(() => {
  window.history.replaceState(null, '', '/list')
})

/** A list of products synced with the address, its `id` filter a number (the mock matches ids "1".."64"). */
const renderProducts = () =>
  renderWithApi(() =>
    useRestPageApi('/api/products', noProducts, {
      defaultSearchParams: { title: '', id: parseAsInteger },
      syncToUrl: true,
    }),
  )

describe('useRestPageApi: filters read back from the address with their parsers', () => {
  it('reads a number filter from the address as a number, and sends it as Spring reads it', async () => {
    window.history.replaceState(null, '', '/list?id=7&title=')
    const { result } = renderProducts()
    await settled(result)
    expect(result.current.searchParams).toEqual({ id: 7, title: '' })
    expect(typeof result.current.searchParams.id).toBe('number')
    const [request] = await lists()
    expect(request?.url.searchParams.getAll('id')).toEqual(['7'])
    expect(ids(result.current.items)).toEqual(['7'])
  })

  it('writes a number filter to the address and reads it back as a number after Back', async () => {
    const { result } = renderProducts()
    await settled(result)
    await act(() => result.current.query({ id: 12 }))
    await waitFor(() => expect(window.location.search).toBe('?id=12'))
    await act(() => result.current.query({ id: 3 }))
    await waitFor(() => expect(window.location.search).toBe('?id=3'))
    act(() => window.history.back())
    await waitFor(() => expect(result.current.searchParams).toEqual({ id: 12 }))
    await settled(result)
    expect(ids(result.current.items)).toEqual(['12'])
    expect((await lists()).at(-1)?.url.searchParams.get('id')).toBe('12')
  })

  it('leaves the default in force for a value its parser does not read, and takes it out of the address', async () => {
    window.history.replaceState(null, '', '/list?id=seven&keep=1')
    const { result } = renderProducts()
    await settled(result)
    expect(result.current.searchParams).toEqual({})
    expect((await lists())[0]?.url.searchParams.has('id')).toBe(false)
    await waitFor(() => expect(window.location.search).toBe('?keep=1'))
  })

  it('refuses a value its parser would not read back, sending nothing', async () => {
    const { result } = renderProducts()
    await settled(result)
    api.clear()
    await expect((async () => result.current.query({ id: 4.5 }))()).rejects.toThrow(
      /query\(\) cannot be kept in the address: "id" would not read back/,
    )
    expect(api.lines()).toEqual([])
  })

  it('keeps the parser of a filter when the defaults are replaced', async () => {
    const { result } = renderProducts()
    await settled(result)
    await act(() => result.current.setDefaultSearchParams({ id: 5 }))
    expect(result.current.defaultSearchParams).toEqual({ id: 5 })
    expect((await lists()).at(-1)?.url.searchParams.get('id')).toBe('5')
    act(() => window.history.pushState(null, '', '/list?id=9'))
    act(() => window.dispatchEvent(new PopStateEvent('popstate')))
    await waitFor(() => expect(result.current.searchParams).toEqual({ id: 9 }))
  })
})
