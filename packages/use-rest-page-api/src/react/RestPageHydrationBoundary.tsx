import { useRef, type ReactNode } from 'react'
import { useIsomorphicLayoutEffect } from './useIsomorphicLayoutEffect.ts'
import type { DehydratedPages } from '../core/store/createRestPageStore.ts'
import { withStoreApi } from '../core/store/withStoreApi.ts'
import { DEV } from '../core/http/dev.ts'
import { PREFIX } from '../core/http/RestError.ts'
import { isServer } from '../core/store/isServer.ts'
import { useHttpSettings, usePageStore, useProvidedStore } from './RestPageApiProvider.tsx'

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
  const provided = useProvidedStore()
  const store = withStoreApi(usePageStore())
  // On a server, outside any provider, the store is this render's own: the lists below would never see its pages.
  if (!provided && isServer())
    throw new Error(
      `${PREFIX}RestPageHydrationBoundary needs a RestPageApiProvider${DEV ? ' around it on a server, one per request' : ''}`,
    )
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
