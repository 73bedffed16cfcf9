// Code written for @sinoui/use-rest-page-api runs with the import changed: the default export, the same arguments.
import useRestPageApi, { RestPageApiProvider } from 'use-rest-page-api'

interface Product {
  id: string
  title: string
  price: string
}

function Products() {
  const dataSource = useRestPageApi<Product>('/api/products', [], { pageSize: 15 })
  const { pageNo, totalPages, sorts } = dataSource.pagination
  return (
    <>
      <button onClick={() => void dataSource.sortWith([{ property: 'price', direction: 'asc' }])}>Sort by price</button>
      <button onClick={() => void dataSource.query({})}>Clear filters</button>
      <ul>
        {dataSource.items.slice(0, 3).map((product) => (
          <li key={product.id}>
            {product.title}, {product.price}
          </li>
        ))}
      </ul>
      <p>
        Page {pageNo + 1} of {totalPages}; sorted by {sorts.map((sort) => sort.property).join(', ') || 'nothing'}
      </p>
      <button onClick={dataSource.nextPage}>Next</button>
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
