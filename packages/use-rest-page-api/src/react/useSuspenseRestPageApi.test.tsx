import { act, fireEvent, render, screen } from '@testing-library/react'
import type { Product } from 'form-mock-server'
import { http, HttpResponse } from 'msw'
import { Component, StrictMode, Suspense, useEffect, useState, type ReactNode } from 'react'
import { describe, expect, it } from 'vitest'
import { holdAnswers } from '../../../../test/heldAnswers.ts'
import { setupMockApi } from '../../../../test/mockApi.ts'
import { createRestPageStore } from '../core/store/createRestPageStore.ts'
import type { RestPageStore } from '../core/store/storeTypes.ts'
import type { RestPageDataSource } from '../core/engine/RestPageDataSource.ts'
import { prefetchList } from '../core/store/prefetchList.ts'
import { restList } from '../core/definition/restList.ts'
import { RestPageApiProvider } from './RestPageApiProvider.tsx'
import { RestPageHydrationBoundary } from './RestPageHydrationBoundary.tsx'
import { useRestPageErrorReset } from './useRestPageErrorReset.ts'
import { useSuspenseRestPageApi } from './useSuspenseRestPageApi.ts'

const api = setupMockApi({ auth: false })
const products = (from: number, to: number) => api.db.products.slice(from, to).map((p) => p.title)
const lists = () => api.lines().filter((line) => line.startsWith('GET /api/products'))

/** An error boundary as apps write one (react-error-boundary's shape): a fallback with a retry that remounts. */
class Boundary extends Component<{ children: ReactNode; onReset?: () => void }, { error: Error | null }> {
  override state: { error: Error | null } = { error: null }
  static getDerivedStateFromError(error: Error) {
    return { error }
  }
  override render() {
    if (!this.state.error) return this.props.children
    return (
      <div role="alert">
        {this.state.error.message}
        <button
          onClick={() => {
            this.props.onReset?.()
            this.setState({ error: null })
          }}
        >
          retry
        </button>
      </div>
    )
  }
}

let fallbacks = 0
function Fallback() {
  fallbacks++
  return <p>loading</p>
}

let last: RestPageDataSource<Product> | undefined
function Products({ name = 'list', pageSize = 5 }: { name?: string; pageSize?: number }) {
  const list = useSuspenseRestPageApi<Product>('/api/products', [], { pageSize, retry: 0 })
  useEffect(() => {
    last = list
  })
  return (
    <ul aria-label={name} aria-busy={list.isFetching}>
      {list.items.map((p) => (
        <li key={p.id}>{p.title}</li>
      ))}
      {list.error && <li role="status">{list.error.message}</li>}
    </ul>
  )
}

function mount(children: ReactNode, store: RestPageStore = createRestPageStore(), strict = false) {
  fallbacks = 0
  last = undefined
  const tree = (
    <RestPageApiProvider store={store}>
      <Boundary>
        <Suspense fallback={<Fallback />}>{children}</Suspense>
      </Boundary>
    </RestPageApiProvider>
  )
  return { ...render(strict ? <StrictMode>{tree}</StrictMode> : tree), store }
}

const titles = (name = 'list') =>
  Array.from(screen.getByRole('list', { name }).querySelectorAll('li'), (li) => li.textContent)

describe('useSuspenseRestPageApi', () => {
  it('shows the fallback until the first page is there, then its rows, never a loading state', async () => {
    const { store } = mount(<Products />)
    expect(screen.getByText('loading')).toBeTruthy()
    await act(() => store.settled())
    expect(titles()).toEqual(products(0, 5))
    expect(lists()).toEqual(['GET /api/products?size=5&page=0'])
  })

  it('sends one request for two lists of one request, and none when they mount after the load, under StrictMode', async () => {
    const { store } = mount(
      <>
        <Products name="a" />
        <Products name="b" />
      </>,
      createRestPageStore(),
      true,
    )
    await act(() => store.settled())
    expect(titles('a')).toEqual(products(0, 5))
    expect(titles('b')).toEqual(products(0, 5))
    expect(lists()).toEqual(['GET /api/products?size=5&page=0'])
  })

  it('keeps the previous page on screen while the next loads, and never shows the fallback again', async () => {
    const { store } = mount(<Products />)
    await act(() => store.settled())
    const shown = fallbacks
    const held = holdAnswers(api, (r) => r.path.startsWith('/api/products?'))
    await act(async () => void last?.nextPage())
    expect(titles()).toEqual(products(0, 5))
    expect(last?.isPlaceholderData).toBe(true)
    const [page1] = await held.waitFor(1)
    await act(() => page1!.release())
    await act(() => store.settled())
    expect(titles()).toEqual(products(5, 10))
    await act(async () => void last?.sortWith([{ property: 'title', direction: 'desc' }]))
    await act(async () => void last?.query({ title: 'a' }))
    await act(async () => held.releaseAll())
    await act(() => store.settled())
    expect(fallbacks).toBe(shown)
    expect(lists().at(-1)).toMatch(/page=0/)
  })

  it('throws a failed first load to the error boundary once, and a retry from it loads again exactly once', async () => {
    api.server.use(http.get('/api/products', () => HttpResponse.json({ message: 'down' }, { status: 503 })))
    const { store } = mount(<Products />)
    await act(() => store.settled())
    expect(screen.getByRole('alert').textContent).toMatch(/503/)
    // No retry loop while the boundary shows the error.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)))
    expect(lists()).toEqual(['GET /api/products?size=5&page=0'])
    api.server.resetHandlers()
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'retry' })))
    await act(() => store.settled())
    expect(titles()).toEqual(products(0, 5))
    expect(lists()).toEqual(['GET /api/products?size=5&page=0', 'GET /api/products?size=5&page=0'])
  })

  it('retries exactly once after the boundary resets with useRestPageErrorReset, when the failure comes again', async () => {
    api.server.use(http.get('/api/products', () => HttpResponse.json({}, { status: 500 })))
    function Reset({ children }: { children: ReactNode }) {
      return <Boundary onReset={useRestPageErrorReset()}>{children}</Boundary>
    }
    const store = createRestPageStore()
    render(
      <RestPageApiProvider store={store}>
        <Reset>
          <Suspense fallback={<Fallback />}>
            <Products />
          </Suspense>
        </Reset>
      </RestPageApiProvider>,
    )
    await act(() => store.settled())
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'retry' })))
    await act(() => store.settled())
    expect(screen.getByRole('alert')).toBeTruthy()
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)))
    expect(lists()).toHaveLength(2)
  })

  it('keeps the rows and sets error when a reload of a list on screen fails, without the boundary', async () => {
    const { store } = mount(<Products />)
    await act(() => store.settled())
    api.server.use(http.get('/api/products', () => HttpResponse.json({}, { status: 500 })))
    await act(async () => void last?.reload())
    await act(() => store.settled())
    expect(screen.queryByRole('alert')).toBeNull()
    expect(titles().slice(0, 5)).toEqual(products(0, 5))
    expect(last?.error?.message).toMatch(/500/)
  })

  it('shows its rows at once when it mounts again after it was shown, reloading them behind the rows', async () => {
    function Toggle() {
      const [on, setOn] = useState(true)
      return (
        <>
          <button onClick={() => setOn(!on)}>toggle</button>
          {on && <Products />}
        </>
      )
    }
    const { store } = mount(<Toggle />)
    await act(() => store.settled())
    const shown = fallbacks
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'toggle' })))
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'toggle' })))
    expect(titles()).toEqual(products(0, 5))
    await act(() => store.settled())
    expect(fallbacks).toBe(shown)
    // A page shown again after no list asked for it is old (docs: Important defaults): one reload, behind the rows.
    expect(lists()).toEqual(['GET /api/products?size=5&page=0', 'GET /api/products?size=5&page=0'])
  })

  it('renders a page the store holds at once, without suspending or a request', async () => {
    const store = createRestPageStore()
    const first = mount(<Products />, store)
    await act(() => store.settled())
    first.unmount()
    mount(<Products />, store)
    expect(fallbacks).toBe(0)
    expect(titles()).toEqual(products(0, 5))
    expect(lists()).toHaveLength(1)
  })

  it("waits for a page a server is still streaming, with no request of the client's own", async () => {
    const held = holdAnswers(api, (r) => r.path.startsWith('/api/products?'))
    const server = createRestPageStore()
    void prefetchList(server, '/api/products', { pageSize: 5 })
    const pages = server.dehydrate({ pending: true })
    const [answer] = await held.waitFor(1)
    const client = createRestPageStore()
    fallbacks = 0
    render(
      <RestPageApiProvider store={client}>
        <RestPageHydrationBoundary state={pages}>
          <Suspense fallback={<Fallback />}>
            <Products />
          </Suspense>
        </RestPageHydrationBoundary>
      </RestPageApiProvider>,
    )
    expect(screen.getByText('loading')).toBeTruthy()
    await act(() => answer!.release())
    await act(() => client.settled())
    expect(titles()).toEqual(products(0, 5))
    expect(lists()).toEqual(['GET /api/products?size=5&page=0'])
  })

  it('renders a streamed page whose answer React already has at once, without the fallback', async () => {
    const server = createRestPageStore()
    await prefetchList(server, '/api/products', { pageSize: 5 })
    const [[key, page]] = Object.entries(server.dehydrate()) as [[string, unknown]]
    const answer = { page }
    const pending = Object.assign(Promise.resolve(answer), { status: 'fulfilled', value: answer })
    fallbacks = 0
    render(
      <RestPageApiProvider store={createRestPageStore()}>
        <RestPageHydrationBoundary state={{ [key]: { pending } } as never}>
          <Suspense fallback={<Fallback />}>
            <Products />
          </Suspense>
        </RestPageHydrationBoundary>
      </RestPageApiProvider>,
    )
    expect(fallbacks).toBe(0)
    expect(titles()).toEqual(products(0, 5))
    expect(lists()).toHaveLength(1)
  })

  it('takes a definition, and shares its load with the same list in the three-argument form', async () => {
    const productList = restList<Product>()('/api/products', { pageSize: 5, retry: 0 })
    function Defined() {
      const list = useSuspenseRestPageApi(productList)
      return (
        <ul aria-label="defined">
          {list.items.map((p) => (
            <li key={p.id}>{p.title}</li>
          ))}
        </ul>
      )
    }
    const { store } = mount(
      <>
        <Defined />
        <Products />
      </>,
    )
    await act(() => store.settled())
    expect(titles('defined')).toEqual(products(0, 5))
    expect(lists()).toEqual(['GET /api/products?size=5&page=0'])
  })

  it('never suspends while it waits (enabled: false), and sends nothing', async () => {
    function Waiting() {
      const list = useSuspenseRestPageApi<Product>('/api/products', [], { enabled: false })
      return <p>{list.isEnabled ? 'enabled' : 'waiting'}</p>
    }
    const { store } = mount(<Waiting />)
    expect(fallbacks).toBe(0)
    expect(screen.getByText('waiting')).toBeTruthy()
    await act(() => store.settled())
    expect(lists()).toEqual([])
  })
})
