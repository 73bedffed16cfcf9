import type { ReactNode } from 'react'
import useSWR, { SWRConfig, useSWRConfig } from 'swr'
import { RestPageApiProvider, sendRequest, useHttpSettings, useRestPageApi } from 'use-rest-page-api'
import { useSWRRestPageStore } from 'use-rest-page-api/swr'

interface Product {
  id: string
  title: string
  price: string
}

/** The lists keep their pages in the cache of the SWRConfig around them. */
function Lists({ children }: { children: ReactNode }) {
  return <RestPageApiProvider store={useSWRRestPageStore()}>{children}</RestPageApiProvider>
}

function Products() {
  const products = useRestPageApi<Product>('/api/products', [], { pageSize: 5 })
  // A single record through plain useSWR, with the provider's headers, time-out and errors.
  const settings = useHttpSettings()
  const first = useSWR('/api/products/1', (url: string) =>
    sendRequest(settings, { method: 'GET', url }).then((response) => response.body as Product),
  )
  const { mutate } = useSWRConfig()
  // A list page's SWR key is its request as JSON text: ["/api/products?page=0&size=5"].
  const refreshProducts = () => mutate((key) => typeof key === 'string' && key.startsWith('["/api/products?'))
  return (
    <>
      <p>Product 1: {first.data?.title ?? '…'}</p>
      <ul>
        {products.items.map((product) => (
          <li key={product.id}>{product.title}</li>
        ))}
      </ul>
      <button onClick={() => void refreshProducts()}>Refresh through SWR</button>
    </>
  )
}

export function App() {
  return (
    <SWRConfig value={{ provider: () => new Map() }}>
      <Lists>
        <Products />
      </Lists>
    </SWRConfig>
  )
}
