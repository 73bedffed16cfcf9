import { RestPageApiProvider, useRestPageApi } from 'use-rest-page-api'

interface Product {
  id: string
  title: string
  price: string
}

function Products() {
  // GET /api/products?size=5&page=0&sort=price%2Cdesc (Spring reads it as sort=price,desc)
  const products = useRestPageApi<Product>('/api/products', [], {
    pageSize: 5,
    defaultSort: { property: 'price', direction: 'desc' },
  })
  const { pageNo, totalPages, totalElements, hasNext } = products.pagination

  if (products.isError && products.items.length === 0)
    return (
      <p role="alert">
        Could not load the products: {products.error?.message} <button onClick={products.reload}>Try again</button>
      </p>
    )
  if (products.isLoading && products.items.length === 0) return <p>Loading…</p>
  return (
    <>
      <table>
        <thead>
          <tr>
            <th>Title</th>
            <th>Price</th>
          </tr>
        </thead>
        {/* While the next page loads, the previous page's rows stay: dim them. */}
        <tbody data-placeholder={products.isPlaceholderData}>
          {products.items.map((product) => (
            <tr key={product.id}>
              <td>{product.title}</td>
              <td>{product.price}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p>
        Page {pageNo + 1} of {totalPages}, {totalElements} products
      </p>
      <button onClick={products.prevPage} disabled={pageNo === 0}>
        Previous
      </button>
      <button onClick={products.nextPage} disabled={!hasNext}>
        Next
      </button>
    </>
  )
}

export function App() {
  return (
    <RestPageApiProvider>
      <Products />
    </RestPageApiProvider>
  )
}
