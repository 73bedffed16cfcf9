'use client'
import { useSuspenseRestPageApi } from 'use-rest-page-api'
import { useNextUrlAdapter } from 'use-rest-page-api/next'
import { PRODUCTS_URL, productListOptions, type Product } from '../../lib/products'

/**
 * The list under `<Suspense>`: it renders once its first page is there (the one the server is streaming, which the
 * browser does not ask for), and never shows the fallback again: a page move keeps the rows until the next page is in.
 */
export function StreamedProductTable() {
  const products = useSuspenseRestPageApi<Product>(PRODUCTS_URL, [], {
    ...productListOptions,
    syncToUrl: { adapter: useNextUrlAdapter() },
  })
  const { pageNo, totalPages, totalElements } = products.pagination
  return (
    <>
      {products.isError && <p role="alert">The next products could not be loaded.</p>}
      <table aria-busy={products.isFetching}>
        <thead>
          <tr>
            <th>Id</th>
            <th>Title</th>
            <th>Price</th>
          </tr>
        </thead>
        <tbody>
          {products.items.map((product) => (
            <tr key={product.id}>
              <td>{product.id}</td>
              <td>{product.title}</td>
              <td>{product.price}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <nav aria-label="Pages">
        <button type="button" onClick={products.prevPage} disabled={pageNo === 0}>
          Back
        </button>
        <span>
          Page {pageNo + 1} of {totalPages} ({totalElements} products)
        </span>
        <button type="button" onClick={products.nextPage} disabled={pageNo + 1 >= totalPages}>
          Next
        </button>
      </nav>
    </>
  )
}
