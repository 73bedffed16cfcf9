import { act, renderHook, waitFor } from '@testing-library/react'
import type { Product } from 'form-mock-server'
import { delay, http, HttpResponse } from 'msw'
import type { ReactNode } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { holdAnswers } from '../../../../test/heldAnswers.ts'
import { ids, rejection, settled } from '../../../../test/listHelpers.ts'
import { setupMockApi } from '../../../../test/mockApi.ts'
import { renderWithApi } from '../../../../test/renderList.tsx'
import type { RestPageApiOptions, RestPageApiSettings } from '../core/engine/RestPageApiOptions.ts'
import { RestPageApiProvider } from './RestPageApiProvider.tsx'
import { useRestPageApi } from './useRestPageApi.ts'

// Lists that stay true while people look at them (issue 23): focus, reconnect, an interval and other tabs reload
// them, without losing an edit or moving a row under the user.
const api = setupMockApi({ auth: false })
const lists = () => api.lines().filter((line) => line.startsWith('GET /api/products?'))

async function mount(options: RestPageApiOptions<Product, unknown> = {}, provider: RestPageApiSettings = {}) {
  const rendered = renderWithApi(() => useRestPageApi<Product>('/api/products', [], options), { provider })
  await settled(rendered.result)
  api.clear()
  return rendered
}
const focus = () => act(() => void window.dispatchEvent(new Event('focus')))
const online = () => act(() => void window.dispatchEvent(new Event('online')))
const visibility = (state: 'visible' | 'hidden') => {
  Object.defineProperty(document, 'visibilityState', { value: state, configurable: true })
  act(() => void document.dispatchEvent(new Event('visibilitychange')))
}
/** The server moves on: a new record on top of the first page. */
const newOnTop = () => api.db.products.unshift({ id: '900', title: 'arrived meanwhile', price: '9.00' })

afterEach(() => {
  vi.useRealTimers()
  Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true })
})

describe('useRestPageApi: reloads on its own', () => {
  it('reloads when the window regains focus, at most once every 5 s', async () => {
    vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true })
    const { result } = await mount()
    focus()
    await delay(20)
    expect(lists()).toEqual([])
    vi.setSystemTime(Date.now() + 5001)
    newOnTop()
    focus()
    await waitFor(() => expect(ids(result.current.items)[0]).toBe('900'))
    focus()
    visibility('visible')
    await delay(20)
    expect(lists()).toEqual(['GET /api/products?size=15&page=0'])
  })

  it('reloads when the page becomes visible again, and never while it is hidden', async () => {
    vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true })
    const { result } = await mount()
    vi.setSystemTime(Date.now() + 5001)
    visibility('hidden')
    await delay(20)
    expect(lists()).toEqual([])
    newOnTop()
    visibility('visible')
    await waitFor(() => expect(ids(result.current.items)[0]).toBe('900'))
  })

  it('reloads when the browser comes back online', async () => {
    const { result } = await mount()
    newOnTop()
    online()
    await waitFor(() => expect(ids(result.current.items)[0]).toBe('900'))
    expect(lists()).toEqual(['GET /api/products?size=15&page=0'])
  })

  it('takes the provider’s settings, and a list’s own over them', async () => {
    await mount({}, { revalidateOnReconnect: false, revalidateOnFocus: false })
    online()
    vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true })
    vi.setSystemTime(Date.now() + 6000)
    focus()
    await delay(20)
    expect(lists()).toEqual([])
    vi.useRealTimers()
    const own = await mount({ revalidateOnReconnect: true }, { revalidateOnReconnect: false })
    online()
    await settled(own.result)
    await waitFor(() => expect(lists()).toEqual(['GET /api/products?size=15&page=0']))
  })

  it('reloads every refreshInterval while the page is visible, and while it is hidden only when asked', async () => {
    const { result } = await mount({ refreshInterval: 40 })
    await waitFor(() => expect(lists().length).toBeGreaterThanOrEqual(2))
    visibility('hidden')
    await settled(result)
    await delay(5)
    const hidden = lists().length
    await delay(150)
    expect(lists().length).toBe(hidden)
    const whenHidden = await mount({ refreshInterval: 40, refreshWhenHidden: true })
    await waitFor(() => expect(lists().length).toBeGreaterThanOrEqual(2))
    await settled(whenHidden.result)
  })

  it('keeps a local edit and an optimistic write on its way through a background reload', async () => {
    const held = holdAnswers(api, (r) => r.method === 'POST')
    const { result } = await mount({ optimistic: true })
    act(() => result.current.setItem('2', 'title', 'edited here'))
    let saving!: Promise<Product>
    act(() => {
      saving = result.current.save({ title: 'on its way', price: '1.00' })
    })
    await held.waitFor(1)
    online()
    await waitFor(() => expect(lists()).toEqual(['GET /api/products?size=15&page=0']))
    await settled(result)
    expect(result.current.items[0]?.title).toBe('on its way')
    expect(result.current.getItemById('2')?.title).toBe('edited here')
    await act(async () => {
      await held.releaseAll()
      await saving
    })
    await settled(result)
    expect(result.current.items.filter((p) => p.title === 'on its way')).toHaveLength(0)
    expect(result.current.getItemById('2')?.title).toBe('edited here')
  })

  it('tries a failed background reload again after 1, 2 and 4 s, keeping the rows, and a first load never', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true })
    const { result } = await mount()
    const rows = result.current.items
    let failures = 3
    api.server.use(
      http.get('*/api/products', () =>
        failures-- > 0 ? HttpResponse.json({ message: 'busy' }, { status: 503 }) : undefined,
      ),
    )
    online()
    await waitFor(() => expect(result.current.isError).toBe(true))
    expect(result.current.items).toBe(rows)
    expect(lists()).toHaveLength(1)
    await act(() => vi.advanceTimersByTimeAsync(1000))
    await waitFor(() => expect(lists()).toHaveLength(2))
    await act(() => vi.advanceTimersByTimeAsync(2000))
    await waitFor(() => expect(lists()).toHaveLength(3))
    await act(() => vi.advanceTimersByTimeAsync(4000))
    await waitFor(() => expect(result.current.isError).toBe(false))
    expect(lists()).toHaveLength(4)
    // A first load that fails stays failed: its error offers a retry.
    api.server.use(http.get('*/api/products', () => HttpResponse.json({ message: 'down' }, { status: 503 })))
    const first = renderWithApi(() => useRestPageApi<Product>('/api/products', [], { pageSize: 7 }))
    await waitFor(() => expect(first.result.current.isError).toBe(true))
    api.clear()
    await act(() => vi.advanceTimersByTimeAsync(8000))
    expect(lists()).toEqual([])
  })

  it('takes retry: false (no tries) and a number of tries', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true })
    const { result } = await mount({ retry: 1 })
    api.server.use(http.get('*/api/products', () => HttpResponse.json({ message: 'busy' }, { status: 503 })))
    online()
    await waitFor(() => expect(result.current.isError).toBe(true))
    await act(() => vi.advanceTimersByTimeAsync(10_000))
    // The reload, and one more try.
    expect(lists()).toHaveLength(2)
    const never = await mount({ retry: false, pageSize: 5 })
    online()
    await waitFor(() => expect(never.result.current.isError).toBe(true))
    const fives = () => lists().filter((line) => line.includes('size=5&'))
    expect(fives()).toHaveLength(1)
    await act(() => vi.advanceTimersByTimeAsync(10_000))
    expect(fives()).toHaveLength(1)
  })
})

describe('useRestPageApi: holdUpdates', () => {
  it('holds back a reload that moves rows while the user works in the list, and shows it when asked', async () => {
    const { result } = await mount({ holdUpdates: true })
    const before = ids(result.current.items)
    newOnTop()
    online()
    await waitFor(() => expect(result.current.pendingUpdate).toEqual({ added: 1, changed: 0, removed: 1 }))
    expect(ids(result.current.items)).toEqual(before)
    act(() => result.current.applyPendingUpdate())
    expect(ids(result.current.items)[0]).toBe('900')
    expect(result.current.pendingUpdate).toBeNull()
  })

  it('shows a reload that only changes fields at once, and one that moves rows once holdUpdates is off', async () => {
    let hold = true
    const { result, rerender } = renderWithApi(() =>
      useRestPageApi<Product>('/api/products', [], { holdUpdates: hold }),
    )
    await settled(result)
    api.db.products[2] = { ...(api.db.products[2] as Product), title: 'renamed on the server' }
    online()
    await waitFor(() => expect(result.current.items[2]?.title).toBe('renamed on the server'))
    expect(result.current.pendingUpdate).toBeNull()
    newOnTop()
    online()
    await waitFor(() => expect(result.current.pendingUpdate).not.toBeNull())
    hold = false
    rerender()
    expect(ids(result.current.items)[0]).toBe('900')
    expect(result.current.pendingUpdate).toBeNull()
  })

  it('applies an edit to the rows it holds on screen', async () => {
    const { result } = await mount({ holdUpdates: true })
    newOnTop()
    online()
    await waitFor(() => expect(result.current.pendingUpdate).not.toBeNull())
    act(() => result.current.setItem('3', 'title', 'edited while held'))
    expect(result.current.items.find((p) => p.id === '3')?.title).toBe('edited while held')
    expect(ids(result.current.items)[0]).toBe('1')
  })
})

describe('useRestPageApi: other tabs', () => {
  /** Two tabs of one origin: two providers, each with its own store, in one document. */
  function twoTabs(options: RestPageApiOptions<Product, unknown> = {}) {
    const tab = ({ children }: { children: ReactNode }) => <RestPageApiProvider>{children}</RestPageApiProvider>
    const a = renderHook(() => useRestPageApi<Product>('/api/products', [], options), { wrapper: tab })
    const b = renderHook(() => useRestPageApi<Product>('/api/products', [], { pageSize: 10 }), { wrapper: tab })
    return { a: a.result, b: b.result }
  }

  it('reloads a list when another tab writes to its collection', async () => {
    const { a, b } = twoTabs()
    await settled(a)
    await settled(b)
    api.clear()
    await act(() => b.current.remove('1'))
    await waitFor(() => expect(ids(a.current.items)[0]).toBe('2'))
    expect(lists().filter((line) => line.includes('size=15'))).toEqual(['GET /api/products?size=15&page=0'])
  })

  it('stays as it is with crossTab: false', async () => {
    const { a, b } = twoTabs({ crossTab: false })
    await settled(a)
    await settled(b)
    api.clear()
    await act(() => b.current.remove('1'))
    await delay(30)
    expect(ids(a.current.items)[0]).toBe('1')
    expect(lists().filter((line) => line.includes('size=15'))).toEqual([])
  })
})

describe('useRestPageApi: debounce', () => {
  it('moves only for the last of several queries typed within the debounce', async () => {
    const { result } = await mount()
    let first!: Promise<unknown>
    let last!: Promise<unknown>
    act(() => {
      first = result.current.query({ title: 'a' }, { debounce: 50 })
    })
    await delay(10)
    act(() => void result.current.query({ title: 'ab' }, { debounce: 50 }))
    await delay(10)
    act(() => {
      last = result.current.query({ title: api.db.products[4]?.title }, { debounce: 50 })
    })
    expect(await first).toBeUndefined()
    await act(async () => void (await last))
    const title = new URLSearchParams({ title: api.db.products[4]?.title as string })
    expect(lists()).toEqual([`GET /api/products?${decodeURIComponent(title.toString())}&size=15&page=0`])
    expect(ids(result.current.items)).toEqual(['5'])
  })

  it('refuses a query the address could not keep at once, even when debounced', async () => {
    const { result } = await mount({ syncToUrl: { filterKeys: ['title'] } })
    const refused = rejection(() => result.current.query({ title: 'x'.repeat(1025) }, { debounce: 50 }))
    // At once: no timer has to run for it.
    expect((await refused).message).toMatch(/would not read back/)
  })
})
