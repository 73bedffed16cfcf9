import { act, renderHook, waitFor } from '@testing-library/react'
import type { Product } from 'form-mock-server'
import { delay } from 'msw'
import type { ReactNode } from 'react'
import { beforeEach, describe, expect, it } from 'vitest'
import { setupMockApi } from '../../../../test/mockApi.ts'
import { renderWithApi } from '../../../../test/renderList.tsx'
import { settled } from '../../../../test/listHelpers.ts'
import { RestPageApiProvider } from './RestPageApiProvider.tsx'
import { useRestPageApi } from './useRestPageApi.ts'

const api = setupMockApi({ auth: false })
const here = () => `${window.location.pathname}${window.location.search}${window.location.hash}`
const lists = () => api.lines().filter((line) => line.startsWith('GET /api/products?'))

beforeEach(() => {
  window.history.replaceState(null, '', '/list')
})

describe('useRestPageApi: syncToUrl', () => {
  it('reads page, size, sort and its filters from the URL on mount', async () => {
    window.history.replaceState(null, '', '/list?utm=mail&page=2&size=10&sort=price,desc&title=笔&other=1#top')
    const { result } = renderWithApi(() =>
      useRestPageApi<Product>('/api/products', [], { syncToUrl: true, defaultSearchParams: { title: '' } }),
    )
    await settled(result)
    expect(lists()).toEqual(['GET /api/products?title=笔&size=10&page=2&sort=price,desc'])
    expect(result.current.searchParams).toEqual({ title: '笔' })
    expect(result.current.pagination).toMatchObject({
      pageNo: 2,
      pageSize: 10,
      sorts: [{ property: 'price', direction: 'desc' }],
    })
    expect(here()).toBe('/list?utm=mail&other=1&title=%E7%AC%94&page=2&size=10&sort=price%2Cdesc#top')
  })

  it('normalises the URL on mount with replace, writing nothing that equals the default', async () => {
    window.history.replaceState(null, '', '/list?page=0&size=15&sort=id,asc&keep=1#h')
    const length = window.history.length
    const { result } = renderWithApi(() =>
      useRestPageApi<Product>('/api/products', [], {
        syncToUrl: true,
        defaultSort: { property: 'id', direction: 'asc' },
      }),
    )
    await settled(result)
    expect(here()).toBe('/list?keep=1#h')
    expect(window.history.length).toBe(length)
  })

  it('pushes page, sort and query changes, keeping foreign parameters and the hash', async () => {
    window.history.replaceState(null, '', '/list?tab=2#section')
    const { result } = renderWithApi(() =>
      useRestPageApi<Product>('/api/products', [], { syncToUrl: { filterKeys: ['title'] } }),
    )
    await settled(result)
    const length = window.history.length
    // Each move a user makes, a moment apart (writes closer than 50 ms apart are one history entry: below).
    act(() => void result.current.nextPage())
    await waitFor(() => expect(here()).toBe('/list?tab=2&page=1#section'))
    await act(() => delay(60))
    act(() => void result.current.sortWith([{ property: 'price', direction: 'desc' }]))
    await waitFor(() => expect(here()).toBe('/list?tab=2&sort=price%2Cdesc#section'))
    await act(() => delay(60))
    act(() => void result.current.query({ title: 'x', price: '1.00' }))
    await waitFor(() => expect(here()).toBe('/list?tab=2&title=x&sort=price%2Cdesc#section'))
    expect(window.history.length).toBe(length + 3)
    await settled(result)
    expect(lists().at(-1)).toBe('GET /api/products?price=1.00&title=x&size=15&page=0&sort=price,desc')
  })

  it('replaces the history entry for a fetch with replace, and pushes otherwise', async () => {
    const { result } = renderWithApi(() => useRestPageApi<Product>('/api/products', [], { syncToUrl: true }))
    await settled(result)
    const length = window.history.length
    await act(() => result.current.fetch(3, undefined, undefined, undefined, { replace: true }))
    await waitFor(() => expect(here()).toBe('/list?page=3'))
    expect(window.history.length).toBe(length)
    await act(() => result.current.fetch(1))
    await waitFor(() => expect(here()).toBe('/list?page=1'))
    expect(window.history.length).toBe(length + 1)
  })

  it('writes the address at most once every 50 ms, the last query always, however fast a filter is typed', async () => {
    const { result } = renderWithApi(() =>
      useRestPageApi<Product>('/api/products', [], { syncToUrl: { filterKeys: ['title'] } }),
    )
    await settled(result)
    const calls: number[] = []
    const push = window.history.pushState.bind(window.history)
    const replace = window.history.replaceState.bind(window.history)
    window.history.pushState = (...args) => (calls.push(performance.now()), push(...args))
    window.history.replaceState = (...args) => (calls.push(performance.now()), replace(...args))
    try {
      const length = window.history.length
      const started = performance.now()
      // 40 keystrokes 5 ms apart: 200 ms of typing.
      for (const typed of Array.from({ length: 40 }, (_, i) => 'x'.repeat(i + 1))) {
        act(() => void result.current.query({ title: typed }))
        await act(() => delay(5))
      }
      await waitFor(() => expect(here()).toBe(`/list?title=${'x'.repeat(40)}`))
      const took = performance.now() - started
      expect(calls.length).toBeLessThanOrEqual(Math.ceil(took / 50) + 1)
      for (let i = 1; i < calls.length; i++) expect(calls[i]! - calls[i - 1]!).toBeGreaterThanOrEqual(45)
      // Back steps one intent at a time: each entry is a query the list asked for.
      expect(window.history.length - length).toBe(calls.length)
      await settled(result)
      expect(lists().at(-1)).toBe(`GET /api/products?title=${'x'.repeat(40)}&size=15&page=0`)
    } finally {
      window.history.pushState = push
      window.history.replaceState = replace
    }
  })

  it('follows back and forward', async () => {
    const { result } = renderWithApi(() => useRestPageApi<Product>('/api/products', [], { syncToUrl: true }))
    await settled(result)
    act(() => void result.current.nextPage())
    await settled(result)
    act(() => void result.current.nextPage())
    await settled(result)
    expect(result.current.pagination.pageNo).toBe(2)
    act(() => window.history.back())
    await waitFor(() => expect(result.current.pagination.pageNo).toBe(1))
    expect(result.current.items[0]?.id).toBe('16')
    act(() => window.history.back())
    await waitFor(() => expect(result.current.pagination.pageNo).toBe(0))
    act(() => window.history.forward())
    await waitFor(() => expect(result.current.pagination.pageNo).toBe(1))
    expect(here()).toBe('/list?page=1')
  })

  it('keeps two prefixed lists on one page apart', async () => {
    const wrapper = ({ children }: { children: ReactNode }) => <RestPageApiProvider>{children}</RestPageApiProvider>
    window.history.replaceState(null, '', '/list?a.page=1&b.page=2&b.title=x')
    const { result } = renderHook(
      () => ({
        a: useRestPageApi<Product>('/api/products', [], {
          syncToUrl: { prefix: 'a.' },
          defaultSearchParams: { title: '' },
        }),
        b: useRestPageApi<Product>('/api/products', [], {
          syncToUrl: { prefix: 'b.' },
          defaultSearchParams: { title: '' },
        }),
      }),
      { wrapper },
    )
    await waitFor(() => expect(result.current.a.isLoading || result.current.b.isLoading).toBe(false))
    expect(result.current.a.pagination.pageNo).toBe(1)
    expect(result.current.b.pagination.pageNo).toBe(2)
    expect(result.current.b.searchParams).toEqual({ title: 'x' })
    act(() => void result.current.a.nextPage())
    await waitFor(() => expect(here()).toBe('/list?b.title=x&b.page=2&a.page=2'))
  })

  it('ignores hostile query strings and pollutes nothing', async () => {
    const hostile = [
      '__proto__[polluted]=1',
      'constructor[prototype][polluted]=1',
      '__proto__=x',
      `title=${'x'.repeat(100_000)}`,
      ...Array.from({ length: 3000 }, (_, i) => `k${i}=v`),
      'page=1',
    ].join('&')
    window.history.replaceState(null, '', `/list?${hostile}`)
    const { result } = renderWithApi(() =>
      useRestPageApi<Product>('/api/products', [], {
        syncToUrl: { filterKeys: ['__proto__', 'constructor'] },
        defaultSearchParams: { title: '' },
      }),
    )
    await settled(result)
    expect(lists()).toEqual(['GET /api/products?size=15&page=1'])
    expect(({} as Record<string, unknown>).polluted).toBeUndefined()
    expect(result.current.searchParams).toEqual({})
  })

  it('leaves the URL alone without syncToUrl', async () => {
    window.history.replaceState(null, '', '/list?page=3')
    const { result } = renderWithApi(() => useRestPageApi<Product>('/api/products'))
    await settled(result)
    act(() => void result.current.nextPage())
    await settled(result)
    expect(lists()[0]).toBe('GET /api/products?size=15&page=0')
    expect(here()).toBe('/list?page=3')
  })
})
