import { RestPageApiProvider } from 'use-rest-page-api'
import { useInfiniteRestPageApi } from 'use-rest-page-api/infinite'
import { keysetPaging } from 'use-rest-page-api/keyset'

interface Product {
  id: string
  title: string
  price: string
}

function Feed() {
  const feed = useInfiniteRestPageApi<Product>('/api/products', [], {
    pageSize: 10,
    defaultSort: { property: 'price', direction: 'desc' },
    // No page numbers: each request asks for the rows after the last one loaded.
    keyset: keysetPaging(),
  })
  return (
    <>
      <ol>
        {feed.items.map((product) => (
          <li key={product.id}>
            {product.title}, {product.price}
          </li>
        ))}
      </ol>
      {feed.hasMore ? (
        <button onClick={feed.loadMore} disabled={feed.isLoadingMore}>
          Load more
        </button>
      ) : (
        <p>That is all: {feed.items.length} products.</p>
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
