import { useEffect, useRef, useState } from 'react'
import { hydrateRoot, type Root } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { RestPageApiProvider, RestPageHydrationBoundary, useRestPageApi, type DehydratedPages } from 'use-rest-page-api'
import { createRestPageStore, prefetchList, type RestPageApiOptions } from 'use-rest-page-api/server'

interface Product {
  id: string
  title: string
  price: string
}

// One module both sides import: the same url and options, so the server and the browser ask for the same page.
const productsUrl = '/api/products'
const productListOptions = {
  pageSize: 5,
  defaultSort: { property: 'price', direction: 'desc' },
} satisfies RestPageApiOptions<Product, unknown>

function ProductList() {
  const products = useRestPageApi<Product>(productsUrl, [], productListOptions)
  const { pageNo, totalPages, hasNext } = products.pagination
  return (
    <>
      <ul>
        {products.items.map((product) => (
          <li key={product.id}>
            {product.title}, {product.price}
          </li>
        ))}
      </ul>
      <p>
        Page {pageNo + 1} of {totalPages}
      </p>
      <button onClick={products.nextPage} disabled={!hasNext}>
        Next
      </button>
    </>
  )
}

/** The app, on the server and in the browser alike: the list shows the pages the server loaded, with no request. */
function App({ pages }: { pages: DehydratedPages }) {
  return (
    <RestPageApiProvider>
      <RestPageHydrationBoundary state={pages}>
        <ProductList />
      </RestPageHydrationBoundary>
    </RestPageApiProvider>
  )
}

/** What a server does for each request: a store of its own, the list's first page, the HTML and the pages. */
async function renderOnServer(): Promise<{ html: string; pages: DehydratedPages }> {
  const store = createRestPageStore() // one per request, never shared
  await prefetchList(store, productsUrl, productListOptions)
  const pages = store.dehydrate() // plain JSON: the server writes it into the page for the browser
  return { html: renderToString(<App pages={pages} />), pages }
}

/**
 * Both sides in this page, one after the other: the server's render (its one request goes to the mock like any
 * other), then the browser's `hydrateRoot` over that HTML with the same pages, which asks the server for nothing.
 */
export function ServerThenBrowser() {
  const [rendered, setRendered] = useState<{ html: string; pages: DehydratedPages }>()
  const [hydrated, setHydrated] = useState(false)
  const container = useRef<HTMLDivElement>(null)
  const root = useRef<Root>(undefined)

  useEffect(() => {
    // The HTML as the browser receives it. React never renders into this element itself: hydrateRoot takes it over.
    if (container.current && rendered && !root.current) container.current.innerHTML = rendered.html
  }, [rendered])
  useEffect(() => () => root.current?.unmount(), [])

  function hydrate() {
    if (!container.current || !rendered) return
    root.current = hydrateRoot(container.current, <App pages={rendered.pages} />)
    setHydrated(true)
  }

  return (
    <>
      <button onClick={() => void renderOnServer().then(setRendered)} disabled={rendered !== undefined}>
        1. Render on the server
      </button>
      <button onClick={hydrate} disabled={!rendered || hydrated}>
        2. Hydrate in the browser
      </button>
      <p role="status">
        {hydrated
          ? 'Hydrated: the list is live, from the pages the server handed over.'
          : rendered
            ? `The server's HTML (${rendered.html.length} characters) and ${Object.keys(rendered.pages).length} page, not interactive yet.`
            : 'Nothing rendered yet.'}
      </p>
      <div ref={container} aria-label="The page" />
    </>
  )
}
