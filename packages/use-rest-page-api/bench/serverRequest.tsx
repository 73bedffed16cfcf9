import { renderToString } from 'react-dom/server'
import { RestPageApiProvider, RestPageHydrationBoundary, useRestPageApi } from '../src/index.ts'
import {
  createRestPageStore,
  prefetchList,
  type RestPageApiOptions,
  type RestPageApiSettings,
} from '../src/server/index.ts'

interface Product {
  id: string
  title: string
  price: string
}

const options: RestPageApiOptions<Product, unknown> = { pageSize: 15, syncToUrl: true }

function Products({ url }: { url: string }) {
  const products = useRestPageApi<Product>(url, [], options)
  return (
    <table aria-busy={products.isLoading}>
      <caption>
        page {products.pagination.pageNo + 1} of {products.pagination.totalPages}
      </caption>
      <tbody>
        {products.items.map((product) => (
          <tr key={product.id}>
            <td>{product.title}</td>
            <td>{product.price}</td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}

/**
 * One request a server answers, as the Server rendering guide's recipe: a store of the request's own, the page of the
 * address prefetched with the settings the client's provider gets too (the token from the request's cookie), the
 * pages dehydrated, and a provider, a hydration boundary and the list rendered to HTML.
 *
 * @example
 * const html = await serverRequest('http://localhost:3000/api/products', '/products?page=2', token)
 */
export async function serverRequest(url: string, address: string, token: string): Promise<string> {
  const settings: RestPageApiSettings = { headers: { Authorization: `Bearer ${token}` }, serverUrl: address }
  const store = createRestPageStore()
  await prefetchList(store, url, options, settings)
  const pages = store.dehydrate()
  return renderToString(
    <RestPageApiProvider {...settings}>
      <RestPageHydrationBoundary state={pages}>
        <Products url={url} />
      </RestPageHydrationBoundary>
    </RestPageApiProvider>,
  )
}
