import { useEffect, useState, type FormEvent } from 'react'
import { useRestPageApi, type SortInfo } from 'use-rest-page-api'

interface Product {
  id: string
  title: string
  price: string
}

const columns: { key: keyof Product; label: string }[] = [
  { key: 'id', label: 'Id' },
  { key: 'title', label: 'Title' },
  { key: 'price', label: 'Price' },
]

/** Lists and pages through the mock's products with the hook; page, sort and title filter live in the URL. */
export function ProductListPage() {
  const products = useRestPageApi<Product>('/api/products', [], {
    pageSize: 10,
    defaultSearchParams: { title: '' },
    syncToUrl: true,
  })
  const applied = String(products.searchParams.title ?? '')
  const [title, setTitle] = useState(applied)
  // Back and forward change the filter through the URL: the input follows.
  useEffect(() => setTitle(applied), [applied])
  const { pageNo, totalPages, totalElements, sorts } = products.pagination
  const sortOf = (key: string) => sorts.find((s) => s.property === key)

  const search = (event: FormEvent) => {
    event.preventDefault()
    products.query({ title })
  }
  const toggleSort = (key: string) => {
    const current = sortOf(key)
    const next: SortInfo[] =
      current?.direction === 'asc'
        ? [{ property: key, direction: 'desc' }]
        : current
          ? []
          : [{ property: key, direction: 'asc' }]
    products.sortWith(next)
  }

  return (
    <main style={{ fontFamily: 'system-ui, sans-serif', maxWidth: 720, margin: '2rem auto' }}>
      <h1>Products</h1>
      <form onSubmit={search} role="search">
        <label>
          Title <input value={title} onChange={(e) => setTitle(e.target.value)} placeholder="exact title" />
        </label>{' '}
        <button type="submit">Search</button>
      </form>
      <p aria-live="polite">
        {products.isLoading ? 'Loading…' : `${totalElements} products`}
        {products.isError && <strong role="alert"> Could not load the list: {products.error?.message}</strong>}
      </p>
      <table style={{ width: '100%', borderCollapse: 'collapse', opacity: products.isLoading ? 0.6 : 1 }}>
        <thead>
          <tr>
            {columns.map((c) => (
              <th key={c.key} style={{ textAlign: 'left' }}>
                <button type="button" onClick={() => toggleSort(c.key)}>
                  {c.label} {sortOf(c.key) ? (sortOf(c.key)?.direction === 'asc' ? '▲' : '▼') : ''}
                </button>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {products.items.length === 0 && !products.isLoading ? (
            <tr>
              <td colSpan={columns.length}>No products match.</td>
            </tr>
          ) : (
            products.items.map((p) => (
              <tr key={p.id}>
                {columns.map((c) => (
                  <td key={c.key}>{p[c.key]}</td>
                ))}
              </tr>
            ))
          )}
        </tbody>
      </table>
      <nav aria-label="pages" style={{ marginTop: '1rem' }}>
        <button type="button" onClick={products.prevPage} disabled={pageNo === 0}>
          Previous
        </button>{' '}
        Page {totalPages === 0 ? 0 : pageNo + 1} of {totalPages}{' '}
        <button type="button" onClick={products.nextPage} disabled={pageNo + 1 >= totalPages}>
          Next
        </button>
      </nav>
    </main>
  )
}
