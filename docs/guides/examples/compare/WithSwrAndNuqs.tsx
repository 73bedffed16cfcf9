import { parseAsInteger, parseAsString, useQueryStates } from 'nuqs'
import { NuqsAdapter } from 'nuqs/adapters/react'
import { useState, type FormEvent } from 'react'
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
// #endregion once

// Page, sort and titleContains in the address; push, so Back returns to the previous page.
const productSearch = {
  page: parseAsInteger.withDefault(0),
  sort: parseAsString.withDefault(''),
  titleContains: parseAsString.withDefault(''),
}

function ProductTable() {
  const [search, setSearch] = useQueryStates(productSearch, { history: 'push' })
  const [failure, setFailure] = useState('')
  const params = new URLSearchParams({ size: '5', page: String(search.page) })
  if (search.sort) params.set('sort', search.sort)
  if (search.titleContains) params.set('titleContains', search.titleContains)
  const products = useSWR(`/api/products?${params}`, (url: string) => request<Page<Product>>(url), {
    keepPreviousData: true,
  })
  const page = products.data
  const remove = (id: string) =>
    request<void>(`/api/products/${encodeURIComponent(id)}`, { method: 'DELETE' })
      .then(() => products.mutate())
      .catch((error: Error) => setFailure(error.message))
  const sortBy = (property: 'title' | 'price') =>
    void setSearch({ page: 0, sort: search.sort === `${property},asc` ? `${property},desc` : `${property},asc` })
  const find = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    void setSearch({ page: 0, titleContains: String(new FormData(event.currentTarget).get('titleContains')) })
  }
  return (
    <>
      <form onSubmit={find}>
        <input name="titleContains" aria-label="Title contains" defaultValue={search.titleContains} />
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
      <button onClick={() => void setSearch({ page: search.page - 1 })} disabled={search.page === 0}>
        Previous
      </button>
      <span>
        Page {search.page + 1} of {page?.totalPages ?? 0}
      </span>
      <button onClick={() => void setSearch({ page: search.page + 1 })} disabled={!page || page.last}>
        Next
      </button>
    </>
  )
}

// #region once
export function App() {
  return (
    <NuqsAdapter>
      <ProductTable />
    </NuqsAdapter>
  )
}
// #endregion once
