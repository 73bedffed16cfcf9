import { usePathname, useRouter, useSearchParams } from 'next/navigation'
import { useEffect, useMemo, useState } from 'react'
import type { RouterNavigate } from '../core/url/routerUrlAdapter.ts'
import type { UrlAdapter } from '../core/url/UrlAdapter.ts'
import { useIsomorphicLayoutEffect } from '../react/useIsomorphicLayoutEffect.ts'
import { nextUrlAdapter, type NextRouterWrites } from './nextUrlAdapter.ts'

/** How `useNextUrlAdapter` writes the address. */
export interface NextUrlAdapterOptions {
  /**
   * Write with `history.pushState`/`replaceState`, which Next.js (14.1 and later) takes into its router:
   * `useSearchParams` and `usePathname` follow, and the page's server components are not fetched again. `false` writes
   * with `router.push`/`router.replace`, which fetch them for the new address: for a page whose server components
   * read the list's parameters themselves (they render again, and `prefetchList` runs there again). Default: `true`.
   *
   * @example
   * useNextUrlAdapter({ shallow: false }) // router.push('/products?page=1', { scroll: false })
   */
  shallow?: boolean
  /**
   * Scroll to the top of the page after a write (`router.push`'s `scroll`). A page move keeps the scroll position by
   * default; an app that wants the table's top in view can scroll itself. Default: `false`.
   *
   * @example
   * useNextUrlAdapter({ scroll: true })
   */
  scroll?: boolean
}

/**
 * The writes the page's lists made that its app router has not rendered yet: one router per document, so one object
 * per page (`useRouter()` returns a new object per component: no key). Nothing writes it while rendering (an adapter
 * is created pure; writes, `rendered` and `mount` run in effects and events), so a server never writes it.
 */
const browserWrites: NextRouterWrites = { pending: [], mounted: 0 }

/**
 * URL sync through the Next.js App Router (`next` 15 and 16): the list reads the query string from
 * `useSearchParams()`, on the server too (the request's, so the hydration render agrees), and writes it so
 * `useSearchParams`, `usePathname` and `<Link>`s see every change. The path and the hash are kept; a page move pushes
 * an entry, normalising the address on mount replaces it, and the scroll position is left alone. Back and forward,
 * `<Link>`s and `router.push` reload the list. Call it in the client component that calls `useRestPageApi`; two lists
 * there share one call, lists in different components build on each other's writes (give each a `prefix`). The
 * adapter object is the same on every render.
 *
 * On the server, `useSearchParams()` needs a request: render the page dynamically (it reads `cookies()`, `headers()`,
 * `searchParams` or `connection()`), or put the list under a `<Suspense>`, below which a statically built page renders
 * on the client only (`next build` fails otherwise, "useSearchParams() should be wrapped in a suspense boundary").
 *
 * @example
 * 'use client'
 * import { useRestPageApi } from 'use-rest-page-api'
 * import { useNextUrlAdapter } from 'use-rest-page-api/next'
 *
 * export function ProductTable() {
 *   const products = useRestPageApi<Product>('/api/products', [], {
 *     syncToUrl: { adapter: useNextUrlAdapter(), filterKeys: ['title'] },
 *   })
 *   // ...
 * }
 */
export function useNextUrlAdapter({ shallow = true, scroll = false }: NextUrlAdapterOptions = {}): UrlAdapter {
  const router = useRouter()
  // Both typed `| null` where the app also has a pages/ directory; null only outside the app router.
  const pathname = usePathname() ?? ''
  const params = useSearchParams()?.toString() ?? ''
  const search = params && `?${params}`
  const navigate = useMemo<RouterNavigate>(
    () =>
      ({ pathname, search }, { replace }) => {
        const { hash } = window.location
        if (!shallow) return router[replace ? 'replace' : 'push'](pathname + search + hash, { scroll })
        // The browser's pathname (with the app's basePath, which usePathname() leaves out). A state that is not
        // Next's own: Next copies its state in and applies the url to useSearchParams.
        window.history[replace ? 'replaceState' : 'pushState'](null, '', window.location.pathname + search + hash)
        if (scroll) window.scrollTo(0, 0)
      },
    [router, shallow, scroll],
  )
  const [adapter] = useState(() => nextUrlAdapter(pathname, search, navigate, browserWrites))
  // After the commit, so a list's effects (even in a child) read the address this render shows.
  useIsomorphicLayoutEffect(() => adapter.rendered(pathname, search, navigate), [adapter, pathname, search, navigate])
  useEffect(() => {
    const stop = adapter.mount()
    // Back and Forward, told before Next renders them, and even when it renders nothing new (a write, then Back
    // before Next rendered it).
    const onPopState = () => adapter.popped(window.location.search)
    window.addEventListener('popstate', onPopState)
    return () => {
      window.removeEventListener('popstate', onPopState)
      stop()
    }
  }, [adapter])
  return adapter
}
