import { useState } from 'react'
import { RestPageApiProvider, useRestPageApi } from 'use-rest-page-api'

interface Product {
  id: string
  title: string
  price: string
}

/** The same collection, as each of Spring's page shapes writes it. */
const shapes = {
  'Page (PageImpl)': '/api/products',
  PagedModel: '/api/v2/products',
  'HAL (Spring Data REST)': '/api/hal/products',
  Slice: '/api/slice/products',
}
type Shape = keyof typeof shapes

function Products({ url }: { url: string }) {
  // No transformListResponse: the hook reads every shape into one `pagination`.
  const products = useRestPageApi<Product>(url, [], { pageSize: 5 })
  const { pageNo, totalPages, totalElements, totalKnown, hasNext } = products.pagination
  return (
    <>
      <ul>
        {products.items.map((product) => (
          <li key={product.id}>
            {product.title}, {product.price}
          </li>
        ))}
      </ul>
      <p>
        {totalKnown
          ? `Page ${pageNo + 1} of ${totalPages}, ${totalElements} products`
          : `Page ${pageNo + 1}${hasNext ? ', more follow' : ', the last'}`}
      </p>
      <button onClick={products.prevPage} disabled={pageNo === 0}>
        Previous
      </button>
      <button onClick={products.nextPage} disabled={!hasNext}>
        Next
      </button>
    </>
  )
}

export function App() {
  const [shape, setShape] = useState<Shape>('Page (PageImpl)')
  return (
    <RestPageApiProvider>
      <label>
        Server answers as{' '}
        <select value={shape} onChange={(event) => setShape(event.target.value as Shape)}>
          {Object.keys(shapes).map((name) => (
            <option key={name}>{name}</option>
          ))}
        </select>
      </label>
      {/* A new url takes effect as it is; the key also starts the list afresh, on its first page. */}
      <Products key={shape} url={shapes[shape]} />
    </RestPageApiProvider>
  )
}
