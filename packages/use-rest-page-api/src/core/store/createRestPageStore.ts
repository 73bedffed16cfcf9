import type { ListPage } from '../types.ts'
import { createStoreCore } from './createStoreCore.ts'
import type { RestPageStore, StoreLink } from './storeTypes.ts'
export type { RestWrite, RestWriteFailure, RestWrites } from './writeLog.ts'
import { withStoreApi, type PageStore } from './withStoreApi.ts'
import { attachOutbox } from '../outbox/attachOutbox.ts'

export type { PageStore } from './withStoreApi.ts'
export type {
  DehydratedPages,
  ListPageRequest,
  RestPageStore,
  StoreEntryInfo,
  StoreEvent,
  StoreLink,
  StoreSettings,
} from './storeTypes.ts'

/**
 * The whole store (`createStoreCore` with `withStoreApi`): what lists, an app and bridges use of it.
 *
 * @example
 * const store = createPageStore<Page>(swrLink)
 */
export const createPageStore = <TData>(link?: StoreLink<TData>, pages?: Record<string, TData>): PageStore<TData> =>
  withStoreApi(createStoreCore(link, pages))

/**
 * A store for the lists of a `RestPageApiProvider` (`<RestPageApiProvider store={store}>`), made outside React: one
 * per request on a server, or one an app keeps to `clear()` on sign-out. `link` is for bridges
 * (`use-rest-page-api/swr`). Without a `store`, each provider makes its own.
 *
 * @example
 * const store = createRestPageStore()
 * store.invalidate('/api/products') // every list of the collection reloads
 * store.clear() // sign-out
 */
export const createRestPageStore = ((link?: StoreLink<ListPage<unknown, unknown>>) =>
  withStoreApi(attachOutbox(createStoreCore(link)))) as (link?: StoreLink<ListPage<unknown, unknown>>) => RestPageStore
