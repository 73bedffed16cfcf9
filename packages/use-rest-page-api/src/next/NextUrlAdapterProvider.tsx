import type { ReactNode } from 'react'
import { RestPageUrlAdapterProvider } from '../react/RestPageUrlAdapterProvider.tsx'
import { useNextUrlAdapter, type NextUrlAdapterOptions } from './useNextUrlAdapter.ts'

/** The props of `NextUrlAdapterProvider`: how it writes the address (`useNextUrlAdapter`'s options), and the app. */
export interface NextUrlAdapterProviderProps extends NextUrlAdapterOptions {
  /** The part of the app whose lists use it. Default: none. */
  children?: ReactNode
}

/**
 * The Next.js App Router as the address bar of every synced list below it (nuqs's `<NuqsAdapter>`): `syncToUrl: true`
 * is then enough, with no adapter per list (one given to a list still wins). A client component: put it in a layout,
 * inside `RestPageApiProvider`; the store and the settings are that provider's. The adapter is
 * `useNextUrlAdapter(options)`'s, made once (so `shallow` and `scroll` are read as `useNextUrlAdapter` reads them).
 *
 * @example
 * // app/providers.tsx
 * 'use client'
 * import { RestPageApiProvider } from 'use-rest-page-api'
 * import { NextUrlAdapterProvider } from 'use-rest-page-api/next'
 *
 * export function Providers({ children }: { children: React.ReactNode }) {
 *   return (
 *     <RestPageApiProvider>
 *       <NextUrlAdapterProvider>{children}</NextUrlAdapterProvider>
 *     </RestPageApiProvider>
 *   )
 * }
 */
export function NextUrlAdapterProvider({ children, ...options }: NextUrlAdapterProviderProps) {
  return <RestPageUrlAdapterProvider adapter={useNextUrlAdapter(options)}>{children}</RestPageUrlAdapterProvider>
}
