import { act, render } from '@testing-library/react'
import { startTransition, Suspense, useEffect, useState } from 'react'
import { expect, it, vi } from 'vitest'
import type { UrlAdapter } from '../core/url/UrlAdapter.ts'
import { useNextUrlAdapter } from './useNextUrlAdapter.ts'

// What Next's hooks return to the component rendering now: the page's pathname and query string.
const next = vi.hoisted(() => ({ pathname: '/products', search: '' }))
vi.mock('next/navigation', () => ({
  usePathname: () => next.pathname,
  useSearchParams: () => new URLSearchParams(next.search),
  useRouter: () => ({ push: () => {}, replace: () => {} }),
}))

const adapters: Record<string, UrlAdapter> = {}

/** A page with a list's adapter, handed to the test once committed. */
function Page({ name }: { name: string }) {
  const adapter = useNextUrlAdapter()
  useEffect(() => {
    adapters[name] = adapter
  }, [name, adapter])
  return <p>{name}</p>
}

/** A page whose data never comes: a transition to it suspends, and React keeps the page on screen. */
function Suspended(): never {
  throw new Promise(() => {})
}

let goToOrders = () => {}
function App() {
  const [page, setPage] = useState('products')
  useEffect(() => {
    goToOrders = () => startTransition(() => setPage('orders'))
  }, [])
  return (
    <Suspense fallback={<p>loading</p>}>
      {page === 'products' ? (
        <Page key="products" name="products" />
      ) : (
        <>
          <Page key="orders" name="orders" />
          <Suspended />
        </>
      )}
    </Suspense>
  )
}

it('keeps the writes of the page on screen when React throws away a render of another page’s list', async () => {
  const { rerender, getByText } = render(<App />)
  const products = adapters.products!
  const told = vi.fn()
  products.subscribe(told)
  act(() => products.write('?page=2', 'push'))
  // A <Link> to /orders: Next renders the page in a transition, its list's adapter created, and the page suspends.
  next.pathname = '/orders'
  await act(async () => goToOrders())
  next.pathname = '/products'
  expect(getByText('products')).toBeTruthy()
  expect(products.read()).toBe('?page=2')
  // Next renders the write: nothing the list did not know.
  next.search = '?page=2'
  rerender(<App />)
  expect([products.read(), told.mock.calls.length]).toEqual(['?page=2', 0])
})
