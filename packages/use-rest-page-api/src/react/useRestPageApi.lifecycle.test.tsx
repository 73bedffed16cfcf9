import { act, waitFor } from '@testing-library/react'
import type { Product } from 'form-mock-server'
import { delay, http, HttpResponse } from 'msw'
import { describe, expect, it, vi } from 'vitest'
import { setupMockApi } from '../../../../test/mockApi.ts'
import { renderWithApi } from '../../../../test/renderList.tsx'
import { settled } from '../../../../test/listHelpers.ts'
import { RestError } from '../core/http/RestError.ts'
import { useRestPageApi } from './useRestPageApi.ts'

const api = setupMockApi({ auth: false })
const ids = (items: Product[]) => items.map((p) => p.id)

/** Delays list pages by page number and records which requests the client aborted. */
function slowPages(delays: Record<string, number>) {
  const aborted: string[] = []
  api.server.use(
    http.get('/api/products', async ({ request }) => {
      const page = new URL(request.url).searchParams.get('page') ?? '0'
      request.signal.addEventListener('abort', () => aborted.push(page))
      await delay(delays[page] ?? 0)
    }),
  )
  return aborted
}

describe('useRestPageApi: lifecycle', () => {
  it('sends one request under StrictMode, and works there', async () => {
    const { result } = renderWithApi(() => useRestPageApi<Product>('/api/products'), { strict: true })
    await settled(result)
    expect(api.lines()).toEqual(['GET /api/products?size=15&page=0'])
    act(() => void result.current.nextPage())
    await settled(result)
    expect(api.lines()).toEqual(['GET /api/products?size=15&page=0', 'GET /api/products?size=15&page=1'])
    expect(ids(result.current.items)).toEqual(ids(api.db.products.slice(15, 30)))
  })

  it('never lets the answer of a superseded query reach the state, even when it arrives last', async () => {
    slowPages({ '1': 120 })
    // A fetch that ignores abort signals: only the query matching may decide what is shown.
    const fetchIgnoringAbort: typeof fetch = (input, init) => {
      const { signal: _signal, ...rest } = init ?? {}
      return fetch(input, rest)
    }
    const { result } = renderWithApi(() => useRestPageApi<Product>('/api/products'), {
      provider: { fetch: fetchIgnoringAbort },
    })
    await settled(result)
    // Awaited, so page 1's request starts before the move to page 2 (moves in one event load only the last).
    await act(async () => void result.current.fetch(1))
    act(() => void result.current.fetch(2))
    await settled(result)
    expect(ids(result.current.items)).toEqual(ids(api.db.products.slice(30, 45)))
    await new Promise((resolve) => setTimeout(resolve, 200))
    expect(ids(result.current.items)).toEqual(ids(api.db.products.slice(30, 45)))
    expect(result.current.pagination.pageNo).toBe(2)
    expect(api.lines()).toContain('GET /api/products?size=15&page=1')
  })

  it('aborts the request of a query that was left', async () => {
    const aborted = slowPages({ '1': 300 })
    const { result } = renderWithApi(() => useRestPageApi<Product>('/api/products'))
    await settled(result)
    act(() => void result.current.fetch(1))
    await waitFor(() => expect(api.lines()).toHaveLength(2))
    act(() => void result.current.fetch(2))
    await settled(result)
    await waitFor(() => expect(aborted).toEqual(['1']))
    expect(result.current.isError).toBe(false)
    expect(ids(result.current.items)).toEqual(ids(api.db.products.slice(30, 45)))
  })

  it('sends no late request for a cached query that was left before its reload started', async () => {
    const { result } = renderWithApi(() => useRestPageApi<Product>('/api/products'))
    await settled(result)
    act(() => void result.current.nextPage())
    await settled(result)
    act(() => {
      void result.current.prevPage()
      void result.current.nextPage()
    })
    await new Promise((resolve) => setTimeout(resolve, 50))
    // Back on page 1 in the same event: page 1 never left the screen, and page 0 was never asked for.
    expect(api.lines()).toEqual(['GET /api/products?size=15&page=0', 'GET /api/products?size=15&page=1'])
    expect(result.current.pagination.pageNo).toBe(1)
  })

  it('loads a query again when it comes back after its request was aborted', async () => {
    slowPages({ '1': 80 })
    const { result } = renderWithApi(() => useRestPageApi<Product>('/api/products'))
    await settled(result)
    act(() => void result.current.fetch(1))
    await waitFor(() => expect(api.lines()).toHaveLength(2))
    act(() => void result.current.fetch(2))
    act(() => void result.current.fetch(1))
    await waitFor(() => expect(ids(result.current.items)).toEqual(ids(api.db.products.slice(15, 30))))
    await settled(result)
    expect(result.current.isError).toBe(false)
    expect(result.current.pagination.pageNo).toBe(1)
  })

  it('aborts on unmount and renders nothing after', async () => {
    const aborted = slowPages({ '0': 300 })
    let renders = 0
    const { unmount } = renderWithApi(() => {
      renders += 1
      return useRestPageApi<Product>('/api/products')
    })
    await waitFor(() => expect(api.lines()).toHaveLength(1))
    const before = renders
    unmount()
    await waitFor(() => expect(aborted).toEqual(['0']))
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(renders).toBe(before)
  })

  it('prefetches the next page when asked, so nextPage renders without waiting', async () => {
    const { result } = renderWithApi(() => useRestPageApi<Product>('/api/products', [], { prefetchNextPage: true }))
    await waitFor(() =>
      expect(api.lines()).toEqual(['GET /api/products?size=15&page=0', 'GET /api/products?size=15&page=1']),
    )
    act(() => void result.current.nextPage())
    expect(ids(result.current.items)).toEqual(ids(api.db.products.slice(15, 30)))
    expect(result.current.isLoading).toBe(false)
    await waitFor(() => expect(api.lines()).toContain('GET /api/products?size=15&page=2'))
    expect(api.lines().filter((l) => l.endsWith('page=1'))).toHaveLength(1)
  })

  it('keeps a failed prefetch to itself, and tries it again with the next load', async () => {
    let refusals = 1
    api.server.use(
      http.get('/api/products', ({ request }) => {
        if (new URL(request.url).searchParams.get('page') === '1' && refusals-- > 0)
          return HttpResponse.json({ message: 'busy' }, { status: 503 })
        return undefined
      }),
    )
    const { result } = renderWithApi(() => useRestPageApi<Product>('/api/products', [], { prefetchNextPage: true }))
    await waitFor(() =>
      expect(api.lines()).toEqual(['GET /api/products?size=15&page=0', 'GET /api/products?size=15&page=1']),
    )
    await settled(result)
    expect(result.current.isError).toBe(false)
    act(() => void result.current.reload())
    await waitFor(() => expect(api.lines().filter((l) => l.endsWith('page=1'))).toHaveLength(2))
    await settled(result)
    act(() => void result.current.nextPage())
    expect(ids(result.current.items)).toEqual(ids(api.db.products.slice(15, 30)))
    expect(result.current.isError).toBe(false)
  })

  it('does not prefetch by default', async () => {
    const { result } = renderWithApi(() => useRestPageApi<Product>('/api/products'))
    await settled(result)
    await new Promise((resolve) => setTimeout(resolve, 30))
    expect(api.lines()).toEqual(['GET /api/products?size=15&page=0'])
  })

  it('sends the provider headers and credentials with every request, never in the url', async () => {
    const seen: RequestInit[] = []
    const recordingFetch: typeof fetch = (input, init) => {
      seen.push(init ?? {})
      return fetch(input, init)
    }
    const { result } = renderWithApi(() => useRestPageApi<Product>('/api/products'), {
      provider: { headers: () => ({ Authorization: 'Bearer t0ken' }), credentials: 'include', fetch: recordingFetch },
    })
    await settled(result)
    await act(() => result.current.save({ title: 'x', price: '1.00' }, false))
    const requests = await api.requests()
    expect(requests.map((r) => r.headers.get('Authorization'))).toEqual(['Bearer t0ken', 'Bearer t0ken'])
    expect(requests.every((r) => !r.url.href.includes('t0ken'))).toBe(true)
    expect(seen.map((init) => init.credentials)).toEqual(['include', 'include'])
  })

  it('calls onUnauthorized on a 401 list answer and reports it', async () => {
    api.server.use(http.get('/api/products', () => HttpResponse.json({ message: 'token expired' }, { status: 401 })))
    const onUnauthorized = vi.fn()
    const { result } = renderWithApi(() => useRestPageApi<Product>('/api/products'), { provider: { onUnauthorized } })
    await settled(result)
    expect(onUnauthorized).toHaveBeenCalledTimes(1)
    expect(onUnauthorized.mock.calls[0]?.[0]).toBeInstanceOf(RestError)
    expect(result.current.error).toMatchObject({ kind: 'unauthorized', status: 401 })
  })

  it('produces no unhandled rejection when a background reload fails', async () => {
    const unhandled = vi.fn()
    process.on('unhandledRejection', unhandled)
    try {
      const { result } = renderWithApi(() => useRestPageApi<Product>('/api/products'))
      await settled(result)
      api.server.use(http.get('/api/products', () => HttpResponse.json({}, { status: 500 })))
      await act(() => result.current.save({ title: 'x', price: '1.00' }))
      await waitFor(() => expect(result.current.isError).toBe(true))
      act(() => void result.current.reload())
      await settled(result)
      await new Promise((resolve) => setTimeout(resolve, 20))
      expect(unhandled).not.toHaveBeenCalled()
    } finally {
      process.off('unhandledRejection', unhandled)
    }
  })
})
