import { useSyncExternalStore } from 'react'
import { conflictsOf, type RestConflict } from '../core/store/conflictList.ts'
import { usePageStore } from './RestPageApiProvider.tsx'

/**
 * The conflicts waiting for the app under the nearest `RestPageApiProvider` (writes of lists and feeds with
 * `onConflict: 'ask'`), of one collection (a list's `baseUrl`, else its url without the query string) or of all,
 * oldest first, each with both records and its `resolve`. Renders again only when a conflict of the collection comes
 * or goes. Default: every collection.
 *
 * @example
 * function ConflictDialog() {
 *   const [conflict] = useRestConflicts<Product>('/api/products')
 *   if (!conflict) return null
 *   return (
 *     <div role="alertdialog" aria-label="Changed meanwhile">
 *       <p>Now: {conflict.server?.price ?? 'deleted'}; yours: {conflict.local?.price}</p>
 *       <button onClick={() => conflict.resolve('client')}>Keep mine</button>
 *       <button onClick={() => conflict.resolve('server')}>Use theirs</button>
 *     </div>
 *   )
 * }
 */
export function useRestConflicts<TItem = unknown>(collection?: string): readonly RestConflict<TItem>[] {
  // The store core's conflicts, not the app side of the store (`useRestPageApiStore`), which a list alone leaves out.
  const list = conflictsOf(usePageStore().entries)
  const read = () => list.snapshot(collection) as readonly RestConflict<TItem>[]
  return useSyncExternalStore(list.subscribe, read, read)
}
