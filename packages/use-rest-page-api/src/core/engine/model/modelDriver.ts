// The one module of the engine's model that reaches the package: every other file of model/ imports only this one.
// It stands for the hosts of the engine (a page that renders two lists and a feed over one store, a browser's
// history or a React Router data router) and reaches the engine only through what a host reaches:
// - test/engineHarness.ts: `engine(kind, options, { store, settings, url })` (its `now`, `disconnect` and `connect`)
//   and `memoryUrlAdapter(initial)`;
// - `createRestPageStore()` (with its outbox) and `createPageStore()`, and the store's public members: `invalidate`, `clear`, `hydrate`, `dehydrate`, `settled`,
//   `inspect`;
// - the members of a list's and a feed's result: `items`, `pagination` (`pageNo`, `pageSize`, `sorts`,
//   `totalElements`), `searchParams`, `isLoading`, `isFetching`, `isError`, `nextPage`, `prevPage`, `fetch`,
//   `sortWith`, `query`, `reload`, `loadMore`, `save`, `update`, `remove`;
// - the options `pageSize`, `optimistic`, `syncToUrl`, `prefetchNextPage`, `revalidateOnFocus`,
//   `revalidateOnReconnect`, `crossTab`,
//   `maxPages`, `defaultSort`, and the settings `fetch`, `timeoutMs`, `crossTab`, `revalidateOnReconnect`;
// - the channel other tabs of the origin hear on, as documented (a `BroadcastChannel` named `use-rest-page-api`,
//   messages `{ invalidate: collection }`);
// - `routerUrlAdapter(location, navigate, shared, { deferred, basename })` with its `update`, driven as
//   useReactRouterUrlAdapter drives it.
// A rewrite of the engine that keeps these keeps the model running unchanged.
import { createMemoryRouter } from 'react-router'
import { engine, memoryUrlAdapter } from '../../../../../../test/engineHarness.ts'
import { createSpringCollection } from '../../../testing/createSpringCollection.ts'
import { createPageStore, createRestPageStore, type DehydratedPages } from '../../store/createRestPageStore.ts'
import type { ListPage } from '../../types.ts'
import { routerUrlAdapter, type RouterLocation, type RouterNavigate } from '../../url/routerUrlAdapter.ts'
import type { UrlAdapter } from '../../url/UrlAdapter.ts'

// The model's server is a Spring collection from the testing kit (use-rest-page-api/testing), reached through here too.
export { createSpringCollection }
export type { DehydratedPages }

/** A record of the model's collection. */
export interface Product {
  id: string
  title: string
  price: number
}

/** The three views of one store: a list synced with the address, a second list, and a load-more feed. */
export type ViewName = 'list' | 'other' | 'feed'
/** The lists among them (the moves of a paged list). */
export type ListName = Exclude<ViewName, 'feed'>
/** Where the synced list's address lives: the harness's in-memory history, or a React Router memory router. */
export type Flavour = 'memory' | 'router' | 'router-basename'

export interface Sort {
  property: 'title' | 'price'
  direction: 'asc' | 'desc'
}

/** The query a view shows: what the server is asked for (the feed's `pageNo` is its last loaded page). */
export interface ShownQuery {
  pageNo: number
  pageSize: number
  sorts: Sort[]
  /** The title filter; `undefined` or `''` for none. */
  title: string | undefined
}

/** What a host renders of a view. */
export interface Shown extends ShownQuery {
  items: Product[]
  /** The records the query holds on the server, as the view's pagination says (a feed's from its last page). */
  totalElements: number
  isLoading: boolean
  isFetching: boolean
  isError: boolean
}

/** How a run's world is built (drawn by the model for each run). */
export interface WorldSetup {
  flavour: Flavour
  /** The query string the synced list starts on (`''`, `'?page=2'`...). */
  initialSearch: string
  /** `other` is synced with the address too, under the prefix `o.`. */
  otherSynced: boolean
  /** The synced list's page size is 5; the other list's and the feed's are these. */
  otherPageSize: number
  feedPageSize: number
  /** The feed's `maxPages` (the oldest page dropped past it), or none. */
  feedMaxPages: number | null
  /** Each view's `optimistic` option. */
  optimistic: Record<ViewName, boolean>
  /** The provider's `crossTab`: the lists reload when another tab of the origin writes to the collection. */
  crossTab: boolean
}

type Page = ListPage<Product, unknown>
type Fetch = typeof globalThis.fetch
/** The collection's url, as the app gives it to every view: `invalidate('/api/products')` picks its pages. */
export const COLLECTION = '/api/products'
/** The synced list's page size. */
export const LIST_PAGE_SIZE = 5
/** The filter key the synced lists keep in the address. */
const FILTER_KEYS = ['title']
/** What `other`'s keys in the address start with, when it is synced too (two lists on one page). */
export const OTHER_PREFIX = 'o.'
/** The `BroadcastChannel` the stores of one origin tell each other of a collection's writes on (documented). */
export const CHANNEL = 'use-rest-page-api'

/**
 * The settings of every view (the provider's): the model server's `fetch`, nothing that reloads on its own from
 * outside the model's control (no reconnection) or fails a request the server holds (no time-out), and `crossTab`
 * as the run's setup says (the model's browser delivers the other tabs' messages when the run says). Focus reloads
 * the lists (its default).
 */
const settingsFor = (fetch: Fetch, crossTab = false) => ({
  fetch,
  timeoutMs: 0,
  crossTab,
  // Heard only when the run's network comes back (`browser.online()`): the lists reload what failed meanwhile.
  revalidateOnReconnect: true,
})

/** The address bar of one flavour, as the synced lists' adapters and a user (Back, Forward) reach it. */
interface Address {
  /** The adapter of each synced list (`list`'s, `other`'s): one object, or one per list sharing the router's writes. */
  adapters: Record<ListName, UrlAdapter>
  /** The query string the browser shows. */
  bar(): string
  back(): void
  forward(): void
  /** React renders what the router holds now (nothing to do without a router). */
  commit(): void
}

function memoryAddress(initial: string): Address {
  const adapter = memoryUrlAdapter(initial)
  return {
    adapters: { list: adapter, other: adapter },
    bar: () => adapter.history().entries[adapter.history().index] as string,
    back: adapter.back,
    forward: adapter.forward,
    commit() {},
  }
}

/**
 * A React Router memory router with a `/list` route (under `basename` when given), driven without React as
 * useReactRouterUrlAdapter drives it, once for each synced list (the lists' adapters share the router's writes on
 * their way, as the hook's do): each adapter is made with the rendered location and `navigate`, told each committed
 * location with the navigation type, and told each location the router goes through by its `subscribe`. A commit
 * renders the router's state when the model says React renders (`commit`, after each event unless the next event
 * comes first): locations the router passed through in between are never rendered.
 */
function routerAddress(initial: string, basename?: string): Address {
  const router = createMemoryRouter([{ path: '/list', id: 'list' }], {
    initialEntries: [`${basename ?? ''}/list${initial}`],
    ...(basename && { basename }),
  })
  // React Router's <Router> renders the location without its basename, a new object when one of its fields or the
  // navigation type changed (its useMemo).
  let from: unknown[] = []
  let rendered: RouterLocation = { pathname: '', search: '', hash: '' }
  const render = () => {
    const { location, historyAction } = router.state
    const pathname = basename ? location.pathname.slice(basename.length) || '/' : location.pathname
    const fields = [pathname, location.search, location.hash, location.state, location.key, historyAction]
    if (fields.every((field, i) => Object.is(field, from[i]))) return rendered
    from = fields
    return (rendered = { pathname, search: location.search, hash: location.hash, state: location.state })
  }
  // useNavigate() under a data router: `router.navigate(to, { fromRouteId, ...options })`.
  const navigate: RouterNavigate = (to, options) => router.navigate(to, { fromRouteId: 'list', ...options })
  const shared = { pending: [] }
  const adapters = {
    list: routerUrlAdapter(render(), navigate, shared, { deferred: true, basename: basename ?? '' }),
    other: routerUrlAdapter(rendered, navigate, shared, { deferred: true, basename: basename ?? '' }),
  }
  for (const adapter of Object.values(adapters)) {
    // The first commit: the adapter's effect, then its subscription's.
    adapter.update(rendered, navigate, router.state.historyAction)
    router.subscribe((state) => adapter.update(state.location, undefined, state.historyAction))
  }
  return {
    adapters,
    bar: () => router.state.location.search,
    back: () => void router.navigate(-1),
    forward: () => void router.navigate(1),
    commit() {
      const before = rendered
      if (render() === before) return
      for (const adapter of Object.values(adapters)) adapter.update(rendered, navigate, router.state.historyAction)
    },
  }
}

/**
 * A page's hosts, with no React: one store, the synced list (`list`, page size 5, `syncToUrl` with `title` as a
 * filter key), a second list of the collection (`other`, prefetching the next page, synced under the prefix `o.`
 * when the setup says so) and a load-more feed (`feed`), all connected, requests going to `fetch`.
 */
export function createModelWorld(setup: WorldSetup, fetch: Fetch) {
  // An app's store (`createRestPageStore`): its writes go through the outbox, as an app's do (issue 38).
  const store = createRestPageStore() as unknown as ReturnType<typeof createPageStore<Page>>
  const settings = settingsFor(fetch, setup.crossTab)
  const address =
    setup.flavour === 'memory'
      ? memoryAddress(setup.initialSearch)
      : routerAddress(setup.initialSearch, setup.flavour === 'router-basename' ? '/app' : undefined)
  // The harness types its store for its own products; the engine takes any item.
  const on = { store: store as never, settings, url: COLLECTION }
  const views = {
    list: engine<Product, 'list'>(
      'list',
      {
        pageSize: LIST_PAGE_SIZE,
        optimistic: setup.optimistic.list,
        syncToUrl: { adapter: address.adapters.list, filterKeys: FILTER_KEYS },
      },
      on,
    ),
    other: engine<Product, 'list'>(
      'list',
      {
        pageSize: setup.otherPageSize,
        optimistic: setup.optimistic.other,
        prefetchNextPage: true,
        ...(setup.otherSynced && {
          syncToUrl: { adapter: address.adapters.other, filterKeys: FILTER_KEYS, prefix: OTHER_PREFIX },
        }),
      },
      on,
    ),
    // Not on focus nor on another tab's write: a feed's reload on its own holds back a first page whose rows moved
    // (`pendingUpdate`), as documented; the model leaves that out.
    feed: engine<Product, 'feed'>(
      'feed',
      {
        pageSize: setup.feedPageSize,
        optimistic: setup.optimistic.feed,
        revalidateOnFocus: false,
        revalidateOnReconnect: false,
        crossTab: false,
        ...(setup.feedMaxPages !== null && { maxPages: setup.feedMaxPages }),
      },
      on,
    ),
  }
  const now = (name: ViewName) => views[name].now()
  const list = (name: ListName) => views[name].now()
  let invalidations = 0

  return {
    /** What a host renders of a view now. */
    shown(name: ViewName): Shown {
      const r = now(name)
      return {
        items: r.items,
        totalElements: r.pagination.totalElements,
        pageNo: r.pagination.pageNo,
        pageSize: r.pagination.pageSize,
        sorts: r.pagination.sorts as Sort[],
        title: r.searchParams.title as string | undefined,
        isLoading: r.isLoading,
        isFetching: r.isFetching,
        isError: r.isError,
      }
    },
    nextPage: (name: ListName): Promise<unknown> => list(name).nextPage(),
    prevPage: (name: ListName): Promise<unknown> => list(name).prevPage(),
    fetch: (name: ListName, pageNo: number): Promise<unknown> => list(name).fetch(pageNo),
    sortWith: (name: ViewName, sorts: readonly Sort[]): Promise<unknown> => now(name).sortWith(sorts),
    query: (name: ViewName, title: string): Promise<unknown> => now(name).query({ title }),
    reload: (name: ViewName): Promise<unknown> => now(name).reload(),
    loadMore: (): Promise<unknown> => views.feed.now().loadMore(),
    save: (name: ViewName, data: Omit<Product, 'id'>): Promise<unknown> => now(name).save(data),
    update: (name: ViewName, record: Product): Promise<unknown> => now(name).update(record),
    remove: (name: ViewName, ids: readonly string[]): Promise<unknown> => now(name).remove(ids),
    back: () => address.back(),
    forward: () => address.forward(),
    /** React renders the router's location now (a commit): the adapter hears of it as the hook's effect tells it. */
    commit: () => address.commit(),
    /** The query string the browser shows, and the one a synced list's adapter reads. */
    address: (name: ListName = 'list') => ({ bar: address.bar(), read: address.adapters[name].read() }),
    /** The view is hidden and shown again (<Activity>, StrictMode's second mount): disconnected, then connected. */
    hide: (name: ViewName) => views[name].disconnect(),
    show: (name: ViewName) => views[name].connect(),
    /** The app tells the store the collection changed (`store.invalidate(COLLECTION)`, which other tabs hear too). */
    invalidate() {
      invalidations++
      store.invalidate(COLLECTION)
    },
    /** How many times the model called `invalidate`. */
    invalidations: () => invalidations,
    clear: () => store.clear(),
    hydrate: (pages: DehydratedPages) => store.hydrate(pages),
    /** Resolves once no load is on its way and none is due (`store.settled()`). */
    settled: () => store.settled(),
    /** Some page of the store has a load on its way. */
    loading: () => store.inspect().some((entry) => entry.loading),
    /** Disconnects every view, as a page that unmounts. */
    close() {
      for (const view of Object.values(views)) view.disconnect()
    },
  }
}

/** A run's world (`createModelWorld`). */
export type ModelWorld = ReturnType<typeof createModelWorld>

/**
 * The pages another store loaded (a server render): a list of `query`'s page size, sort and filter on a store of
 * its own, requests going to `fetch` (which answers at once), moved to `query`'s page; its pages dehydrated.
 */
export async function loadElsewhere(query: ShownQuery, fetch: Fetch): Promise<DehydratedPages> {
  const store = createPageStore<Page>()
  const view = engine<Product, 'list'>(
    'list',
    { pageSize: query.pageSize, defaultSort: query.sorts },
    { store: store as never, settings: settingsFor(fetch), url: COLLECTION },
  )
  try {
    if (query.title || query.pageNo) void view.now().fetch(query.pageNo, undefined, undefined, { title: query.title })
    await store.settled()
    return store.dehydrate()
  } finally {
    view.disconnect()
  }
}
