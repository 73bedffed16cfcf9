import { act, render, screen } from '@testing-library/react'
import type { Product } from 'form-mock-server'
import { http, HttpResponse } from 'msw'
import { Component, Suspense, useEffect, type ReactNode } from 'react'
import { describe, expect, it } from 'vitest'
import { setupMockApi } from '../../../../test/mockApi.ts'
import { createRestPageStore } from '../core/store/createRestPageStore.ts'
import type { RestPageFeed } from '../core/engine/RestPageFeed.ts'
import { RestPageApiProvider } from '../react/RestPageApiProvider.tsx'
import { useSuspenseInfiniteRestPageApi } from './useSuspenseInfiniteRestPageApi.ts'

const api = setupMockApi({ auth: false })
const titles = () => Array.from(screen.getByRole('list').querySelectorAll('li'), (li) => li.textContent)

class Boundary extends Component<{ children: ReactNode }, { error: Error | null }> {
  override state: { error: Error | null } = { error: null }
  static getDerivedStateFromError(error: Error) {
    return { error }
  }
  override render() {
    return this.state.error ? <p role="alert">{this.state.error.message}</p> : this.props.children
  }
}

let fallbacks = 0
function Fallback() {
  fallbacks++
  return <p>loading</p>
}
let feed: RestPageFeed<Product> | undefined
function Feed() {
  const shown = useSuspenseInfiniteRestPageApi<Product>('/api/products', [], { pageSize: 4 })
  useEffect(() => {
    feed = shown
  })
  return (
    <ul>
      {shown.items.map((p) => (
        <li key={p.id}>{p.title}</li>
      ))}
    </ul>
  )
}

function mount() {
  fallbacks = 0
  const store = createRestPageStore()
  render(
    <RestPageApiProvider store={store}>
      <Boundary>
        <Suspense fallback={<Fallback />}>
          <Feed />
        </Suspense>
      </Boundary>
    </RestPageApiProvider>,
  )
  return store
}

describe('useSuspenseInfiniteRestPageApi', () => {
  it('suspends until the first page is there, then loads more without the fallback', async () => {
    const store = mount()
    expect(screen.getByText('loading')).toBeTruthy()
    await act(() => store.settled())
    expect(titles()).toEqual(api.db.products.slice(0, 4).map((p) => p.title))
    const shown = fallbacks
    await act(async () => void feed?.loadMore())
    await act(() => store.settled())
    expect(titles()).toEqual(api.db.products.slice(0, 8).map((p) => p.title))
    expect(fallbacks).toBe(shown)
    expect(api.lines()).toEqual(['GET /api/products?size=4&page=0', 'GET /api/products?size=4&page=1'])
  })

  it('throws a failed first page to the error boundary', async () => {
    api.server.use(http.get('/api/products', () => HttpResponse.json({}, { status: 500 })))
    const store = mount()
    await act(() => store.settled())
    expect(screen.getByRole('alert').textContent).toMatch(/500/)
    expect(api.lines()).toHaveLength(1)
  })
})
