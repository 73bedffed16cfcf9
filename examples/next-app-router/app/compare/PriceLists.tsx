'use client'
import { RestPageHydrationBoundary, useRestPageApi, type DehydratedPages } from 'use-rest-page-api'
import { useNextUrlAdapter } from 'use-rest-page-api/next'
import { PRODUCTS_URL, priceLists, type Product } from '../../lib/products'

export function PriceLists({ pages }: { pages: DehydratedPages }) {
  return (
    <RestPageHydrationBoundary state={pages}>
      <PriceList name="cheapest" />
      <PriceList name="dearest" />
    </RestPageHydrationBoundary>
  )
}

/** One list, in a component of its own: its adapter and its sibling's build on each other's writes. */
function PriceList({ name }: { name: keyof typeof priceLists }) {
  const { prefix, ...options } = priceLists[name]
  const products = useRestPageApi<Product>(PRODUCTS_URL, [], {
    ...options,
    syncToUrl: { prefix, adapter: useNextUrlAdapter() },
  })
  const { pageNo, totalPages } = products.pagination
  return (
    <section aria-label={name}>
      <h2>{name === 'cheapest' ? 'Cheapest' : 'Dearest'}</h2>
      <table aria-busy={products.isFetching}>
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
      <nav aria-label={`${name} pages`}>
        <button type="button" onClick={products.prevPage} disabled={pageNo === 0}>
          Back
        </button>
        <span>
          Page {pageNo + 1} of {totalPages}
        </span>
        <button type="button" onClick={products.nextPage} disabled={pageNo + 1 >= totalPages}>
          Next
        </button>
      </nav>
    </section>
  )
}
