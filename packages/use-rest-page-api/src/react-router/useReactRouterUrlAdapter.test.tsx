import { act, fireEvent, render, renderHook, screen, waitFor } from '@testing-library/react'
import type { Product } from 'form-mock-server'
import { StrictMode, type ReactNode } from 'react'
import {
  createBrowserRouter,
  createMemoryRouter,
  Link,
  MemoryRouter,
  Route,
  RouterProvider,
  Routes,
  useLocation,
  useNavigate,
  type RouteObject,
} from 'react-router'
import { afterEach, beforeEach, expect, it } from 'vitest'
import { setupMockApi } from '../../../../test/mockApi.ts'
import { RestPageApiProvider, useRestPageApi, type PageResponse, type RestPageDataSource } from '../index.ts'
import { useReactRouterUrlAdapter } from './useReactRouterUrlAdapter.ts'
import { useExposed } from '../../../../test/useExposed.ts'

const api = setupMockApi({ auth: false })
const lists = () => api.lines().filter((line) => line.startsWith('GET /api/products?'))

type Products = RestPageDataSource<Product, PageResponse<Product>>
type Router = ReturnType<typeof createMemoryRouter>
let router: Router | undefined
let list: Products

/** The list page of the tests: a synced list, and links to the same route with another query. */
function ProductsPage() {
  const shown = useExposed(
    useRestPageApi<Product>('/api/products', [], {
      syncToUrl: { adapter: useReactRouterUrlAdapter(), filterKeys: ['title'] },
    }),
    (value) => (list = value),
  )
  return (
    <>
      <p>
        page {shown.pagination.pageNo}, first {shown.items[0]?.id ?? 'none'}
      </p>
      <Link to="?page=3&tab=links">page 4</Link>
      <Link to={{ search: '?title=笔' }}>pens</Link>
    </>
  )
}

const routes: RouteObject[] = [
  { path: '/list', element: <ProductsPage /> },
  { path: '/other', element: <p>other</p> },
]

function show(created: Router) {
  router = created
  render(
    <RestPageApiProvider>
      <RouterProvider router={created} />
    </RestPageApiProvider>,
  )
  return created
}
const memory = (entry: string, basename?: string) =>
  show(createMemoryRouter(routes, { initialEntries: [entry], ...(basename ? { basename } : {}) }))
const settled = () => waitFor(() => expect(list.isLoading).toBe(false))
const onPage = (pageNo: number) =>
  waitFor(() => {
    expect(list.pagination.pageNo).toBe(pageNo)
    expect(list.isLoading).toBe(false)
  })
const where = (r: Router) => r.state.location.pathname + r.state.location.search + r.state.location.hash

beforeEach(() => {
  window.history.replaceState(null, '', '/')
})
afterEach(() => {
  router?.dispose()
  router = undefined
})

it('reads page and filters from the router location on mount, not from window.location', async () => {
  window.history.replaceState(null, '', '/list?page=4')
  const r = memory('/list?tab=2&page=2&title=笔#top')
  await settled()
  expect(lists()).toEqual(['GET /api/products?title=笔&size=15&page=2'])
  expect(list.searchParams).toEqual({ title: '笔' })
  await waitFor(() => expect(where(r)).toBe('/list?tab=2&title=%E7%AC%94&page=2#top'))
})

it('normalises the address on mount with replace, through the router', async () => {
  const r = memory('/list?page=0&size=15&keep=1#h')
  await settled()
  await waitFor(() => expect(where(r)).toBe('/list?keep=1#h'))
  expect(r.state.historyAction).toBe('REPLACE')
  expect(lists()).toEqual(['GET /api/products?size=15&page=0'])
})

it('pushes page moves into the router location, keeping foreign parameters, the hash and the state', async () => {
  const r = createMemoryRouter(routes, {
    initialEntries: [{ pathname: '/list', search: '?tab=2', hash: '#s', state: { from: 'menu' } }],
  })
  show(r)
  await settled()
  act(() => void list.nextPage())
  await waitFor(() => expect(where(r)).toBe('/list?tab=2&page=1#s'))
  expect(r.state.historyAction).toBe('PUSH')
  expect(r.state.preventScrollReset).toBe(true)
  expect(r.state.location.state).toEqual({ from: 'menu' })
  await onPage(1)
  act(() => void list.query({ title: 'x' }))
  await waitFor(() => expect(where(r)).toBe('/list?tab=2&title=x#s'))
  await onPage(0)
  expect(lists()).toEqual([
    'GET /api/products?size=15&page=0',
    'GET /api/products?size=15&page=1',
    'GET /api/products?title=x&size=15&page=0',
  ])
})

it('keeps the basename when writing', async () => {
  const r = memory('/app/list?tab=1', '/app')
  await settled()
  act(() => void list.nextPage())
  await waitFor(() => expect(where(r)).toBe('/app/list?tab=1&page=1'))
  await onPage(1)
})

it('builds a second write in one event on the first, before the router re-renders', async () => {
  const r = memory('/list?tab=2')
  await settled()
  act(() => {
    void list.nextPage()
    void list.prevPage()
  })
  await settled()
  await waitFor(() => expect(where(r)).toBe('/list?tab=2'))
  expect(list.pagination.pageNo).toBe(0)
  act(() => {
    void list.nextPage()
    void list.sortWith([{ property: 'price', direction: 'desc' }])
  })
  await settled()
  await waitFor(() => expect(where(r)).toBe('/list?tab=2&sort=price%2Cdesc'))
  expect(list.pagination.sorts).toEqual([{ property: 'price', direction: 'desc' }])
  expect(lists().at(-1)).toBe('GET /api/products?size=15&page=0&sort=price,desc')
})

it('reloads the list when the router navigates to another query', async () => {
  const r = memory('/list')
  await settled()
  await act(() => r.navigate('/list?page=3&tab=9'))
  await onPage(3)
  expect(lists().at(-1)).toBe('GET /api/products?size=15&page=3')
  act(() => void list.prevPage())
  await waitFor(() => expect(where(r)).toBe('/list?tab=9&page=2'))
  await act(() => r.navigate('/list?title=笔'))
  await onPage(0)
  expect(list.searchParams).toEqual({ title: '笔' })
  expect(lists().at(-1)).toBe('GET /api/products?title=笔&size=15&page=0')
})

it('loads nothing for a location on another path, which the list leaves', async () => {
  // A data router tells its subscribers the next location before React unmounts the route that is left: the list
  // must not take it for its own (it would load page 0 of a query that is not its own, after a sign-out without a
  // token; seen in examples/vite-spa).
  const r = memory('/list?page=2')
  await onPage(2)
  const before = lists().length
  await act(() => r.navigate('/other'))
  await screen.findByText('other')
  expect(lists().slice(before)).toEqual([])
})

it("follows the router's back and forward", async () => {
  const r = memory('/list')
  await settled()
  act(() => void list.nextPage())
  await onPage(1)
  act(() => void list.nextPage())
  await onPage(2)
  // The address follows within 50 ms (the throttle of history calls); Back then steps one move at a time.
  await waitFor(() => expect(where(r)).toBe('/list?page=2'))
  // A page shown again from the cache is reloaded on the next animation frame.
  const reloaded = (pageNo: number) =>
    waitFor(() => expect(lists().at(-1)).toBe(`GET /api/products?size=15&page=${pageNo}`))
  await act(() => r.navigate(-1))
  await onPage(1)
  await waitFor(() => expect(where(r)).toBe('/list?page=1'))
  expect(list.items[0]?.id).toBe('16')
  await reloaded(1)
  await act(() => r.navigate(-1))
  await onPage(0)
  await waitFor(() => expect(where(r)).toBe('/list'))
  await reloaded(0)
  await act(() => r.navigate(1))
  await onPage(1)
  await waitFor(() => expect(where(r)).toBe('/list?page=1'))
  await reloaded(1)
})

it('follows <Link>s to the same route with another query', async () => {
  const r = memory('/list')
  await settled()
  fireEvent.click(screen.getByRole('link', { name: 'page 4' }))
  await onPage(3)
  await waitFor(() => expect(where(r)).toBe('/list?page=3&tab=links'))
  expect(lists().at(-1)).toBe('GET /api/products?size=15&page=3')
  fireEvent.click(screen.getByRole('link', { name: 'pens' }))
  await onPage(0)
  expect(list.searchParams).toEqual({ title: '笔' })
  expect(lists().at(-1)).toBe('GET /api/products?title=笔&size=15&page=0')
})

it('works with createBrowserRouter: page moves reach the router and the address bar, back follows', async () => {
  window.history.replaceState(null, '', '/list?utm=mail&page=1')
  const r = show(createBrowserRouter(routes))
  await onPage(1)
  act(() => void list.nextPage())
  await waitFor(() => expect(where(r)).toBe('/list?utm=mail&page=2'))
  await waitFor(() => expect(window.location.pathname + window.location.search).toBe('/list?utm=mail&page=2'))
  await onPage(2)
  await act(() => r.navigate(-1))
  await onPage(1)
  await waitFor(() => expect(where(r)).toBe('/list?utm=mail&page=1'))
  await waitFor(() =>
    expect(lists()).toEqual([
      'GET /api/products?size=15&page=1',
      'GET /api/products?size=15&page=2',
      'GET /api/products?size=15&page=1',
    ]),
  )
})

it('returns the same adapter on every render and across navigations', () => {
  let navigate: ReturnType<typeof useNavigate> | undefined
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={['/list?a=1']}>{children}</MemoryRouter>
  )
  const { result, rerender } = renderHook(
    () => {
      navigate = useNavigate()
      return useReactRouterUrlAdapter()
    },
    { wrapper },
  )
  const first = result.current
  rerender()
  act(() => void navigate?.('/list?a=2'))
  expect(result.current).toBe(first)
  expect(first.read()).toBe('?a=2')
})

it('works under a declarative <MemoryRouter> in StrictMode', async () => {
  let location: ReturnType<typeof useLocation> | undefined
  function Where() {
    useExposed(useLocation(), (value) => (location = value))
    return null
  }
  render(
    <StrictMode>
      <RestPageApiProvider>
        <MemoryRouter initialEntries={['/list?page=0&tab=2']}>
          <Routes>
            <Route path="/list" element={<ProductsPage />} />
          </Routes>
          <Where />
        </MemoryRouter>
      </RestPageApiProvider>
    </StrictMode>,
  )
  await settled()
  await waitFor(() => expect(location?.search).toBe('?tab=2'))
  act(() => void list.nextPage())
  await onPage(1)
  await waitFor(() => expect(location?.search).toBe('?tab=2&page=1'))
  fireEvent.click(screen.getByRole('link', { name: 'page 4' }))
  await onPage(3)
  expect(lists()).toEqual([
    'GET /api/products?size=15&page=0',
    'GET /api/products?size=15&page=1',
    'GET /api/products?size=15&page=3',
  ])
})

it('keeps two prefixed lists that share one adapter in step when both move in one event', async () => {
  const both: { a?: Products; b?: Products } = {}
  function TwoLists() {
    const adapter = useReactRouterUrlAdapter()
    useExposed(
      useRestPageApi<Product>('/api/products', [], { syncToUrl: { adapter, prefix: 'a.' } }),
      (value) => (both.a = value),
    )
    useExposed(
      useRestPageApi<Product>('/api/products', [], { syncToUrl: { adapter, prefix: 'b.' } }),
      (value) => (both.b = value),
    )
    return null
  }
  const r = show(createMemoryRouter([{ path: '/two', element: <TwoLists /> }], { initialEntries: ['/two?b.page=2'] }))
  await waitFor(() => expect(both.a?.isLoading || both.b?.isLoading).toBe(false))
  act(() => {
    void both.a?.nextPage()
    void both.b?.nextPage()
  })
  await waitFor(() => expect(where(r)).toBe('/two?a.page=1&b.page=3'))
  await waitFor(() => {
    expect(both.a?.pagination.pageNo).toBe(1)
    expect(both.b?.pagination.pageNo).toBe(3)
  })
})
