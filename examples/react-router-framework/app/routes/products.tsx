import { redirect, type ShouldRevalidateFunctionArgs } from 'react-router'
import { RestPageHydrationBoundary, useRestPageApi } from 'use-rest-page-api'
import { useReactRouterUrlAdapter } from 'use-rest-page-api/react-router'
import { createRestPageStore, prefetchList } from 'use-rest-page-api/server'
import { apiSettings } from '../api.ts'
import { NewProductForm } from '../products/NewProductForm.tsx'
import { Pager } from '../products/Pager.tsx'
import { ProductTable } from '../products/ProductTable.tsx'
import { productListOptions, productsUrl, type Product } from '../products/productList.ts'
import { readToken } from '../session.server.ts'
import type { Route } from './+types/products'

// On the server, per request: the page the address names, loaded with the user's token, handed to the browser.
export async function loader({ request }: Route.LoaderArgs) {
  const token = await readToken(request)
  const { pathname, search } = new URL(request.url)
  if (!token) throw redirect(`/sign-in?${new URLSearchParams({ next: pathname + search })}`)
  const store = createRestPageStore() // one per request, never shared between users
  await prefetchList(store, productsUrl, productListOptions, { ...apiSettings(token), serverUrl: search })
  return { pages: store.dehydrate() }
}

// Once hydrated, the list loads its own pages: a move changes only the query string, and needs no loader.
export function shouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return currentUrl.pathname === nextUrl.pathname ? false : defaultShouldRevalidate
}

export function meta() {
  return [{ title: 'Products · React Router framework mode' }]
}

export default function Products({ loaderData }: Route.ComponentProps) {
  return (
    <RestPageHydrationBoundary state={loaderData.pages}>
      <ProductList />
    </RestPageHydrationBoundary>
  )
}

function ProductList() {
  const products = useRestPageApi<Product>(productsUrl, [], {
    ...productListOptions,
    syncToUrl: { adapter: useReactRouterUrlAdapter() },
  })
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
