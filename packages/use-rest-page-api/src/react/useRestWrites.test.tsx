import { act, renderHook } from '@testing-library/react'
import type { Product } from 'form-mock-server'
import type { ReactNode } from 'react'
import { expect, it } from 'vitest'
import { holdAnswers } from '../../../../test/heldAnswers.ts'
import { settled } from '../../../../test/listHelpers.ts'
import { setupMockApi } from '../../../../test/mockApi.ts'
import { renderWithApi } from '../../../../test/renderList.tsx'
import type { PageStore } from '../core/store/withStoreApi.ts'
import { RestPageApiProvider } from './RestPageApiProvider.tsx'
import { useRestPageApi } from './useRestPageApi.ts'
import { useRestWrites } from './useRestWrites.ts'

const api = setupMockApi({ auth: false })

it('shows a save made by a list elsewhere while it is on its way, then its failure until cleared', async () => {
  const list = renderWithApi(() => useRestPageApi<Product>('/api/products'))
  await settled(list.result)
  // Another part of the app (a header's status line) under the same store.
  const wrapper = ({ children }: { children: ReactNode }) => (
    <RestPageApiProvider store={list.store}>{children}</RestPageApiProvider>
  )
  const status = renderHook(() => useRestWrites('/api/products'), { wrapper })
  expect(status.result.current.isWriting).toBe(false)

  const held = holdAnswers(api, (r) => r.method === 'POST')
  let saving!: Promise<unknown>
  act(() => void (saving = list.result.current.save({ title: 'Pen', price: '1.00' }).catch((error) => error)))
  expect(status.result.current.isWriting).toBe(true)
  expect(status.result.current.pending).toMatchObject([
    { method: 'POST', collection: '/api/products', ids: [], data: { title: 'Pen', price: '1.00' } },
  ])
  const [post] = await held.waitFor(1)
  await act(() => post!.fail(500))
  await act(() => saving)

  expect(status.result.current.isWriting).toBe(false)
  expect(status.result.current.failures).toMatchObject([
    { method: 'POST', data: { title: 'Pen', price: '1.00' }, error: { status: 500 } },
  ])
  expect(api.lines().filter((line) => line.startsWith('POST'))).toEqual(['POST /api/products'])
  act(() => status.result.current.clearFailures())
  expect(status.result.current.failures).toEqual([])
  // Another collection's writes render nothing here.
  const before = status.result.current
  act(
    () =>
      void (list.store as PageStore<never>).writeLog.start({
        method: 'POST',
        collection: '/api/orders',
        ids: [],
        data: {},
      }),
  )
  expect(status.result.current).toBe(before)
})
