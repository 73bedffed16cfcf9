import { useState, useSyncExternalStore, type FormEvent } from 'react'
import useSWR from 'swr'

interface Product {
  id: string
  title: string
  price: string
}

/** The part of Spring's `Page` the table reads. */
interface Page<T> {
  content: T[]
  number: number
  totalPages: number
  last: boolean
}

// #region once
/** One JSON request; a non-2xx status throws. */
async function request<T>(url: string, init?: RequestInit): Promise<T> {
  const response = await fetch(url, { ...init, headers: { Accept: 'application/json' } })
  if (!response.ok) throw new Error(`${init?.method ?? 'GET'} ${url} answered ${response.status}`)
  return (response.status === 204 ? undefined : await response.json()) as T
}

// The address's query string as React state: Back and Forward (popstate), and this app's own pushes.
const listeners = new Set<() => void>()
function subscribe(listener: () => void) {
  listeners.add(listener)
  window.addEventListener('popstate', listener)
  return () => {
    listeners.delete(listener)
    window.removeEventListener('popstate', listener)
  }
}
function useSearchParams(): [URLSearchParams, (changes: Record<string, string>) => void] {
  const search = useSyncExternalStore(subscribe, () => window.location.search)
  const update = (changes: Record<string, string>) => {
    const next = new URLSearchParams(window.location.search)
    // A value equal to its default ('' or page 0) leaves the address.
    for (const [key, value] of Object.entries(changes)) {
      if (value === '' || (key === 'page' && value === '0')) next.delete(key)
      else next.set(key, value)
    }
    const query = next.toString()
    window.history.pushState(window.history.state, '', `${window.location.pathname}${query ? `?${query}` : ''}`)
    listeners.forEach((listener) => listener())
  }
  return [new URLSearchParams(search), update]
}
// #endregion once

function ProductTable() {
  const [address, setAddress] = useSearchParams()
  const pageNo = Math.max(0, Number.parseInt(address.get('page') ?? '0', 10) || 0)
  const sort = address.get('sort') ?? ''
  const titleContains = address.get('titleContains') ?? ''
  const [failure, setFailure] = useState('')
  const params = new URLSearchParams({ size: '5', page: String(pageNo) })
  if (sort) params.set('sort', sort)
  if (titleContains) params.set('titleContains', titleContains)
  const products = useSWR(`/api/products?${params}`, (url: string) => request<Page<Product>>(url), {
    keepPreviousData: true,
  })
  const page = products.data
  const remove = (id: string) =>
    request<void>(`/api/products/${encodeURIComponent(id)}`, { method: 'DELETE' })
      .then(() => products.mutate())
      .catch((error: Error) => setFailure(error.message))
  const sortBy = (property: 'title' | 'price') =>
    setAddress({ page: '0', sort: sort === `${property},asc` ? `${property},desc` : `${property},asc` })
  const find = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    setAddress({ page: '0', titleContains: String(new FormData(event.currentTarget).get('titleContains')) })
  }
  return (
    <>
      <form onSubmit={find}>
        <input name="titleContains" aria-label="Title contains" defaultValue={titleContains} />
        <button type="submit">Search</button>
      </form>
      {products.error && <p role="alert">{(products.error as Error).message}</p>}
      {failure && <p role="alert">{failure}</p>}
      <table aria-busy={products.isValidating}>
        <thead>
          <tr>
            <th>
              <button onClick={() => sortBy('title')}>Title</button>
            </th>
            <th>
              <button onClick={() => sortBy('price')}>Price</button>
            </th>
          </tr>
        </thead>
        <tbody>
          {page?.content.map((product) => (
            <tr key={product.id}>
              <td>{product.title}</td>
              <td>{product.price}</td>
              <td>
                {/* The row stays until the page reloads; only this page reloads, a page left empty stays empty. */}
                <button onClick={() => void remove(product.id)}>Delete</button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <button onClick={() => setAddress({ page: String(pageNo - 1) })} disabled={pageNo === 0}>
        Previous
      </button>
      <span>
        Page {pageNo + 1} of {page?.totalPages ?? 0}
      </span>
      <button onClick={() => setAddress({ page: String(pageNo + 1) })} disabled={!page || page.last}>
        Next
      </button>
    </>
  )
}

// #region once
export function App() {
  return <ProductTable />
}
// #endregion once
