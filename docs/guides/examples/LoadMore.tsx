import { RestPageApiProvider } from 'use-rest-page-api'
import { useInfiniteRestPageApi } from 'use-rest-page-api/infinite'

interface Product {
  id: string
  title: string
  price: string
}

function Feed() {
  // GET /api/products?size=10&page=0, then page=1, page=2... appended in order.
  const feed = useInfiniteRestPageApi<Product>('/api/products', [], { pageSize: 10 })
  return (
    <>
      <ol>
        {feed.items.map((product) => (
          <li key={product.id}>{product.title}</li>
        ))}
      </ol>
      <p>
        {feed.items.length} of {feed.pagination.totalElements} products
      </p>
      {feed.hasMore && (
        <button onClick={feed.loadMore} disabled={feed.isLoadingMore}>
          {feed.isLoadingMore ? 'Loading…' : 'Load more'}
        </button>
      )}
    </>
  )
}

export function App() {
  return (
    <RestPageApiProvider>
      <Feed />
    </RestPageApiProvider>
  )
}
