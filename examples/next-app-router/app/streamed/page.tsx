import { cookies } from 'next/headers'
import { redirect } from 'next/navigation'
import { Suspense } from 'react'
import { RestPageHydrationBoundary } from 'use-rest-page-api'
import { createRestPageStore, prefetchList } from 'use-rest-page-api/server'
import { apiSettings, SESSION_COOKIE } from '../../lib/api'
import { PRODUCTS_URL, productListOptions } from '../../lib/products'
import { searchOf, type SearchParams } from '../../lib/search'
import { StreamedProductTable } from './StreamedProductTable'

/**
 * A server component that does not wait for the API: the shell (the heading and the fallback) goes out at once, and
 * the rows in the same response when the API answers. The page still loading is handed to the client as a promise.
 */
export default async function StreamedProductsPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const token = (await cookies()).get(SESSION_COOKIE)?.value
  if (!token) redirect('/sign-in')
  const serverUrl = searchOf(await searchParams)
  const store = createRestPageStore() // one per request
  // Not awaited: the load is on its way when the store is dehydrated below, and goes to the client as a promise.
  void prefetchList(
    store,
    PRODUCTS_URL,
    { ...productListOptions, syncToUrl: true },
    { ...apiSettings(token), serverUrl },
  )
  return (
    <main>
      <h1>Products, streamed</h1>
      <RestPageHydrationBoundary state={store.dehydrate({ pending: true })}>
        <Suspense
          fallback={
            <p role="status" aria-live="polite">
              Loading the products…
            </p>
          }
        >
          <StreamedProductTable />
        </Suspense>
      </RestPageHydrationBoundary>
    </main>
  )
}
