import { useRef, type ReactNode } from 'react'
import { useIsomorphicLayoutEffect } from './useIsomorphicLayoutEffect.ts'
import type { DehydratedPages } from '../core/store/createRestPageStore.ts'
import { useHttpSettings, usePageStore } from './RestPageApiProvider.tsx'

/** The props of `RestPageHydrationBoundary`. */
export interface RestPageHydrationBoundaryProps {
  /** Pages a server loaded (`store.dehydrate()` there). */
  state: DehydratedPages | undefined
  /** The part of the app whose lists show those pages. Default: none. */
  children?: ReactNode
}

/**
 * Hands pages a server loaded to the store of the provider around it, before the lists below render (TanStack
 * Query's `HydrationBoundary`): they render those rows on the server and in the hydration render alike, and send
 * no request for them until they go stale. A page the store already holds is kept.
 *
 * @example
 * <RestPageHydrationBoundary state={pages}>
 *   <Products />
 * </RestPageHydrationBoundary>
 */
export function RestPageHydrationBoundary({ state, children }: RestPageHydrationBoundaryProps) {
  const store = usePageStore(true)
  const settings = useHttpSettings()
  const seen = useRef<DehydratedPages>(undefined)
  // While rendering, before the lists below read the store, and quietly (a list elsewhere must not update while this
  // renders): hydrating only adds pages the store lacks, so a render React throws away leaves nothing wrong behind.
  if (state && seen.current !== state) {
    seen.current = state
    store.hydrate(state, false, settings)
  }
  // Then lists already on screen hear of the pages.
  useIsomorphicLayoutEffect(() => store.notify(), [store, state])
  return <>{children}</>
}
