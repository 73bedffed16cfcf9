import { StrictMode } from 'react'
import { renderToString } from 'react-dom/server'
import { createRestPageStore, prefetchList, type DehydratedPages } from 'use-rest-page-api/server'
import { App } from './App.tsx'
import { productListOptions, productsUrl } from './products/productList.ts'

/**
 * Renders the address `url` (path and query) on the server: the page of the list it names is loaded first and handed
 * over as SWR's `fallback`, for the HTML and for the browser's hydration.
 */
export async function render(url: string): Promise<{ html: string; fallback: DehydratedPages }> {
  const store = createRestPageStore() // one per request
  await prefetchList(store, productsUrl, productListOptions, { serverUrl: url })
  const fallback = store.dehydrate()
  const html = renderToString(
    <StrictMode>
      <App fallback={fallback} serverUrl={url} />
    </StrictMode>,
  )
  return { html, fallback }
}
