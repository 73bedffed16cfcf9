import type { ListPageRequest } from '../store/storeTypes.ts'
import type { RestPageStorage } from './RestPageStorage.ts'

/**
 * `createRestPageStore({ persist })`: list pages written to a storage after each load, and read back by the next store
 * on that storage (a reload), shown at once and reloaded once in the background (TanStack Query's per-query persister).
 * Only the server's pages are written: never a page still loading, nor rows of a write the server has not answered.
 *
 * @example
 * const store = createRestPageStore({ persist: { storage: localStorage, maxAge: 60 * 60 * 1000 } })
 */
export interface PersistOptions {
  /**
   * Where the pages go: `localStorage`, `sessionStorage`, `indexedDbStorage()` of `use-rest-page-api/persist`, or any
   * `RestPageStorage`.
   */
  storage: RestPageStorage
  /**
   * Milliseconds a written page may be restored for, counted from its answer: an older one is dropped (and removed)
   * when read. Default: `86400000` (24 hours, TanStack Query's persister default).
   *
   * @example
   * createRestPageStore({ persist: { storage: localStorage, maxAge: 15 * 60 * 1000 } })
   */
  maxAge?: number
  /**
   * A version of what is stored: a page written under another buster is dropped (and removed), as is everything
   * written by another version of the package. Change it when the shape of your rows changes. Default: the package's
   * version.
   *
   * @example
   * createRestPageStore({ persist: { storage: localStorage, buster: `app-${APP_VERSION}` } })
   */
  buster?: string
  /**
   * Which list pages are written and restored, by their request. Default: every list page (single resources,
   * `useRestResource`, are never persisted).
   *
   * @example
   * createRestPageStore({
   *   persist: { storage: localStorage, filter: (request) => !request.url.includes('/api/admin/') },
   * })
   */
  filter?: (request: ListPageRequest) => boolean
}
