import { lazy, type ReactNode } from 'react'
import { developmentDevtools } from './DevelopmentDevtools.tsx'
import { ProductionDevtools } from './ProductionDevtools.ts'

// Replaced by the app's bundler (Vite, webpack, Next), as React's own `process.env.NODE_ENV` is.
declare const process: { env: { NODE_ENV?: string } }

/** The props of `RestPageApiDevtools`. */
export interface RestPageApiDevtoolsProps {
  /** The app, whose lists the devtools watch. Default: none. */
  children?: ReactNode
  /** Open the panel at once (otherwise a button in a corner opens it). Default: `false`. */
  initialIsOpen?: boolean
  /** Show the devtools in development; `false` hides them there too. Production builds never have them. Default: `true`. */
  enabled?: boolean
}

/**
 * Devtools for the lists below it (TanStack Query's devtools, for `useRestPageApi`): a panel of every list on screen
 * with its query, every store entry and its state (fresh, stale, loading, failed, evicted), the requests the lists
 * sent (method, url, status, time) and the writes on their way. Put it inside `RestPageApiProvider`, around the app:
 * it gives the lists below a fetch that logs their requests, and renders the panel, loaded lazily.
 *
 * A production build has none of it: bundlers that apply the `production` export condition (Vite, webpack, Next.js)
 * take an entry whose `RestPageApiDevtools` renders its children and imports nothing; the others (esbuild) take this
 * module, where `process.env.NODE_ENV === 'production'` leaves the same component and the panel's `import()` sits in
 * the branch the bundler drops, so no chunk of it is written (TanStack's pattern, without its unused chunk).
 *
 * @example
 * <RestPageApiProvider headers={auth}>
 *   <RestPageApiDevtools>
 *     <App />
 *   </RestPageApiDevtools>
 * </RestPageApiProvider>
 */
export const RestPageApiDevtools: (props: RestPageApiDevtoolsProps) => ReactNode =
  process.env.NODE_ENV === 'production'
    ? ProductionDevtools
    : /* @__PURE__ */ developmentDevtools(/* @__PURE__ */ lazy(() => import('./DevtoolsPanel.tsx')))
