'use client'
import { useState } from 'react'
import { RestPageHydrationBoundary, useRestPageApi, type DehydratedPages } from 'use-rest-page-api'
import { useNextUrlAdapter } from 'use-rest-page-api/next'
import { PRODUCTS_URL, productListOptions, type Product } from '../../lib/products'
import { CreateProduct } from './CreateProduct'

/** The pages the server loaded go to the provider's store before the list below renders. */
export function ProductList({ pages }: { pages: DehydratedPages }) {
  return (
    <RestPageHydrationBoundary state={pages}>
      <ProductTable />
    </RestPageHydrationBoundary>
  )
}

function ProductTable() {
  const products = useRestPageApi<Product>(PRODUCTS_URL, [], {
    ...productListOptions,
    syncToUrl: { adapter: useNextUrlAdapter() },
  })
  const [failed, setFailed] = useState('')
  const { pageNo, totalPages, totalElements } = products.pagination
  return (
    <>
      <CreateProduct onCreate={(product) => products.save(product)} />
      {products.isError && <p role="alert">The products could not be loaded.</p>}
      {failed && <p role="alert">{failed} was not deleted.</p>}
      <table aria-busy={products.isFetching}>
        <thead>
          <tr>
            <th>Id</th>
            <th>Title</th>
            <th>Price</th>
            <th />
          </tr>
        </thead>
        <tbody>
          {products.items.map((product) => (
            <tr key={product.id}>
              <td>{product.id}</td>
              <td>{product.title}</td>
              <td>{product.price}</td>
              <td>
                <button type="button" onClick={() => products.remove(product.id).catch(() => setFailed(product.title))}>
                  Delete {product.title}
                </button>
              </td>
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
