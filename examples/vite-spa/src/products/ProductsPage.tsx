import { useRestPageApi } from 'use-rest-page-api'
import { useReactRouterUrlAdapter } from 'use-rest-page-api/react-router'
import { NewProductForm } from './NewProductForm.tsx'
import { Pager } from './Pager.tsx'
import { ProductTable } from './ProductTable.tsx'
import { productsUrl, type Product } from './productList.ts'

/** The quick start as a page: ten products a page, dearest first, page and sort in the address. */
export function ProductsPage() {
  const products = useRestPageApi<Product>(productsUrl, [], {
    pageSize: 10,
    defaultSort: { property: 'price', direction: 'desc' },
    syncToUrl: { adapter: useReactRouterUrlAdapter() },
  })
  // GET /api/products?size=10&page=0&sort=price,desc
  return (
    <main>
      <h1>Products</h1>
      <NewProductForm onCreate={(product) => products.save(product)} />
      {products.isError && <p role="alert">Could not load the products: {products.error?.message}</p>}
      <ProductTable
        products={products.items}
        sorts={products.pagination.sorts}
        stale={products.isPlaceholderData}
        onSortByPrice={(direction) => products.sortWith([{ property: 'price', direction }])}
        onDelete={(product) => products.remove(product.id)}
      />
      <Pager pagination={products.pagination} onPrevious={products.prevPage} onNext={products.nextPage} />
    </main>
  )
}
