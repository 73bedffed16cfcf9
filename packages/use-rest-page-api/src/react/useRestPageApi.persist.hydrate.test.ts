import type { Product } from 'form-mock-server'
import { act, createElement } from 'react'
import { renderToString } from 'react-dom/server'
import { afterEach, expect, it, vi } from 'vitest'
import { holdAnswers } from '../../../../test/heldAnswers.ts'
import { hydrateInBrowser, type Hydrated } from '../../../../test/hydrateInBrowser.ts'
import { memoryStorage } from '../../../../test/memoryStorage.ts'
import { ORIGIN, setupMockApi } from '../../../../test/mockApi.ts'
import { createRestPageStore, type DehydratedPages, type RestPageStore } from '../core/store/createRestPageStore.ts'
import { prefetchList } from '../core/store/prefetchList.ts'
import { listKey } from '../core/store/listKey.ts'
import { encodeStored, STORAGE_PREFIX } from '../core/persist/storedValue.ts'
import { PACKAGE_VERSION } from '../core/persist/version.ts'
import { RestPageApiProvider } from './RestPageApiProvider.tsx'
import { RestPageHydrationBoundary } from './RestPageHydrationBoundary.tsx'
import { useRestPageApi } from './useRestPageApi.ts'

// Persisted pages with server rendering: the server's pages win. A stored page is restored when a list observes its
// key, after the commit, so the hydration render is the server's whatever the storage holds; it then applies only
// where it is newer than the page the store holds. This file runs in node (the server), then in a jsdom window.
const api = setupMockApi({ auth: false })
const url = `${ORIGIN}/api/products`
const name = STORAGE_PREFIX + listKey(url, { pageNo: 0, pageSize: 15, sorts: [], searchParams: {} }, {})
const lists = () => api.lines().filter((line) => line.startsWith('GET /api/products?'))

function List() {
  const list = useRestPageApi<Product>(url)
  return createElement(
    'ul',
    null,
    list.items.map((item) => createElement('li', { key: item.id }, item.title)),
  )
}
const app = (store: RestPageStore, pages: DehydratedPages | undefined) =>
  createElement(
    RestPageApiProvider,
    { store },
    pages ? createElement(RestPageHydrationBoundary, { state: pages }, createElement(List)) : createElement(List),
  )
const titlesOf = (products: readonly Product[]) => products.map((product) => product.title).join('')

/** A storage holding page 1 as an earlier visit wrote it `age` ms ago, every title marked. */
async function storageWith(age: number) {
  const storage = memoryStorage()
  const earlier = createRestPageStore()
  const page = await prefetchList(earlier, url)
  const items = (page?.items as Product[]).map((item) => ({ ...item, title: `stored ${item.title}` }))
  storage.map.set(name, encodeStored(PACKAGE_VERSION, Date.now() - age, 'page', { ...page, items }))
  return storage
}
/** The server: a store of the request's own, page 1 prefetched, rendered and handed over. */
async function serverRender(handed: boolean) {
  expect(typeof window).toBe('undefined')
  const server = createRestPageStore()
  if (handed) await prefetchList(server, url)
  const pages = handed ? (JSON.parse(JSON.stringify(server.dehydrate())) as DehydratedPages) : undefined
  return { html: renderToString(app(server, pages)), pages }
}

let browser: Hydrated | undefined
afterEach(() => {
  browser?.unmount()
  browser = undefined
  vi.unstubAllGlobals()
})

it('hydrates the server page with no mismatch, and never replaces it with an older stored one, nor reloads it', async () => {
  const storage = await storageWith(60_000)
  const { html, pages } = await serverRender(true)
  const server = titlesOf(api.db.products.slice(0, 15))
  expect(html.replace(/<[^>]*>/g, '')).toBe(server)
  api.clear()

  const store = createRestPageStore({ persist: { storage } })
  browser = await hydrateInBrowser(html, app(store, pages), `${ORIGIN}/products`)
  expect(browser.errors).toEqual([])
  const root = browser.root
  await act(() => store.settled())
  await act(() => new Promise((resolve) => setTimeout(resolve, 20)))
  expect(root.textContent).toBe(server)
  expect(lists()).toEqual([])
  expect(browser.errors).toEqual([])
})

it('hydrates with no mismatch when the storage holds a newer page: it applies after the commit, and reloads once', async () => {
  // A page the storage holds from after the server's render (another tab, a clock ahead): newer, so it applies.
  const storage = await storageWith(-60_000)
  const { html, pages } = await serverRender(true)
  api.clear()

  const store = createRestPageStore({ persist: { storage } })
  browser = await hydrateInBrowser(html, app(store, pages), `${ORIGIN}/products`)
  expect(browser.errors).toEqual([])
  const root = browser.root
  await act(() => vi.waitFor(() => expect(lists()).toHaveLength(1)))
  await act(() => store.settled())
  expect(root.textContent).toBe(titlesOf(api.db.products.slice(0, 15)))
  expect(browser.errors).toEqual([])
})

it('hydrates a server render with no page handed over, then shows the stored rows and reloads them once', async () => {
  const storage = await storageWith(60_000)
  const { html } = await serverRender(false)
  expect(html).toBe('<ul></ul>')
  api.clear()
  const held = holdAnswers(api)

  const store = createRestPageStore({ persist: { storage } })
  browser = await hydrateInBrowser(html, app(store, undefined), `${ORIGIN}/products`)
  expect(browser.errors).toEqual([])
  const root = browser.root
  expect(root.querySelectorAll('li')).toHaveLength(15)
  expect(root.querySelector('li')?.textContent).toMatch(/^stored /)
  await act(() => held.waitFor(1))
  await act(() => held.releaseAll())
  await act(() => store.settled())
  expect(root.textContent).toBe(titlesOf(api.db.products.slice(0, 15)))
  expect(lists()).toHaveLength(1)
})
