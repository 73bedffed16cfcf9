import { act, render, waitFor } from '@testing-library/react'
import type { Product } from 'form-mock-server'
import { Suspense, useState, useTransition } from 'react'
import { expect, it } from 'vitest'
import { setupMockApi } from '../../../../test/mockApi.ts'
import { RestPageApiProvider } from './RestPageApiProvider.tsx'
import type { RestPageDataSource } from '../core/engine/RestPageDataSource.ts'
import { useRestPageApi } from './useRestPageApi.ts'
import { useExposed } from '../../../../test/useExposed.ts'

setupMockApi({ auth: false })
const never = new Promise<never>(() => {})
let list: RestPageDataSource<Product, unknown>
let changeUrl: () => void

function List({ url }: { url: string }) {
  const shown = useExposed(useRestPageApi<Product, unknown>(url), (value) => (list = value))
  return <p>{shown.items.length}</p>
}
function Slow({ on }: { on: boolean }) {
  // Thrown, not use(): React 18 runs this file too.
  if (on) throw never
  return null
}
function App() {
  const [url, setUrl] = useState('/api/products')
  const [, startTransition] = useTransition()
  useExposed(
    () => startTransition(() => setUrl('/api/products?price=1.00')),
    (value) => (changeUrl = value),
  )
  return (
    <Suspense fallback="loading">
      <List url={url} />
      <Slow on={url !== '/api/products'} />
    </Suspense>
  )
}

it('resolves a page move made on screen while a transition to another url is still rendering', async () => {
  render(
    <RestPageApiProvider>
      <App />
    </RestPageApiProvider>,
  )
  await waitFor(() => expect(list.items).toHaveLength(15))
  await waitFor(() => expect(list.isLoading).toBe(false))
  // The transition renders the list with the new url, then suspends: the screen keeps the old url.
  act(() => changeUrl())
  let moving!: Promise<unknown>
  act(() => {
    moving = list.nextPage()
  })
  let outcome: unknown = 'pending'
  void moving.then((page) => (outcome = page))
  await waitFor(() => expect(list.pagination.pageNo).toBe(1))
  await waitFor(() => expect(outcome).not.toBe('pending'), { timeout: 1000 })
  expect(outcome).toMatchObject({ pageNo: 1 })
})
