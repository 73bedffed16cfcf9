import { focusManager, onlineManager, RestPageApiProvider, useRestPageApi } from 'use-rest-page-api'

interface Product {
  id: string
  title: string
  price: string
}

// The docs' mock answers a request that carries x-mock-fault with that status: here, the next request fails once.
let failNext = false
const headers = (): HeadersInit => {
  if (!failNext) return {}
  failNext = false
  return { 'x-mock-fault': '503' }
}

/** What another tab's save tells this one: a message on the package's channel, naming the collection. */
function anotherTabSaves() {
  const otherTab = new BroadcastChannel('use-rest-page-api')
  otherTab.postMessage({ invalidate: '/api/products' })
  otherTab.close()
}

function Products() {
  // Every option left to its default: page size 15, no sort, every reload on its own on, 3 retries.
  const products = useRestPageApi<Product>('/api/products')
  const { pageNo, totalPages } = products.pagination
  return (
    <>
      <p>
        {products.items.length} rows, page {pageNo + 1} of {totalPages}
        {products.isFetching && ', reloading'}
      </p>
      {products.isError && <p role="alert">{products.error?.message}</p>}
      <button onClick={() => focusManager.emit()}>The window regains focus</button>{' '}
      <button onClick={() => onlineManager.emit()}>The browser is back online</button>{' '}
      <button onClick={anotherTabSaves}>Another tab saves a product</button>{' '}
      <button onClick={() => (failNext = true)}>The server fails the next request</button>
    </>
  )
}

export function App() {
  return (
    <RestPageApiProvider headers={headers}>
      <Products />
    </RestPageApiProvider>
  )
}
