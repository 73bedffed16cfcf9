import { useState } from 'react'
import { createMemoryRouter, RouterProvider, useLocation, useNavigate } from 'react-router'
import { RestPageApiProvider, useRestPageApi } from 'use-rest-page-api'
import { useReactRouterUrlAdapter } from 'use-rest-page-api/react-router'

interface Product {
  id: string
  title: string
  price: string
}

function ProductsPage() {
  const products = useRestPageApi<Product>('/api/products', [], {
    pageSize: 5,
    // The list owns page, size, sort and titleContains in the address; other parameters stay.
    defaultSearchParams: { titleContains: '' },
    syncToUrl: { adapter: useReactRouterUrlAdapter() },
  })
  const [text, setText] = useState(String(products.searchParams.titleContains ?? ''))
  const location = useLocation()
  const navigate = useNavigate()
  const { pageNo, totalPages, totalElements, hasNext } = products.pagination
  return (
    <>
      <p>
        Address: <output aria-label="Address">{location.pathname + location.search}</output>
      </p>
      <form
        onSubmit={(event) => {
          event.preventDefault()
          void products.query({ titleContains: text })
        }}
      >
        <input aria-label="Title contains" value={text} onChange={(event) => setText(event.target.value)} />
        <button type="submit">Search</button>
      </form>
      <ul>
        {products.items.map((product) => (
          <li key={product.id}>{product.title}</li>
        ))}
      </ul>
      <p>
        Page {pageNo + 1} of {totalPages}, {totalElements} products
      </p>
      <button onClick={products.prevPage} disabled={pageNo === 0}>
        Previous
      </button>
      <button onClick={products.nextPage} disabled={!hasNext}>
        Next
      </button>
      <button onClick={() => navigate(-1)}>Back</button>
    </>
  )
}

export function App() {
  // createBrowserRouter in an app; a memory router here, so the example keeps an address of its own.
  const [router] = useState(() =>
    createMemoryRouter([{ path: '/products', element: <ProductsPage /> }], { initialEntries: ['/products?tab=2'] }),
  )
  return (
    <RestPageApiProvider>
      <RouterProvider router={router} />
    </RestPageApiProvider>
  )
}
