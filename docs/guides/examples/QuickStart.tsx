import { RestPageApiProvider, restList, useRestPageApi } from 'use-rest-page-api'

interface Product {
  id: string
  title: string
  price: string
}

// The list, defined and typed once: every hook, and a server's prefetchList, takes it as it is.
const productList = restList<Product>()('/api/products', {
  pageSize: 10,
  defaultSort: { property: 'price', direction: 'desc' }, // 'prise' would not compile
})

function Products() {
  // GET /api/products?size=10&page=0&sort=price%2Cdesc (Spring reads sort=price,desc)
  const products = useRestPageApi(productList)
  const { pageNo, totalPages, hasNext } = products.pagination
  return (
    <>
      {products.isError && <p role="alert">Could not load the products: {products.error?.message}</p>}
      <ul aria-busy={products.isFetching}>
        {products.items.map((product) => (
          <li key={product.id}>
            {product.title}: {product.price}
          </li>
        ))}
      </ul>
      <button onClick={products.prevPage} disabled={pageNo === 0}>
        Previous
      </button>
      Page {pageNo + 1} of {totalPages}
      <button onClick={products.nextPage} disabled={!hasNext}>
        Next
      </button>
    </>
  )
}

export function App() {
  return (
    // The settings of every request below: here, the signed-in user's token as a Bearer header, read per request.
    <RestPageApiProvider headers={() => ({ Authorization: `Bearer ${sessionStorage.getItem('token') ?? ''}` })}>
      <Products />
    </RestPageApiProvider>
  )
}
