import { act, renderHook, waitFor } from '@testing-library/react'
import type { Product } from 'form-mock-server'
import type { ReactNode } from 'react'
import { SWRConfig, useSWRConfig, type Cache } from 'swr'
import { expect, it } from 'vitest'
import { holdAnswers } from '../../../../test/heldAnswers.ts'
import { setupMockApi } from '../../../../test/mockApi.ts'
import { RestPageApiProvider } from '../react/RestPageApiProvider.tsx'
import { useRestPageApi } from '../react/useRestPageApi.ts'
import { useSWRRestPageStore } from './useSWRRestPageStore.ts'

// swr 2.5's unload() (its sign-out), so this file runs on swr 2.5.1 only (the jsdom project; react18 has swr 2.2.5).
const api = setupMockApi({ auth: false })

function Lists({ children }: { children?: ReactNode }) {
  return <RestPageApiProvider store={useSWRRestPageStore()}>{children}</RestPageApiProvider>
}

it("empties the lists on SWR's unload(), drops the answer of a load on its way, and loads again", async () => {
  const cache: Cache = new Map() as Cache
  const wrapper = ({ children }: { children: ReactNode }) => (
    <SWRConfig value={{ provider: () => cache }}>
      <Lists>{children}</Lists>
    </SWRConfig>
  )
  const { result } = renderHook(() => ({ list: useRestPageApi<Product>('/api/products'), swr: useSWRConfig() }), {
    wrapper,
  })
  await waitFor(() => expect(result.current.list.isLoading).toBe(false))
  const held = holdAnswers(api, (r) => r.method === 'GET')
  act(() => void result.current.list.nextPage())
  const [late] = await held.waitFor(1)
  api.db.products[15] = { id: '16', title: 'the next user sees this', price: '1.00' }
  act(() => result.current.swr.unload())
  // The previous user's rows are gone at once, from the list and from SWR's cache.
  expect(result.current.list.items).toEqual([])
  expect(result.current.list.isPlaceholderData).toBe(false)
  const [again] = (await held.waitFor(2)).slice(1)
  await act(() => late?.release() as Promise<void>)
  expect(result.current.list.items).toEqual([])
  expect([...cache.keys()]).toEqual([])
  await act(() => again?.release() as Promise<void>)
  await waitFor(() => expect(result.current.list.isLoading).toBe(false))
  expect(result.current.list.items[0]?.title).toBe('the next user sees this')
  expect(result.current.list.pagination.pageNo).toBe(1)
})
