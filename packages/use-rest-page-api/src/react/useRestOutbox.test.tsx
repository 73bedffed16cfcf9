import { act, renderHook, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import type { Product } from 'form-mock-server'
import { afterEach, expect, it, vi } from 'vitest'
import { settled } from '../../../../test/listHelpers.ts'
import { setupMockApi } from '../../../../test/mockApi.ts'
import { renderWithApi } from '../../../../test/renderList.tsx'
import { RestPageApiProvider } from './RestPageApiProvider.tsx'
import { useRestOutbox } from './useRestOutbox.ts'
import { useRestPageApi } from './useRestPageApi.ts'

const api = setupMockApi({ auth: false })
/** The list of a rendered hook, as `settled` reads it after each render. */
const listOf = (result: { current: { list: { isFetching: boolean } } }) => ({
  get current() {
    return result.current.list
  },
})
afterEach(() => vi.restoreAllMocks())

it('renders the count of writes waiting offline, and none once they went', async () => {
  const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
  const counts: number[] = []
  const { result } = renderWithApi(() => {
    const outbox = useRestOutbox()
    counts.push(outbox.count)
    return { list: useRestPageApi<Product>('/api/products', [], { optimistic: true }), outbox }
  })
  await waitFor(() => expect(result.current.list.items.length).toBeGreaterThan(0))
  await settled(listOf(result))
  const [first, second] = result.current.list.items as [Product, Product]
  const renders = counts.length
  let saved!: Promise<unknown>
  act(() => {
    saved = Promise.all([
      result.current.list.update({ ...first, title: 'a' }),
      result.current.list.update({ ...second, title: 'b' }),
    ])
  })
  await waitFor(() => expect(result.current.outbox.count).toBe(2))
  expect(result.current.outbox.writes.map((w) => w.record)).toEqual([first.id, second.id])
  expect(counts.slice(renders)).toContain(2)
  expect(api.lines().filter((line) => line.startsWith('PUT'))).toEqual([])

  onLine.mockReturnValue(true)
  // `flush` sends them now, as a "send now" button does.
  await act(() => result.current.outbox.flush())
  await act(() => saved)
  expect(result.current.outbox.count).toBe(0)
  expect(api.lines().filter((line) => line.startsWith('PUT'))).toEqual([
    `PUT /api/products/${first.id}`,
    `PUT /api/products/${second.id}`,
  ])
  expect(counts.at(-1)).toBe(0)
})

it('is empty under a provider whose store has no outbox', async () => {
  // A provider's own store (no `createRestPageStore`): no outbox.
  const wrapper = ({ children }: { children: ReactNode }) => <RestPageApiProvider>{children}</RestPageApiProvider>
  const { result } = renderHook(() => useRestOutbox(), { wrapper })
  expect(result.current).toMatchObject({ writes: [], count: 0 })
  await expect(result.current.flush()).resolves.toBeUndefined()
})
