import { RestPageApiProvider, useRestPageApi, useRestPageApiStore } from 'use-rest-page-api'

interface Product {
  id: string
  title: string
  price: string
}

function Products() {
  const products = useRestPageApi<Product>('/api/products', [], { pageSize: 5 })
  const store = useRestPageApiStore()
  const { pageNo, totalPages, hasNext } = products.pagination
  // Another query's rows while its page loads, or a page shown again whose reload has not answered.
  const dimmed = products.isPlaceholderData || (products.isStale && products.isFetching)
  const answered = products.dataUpdatedAt ? new Date(products.dataUpdatedAt).toLocaleTimeString() : 'never'
  return (
    <>
      <table aria-busy={products.isFetching}>
        <tbody className={dimmed ? 'is-stale' : undefined}>
          {products.items.map((product) => (
            <tr key={product.id}>
              <td>{product.title}</td>
              <td>{product.price}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p>
        Page {pageNo + 1} of {totalPages}
      </p>
      <button onClick={products.prevPage} disabled={pageNo === 0}>
        Previous
      </button>
      <button onClick={products.nextPage} disabled={!hasNext}>
        Next
      </button>
      {/* What another tab's write, a focus or an interval does: the collection's pages go stale and reload. */}
      <button onClick={() => store.invalidate('/api/products')}>Invalidate</button>
      <ul aria-label="Freshness">
        <li>{`isLoading: ${products.isLoading}`}</li>
        <li>{`isFetching: ${products.isFetching}`}</li>
        <li>{`isStale: ${products.isStale}`}</li>
        <li>{`isPlaceholderData: ${products.isPlaceholderData}`}</li>
        <li>{`dataUpdatedAt: ${answered}`}</li>
      </ul>
    </>
  )
}

export function App() {
  return (
    // A slow server: the docs' mock waits as long as x-mock-delay says (1.5 s) before it answers.
    <RestPageApiProvider headers={{ 'x-mock-delay': '1500' }}>
      <Products />
    </RestPageApiProvider>
  )
}
