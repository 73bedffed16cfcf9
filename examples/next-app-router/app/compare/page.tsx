import { cookies } from 'next/headers'
import { redirect } from 'next/navigation'
import { createRestPageStore, prefetchList } from 'use-rest-page-api/server'
import { apiSettings, SESSION_COOKIE } from '../../lib/api'
import { PRODUCTS_URL, priceLists } from '../../lib/products'
import { searchOf, type SearchParams } from '../../lib/search'
import { PriceLists } from './PriceLists'

/** Two lists of one collection on one page, each with its own part of the address (`cheap.page`, `dear.page`). */
export default async function ComparePage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const token = (await cookies()).get(SESSION_COOKIE)?.value
  if (!token) redirect('/sign-in')
  const store = createRestPageStore()
  const settings = { ...apiSettings(token), serverUrl: searchOf(await searchParams) }
  await Promise.all(
    Object.values(priceLists).map(({ prefix, ...options }) =>
      prefetchList(store, PRODUCTS_URL, { ...options, syncToUrl: { prefix } }, settings),
    ),
  )
  return (
    <main>
      <h1>Cheapest and dearest</h1>
      <PriceLists pages={store.dehydrate()} />
    </main>
  )
}
