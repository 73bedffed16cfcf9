import { cookies } from 'next/headers'
import { redirect } from 'next/navigation'
import { createRestPageStore, prefetchList } from 'use-rest-page-api/server'
import { apiSettings, SESSION_COOKIE } from '../../lib/api'
import { PRODUCTS_URL, productListOptions } from '../../lib/products'
import { searchOf, type SearchParams } from '../../lib/search'
import { signOut } from '../sign-in/actions'
import { ProductList } from './ProductList'

/** A server component: loads the page the address asks for, with the signed-in user's token, per request. */
export default async function ProductsPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  // Reading the cookie makes the page dynamic: rendered per request, so useSearchParams() has the request's query.
  const token = (await cookies()).get(SESSION_COOKIE)?.value
  if (!token) redirect('/sign-in')
  const store = createRestPageStore() // one per request
  let refused = false
  await prefetchList(
    store,
    PRODUCTS_URL,
    { ...productListOptions, syncToUrl: true },
    { ...apiSettings(token), onUnauthorized: () => void (refused = true), serverUrl: searchOf(await searchParams) },
  )
  // The API no longer knows the session.
  if (refused) redirect('/sign-in')
  return (
    <main>
      <h1>Products</h1>
      <form action={signOut}>
        <button type="submit">Sign out</button>
      </form>
      <ProductList pages={store.dehydrate()} />
    </main>
  )
}
