import { act, render, renderHook, waitFor } from '@testing-library/react'
import type { Product } from 'form-mock-server'
import { http, HttpResponse } from 'msw'
import { StrictMode, useState, type ReactNode } from 'react'
import { SWRConfig, useSWRConfig, type Cache } from 'swr'
import { SWRGlobalState } from 'swr/_internal'
import { describe, expect, it, vi } from 'vitest'
import { settled } from '../../../../test/listHelpers.ts'
import { setupMockApi } from '../../../../test/mockApi.ts'
import { RestPageApiProvider } from '../react/RestPageApiProvider.tsx'
import { useRestPageApi } from '../react/useRestPageApi.ts'
import { useSWRRestPageStore } from './useSWRRestPageStore.ts'
import { useExposed } from '../../../../test/useExposed.ts'

// Run twice: on swr 2.5.1 (jsdom) and on swr 2.2.5 with React 18 (react18), the two ends of the peer range.
const api = setupMockApi({ auth: false })
const lists = () => api.lines().filter((line) => line.startsWith('GET /api/products?'))

function Lists({ children }: { children?: ReactNode }) {
  return <RestPageApiProvider store={useSWRRestPageStore()}>{children}</RestPageApiProvider>
}

/** An app on SWR: its own SWRConfig (a fresh cache), the lists' provider on the bridge inside it. */
function bridged(config: Parameters<typeof SWRConfig>[0]['value'] = {}) {
  const cache: Cache = new Map() as Cache
  const wrapper = ({ children }: { children: ReactNode }) => (
    <SWRConfig value={{ provider: () => cache, ...config }}>
      <Lists>{children}</Lists>
    </SWRConfig>
  )
  return { cache, wrapper }
}

describe('useSWRRestPageStore', () => {
  it("keeps the lists' pages in the app's SWR cache, and tells its onSuccess and onError of every load", async () => {
    const onSuccess = vi.fn()
    const onError = vi.fn()
    const { cache, wrapper } = bridged({ onSuccess, onError })
    const { result } = renderHook(() => useRestPageApi<Product>('/api/products'), { wrapper })
    await settled(result)
    const [key] = [...cache.keys()]
    expect(JSON.parse(key as string)).toEqual(['/api/products?page=0&size=15'])
    expect(cache.get(key as string)?.data).toMatchObject({ pageNo: 0, items: result.current.items })
    expect(onSuccess).toHaveBeenCalledTimes(1)
    expect(onSuccess.mock.calls[0]?.[1]).toBe(key)
    api.server.use(http.get('*/api/products', () => HttpResponse.json({ message: 'down' }, { status: 503 })))
    await act(() => result.current.nextPage())
    expect(onError).toHaveBeenCalledTimes(1)
    expect(onError.mock.calls[0]?.[0]).toMatchObject({ status: 503 })
  })

  it("reloads a list on screen on the app's mutate(key) and mutate(filter), and sends nothing for a page no list shows", async () => {
    const { cache, wrapper } = bridged()
    const { result } = renderHook(() => ({ list: useRestPageApi<Product>('/api/products'), swr: useSWRConfig() }), {
      wrapper,
    })
    await waitFor(() => expect(result.current.list.isLoading).toBe(false))
    await act(() => result.current.list.nextPage())
    const [pageZero, pageOne] = [...cache.keys()] as string[]
    api.clear()
    api.db.products[15] = { id: '16', title: 'renamed on the server', price: '1.00' }
    await act(() => result.current.swr.mutate(pageOne))
    expect(lists()).toEqual(['GET /api/products?size=15&page=1'])
    expect(result.current.list.items[0]?.title).toBe('renamed on the server')
    await act(() => result.current.swr.mutate((key) => typeof key == 'string' && key.includes('/api/products')))
    expect(lists()).toEqual(['GET /api/products?size=15&page=1', 'GET /api/products?size=15&page=1'])
    // Page 0 is cached, no list shows it: it is marked stale, not loaded.
    await act(() => result.current.swr.mutate(pageZero))
    expect(lists()).toHaveLength(2)
    await act(() => result.current.list.prevPage())
    expect(lists()).toEqual([...lists().slice(0, 2), 'GET /api/products?size=15&page=0'])
  })

  it("re-renders a list with the app's mutate(key, data) and no request", async () => {
    const { cache, wrapper } = bridged()
    const { result } = renderHook(() => ({ list: useRestPageApi<Product>('/api/products'), swr: useSWRConfig() }), {
      wrapper,
    })
    await waitFor(() => expect(result.current.list.isLoading).toBe(false))
    const [key] = [...cache.keys()] as string[]
    const page = cache.get(key as string)?.data as { items: Product[] }
    api.clear()
    await act(() =>
      result.current.swr.mutate(
        key,
        { ...page, items: [{ id: 'x', title: 'written by the app', price: '0' }] },
        {
          revalidate: false,
        },
      ),
    )
    expect(result.current.list.items).toEqual([{ id: 'x', title: 'written by the app', price: '0' }])
    expect(api.lines()).toEqual([])
  })

  it("shows the pages of SWRConfig's fallback with no request", async () => {
    const { wrapper: load, cache } = bridged()
    const first = renderHook(() => useRestPageApi<Product>('/api/products'), { wrapper: load })
    await settled(first.result)
    const fallback = Object.fromEntries([...cache.keys()].map((k) => [k, cache.get(k)?.data]))
    api.clear()
    const { wrapper } = bridged({ fallback })
    const { result } = renderHook(() => useRestPageApi<Product>('/api/products'), { wrapper })
    expect(result.current.isLoading).toBe(false)
    expect(result.current.items).toHaveLength(15)
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(api.lines()).toEqual([])
  })

  it("leaves SWR's revalidator registry where it started after 1,500 StrictMode cycles and 1,000 swapped views", async () => {
    const { cache, wrapper } = bridged()
    const registry = () => (SWRGlobalState.get(cache) as unknown as [Record<string, unknown[]>])[0]
    function List({ size }: { size: number }) {
      useRestPageApi<Product>('/api/products', [], { pageSize: size })
      return null
    }
    let toggle!: () => void
    let swap!: () => void
    function Views() {
      const [shown, setShown] = useState(false)
      const [flip, setFlip] = useState(false)
      useExposed(
        () => setShown((s) => !s),
        (value) => (toggle = value),
      )
      useExposed(
        () => setFlip((f) => !f),
        (value) => (swap = value),
      )
      return (
        <>
          {/* StrictMode mounts, unmounts and mounts again, then the view goes. */}
          {shown && (
            <StrictMode>
              <List size={7} />
            </StrictMode>
          )}
          {/* One view leaves the page as another arrives on it, in one commit. */}
          {flip ? <List key="a" size={5} /> : <List key="b" size={5} />}
        </>
      )
    }
    render(<Views />, { wrapper })
    await act(async () => {})
    for (let i = 0; i < 3000; i++) act(() => toggle())
    for (let i = 0; i < 1000; i++) act(() => swap())
    await act(async () => {})
    // One revalidator per page the store holds (size 7 and size 5), and the bridge's own (unload): nothing left by
    // the views that came and went.
    expect(Object.values(registry()).map((callbacks) => callbacks.length)).toEqual([1, 1, 1])
    api.clear()
    // The app's mutate of every key reloads the one page on screen (size 5), and nothing else.
    const mutate = (SWRGlobalState.get(cache) as unknown as unknown[])[4] as (f: () => boolean) => Promise<unknown>
    await act(() => mutate(() => true))
    expect(lists()).toEqual(['GET /api/products?size=5&page=0'])
  }, 60_000)
})
