import type { ListPage } from '../types.ts'
import { createStoreCore } from './createStoreCore.ts'
import { createPersistence } from '../persist/createPersistence.ts'
import type { PersistOptions } from '../persist/PersistOptions.ts'
import type { RestPageStore, StoreLink } from './storeTypes.ts'
export type { RestWrite, RestWriteFailure, RestWrites } from './writeLog.ts'
import { withStoreApi, type PageStore } from './withStoreApi.ts'
import { attachOutbox } from '../outbox/attachOutbox.ts'

export type { PageStore } from './withStoreApi.ts'
export type { PersistOptions } from '../persist/PersistOptions.ts'
export type { RestPageStorage } from '../persist/RestPageStorage.ts'
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

/** The options of `createRestPageStore`. */
export interface RestPageStoreOptions {
  /**
   * A bridge to another library's cache (`use-rest-page-api/swr`). The older positional form,
   * `createRestPageStore(link)`, still works. Default: none.
   */
  link?: StoreLink<ListPage<unknown, unknown>>
  /**
   * Persisted pages: each list page is written to `storage` after it loads, and the next store on that storage (a
   * reload) shows it at once, before any answer, and reloads it once in the background. Pages still loading and rows
   * of writes the server has not answered are never written; `store.clear()` removes them all. With server rendering
   * the server's pages win: a stored page applies only after hydration, and only where it is newer. Default: none
   * (nothing is persisted).
   *
   * @example
   * import { indexedDbStorage } from 'use-rest-page-api/persist'
   * const store = createRestPageStore({ persist: { storage: indexedDbStorage() } })
   */
  persist?: PersistOptions
  /**
   * Record writes (`save`, `update`, `remove`) made while the browser is offline, or that find no network, wait in the
   * store's outbox with their optimistic rows shown, and go out when it is back online, before any list reloads;
   * persisted with the pages when `persist` is on. Default: `true`.
   *
   * @example
   * const store = createRestPageStore({ outbox: false }) // offline writes fail at once, as before
   */
  outbox?: boolean
}

/** A link's members are functions; the options' `link` is an object. */
const isLink = (
  arg: RestPageStoreOptions | StoreLink<ListPage<unknown, unknown>>,
): arg is StoreLink<ListPage<unknown, unknown>> =>
  typeof (arg as StoreLink<unknown>).write == 'function' ||
  typeof (arg as StoreLink<unknown>).link == 'function' ||
  typeof (arg as StoreLink<unknown>).loaded == 'function'

/**
 * A store for the lists of a `RestPageApiProvider` (`<RestPageApiProvider store={store}>`), made outside React: one
 * per request on a server, or one an app keeps to `clear()` on sign-out, to persist its pages (`persist`) or to send
 * writes made offline later (`outbox`). Without a `store`, each provider makes its own, with neither.
 *
 * @example
 * const store = createRestPageStore({ persist: { storage: localStorage } })
 * store.invalidate('/api/products') // every list of the collection reloads
 * store.clear() // sign-out: the persisted pages go too
 */
export function createRestPageStore(options?: RestPageStoreOptions): RestPageStore
/**
 * The positional form of a bridge (`use-rest-page-api/swr`): `createRestPageStore({ link })`.
 *
 * @example
 * const store = createRestPageStore(link)
 */
export function createRestPageStore(link: StoreLink<ListPage<unknown, unknown>>): RestPageStore
export function createRestPageStore(
  options: RestPageStoreOptions | StoreLink<ListPage<unknown, unknown>> = {},
): RestPageStore {
  const { link, persist, outbox = true } = isLink(options) ? { link: options } : options
  // A link of the store's own when persisting: the persistence hears each answer through it.
  const core = createStoreCore(persist ? { ...link } : link)
  // Its own module, imported here alone: a provider's own store never carries it, nor does a list's bundle.
  const persistence = persist ? createPersistence(core, persist) : undefined
  // Writes wait in the outbox without network (kept with the pages when persisting).
  if (outbox) attachOutbox(core, { persistence })
  const store = withStoreApi(core)
  if (persistence) {
    const { clear } = store
    // Sign-out: nothing of this user is ever restored. The storage is emptied first: the lists on screen ask for their
    // keys again as the store empties, and must read nothing back.
    store.clear = () => {
      void persistence.clear()
      clear()
    }
  }
  return store as unknown as RestPageStore
}
