import { useState, type FormEvent } from 'react'
import { RestPageApiProvider, restList, useRestPageApi } from 'use-rest-page-api'

interface Product {
  id: string
  title: string
  price: string
}

// Page, sort and titleContains in the address (?page=1&sort=price%2Cdesc&titleContains=pen), Back included.
const productList = restList<Product>()('/api/products', {
  pageSize: 5,
  defaultSearchParams: { titleContains: '' },
  syncToUrl: true,
})

function ProductTable() {
  const products = useRestPageApi(productList)
  const [failure, setFailure] = useState('')
  const { pageNo, totalPages, hasNext, sorts } = products.pagination
  const sortBy = (property: 'title' | 'price') => {
    const ascending = sorts[0]?.property === property && sorts[0].direction === 'asc'
    void products.sortWith([{ property, direction: ascending ? 'desc' : 'asc' }])
  }
  const search = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    void products.query({ titleContains: String(new FormData(event.currentTarget).get('titleContains')) })
  }
  return (
    <>
      <form onSubmit={search}>
        <input
          name="titleContains"
          aria-label="Title contains"
          defaultValue={products.searchParams.titleContains ?? ''}
        />
        <button type="submit">Search</button>
      </form>
      {products.isError && <p role="alert">{products.error?.message}</p>}
      {failure && <p role="alert">{failure}</p>}
      <table aria-busy={products.isFetching}>
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
          {products.items.map((product) => (
            <tr key={product.id}>
              <td>{product.title}</td>
              <td>{product.price}</td>
              <td>
                {/* The row leaves once the server agrees, then the page reloads; a page left empty moves back one. */}
                <button onClick={() => products.remove(product.id).catch((error: Error) => setFailure(error.message))}>
                  Delete
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <button onClick={products.prevPage} disabled={pageNo === 0}>
        Previous
      </button>
      <span>
        Page {pageNo + 1} of {totalPages}
      </span>
      <button onClick={products.nextPage} disabled={!hasNext}>
        Next
      </button>
    </>
  )
}

// #region once
export function App() {
  return (
    <RestPageApiProvider>
      <ProductTable />
    </RestPageApiProvider>
  )
}
// #endregion once
