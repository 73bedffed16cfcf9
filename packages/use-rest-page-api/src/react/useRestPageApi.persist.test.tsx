import { act, render, screen } from '@testing-library/react'
import type { Product } from 'form-mock-server'
import { expect, it } from 'vitest'
import { holdAnswers } from '../../../../test/heldAnswers.ts'
import { memoryStorage } from '../../../../test/memoryStorage.ts'
import { setupMockApi } from '../../../../test/mockApi.ts'
import { createRestPageStore } from '../core/store/createRestPageStore.ts'
import { RestPageApiProvider } from './RestPageApiProvider.tsx'
import { useRestPageApi } from './useRestPageApi.ts'

// A reload of an app whose store persists its pages (issue 38, item 1): the list shows the rows of the last visit at
// once, before any answer, and its reload replaces them in the background. Runs on React 19 and React 18.
const api = setupMockApi({ auth: false })

function Products() {
  const list = useRestPageApi<Product>('/api/products')
  if (list.isLoading) return <p>loading</p>
  return (
    <>
      <p role="status">{list.isFetching ? 'refreshing' : 'up to date'}</p>
      <ul>
        {list.items.map((item) => (
          <li key={item.id}>{item.title}</li>
        ))}
      </ul>
    </>
  )
}
const app = (storage: ReturnType<typeof memoryStorage>) => (
  <RestPageApiProvider store={createRestPageStore({ persist: { storage } })}>
    <Products />
  </RestPageApiProvider>
)

it('renders the rows a previous visit stored before any answer, then the reload in the background', async () => {
  const storage = memoryStorage()
  const first = render(app(storage))
  await screen.findByText('up to date')
  first.unmount()
  const before = api.db.products.slice(0, 15).map((product) => product.title)
  api.db.products[0] = { ...(api.db.products[0] as Product), title: 'renamed since' }
  api.clear()

  const held = holdAnswers(api)
  render(app(storage))
  // After the commit and its effects, with the reload still unanswered: the stored rows, no loading state.
  await act(() => held.waitFor(1))
  expect(screen.queryByText('loading')).toBeNull()
  expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(before)
  expect(screen.getByRole('status').textContent).toBe('refreshing')

  await act(() => held.releaseAll())
  expect(await screen.findByText('renamed since')).toBeTruthy()
  expect(screen.getByRole('status').textContent).toBe('up to date')
  expect(api.lines().filter((line) => line.startsWith('GET /api/products?'))).toHaveLength(1)
})
