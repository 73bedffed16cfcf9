import type { ReactNode } from 'react'
import { SWRConfig } from 'swr'
import { RestPageApiProvider, type DehydratedPages } from 'use-rest-page-api'
import { useSWRRestPageStore } from 'use-rest-page-api/swr'
import { ProductsPage } from './products/ProductsPage.tsx'

export interface AppProps {
  /** The pages the server loaded (`store.dehydrate()`), SWR's `fallback`. */
  fallback: DehydratedPages
  /** On the server: the address it renders (path and query), which the lists read. */
  serverUrl?: string
}

/**
 * The app, on the server and in the browser alike. A cache of its own per render (`provider`): on a server, SWR's
 * default cache is one for the process, which would keep one request's pages for the next.
 */
export function App({ fallback, serverUrl }: AppProps) {
  return (
    <SWRConfig value={{ fallback, provider: () => new Map() }}>
      <Lists serverUrl={serverUrl}>
        <ProductsPage />
      </Lists>
    </SWRConfig>
  )
}

/** The lists' pages live in the SWR cache around them. */
function Lists({ serverUrl, children }: { serverUrl: string | undefined; children: ReactNode }) {
  return (
    <RestPageApiProvider store={useSWRRestPageStore()} {...(serverUrl === undefined ? {} : { serverUrl })}>
      {children}
    </RestPageApiProvider>
  )
}
