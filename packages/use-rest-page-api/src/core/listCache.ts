import { isAbortError } from './RestError.ts'

/**
 * Where list pages are kept, keyed by list key: SWR's cache in the React layer (`react/swrListStore.ts`), a `Map` in
 * tests. The list cache never keeps page data anywhere else.
 */
export interface ListStore<TData> {
  get(key: string): TData | undefined
  /** Writes the page of a key. */
  set(key: string, data: TData): void
  delete(key: string): void
  /**
   * Makes `revalidate` what the app's own revalidation of `key` calls (SWR's `mutate(key)`) while a list shows it.
   * Returns the function that stops it. Default: the app cannot reach the lists.
   */
  onRevalidate?(key: string, revalidate: () => Promise<unknown>): () => void
}

/** How long list pages that no list shows are kept. Read each time a list stops showing a page. */
export interface ListCacheSettings {
  /** Milliseconds a page no list shows stays cached. Default: `300000` (5 minutes), as TanStack Query's `gcTime`. */
  gcTime?: number
  /**
   * Most list pages the cache keeps, those on screen included: past it, the page no list shows that was left longest
   * ago goes first (a page a list shows always stays). Default: `100`.
   */
  maxCachedPages?: number
}

/** A load of one page: what it may be aborted with is the signal's business. */
export type PageLoader<TData> = (signal: AbortSignal) => Promise<TData>

/** What a list can tell of one key besides its data. */
export interface KeyStatus {
  /** A load is on its way. */
  loading: boolean
  /** The last load a list asked for failed (cleared by the next load, or when no list shows the key). */
  error: unknown
  /** The page is old: no list showed it for a while, or a write to its collection came after it. */
  stale: boolean
  /** How many lists show the key now. */
  observers: number
}

interface Load {
  done: Promise<void>
  abort: AbortController
  /** Only a prefetch wanted it: its failure is nobody's error, and no list leaving may abort it. */
  prefetch: boolean
}

interface Entry<TData> {
  observers: number
  /** Bumped by every write: a load that started before the last write brings an answer that may predate it. */
  writes: number
  stale: boolean
  error?: unknown
  load?: Load | undefined
  loader?: PageLoader<TData>
  unregister?: (() => void) | undefined
}

const NOT_LOADING: KeyStatus = { loading: false, error: undefined, stale: false, observers: 0 }

/**
 * What every list on one store shares (TanStack Query's `QueryCache`, over SWR's cache): one load per key however
 * many lists show it, which lists show which key, failed and stale keys, and the eviction of pages no list shows
 * (`gcTime`, `maxCachedPages`). A load whose key no list shows any more is aborted, unless only a prefetch wanted it.
 * Listeners hear of every change; a list derives what it shows from `get` and `status`.
 *
 * @example
 * const cache = createListCache(new Map())
 * const release = cache.observe(key)
 * await cache.load(key, (signal) => loadListPage(http, url, query, options, signal))
 * cache.get(key) // the page
 */
export function createListCache<TData>(store: ListStore<TData>) {
  const entries = new Map<string, Entry<TData>>()
  /** Keys no list shows, the one left longest ago first, with their eviction timers. */
  const idle = new Map<string, ReturnType<typeof setTimeout>>()
  const listeners = new Set<() => void>()
  let notifying = false
  let again = false

  /** Tells every listener; a change made while they run is told once more after. */
  const notify = () => {
    if (notifying) return void (again = true)
    notifying = true
    try {
      do {
        again = false
        for (const listener of [...listeners]) listener()
      } while (again)
    } finally {
      notifying = false
    }
  }
  const entry = (key: string): Entry<TData> => {
    let e = entries.get(key)
    if (!e) entries.set(key, (e = { observers: 0, writes: 0, stale: false }))
    return e
  }
  const evict = (key: string) => {
    clearTimeout(idle.get(key))
    idle.delete(key)
    entries.get(key)?.load?.abort.abort()
    entries.delete(key)
    store.delete(key)
  }
  /** A key no list shows waits `gcTime` for a list; past `maxCachedPages` pages in all, the oldest such key goes now. */
  const rest = (key: string, settings: ListCacheSettings) => {
    clearTimeout(idle.get(key))
    idle.delete(key)
    idle.set(
      key,
      setTimeout(() => evict(key), settings.gcTime ?? 300_000),
    )
    while (entries.size > (settings.maxCachedPages ?? 100) && idle.size) evict(idle.keys().next().value as string)
  }

  const load = (
    key: string,
    loader: PageLoader<TData>,
    {
      force = false,
      prefetch = false,
      settings = {},
    }: { force?: boolean; prefetch?: boolean; settings?: ListCacheSettings } = {},
  ): Promise<void> => {
    const e = entry(key)
    e.loader = loader
    if (e.load && !force) {
      if (!prefetch) e.load.prefetch = false
      return e.load.done
    }
    e.load?.abort.abort()
    const abort = new AbortController()
    const writes = e.writes
    const current: Load = { abort, prefetch, done: undefined as unknown as Promise<void> }
    const settle = (apply: () => void) => {
      if (e.load !== current) return
      e.load = undefined
      apply()
      if (!e.observers && !idle.has(key) && entries.get(key) === e) rest(key, settings)
      notify()
    }
    current.done = loader(abort.signal).then(
      (data) =>
        settle(() => {
          // Written while it was on its way (an edit, a write to the collection): the answer may predate that.
          e.stale = e.writes !== writes
          if (!e.stale) store.set(key, data)
        }),
      (error: unknown) =>
        settle(() => {
          if (!abort.signal.aborted && !isAbortError(error) && !current.prefetch) e.error = error
        }),
    )
    e.load = current
    e.error = undefined
    notify()
    return current.done
  }

  return {
    get: (key: string): TData | undefined => store.get(key),
    status(key: string): KeyStatus {
      const e = entries.get(key)
      return e ? { loading: e.load !== undefined, error: e.error, stale: e.stale, observers: e.observers } : NOT_LOADING
    },
    /** Writes a page (a local or record edit), marking loads on their way as older than it. */
    set(key: string, data: TData) {
      entry(key).writes++
      store.set(key, data)
      notify()
    },
    /**
     * Loads a key, or joins its load on the way. `force` starts a new one (aborting the one on its way); `prefetch`
     * marks a load nobody asked for yet. Resolves once the load settled; never rejects.
     */
    load,
    /** Records that a list shows `key` until the returned function is called (with the settings of that list). */
    observe(key: string): (settings: ListCacheSettings) => void {
      const e = entry(key)
      if (!e.observers++) {
        clearTimeout(idle.get(key))
        idle.delete(key)
        e.unregister = store.onRevalidate?.(key, () =>
          e.loader ? load(key, e.loader, { force: true }) : Promise.resolve(),
        )
      }
      let released = false
      return (settings) => {
        if (released) return
        released = true
        e.observers--
        // After the current task, so a list that leaves and comes back in one event (StrictMode's second mount, a
        // quick back and forth) neither aborts its load nor makes its page stale.
        queueMicrotask(() => {
          if (e.observers || entries.get(key) !== e) return
          e.unregister?.()
          e.unregister = undefined
          e.stale = true
          e.error = undefined
          // Its answer is nobody's now, whether or not the loader heeds the signal.
          if (e.load && !e.load.prefetch) {
            e.load.abort.abort()
            e.load = undefined
          }
          rest(key, settings)
          notify()
        })
      }
    },
    /** Marks every key that `match` picks as stale (TanStack Query's `invalidateQueries`); lists showing one reload. */
    invalidate(match: (key: string) => boolean) {
      for (const [key, e] of entries) {
        if (!match(key)) continue
        e.stale = true
        e.writes++
      }
      notify()
    },
    subscribe(listener: () => void): () => void {
      listeners.add(listener)
      return () => void listeners.delete(listener)
    },
    /** The keys the cache knows (for eviction tests and devtools). */
    keys: () => entries.keys(),
  }
}

/** A list cache (`createListCache`). */
export type ListCache<TData> = ReturnType<typeof createListCache<TData>>
