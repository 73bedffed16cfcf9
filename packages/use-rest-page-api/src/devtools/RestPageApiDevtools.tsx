import type { ReactNode } from 'react'
import { DevelopmentDevtools } from './DevelopmentDevtools.tsx'

// Replaced by the app's bundler (Vite, webpack, Next), as React's own `process.env.NODE_ENV` is.
declare const process: { env: { NODE_ENV?: string } }

export interface RestPageApiDevtoolsProps {
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
 * it gives the lists below a fetch that logs their requests, and renders the panel, loaded lazily. In a production
 * build (`process.env.NODE_ENV === 'production'`) it is a component that renders its children, and a bundler leaves
 * everything else out (TanStack's pattern).
 *
 * @example
 * <RestPageApiProvider headers={auth}>
 *   <RestPageApiDevtools>
 *     <App />
 *   </RestPageApiDevtools>
 * </RestPageApiProvider>
 */
export const RestPageApiDevtools: (props: RestPageApiDevtoolsProps) => ReactNode =
  process.env.NODE_ENV === 'production' ? ({ children }) => children : DevelopmentDevtools
