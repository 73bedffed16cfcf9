import { lazy, Suspense, useMemo, useState, type ComponentType, type ReactNode } from 'react'
import { useSWRConfig } from 'swr/_internal'
import type { RestPageApiSettings } from '../core/RestPageApiOptions.ts'
import { listCacheOf } from '../react/listCacheOf.ts'
import { RestPageApiProvider, useHttpSettings } from '../react/RestPageApiProvider.tsx'
import { createRequestLog } from './createRequestLog.ts'
import type { DevtoolsPanelProps } from './DevtoolsPanel.tsx'

// Replaced by the app's bundler (Vite, webpack, Next), as React's own `process.env.NODE_ENV` is.
declare const process: { env: { NODE_ENV?: string } }

/** The panel, in a chunk of its own, fetched when the devtools first render; never part of a production build. */
const Panel: ComponentType<DevtoolsPanelProps> | undefined =
  process.env.NODE_ENV !== 'production' ? lazy(() => import('./DevtoolsPanel.tsx')) : undefined

export interface RestPageApiDevtoolsProps {
  children?: ReactNode
  /** Open the panel at once (otherwise a button in a corner opens it). Default: `false`. */
  initialIsOpen?: boolean
  /** Show the devtools in development; `false` hides them there too. Production builds never have them. Default: `true`. */
  enabled?: boolean
}

/**
 * Devtools for the lists below it (TanStack Query's devtools, for `useRestPageApi`): a panel of every list on screen
 * with its query, every cache entry and its state (fresh, stale, loading, failed, evicted), the requests the lists
 * sent (method, url, status, time) and the writes on their way. Put it inside `RestPageApiProvider`, around the app:
 * it gives the lists below a fetch that logs their requests (the provider's own fetch underneath), and renders the
 * panel, loaded lazily. In a production build (`process.env.NODE_ENV === 'production'`) it renders its children
 * and nothing else, and the panel's code is left out.
 *
 * @example
 * <RestPageApiProvider headers={auth}>
 *   <RestPageApiDevtools>
 *     <App />
 *   </RestPageApiDevtools>
 * </RestPageApiProvider>
 */
export function RestPageApiDevtools({ children, initialIsOpen = false, enabled = true }: RestPageApiDevtoolsProps) {
  if (!Panel || !enabled) return <>{children}</>
  return (
    <Instrumented Panel={Panel} initialIsOpen={initialIsOpen}>
      {children}
    </Instrumented>
  )
}

function Instrumented({
  Panel,
  initialIsOpen,
  children,
}: {
  Panel: ComponentType<DevtoolsPanelProps>
  initialIsOpen: boolean
  children?: ReactNode
}) {
  const settings = useHttpSettings()
  const [log] = useState(() => createRequestLog())
  const inner = settings.fetch
  const fetch = useMemo(() => log.wrap((input, init) => (inner ?? globalThis.fetch)(input, init)), [log, inner])
  const { cache } = useSWRConfig()
  const logged = { ...settings, fetch } as RestPageApiSettings
  return (
    <RestPageApiProvider {...logged}>
      {children}
      <Suspense fallback={null}>
        <Panel log={log} cache={listCacheOf(cache)} initialIsOpen={initialIsOpen} />
      </Suspense>
    </RestPageApiProvider>
  )
}
