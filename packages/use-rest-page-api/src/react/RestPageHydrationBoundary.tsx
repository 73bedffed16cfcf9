import { useContext, type ReactNode } from 'react'
import type { DehydratedPages } from '../core/store/storeTypes.ts'
import type { StreamedPages } from '../core/store/streamedPages.ts'
import { withStoreApi } from '../core/store/withStoreApi.ts'
import { DEV } from '../core/http/dev.ts'
import { PREFIX } from '../core/http/RestError.ts'
import { isServer } from '../core/store/isServer.ts'
import { HandedPages, useHttpSettings, usePageStore, useProvidedStore } from './RestPageApiProvider.tsx'
import { useIsomorphicLayoutEffect } from './useIsomorphicLayoutEffect.ts'

/** The props of `RestPageHydrationBoundary`. */
export interface RestPageHydrationBoundaryProps {
  /**
   * Pages a server loaded (`store.dehydrate()` there), and with `dehydrate({ pending: true })` those it was still
   * loading (promises React streams): a list waits for those instead of loading them itself.
   */
  state: DehydratedPages | StreamedPages | undefined
  /** The part of the app whose lists show those pages. Default: none. */
  children?: ReactNode
}

/**
 * Hands pages a server loaded to the lists below and the store of the provider around it (TanStack Query's
 * `HydrationBoundary`): the lists render those rows on the server and in the hydration render alike, and send no
 * request for them until they go stale. A page newer than the one the store holds (by the time of its answer)
 * replaces it, an older one is ignored. Nothing is written while rendering: the lists read the pages from the boundary
 * until it hands them to the store, after the commit.
 *
 * @example
 * <RestPageHydrationBoundary state={pages}>
 *   <Products />
 * </RestPageHydrationBoundary>
 */
export function RestPageHydrationBoundary({ state, children }: RestPageHydrationBoundaryProps) {
  const provided = useProvidedStore()
  const core = usePageStore()
  const outer = useContext(HandedPages)
  // On a server, outside any provider, the store is this render's own: the lists below would never see its pages.
  if (!provided && isServer())
    throw new Error(
      `${PREFIX}RestPageHydrationBoundary needs a RestPageApiProvider${DEV ? ' around it on a server, one per request' : ''}`,
    )
  const settings = useHttpSettings()
  useIsomorphicLayoutEffect(() => {
    if (state) withStoreApi(core).hydrate(state, settings)
  }, [core, state, settings])
  // Pages still loading ride along as they are: a list reads a streamed one as no page until its answer is there.
  const handed = state as DehydratedPages | undefined
  return (
    <HandedPages.Provider value={outer && handed ? { ...outer, ...handed } : (handed ?? outer)}>
      {children}
    </HandedPages.Provider>
  )
}
