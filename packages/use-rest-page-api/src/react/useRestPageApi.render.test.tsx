import { act, render, renderHook, waitFor } from '@testing-library/react'
import type { Product } from 'form-mock-server'
import { memo, useState, useTransition, type ReactNode } from 'react'
import { expect, it } from 'vitest'
import { ids, settled } from '../../../../test/listHelpers.ts'
import { setupMockApi } from '../../../../test/mockApi.ts'
import { renderWithApi } from '../../../../test/renderList.tsx'
import { createRestPageStore } from '../core/store/createRestPageStore.ts'
import type { RestPageApiOptions } from '../core/engine/RestPageApiOptions.ts'
import { RestPageApiProvider } from './RestPageApiProvider.tsx'
import { useRestPageApi } from './useRestPageApi.ts'
import { useExposed } from '../../../../test/useExposed.ts'
import { parseAsStringLiteral } from '../parsers/index.ts'

// What a list renders is computed in the render that shows it, from the options of that render: a new url or option
// shows its own state at once, every option takes effect when it changes, and a move inside a transition is one.
const api = setupMockApi({ auth: false })
const lists = () => api.lines().filter((line) => line.startsWith('GET /api/'))

it("shows a new url's own state in the render that receives it, never the previous url's rows", async () => {
  const seen: { url: string; rows: string[]; isLoading: boolean }[] = []
  const { result, rerender } = renderWithApi(
    ({ url }: { url: string }) => {
      const list = useRestPageApi<Product>(url)
      seen.push({ url, rows: ids(list.items), isLoading: list.isLoading })
      return list
    },
    { initialProps: { url: '/api/products' } },
  )
  await waitFor(() => expect(result.current.items).toHaveLength(15))
  seen.length = 0
  rerender({ url: '/api/v2/products?title=nothing-matches' })
  expect(seen[0]).toEqual({ url: '/api/v2/products?title=nothing-matches', rows: [], isLoading: true })
  await settled(result)
})

it.each<[string, RestPageApiOptions<Product, unknown>, RestPageApiOptions<Product, unknown>, string]>([
  ['pageSize', { pageSize: 15 }, { pageSize: 5 }, 'GET /api/products?size=5&page=0'],
  [
    'defaultSort',
    {},
    { defaultSort: { property: 'price', direction: 'desc' } },
    'GET /api/products?size=15&page=0&sort=price,desc',
  ],
  [
    'defaultSearchParams',
    { defaultSearchParams: { title: '' } },
    { defaultSearchParams: { title: '台灯' } },
    'GET /api/products?title=台灯&size=15&page=0',
  ],
  ['prefetchNextPage', {}, { prefetchNextPage: true }, 'GET /api/products?size=15&page=1'],
])('takes a new %s when it changes', async (_, before, after, sent) => {
  const { result, rerender } = renderWithApi(
    ({ options }: { options: RestPageApiOptions<Product, unknown> }) =>
      useRestPageApi<Product>('/api/products', [], options),
    { initialProps: { options: before } },
  )
  await waitFor(() => expect(result.current.items.length).toBeGreaterThan(0))
  await settled(result)
  rerender({ options: after })
  await waitFor(() => expect(lists()).toContain(sent))
  await settled(result)
})

it('takes a new pageSize in the render that receives it', async () => {
  const { result, rerender } = renderWithApi(
    ({ pageSize }: { pageSize: number }) => useRestPageApi<Product>('/api/products', [], { pageSize }),
    { initialProps: { pageSize: 15 } },
  )
  await waitFor(() => expect(result.current.items).toHaveLength(15))
  rerender({ pageSize: 5 })
  expect(result.current.pagination.pageSize).toBe(5)
  await waitFor(() => expect(result.current.items).toHaveLength(5))
})

it('writes to a new baseUrl when it changes', async () => {
  const { result, rerender } = renderWithApi(
    ({ baseUrl }: { baseUrl: string }) => useRestPageApi<Product>('/api/products', [], { baseUrl }),
    { initialProps: { baseUrl: '/api/elsewhere' } },
  )
  await waitFor(() => expect(result.current.items).toHaveLength(15))
  rerender({ baseUrl: '/api/products' })
  await act(() => result.current.save({ title: 'sent to the new base', price: '1.00' }))
  expect(api.lines()).toContain('POST /api/products')
})

it('renders a memoized list once however often the provider renders with an inline headers function', async () => {
  let listRenders = 0
  const List = memo(function List() {
    listRenders++
    const list = useRestPageApi<Product>('/api/products')
    return <p>{list.items.length} rows</p>
  })
  let renderParent!: () => void
  function App() {
    const [, setCount] = useState(0)
    useExposed(
      () => setCount((n) => n + 1),
      (value) => (renderParent = value),
    )
    return (
      <RestPageApiProvider store={store} headers={() => ({ 'X-Trace': 'inline' })}>
        <List />
      </RestPageApiProvider>
    )
  }
  const store = createRestPageStore()
  const { container } = render(<App />)
  await waitFor(() => expect(container.textContent).toBe('15 rows'))
  await act(() => store.settled())
  const before = listRenders
  for (let i = 0; i < 5; i++) act(() => renderParent())
  expect(listRenders - before).toBe(0)
  // The latest function is the one a request reads.
  // invalidate's promise settles once the reload answered (issue 37): awaited, as act needs a promise to be.
  await act(() => store.invalidate('/api/products'))
  const [last] = (await api.requests()).slice(-1)
  expect(last?.headers.get('X-Trace')).toBe('inline')
})

it('keeps the previous page on screen while a move made in a transition is pending', async () => {
  const commits: { page: number; pending: boolean }[] = []
  let startMove!: () => void
  function Pager() {
    const list = useRestPageApi<Product>('/api/products')
    const [pending, startTransition] = useTransition()
    useExposed(
      () => startTransition(() => void list.nextPage()),
      (value) => (startMove = value),
    )
    commits.push({ page: list.pagination.pageNo, pending })
    return <p>{list.items.length}</p>
  }
  const store = createRestPageStore()
  const wrapper = ({ children }: { children: ReactNode }) => (
    <RestPageApiProvider store={store}>{children}</RestPageApiProvider>
  )
  const { container } = render(<Pager />, { wrapper })
  await waitFor(() => expect(container.textContent).toBe('15'))
  await act(() => store.settled())
  commits.length = 0
  await act(async () => startMove())
  await act(() => store.settled())
  // React shows the pending state over the page on screen first; no render shows the new page as pending.
  expect(commits).toContainEqual({ page: 0, pending: true })
  expect(commits).not.toContainEqual({ page: 1, pending: true })
  expect(commits.at(-1)).toEqual({ page: 1, pending: false })
})

it('hands a hook the same result object across renders that change nothing', async () => {
  const { result, rerender } = renderHook(() => useRestPageApi<Product>('/api/products', [], { pageSize: 15 }), {
    wrapper: ({ children }) => <RestPageApiProvider>{children}</RestPageApiProvider>,
  })
  await waitFor(() => expect(result.current.items).toHaveLength(15))
  await settled(result)
  const first = result.current
  rerender()
  expect(result.current).toBe(first)
})

it('takes an inline parser written again on every render as the same filter, and renders a bounded number of times', async () => {
  let renders = 0
  const { result } = renderWithApi(() => {
    renders++
    return useRestPageApi<Product>('/api/products', [], {
      defaultSearchParams: { title: parseAsStringLiteral(['', '台灯']).withDefault('') },
    })
  })
  await waitFor(() => expect(result.current.items).toHaveLength(15))
  await settled(result)
  expect(renders).toBeLessThan(10)
  expect(lists()).toEqual(['GET /api/products?size=15&page=0'])
})
