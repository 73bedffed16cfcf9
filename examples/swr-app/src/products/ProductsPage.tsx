import { useSWRConfig } from 'swr'
import { useRestPageApi } from 'use-rest-page-api'
import { useHydrated } from '../useHydrated.ts'
import { NewProductForm } from './NewProductForm.tsx'
import { Pager } from './Pager.tsx'
import { ProductTable } from './ProductTable.tsx'
import { productListOptions, productsUrl, type Product } from './productList.ts'

/** The products: a list whose pages sit in the app's SWR cache, so SWR's own `mutate` reloads it too. */
export function ProductsPage() {
  const products = useRestPageApi<Product>(productsUrl, [], productListOptions)
  const { mutate } = useSWRConfig()
  const hydrated = useHydrated()
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
      {/* Every key of the cache, the list's pages among them: SWR's way to say "reload what is shown". */}
      <button type="button" className="quiet" disabled={!hydrated} onClick={() => void mutate(() => true)}>
        Reload from the server
      </button>
    </main>
  )
}
