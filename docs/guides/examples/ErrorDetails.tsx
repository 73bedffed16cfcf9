import { useState } from 'react'
import { RestError, RestPageApiProvider, useRestPageApi } from 'use-rest-page-api'

interface Product {
  id: string
  title: string
}

/** What a failed load says, field by field: what to look at first when a list shows no rows. */
function ErrorPanel({ error }: { error: unknown }) {
  if (!(error instanceof RestError)) return <p role="alert">{String(error)}</p>
  // The server's own words: Spring Boot's error body, here with the fields it refused.
  const body = error.body as { errors?: { field: string; message: string }[] } | undefined
  return (
    <dl role="alert" aria-label="Error">
      <dt>kind</dt>
      <dd>{error.kind}</dd>
      <dt>status</dt>
      <dd>{error.status}</dd>
      <dt>request</dt>
      <dd>
        {error.method} {error.url}
      </dd>
      <dt>message</dt>
      <dd>{error.message}</dd>
      <dt>the server says</dt>
      <dd>{body?.errors?.map((e) => `${e.field}: ${e.message}`).join('; ')}</dd>
    </dl>
  )
}

function Products() {
  // A typo in a filter's name: the server refuses what it does not know.
  const [filter, setFilter] = useState('titel')
  const products = useRestPageApi<Product>('/api/products', [], {
    pageSize: 5,
    defaultSearchParams: { [filter]: '钢笔' },
  })
  return (
    <>
      {products.isError && <ErrorPanel error={products.error} />}
      <button onClick={() => setFilter('titleContains')}>Fix the filter</button>{' '}
      <button onClick={() => void products.reload()}>Try again</button>
      <ul>
        {products.items.map((product) => (
          <li key={product.id}>{product.title}</li>
        ))}
      </ul>
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
