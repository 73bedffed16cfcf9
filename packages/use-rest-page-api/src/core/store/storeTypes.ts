import type { EntryState } from './entryState.ts'
import type { DehydrateOptions, StreamedPages } from './streamedPages.ts'
import type { ListPage, SearchParams, SortInfo } from '../types.ts'
import type { RestWrites } from './writeLog.ts'
import type { RestConflict } from './conflictList.ts'
import type { OutboxWrite } from '../outbox/OutboxWrite.ts'

/** One list page as `invalidate`'s predicate sees it: the request it answers. */
export interface ListPageRequest {
  /** The list url as the list was given it. */
  url: string
  /** Zero-based page. */
  page: number
  size: number
  sorts: SortInfo[]
  /** The filters sent, defaults merged in. */
  filters: SearchParams
}

/**
 * What `dehydrate` returns and `hydrate` takes: list pages by key, plain JSON (also an SWR `fallback`). A page that
 * was answered carries the time of its answer as `dataUpdatedAt` (milliseconds since 1970, the server's clock), so
 * the hydration render shows the time the server rendered, and a page handed over again later replaces an older one.
 */
export type DehydratedPages = Record<string, ListPage<unknown, unknown>>

/** What the store holds for one page, as `inspect` reports it (the devtools' view). */
export interface StoreEntryInfo {
  key: string
  request: ListPageRequest
  data: ListPage<unknown, unknown> | undefined
  error: unknown
  /** `pending` before the first answer, `success` with a page, `error` when the last load failed. */
  status: EntryState<unknown>['status']
  loading: boolean
  /** Old: a write came after it, or no list asked for it since it loaded. A list asking for it reloads it. */
  stale: boolean
  /** Lists showing it now. */
  observers: number
  /**
   * Its load is on its way, or due while a list asks for it: the package's one notion of busy (`settled()` waits until
   * no entry is; a list asking for it says `isFetching`).
   */
  busy: boolean
}

/** A change of the store, naming the key it changed: lists hear only the keys they show. */
export interface StoreEvent {
  type: 'added' | 'updated' | 'removed'
  key: string
}

/**
 * Where the lists of a `RestPageApiProvider` keep their pages: one entry per list request holding the page and its
 * status together. What an app needs from it, without knowing its key format.
 */
export interface RestPageStore {
  /**
   * Marks pages old (TanStack Query's `invalidateQueries`): those lists show reload in the background (a load on its
   * way, which may predate the write that asked for this, is abandoned for a new one), the others when next shown. A
   * string picks the pages of a collection: lists whose url (without its query string) or `baseUrl` is that string,
   * and the single resources (`useRestResource`) whose url without its query string is that string or starts with it
   * and a `/`; a predicate gets each page's request (a resource's: its url, page and size 0). Returns a promise that resolves once the pages lists ask for have reloaded
   * (each reload answered or failed; a page left meanwhile counts as done), at once when no list asks for any; it
   * never rejects (a failure is the list's `error`). Awaiting it is optional.
   *
   * @example
   * await sendRequest(settings, { method: 'POST', url: `/api/orders/${id}/approve` })
   * await store.invalidate('/api/orders') // the orders on screen are the server's now
   * setApproving(false)
   */
  invalidate(target: string | ((request: ListPageRequest) => boolean)): Promise<void>
  /**
   * Empties the store (sign-out, a switch of user): every page and single resource goes, loads on their way are
   * aborted and their answers dropped, and the lists and resources on screen show their default value and load again.
   */
  clear(): void
  /** The list pages the store holds (no single resource), as plain JSON, for a client to `hydrate` (server rendering). */
  dehydrate(): DehydratedPages
  /**
   * With `{ pending: true }`, the pages still loading too, as promises of their answers (`StreamedPage`): what a React
   * Server Component hands to `RestPageHydrationBoundary` without awaiting its prefetch, so the shell streams at once
   * and the rows follow, with no request of the client's own. A failure reaches the client redacted unless
   * `exposeErrors`.
   *
   * @example
   * void prefetchList(store, '/api/products', { pageSize: 10 }, settings) // not awaited
   * return <RestPageHydrationBoundary state={store.dehydrate({ pending: true })}><Products /></RestPageHydrationBoundary>
   */
  dehydrate(options: DehydrateOptions): StreamedPages
  /**
   * Takes pages a server loaded: a page newer than the one the store holds (by `dataUpdatedAt`) replaces it, an older
   * one is ignored. Lists show them with no request.
   */
  hydrate(pages: DehydratedPages | StreamedPages): void
  /** The list pages the store holds, entry by entry (single resources left out). */
  inspect(): StoreEntryInfo[]
  /** Calls `listener` after every change, with the key it changed; returns the function that stops it. */
  subscribe(listener: (event: StoreEvent) => void): () => void
  /**
   * The record writes (`save`, `update`, `remove`) of the lists and feeds on the store, of one collection (a list's
   * `baseUrl`, else its url without the query string) or of all: those on their way, with what they sent, and the
   * last 20 that failed, with their error (TanStack Query's `useMutationState`). Immutable, and the same object until
   * a write of it starts, ends or fails (for `useSyncExternalStore`; `useRestWrites` is the hook). A call refused
   * before sending (an id Spring would misread) is no write. Default: every collection.
   *
   * @example
   * const { pending, failures } = store.writes('/api/products')
   * pending.map((write) => `${write.method} ${write.collection}/${write.ids.join(',')}`) // ['PUT /api/products/7']
   */
  writes(collection?: string): RestWrites
  /** Calls `listener` after every change of `writes()`; returns the function that stops it. */
  subscribeWrites(listener: () => void): () => void
  /**
   * The conflicts waiting for the app (lists and feeds with `onConflict: 'ask'`), of one collection or of all, oldest
   * first: each with both records and its `resolve`. The same array until one comes or goes (`useSyncExternalStore`;
   * `useRestConflicts` is the hook). `clear()` drops them, rejecting their writes. Default: every collection.
   *
   * @example
   * const [conflict] = store.conflicts('/api/products')
   * conflict?.resolve('server')
   */
  conflicts(collection?: string): readonly RestConflict[]
  /** Calls `listener` after every change of `conflicts()`; returns the function that stops it. */
  subscribeConflicts(listener: () => void): () => void
  /**
   * The writes waiting in the store's outbox, oldest first: made while offline, or sent and met with no network. They
   * go when the browser is back online (before any list reloads), with their optimistic rows shown meanwhile. The
   * same array until one of them changes (`useSyncExternalStore`; `useRestOutbox` is the hook). Always empty for a
   * store without an outbox (a provider's own store; `createRestPageStore({ outbox: false })`).
   *
   * @example
   * const store = createRestPageStore()
   * store.outbox().map((write) => `${write.method} ${write.url}`) // ['PUT /api/products/7'] while offline
   */
  outbox(): readonly OutboxWrite[]
  /**
   * Calls `listener` after every change of `outbox()`; returns the function that stops it.
   *
   * @example
   * const stop = store.subscribeOutbox(() => console.log(store.outbox().length, 'writes wait'))
   */
  subscribeOutbox(listener: () => void): () => void
  /**
   * Forgets the failed writes of one collection, or of all (a dismissed error message). Default: every collection.
   *
   * @example
   * store.clearWriteFailures('/api/products')
   */
  clearWriteFailures(collection?: string): void
  /**
   * Resolves once no entry is busy: no load is on its way and none is due for a list that shows the key (a first
   * load, a move, a reload after a write, a prefetch): a test's `await act(() => store.settled())`. Looked at after
   * the lists have acted on each change (a load they start then counts), never waiting for a render. Not waited for:
   * timers (a retry, an interval, a debounce), and a list that mounts in a render still to come. Never rejects.
   *
   * @example
   * const { result } = renderHook(() => useRestPageApi('/api/products'), { wrapper })
   * await act(() => store.settled()) // the first page is on screen, or its error
   */
  settled(): Promise<void>
}

/**
 * A bridge to another library's cache (`use-rest-page-api/swr`): told of every change of a page, it can mirror it
 * there, and it can reach the store back (`PageStore.set`, `drop`, `clear`, `revalidate`).
 */
export interface StoreLink<TData> {
  /** A page was written (`undefined`: it left the store). */
  write?(key: string, data: TData | undefined): void
  /** A key entered the store; the returned function is called when it leaves. */
  link?(key: string): () => void
  /** A load of a key came back (`error` undefined) or failed (aborts left out). */
  loaded?(key: string, data: TData | undefined, error?: unknown): void
}

/** How long pages no list shows are kept. Read each time a list stops showing a page. */
export interface StoreSettings {
  /**
   * Milliseconds a page no list shows stays cached. Longer than 2^31-1 (24.8 days), `Infinity` included: until
   * `maxCachedPages` pushes it out. Where there is no `window` (a server, a script) it is always `Infinity`: the store
   * there lives as long as the request that made it, and keeps no timer. Default: `300000` (5 minutes), as TanStack
   * Query's `gcTime`.
   */
  gcTime?: number
  /**
   * Most list pages kept, those on screen included: past it, the page no list shows that was left longest ago goes
   * first (a page a list shows always stays). Default: `100`.
   */
  maxCachedPages?: number
}
