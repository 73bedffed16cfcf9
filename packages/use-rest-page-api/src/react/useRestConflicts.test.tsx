import { act, waitFor } from '@testing-library/react'
import type { Product } from 'form-mock-server'
import { expect, it } from 'vitest'
import { setupMockApi } from '../../../../test/mockApi.ts'
import { renderWithApi } from '../../../../test/renderList.tsx'
import { useRestConflicts } from './useRestConflicts.ts'
import { useRestPageApi } from './useRestPageApi.ts'

const api = setupMockApi({ auth: false })

it("lists a conflict of a list with onConflict 'ask' until it is resolved, and the write then settles", async () => {
  const { result, store } = renderWithApi(
    () => ({
      list: useRestPageApi<Product>('/api/products', [], { versionField: 'version', onConflict: 'ask' }),
      conflicts: useRestConflicts<Product>('/api/products'),
      others: useRestConflicts('/api/orders'),
    }),
    { strict: true },
  )
  await waitFor(() => expect(result.current.list.items).not.toHaveLength(0))
  await waitFor(() => expect(result.current.list.isFetching).toBe(false))
  const others = result.current.others
  // Somebody else saved the product meanwhile.
  api.db.products[0] = { ...(api.db.products[0] as Product), title: 'theirs', version: 1 }
  api.clear()

  let updating!: Promise<Product>
  act(
    () => void (updating = result.current.list.update({ ...(result.current.list.items[0] as Product), title: 'mine' })),
  )
  await waitFor(() => expect(result.current.conflicts).toHaveLength(1))
  const [conflict] = result.current.conflicts
  expect(conflict).toMatchObject({ record: '1', method: 'PUT', local: { title: 'mine' }, server: { title: 'theirs' } })
  expect(store.conflicts()).toBe(store.conflicts())
  // The conflict of another collection renders nothing there.
  expect(result.current.others).toBe(others)

  await act(async () => {
    conflict?.resolve('client')
    await updating
  })
  expect(result.current.conflicts).toEqual([])
  expect(result.current.list.items[0]).toMatchObject({ title: 'mine', version: 2 })
  const puts = (await api.requests()).filter((r) => r.method === 'PUT')
  expect(puts.map((r) => r.headers.get('If-Match'))).toEqual(['"0"', '"1"'])
  expect(api.db.products[0]).toMatchObject({ title: 'mine', version: 2 })
})
