import { coalesce } from './coalesce.ts'
import { isServer } from './isServer.ts'
import { decodeListKey } from './listKey.ts'
import { baseOfListUrl } from '../http/recordUrl.ts'
import { isAbortError } from '../http/RestError.ts'
import type { ListPage, SearchParams, SortInfo } from '../types.ts'

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
 * the hydration render shows the time the server rendered.
 */
export type DehydratedPages = Record<string, ListPage<unknown, unknown>>

/** What the store holds for one page, as `inspect` reports it (the devtools' view). */
export interface StoreEntryInfo {
  key: string
  request: ListPageRequest
  data: ListPage<unknown, unknown> | undefined
  error: unknown
  loading: boolean
  /** Old: a write came after it, or no list asked for it since it loaded. A list asking for it reloads it. */
  stale: boolean
  /** Lists showing it now. */
  observers: number
}

/**
 * Where the lists of a `RestPageApiProvider` keep their pages: one entry per list request holding the page and its
 * status together. What an app needs from it, without knowing its key format.
 */
export interface RestPageStore {
  /**
   * Marks pages old (TanStack Query's `invalidateQueries`): those lists show reload in the background, the others
   * when next shown. A string picks the pages of a collection: lists whose url (without its query string) or
   * `baseUrl` is that string; a predicate gets each page's request.
   */
  invalidate(target: string | ((request: ListPageRequest) => boolean)): void
  /**
   * Empties the store (sign-out, a switch of user): every page goes, loads on their way are aborted and their
   * answers dropped, and the lists on screen show their default value and load again.
   */
  clear(): void
  /** The pages the store holds, as plain JSON, for a client to `hydrate` (server rendering). */
  dehydrate(): DehydratedPages
  /** Takes pages a server loaded; a page the store already holds is kept. Lists show them with no request. */
  hydrate(pages: DehydratedPages): void
  /** What the store holds, entry by entry. */
  inspect(): StoreEntryInfo[]
  /** Calls `listener` after every change; returns the function that stops it. */
  subscribe(listener: () => void): () => void
  /**
   * Resolves once no load is on its way and none is due for a list that shows the key (a first load, a move, a reload
   * after a write, a prefetch): a test's `await act(() => store.settled())`. Looked at after the lists have acted on
   * each change (a load they start then counts), never waiting for a render. Not waited for: timers (a retry, an
   * interval, a debounce), and a list that mounts in a render still to come. Never rejects.
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

/** A load of one page: what it may be aborted with is the signal's business. */
export type PageLoader<TData> = (signal: AbortSignal) => Promise<TData>

interface Load {
  done: Promise<void>
  abort: AbortController
  /** Only a prefetch wanted it: its failure is nobody's error, and no list leaving may abort it. */
  prefetch: boolean
}

interface Entry<TData> {
  data?: TData | undefined
  error?: unknown
  load?: Load | undefined
  stale: boolean
  /** When the server last answered for the key (`Date.now()`; 0 before any answer): what lists call `dataUpdatedAt`. */
  at: number
  /** Bumped by every write and invalidation: a load that started before brings an answer that may predate it. */
  version: number
  /** Lists showing the key (asking for it, or keeping it on screen while the page they ask for loads). */
  observers: number
  /** Lists asking for it: while one does, it stays fresh. */
  askers: number
  /** The collections of the lists that showed it (their `baseUrl`s), for `invalidate(collection)`. */
  bases: Set<string>
  loader?: PageLoader<TData>
  unlink?: (() => void) | undefined
  /**
   * Edits kept over the server's page, applied to every answer: optimistic writes on their way (until released) and
   * local edits (until no list asks for the page any more: shown again later, it is the server's page again).
   */
  kept: { edit: (data: TData) => TData; local: boolean }[]
  /** Background reloads that failed in a row, and the timer of the next try. */
  failures: number
  retry?: ReturnType<typeof setTimeout> | undefined
}

/** The options of `set`. */
export interface SetOptions<TData> {
  /** Keep the page due: an edit of a list's default value is not the server's page. Default: `false`. */
  stale?: boolean
  /** Tell the bridge (`false` for a write that came from it). Default: `true`. */
  echo?: boolean
  /**
   * The edit that made `data`, to apply again to every answer that comes back until released (a local edit, an
   * optimistic write on its way): a background reload then keeps it. Without it, the write is the server's word
   * (a write's result, a rollback) and answers already on their way, which predate it, are dropped.
   */
  keep?: ((data: TData) => TData) | undefined
  /** The kept edit is a local edit: it goes when no list asks for the page any more. Default: `false`. */
  local?: boolean
}

/** The channel the stores of one origin tell each other of a collection's writes on. */
const CHANNEL = 'use-rest-page-api'
/** Longest collection url taken from the channel. */
const MAX_REMOTE_TARGET = 2048

/** setTimeout fires at once past this: longer times wait for `maxCachedPages` instead. */
const MAX_TIMER = 2 ** 31 - 1

/**
 * The store (TanStack Query's `QueryCache`): one entry per list key holding the page and its status, one load per
 * key however many lists show it, which lists show which key, stale and failed keys, and the eviction of pages no
 * list shows (`gcTime`, `maxCachedPages`). A load whose key no list shows any more is aborted, unless only a prefetch
 * wanted it; an answer that comes back to a key evicted, cleared or written since is dropped. Listeners hear of every
 * change; a list derives what it shows from `get` and `status`.
 *
 * @example
 * const store = createPageStore<Page>()
 * const release = store.observe(key, true, '/api/products')
 * await store.load(key, (signal) => loadListPage(http, url, query, options, signal))
 * store.get(key) // the page
 */
export function createPageStore<TData>(link: StoreLink<TData> = {}) {
  const entries = new Map<string, Entry<TData>>()
  /** Keys no list shows, the one left longest ago first, with their eviction timers. */
  const idle = new Map<string, ReturnType<typeof setTimeout> | undefined>()
  const listeners = new Set<() => void>()
  const notify = coalesce(() => {
    for (const listener of [...listeners]) listener()
  })

  const entryOf = (key: string): Entry<TData> => {
    let e = entries.get(key)
    if (!e) {
      entries.set(
        key,
        (e = { stale: false, at: 0, version: 0, observers: 0, askers: 0, bases: new Set(), kept: [], failures: 0 }),
      )
      e.unlink = link.link?.(key)
    }
    return e
  }
  const write = (key: string, e: Entry<TData>, data: TData, echo = true) => {
    e.version++
    e.data = data
    if (echo) link.write?.(key, data)
  }
  /** A list shows the key again: its eviction is called off. */
  const wake = (key: string) => {
    clearTimeout(idle.get(key))
    idle.delete(key)
  }
  /** Takes a key out: its load is aborted, its answer dropped, its bridge told. */
  const drop = (key: string, echo = true) => {
    const e = entries.get(key)
    if (!e) return
    wake(key)
    clearTimeout(e.retry)
    e.load?.abort.abort()
    entries.delete(key)
    e.unlink?.()
    if (echo && e.data !== undefined) link.write?.(key, undefined)
  }
  /**
   * A key no list shows waits `gcTime` for a list (for good on a server: no timer there); past `maxCachedPages` pages
   * in all, the oldest such key goes now.
   */
  const scheduleEviction = (key: string, settings: StoreSettings) => {
    wake(key)
    const gcTime = isServer() ? Infinity : (settings.gcTime ?? 300_000)
    idle.set(
      key,
      gcTime < MAX_TIMER
        ? setTimeout(() => {
            drop(key)
            notify()
          }, gcTime)
        : undefined,
    )
    for (const k of idle.keys()) {
      if (entries.size <= (settings.maxCachedPages ?? 100)) break
      drop(k)
    }
  }
  const requestOf = (key: string): ListPageRequest => {
    const { url, query } = decodeListKey(key)
    return { url, page: query.pageNo, size: query.pageSize, sorts: query.sorts, filters: query.searchParams }
  }
  /** A key `invalidate(target)` picks: a collection (the lists' urls without query, and their `baseUrl`s) or a predicate. */
  const matches = (key: string, e: Entry<TData>, target: string | ((request: ListPageRequest) => boolean)) =>
    typeof target == 'string'
      ? e.bases.has(target) || baseOfListUrl(decodeListKey(key).url) === target
      : target(requestOf(key))
  let channel: BroadcastChannel | undefined
  const remote = new Set<(collection: string) => void>()
  /** A page that is old: lists showing it reload it. */
  const age = (e: Entry<TData>) => {
    e.stale = true
    e.version++
  }

  const load = (
    key: string,
    loader: PageLoader<TData>,
    {
      force = false,
      prefetch = false,
      retry = 0,
      local = true,
      settings = {},
    }: { force?: boolean; prefetch?: boolean; retry?: number; local?: boolean; settings?: StoreSettings },
  ): Promise<void> => {
    const e = entryOf(key)
    e.loader = loader
    // A reload the app asked for (`reload()`) is the server's page, without the local edits.
    if (!local) e.kept = e.kept.filter((kept) => !kept.local)
    if (e.load && !force) {
      if (!prefetch) e.load.prefetch = false
      return e.load.done
    }
    e.load?.abort.abort()
    clearTimeout(e.retry)
    const abort = new AbortController()
    const version = e.version
    const current: Load = { abort, prefetch, done: undefined as unknown as Promise<void> }
    const settle = (apply: () => void) => {
      // Evicted, cleared, dropped or superseded since: the answer is nobody's.
      if (entries.get(key) !== e || e.load !== current) return
      e.load = undefined
      apply()
      if (!e.observers && !idle.has(key)) scheduleEviction(key, settings)
      notify()
    }
    current.done = loader(abort.signal).then(
      (data) =>
        settle(() => {
          link.loaded?.(key, data)
          // Written or invalidated while it was on its way: the answer may predate that, so the key stays due.
          if (e.version !== version) return void (e.stale = true)
          e.stale = false
          e.at = Date.now()
          e.failures = 0
          // Local edits and optimistic writes on their way survive the reload.
          write(
            key,
            e,
            e.kept.reduce((page, kept) => kept.edit(page), data),
          )
        }),
      (error: unknown) =>
        settle(() => {
          if (abort.signal.aborted || isAbortError(error)) return
          link.loaded?.(key, undefined, error)
          if (current.prefetch) return
          e.error = error
          // A background reload (the rows stay on screen) tries again after 1, 2, 4 s...; a first load does not, and
          // nothing does on a server (no timer there).
          if (e.data === undefined || e.failures >= retry || isServer()) return
          e.retry = setTimeout(
            () => {
              e.retry = undefined
              if (entries.get(key) !== e || !e.observers || e.load) return
              e.failures++
              void load(key, loader, { retry, settings })
            },
            1000 * 2 ** e.failures,
          )
        }),
    )
    e.load = current
    e.error = undefined
    notify()
    return current.done
  }

  const store = {
    get: (key: string): TData | undefined => entries.get(key)?.data,
    /** Why the last load a list asked for failed (cleared by the next load, or when no list shows the key). */
    error: (key: string): unknown => entries.get(key)?.error,
    /** A load of the key is on its way. */
    loading: (key: string): boolean => !!entries.get(key)?.load,
    /** A load of the key is due: none on its way, no error, and no page or an old one. */
    due(key: string): boolean {
      const e = entries.get(key)
      return !e || (!e.load && e.error === undefined && (e.data === undefined || e.stale))
    },
    /** A load of the key is on its way or due. */
    pending(key: string): boolean {
      return store.loading(key) || store.due(key)
    },
    /** The page is old: a write or a reload on its own came after its answer, or no list asked for it since. */
    stale: (key: string) => entries.get(key)?.stale,
    /** When the server last answered for the key, or 0. */
    updatedAt: (key: string): number => entries.get(key)?.at ?? 0,
    /**
     * Writes a page (a local or record edit; `echo` false for a write that came from the bridge), marking loads on
     * their way as older than it; `stale` keeps it due (an edit of a list's default value is not the server's page).
     */
    set(
      key: string,
      data: TData,
      { stale = false, echo = true, keep, local = false }: SetOptions<TData> = {},
    ): () => void {
      const e = entryOf(key)
      // A kept edit is applied to answers on their way too, so they stay valid (the version stays).
      const version = e.version
      write(key, e, data, echo)
      const kept = keep && { edit: keep, local }
      if (kept) {
        e.version = version
        e.kept.push(kept)
      }
      if (stale) e.stale = true
      notify()
      return () => {
        const at = e.kept.indexOf(kept as (typeof e.kept)[number])
        if (at >= 0) e.kept.splice(at, 1)
      }
    },
    /**
     * A reload asked for in the background (focus, reconnect, an interval, another tab): the key goes stale, so a list
     * showing it loads it again; nothing happens while a load is on its way. A failed key tries again.
     */
    refresh(key: string) {
      const e = entries.get(key)
      if (!e || e.load) return
      e.stale = true
      e.error = undefined
      e.failures = 0
      clearTimeout(e.retry)
      notify()
    },
    /**
     * Loads a key, or joins its load on the way. `force` starts a new one (aborting the one on its way); `prefetch`
     * marks a load nobody asked for yet. Resolves once the load settled; never rejects.
     */
    load,
    /**
     * Records that a list shows `key` (`asking` for it, or keeping it on screen while the page it asks for loads) as
     * part of the collection `base`, until the returned function is called with that list's settings.
     */
    observe(key: string, asking: boolean, base: string): (settings: StoreSettings) => void {
      const e = entryOf(key)
      e.observers++
      if (asking) e.askers++
      e.bases.add(base)
      wake(key)
      let released = false
      return (settings) => {
        if (released) return
        released = true
        e.observers--
        if (asking) e.askers--
        // After the current task, so a list that leaves and comes back in one event (StrictMode's second mount, a
        // quick back and forth) neither aborts its load nor makes its page old.
        queueMicrotask(() => {
          if (entries.get(key) !== e) return
          // No list asks for it: the next one that does reloads it, and sees the server's page without local edits.
          if (!e.askers) {
            e.stale = true
            e.kept = e.kept.filter((kept) => !kept.local)
          }
          if (e.observers) return
          e.error = undefined
          // Its answer is nobody's now, whether or not the loader heeds the signal.
          if (e.load && !e.load.prefetch) {
            e.load.abort.abort()
            e.load = undefined
          }
          scheduleEviction(key, settings)
          notify()
        })
      }
    },
    /** The app's own revalidation of one key (SWR's `mutate(key)`): reloaded when a list shows it, else made old. */
    revalidate(key: string): Promise<void> {
      const e = entries.get(key)
      if (e?.observers && e.loader) return load(key, e.loader, { force: true })
      if (e) age(e)
      notify()
      return Promise.resolve()
    },
    /** Takes a key out (the bridge saw it deleted): lists showing it load it again. */
    drop(key: string) {
      drop(key, false)
      notify()
    },
    invalidate(target: string | ((request: ListPageRequest) => boolean)) {
      for (const [key, e] of entries) if (matches(key, e, target)) age(e)
      notify()
      // Other tabs of the origin hear of a collection's change (a predicate is this tab's own business), whether or
      // not this store listens.
      if (typeof target != 'string' || typeof BroadcastChannel == 'undefined') return
      if (channel) return channel.postMessage({ invalidate: target })
      const once = new BroadcastChannel(CHANNEL)
      once.postMessage({ invalidate: target })
      once.close()
    },
    /**
     * Calls `listener` with the collection another tab of the origin wrote to (its `invalidate(collection)`), while
     * listening: the lists of this tab that take cross-tab refreshes reload their pages of it, and the pages no list
     * shows go stale. Returns the function that stops it; the channel closes with the last listener.
     */
    listenRemote(listener: (collection: string) => void): () => void {
      remote.add(listener)
      if (!channel && typeof BroadcastChannel != 'undefined') {
        channel = new BroadcastChannel(CHANNEL)
        channel.onmessage = ({ data }: MessageEvent) => {
          const target: unknown = data?.invalidate
          if (typeof target != 'string' || !target || target.length > MAX_REMOTE_TARGET) return
          for (const [key, e] of entries) if (!e.observers && matches(key, e, target)) age(e)
          for (const heard of [...remote]) heard(target)
          notify()
        }
      }
      return () => {
        remote.delete(listener)
        if (remote.size) return
        channel?.close()
        channel = undefined
      }
    },
    clear() {
      for (const key of [...entries.keys()]) drop(key)
      notify()
    },
    dehydrate(): DehydratedPages {
      const pages: DehydratedPages = {}
      for (const [key, e] of entries)
        if (e.data !== undefined)
          pages[key] = (e.at ? { ...e.data, dataUpdatedAt: e.at } : e.data) as ListPage<unknown, unknown>
      return pages
    },
    /**
     * `hydrate`, telling the listeners only when `tell` (not while React renders); a page no list shows waits the
     * provider's `gcTime` (`settings`) for one.
     */
    hydrate(pages: DehydratedPages, tell = true, settings: StoreSettings = {}) {
      for (const [key, data] of Object.entries(pages ?? {})) {
        // Only list keys (an SWR fallback holds the app's own keys too), and never over a page the store holds. A
        // load on its way stays valid: the page is the server's, as its answer will be.
        if (!key.startsWith('["') || entries.get(key)?.data !== undefined) continue
        const e = entryOf(key)
        // The server's answer time, when it gave one (a number, or none): the hydration render shows what the server
        // rendered.
        const { dataUpdatedAt: at, ...page } = { ...data } as ListPage<unknown, unknown> & { dataUpdatedAt?: unknown }
        e.at = Number(at) || 0
        e.data = (at === undefined ? data : page) as TData
        link.write?.(key, e.data)
        if (!e.observers && !e.load) scheduleEviction(key, settings)
      }
      if (tell) notify()
    },
    /** Tells the listeners (after a quiet `hydrate`). */
    notify,
    inspect(): StoreEntryInfo[] {
      return [...entries].map(([key, e]) => ({
        key,
        request: requestOf(key),
        data: e.data as ListPage<unknown, unknown> | undefined,
        error: e.error,
        loading: e.load !== undefined,
        stale: e.stale,
        observers: e.observers,
      }))
    },
    subscribe(listener: () => void): () => void {
      listeners.add(listener)
      return () => void listeners.delete(listener)
    },
    settled: (): Promise<void> =>
      new Promise((resolve) => {
        // Two microtasks after each change: a list acts on a change at once and starts what is due one microtask on.
        const check = () =>
          queueMicrotask(() =>
            queueMicrotask(() => {
              for (const [key, e] of entries) if (e.load || (e.askers && store.due(key))) return
              listeners.delete(check)
              resolve()
            }),
          )
        listeners.add(check)
        check()
      }),
  }
  return store
}

/** The store with what lists and bridges use of it (`createPageStore`). */
export type PageStore<TData> = ReturnType<typeof createPageStore<TData>>

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
export const createRestPageStore = createPageStore as (link?: StoreLink<ListPage<unknown, unknown>>) => RestPageStore
