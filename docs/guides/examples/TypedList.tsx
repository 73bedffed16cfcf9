import { useState } from 'react'
import { RestPageApiProvider, restList, useRestPageApi, type DataSourceOf } from 'use-rest-page-api'

interface Product {
  id: string
  title: string
  price: string
}

// The list, defined and typed once, at module level: the item type given, the filters (titleContains: a string)
// and the sorts (a key of Product) inferred from the options. Hooks and a server's prefetchList take it as it is.
export const productList = restList<Product>()('/api/products', {
  pageSize: 5,
  defaultSort: { property: 'price', direction: 'desc' },
  defaultSearchParams: { titleContains: '' },
})

/** A component that shows the list: its prop is typed from the definition. */
function ProductTable({ products }: { products: DataSourceOf<typeof productList> }) {
  const sortBy = (property: keyof Product) =>
    void products.sortWith([{ property, direction: property === 'price' ? 'desc' : 'asc' }])
  return (
    <table>
      <thead>
        <tr>
          <th>
            <button onClick={() => sortBy('title')}>Title</button>
          </th>
          <th>
            <button onClick={() => sortBy('price')}>Price</button>
          </th>
        </tr>
      </thead>
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

function Products() {
  // GET /api/products?size=5&page=0&sort=price%2Cdesc
  const products = useRestPageApi(productList)
  const [text, setText] = useState('')
  const { pageNo, totalPages, totalElements } = products.pagination
  return (
    <>
      <form
        onSubmit={(event) => {
          event.preventDefault()
          // { titelContains: text } or { titleContains: 3 } would not compile.
          void products.query({ titleContains: text })
        }}
      >
        <input aria-label="Title contains" value={text} onChange={(event) => setText(event.target.value)} />
        <button type="submit">Search</button>
      </form>
      <ProductTable products={products} />
      <p>
        Page {pageNo + 1} of {totalPages}, {totalElements} products
      </p>
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
