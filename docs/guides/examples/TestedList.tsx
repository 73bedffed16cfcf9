import { useEffect, useState } from 'react'
import { useRestPageApi } from 'use-rest-page-api'
import { createSpringCollection, createTestProvider } from 'use-rest-page-api/testing'

interface Product {
  id: number
  title: string
  price: number
}

function ProductList() {
  const list = useRestPageApi<Product>('/api/products', [], { pageSize: 5 })
  return (
    <>
      <ul>
        {list.items.map((product) => (
          <li key={product.id}>{product.title}</li>
        ))}
      </ul>
      <button onClick={() => void list.nextPage()} disabled={!list.pagination.hasNext}>
        Next
      </button>
    </>
  )
}

/**
 * The testing kit in a page: a Spring Boot collection in memory as the provider's `fetch` (no msw, no network), the
 * quiet test provider, and what the collection received each time `settled()` resolved.
 */
export function TestedList() {
  const [run] = useState(() => {
    const products = createSpringCollection(
      '/api/products',
      Array.from({ length: 12 }, (_, i) => ({ id: i + 1, title: `Product ${i + 1}`, price: (i + 1) * 10 })),
    )
    return { products, api: createTestProvider({ fetch: products.fetch }) }
  })
  const [received, setReceived] = useState<string[]>([])

  useEffect(() => {
    // Each time the store has settled (no load on its way or due), show what the server received.
    let active = true
    const unsubscribe = run.api.store.subscribe(() => {
      void run.api.settled().then(() => {
        if (active) setReceived(run.products.requests.map((request) => `${request.method} ${request.path}`))
      })
    })
    return () => {
      active = false
      unsubscribe()
    }
  }, [run])

  return (
    <>
      <run.api.wrapper>
        <ProductList />
      </run.api.wrapper>
      <p>What the collection received, once settled:</p>
      <ol aria-label="Received">
        {received.map((line, i) => (
          <li key={i}>{line}</li>
        ))}
      </ol>
    </>
  )
}
