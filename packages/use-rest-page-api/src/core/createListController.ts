import { historyAdapter } from './historyAdapter.ts'
import type { ListCache } from './listCache.ts'
import { encodeListKey } from './listKey.ts'
import { listView } from './listView.ts'
import { keyLoader, localPage } from './loadListPage.ts'
import { localActions } from './localActions.ts'
import { mergeSearchParams } from './mergeSearchParams.ts'
import { checkSorts, nextQuery, type ListMove } from './nextQuery.ts'
import { collectionRecordActions } from './collectionRecordActions.ts'
import type { Edit } from './recordActions.ts'
import type { ListMoveOptions, RestPageDataSource } from './RestPageDataSource.ts'
import type { RestPageApiOptions, RestPageApiSettings } from './RestPageApiOptions.ts'
import type { ListPage, SearchParams, SortInfo } from './types.ts'
import { checkUrlState, parseUrlState, serializeUrlState, type UrlListState } from './urlState.ts'
import { urlSyncConfig } from './urlSyncConfig.ts'
import { wholeNumber } from './wholeNumber.ts'

/** Everything a list controller reads from its host; the host passes it again whenever it may have changed. */
export interface ListControllerConfig<TItem, TPage> {
  url: string
  settings: RestPageApiSettings
  options: RestPageApiOptions<TItem, TPage>
  defaultValue: TItem[]
  /** The list cache of the store the list keeps its pages in (`createListCache`), shared by every list on it. */
  cache: ListCache<ListPage<TItem, TPage>>
  /** Told of every page load that came back (SWRConfig's `onSuccess`). */
  onSuccess?: (page: ListPage<TItem, TPage>, key: string) => void
  /** Told of every page load that failed, aborts left out (SWRConfig's `onError`). */
  onError?: (error: unknown, key: string) => void
}

type Mode = 'push' | 'replace'
/** The members of a data source that act: everything but what `getResult` derives. */
type ListActions<TItem, TPage> = Omit<
  RestPageDataSource<TItem, TPage>,
  | 'items'
  | 'isPlaceholderData'
  | 'rawResponse'
  | 'isLoading'
  | 'isError'
  | 'error'
  | 'pagination'
  | 'searchParams'
  | 'defaultSearchParams'
  | 'keyName'
>
type Page<TItem, TPage> = ListPage<TItem, TPage>
type Settled<TItem, TPage> = Promise<Page<TItem, TPage> | undefined>

const noop = () => {}

/**
 * A list, free of React (TanStack Query's `QueryObserver` over a shared cache): the query asked for, the page on
 * screen, loading and error, computed once into `getResult()` and handed to `subscribe`rs whole. It asks the list
 * cache for the pages it shows, moves through `nextQuery`, keeps the address in step through its URL adapter,
 * applies local and record edits to the page they were made on, and settles each list operation once it holds the
 * page asked for: never after a render.
 *
 * @example
 * const list = createListController({ url: '/api/products', settings: {}, options: {}, defaultValue: [], cache })
 * const disconnect = list.connect()
 * const page = await list.getResult().nextPage() // page 1, once the cache holds it
 */
export function createListController<TItem, TPage>(initial: ListControllerConfig<TItem, TPage>) {
  let config = initial
  const { options } = initial
  const start: UrlListState = {
    pageNo: 0,
    pageSize: wholeNumber(options.pageSize ?? 15, 1, 'option pageSize'),
    sorts: checkSorts(([] as SortInfo[]).concat(options.defaultSort ?? []), 'option defaultSort'),
    searchParams: {},
  }
  const keyName = (options.keyName ?? 'id') as keyof TItem & string
  // Taken once, like the rest of syncToUrl: the subscription and every write go to the same place.
  const adapter = (typeof options.syncToUrl == 'object' && options.syncToUrl.adapter) || historyAdapter
  const urlConfigFor = (defaults: SearchParams) =>
    urlSyncConfig(options.syncToUrl, { ...start, searchParams: defaults })
  let defaults: SearchParams = { ...options.defaultSearchParams }
  let urlConfig = urlConfigFor(defaults)
  const queryIn = (search: string) => (urlConfig ? parseUrlState(search, urlConfig) : start)
  let query = queryIn(adapter.read())

  const listeners = new Set<() => void>()
  /** The keys this list shows (the query asked for, and the page on screen while it loads), and their releases. */
  const observed = new Map<string, (settings: RestPageApiSettings) => void>()
  let waiters: { key: string; resolve: (page: Page<TItem, TPage> | undefined) => void }[] = []
  /** The key whose page is on screen: the query's own once it has one, the previous query's until then. */
  let shownKey = ''
  /** A page move an edit caused (a removal emptied the page), so its rollback can move back. */
  let moved: { fromKey: string; from: UrlListState; toKey: string } | undefined
  /** The page the last prefetch started from: one prefetch per page loaded. */
  let prefetchedFrom: Page<TItem, TPage> | undefined
  let connected = false
  let gone = false
  let result: RestPageDataSource<TItem, TPage>
  let inputs: unknown[] = []
  let serverResult: RestPageDataSource<TItem, TPage> | undefined

  /** The cache key of a query (the one asked for by default), computed once per query, defaults and url. */
  let known: [UrlListState, SearchParams, string, string] | undefined
  const keyOf = (q = query) => {
    if (known && known[0] === q && known[1] === defaults && known[2] === config.url) return known[3]
    const key = encodeListKey(config.url, { ...q, searchParams: mergeSearchParams(defaults, q.searchParams) })
    if (q === query) known = [q, defaults, config.url, key]
    return key
  }
  const loader = (key: string) => keyLoader(() => config, key)

  /** The list as it shows a query: its page, or the page on screen while it has none, and its status. */
  const view = (q: UrlListState, key: string, shown: string) => {
    const { cache, defaultValue } = config
    const data = cache.get(key)
    const status = cache.status(key)
    const error = status.error as Error | undefined
    // Loading also when a load is due but not started yet (before the list connects, or on the server).
    const isLoading = status.loading || (error === undefined && (data === undefined || status.stale))
    const page = data ?? (shown ? cache.get(shown) : undefined)
    return { q, data, page, error, isLoading, defaultValue }
  }
  const build = (v: ReturnType<typeof view>): RestPageDataSource<TItem, TPage> => ({
    ...actions,
    ...listView(v.q, v.page, v.data !== undefined, v.defaultValue),
    isLoading: v.isLoading,
    isError: v.error !== undefined,
    error: v.error,
    searchParams: v.q.searchParams,
    defaultSearchParams: defaults,
    keyName,
  })

  let updating = false
  let dirty = false
  let ensuring = false
  /**
   * Derives the result once from the query and the cache, and acts on it: shows (observes) the keys on screen,
   * loads what is due, prefetches, settles waiting operations, and tells subscribers when the result changed.
   */
  const update = () => {
    if (updating) return void (dirty = true)
    updating = true
    try {
      do {
        dirty = false
        step()
      } while (dirty)
    } finally {
      updating = false
    }
  }
  const step = () => {
    const { cache, settings } = config
    const key = keyOf()
    if (cache.get(key) !== undefined) shownKey = key
    else if (shownKey && cache.get(shownKey) === undefined) shownKey = ''
    for (const [k, release] of observed) {
      if (connected && (k === key || k === shownKey)) continue
      observed.delete(k)
      release(settings)
    }
    if (connected) for (const k of [key, shownKey]) if (k && !observed.has(k)) observed.set(k, cache.observe(k))
    const v = view(query, key, shownKey)
    const prefetch = options.prefetchNextPage && v.data !== undefined && v.data !== prefetchedFrom
    if (connected && !ensuring && (v.isLoading || prefetch)) {
      // After the current task: moves made in one event load only the query they end on.
      ensuring = true
      queueMicrotask(ensure)
    }
    const next = [query, defaults, v.data, v.page, v.error, v.isLoading, v.defaultValue]
    if (next.some((value, i) => !Object.is(value, inputs[i]))) {
      inputs = next
      result = build(v)
      for (const listener of [...listeners]) listener()
    }
    waiters = waiters.filter(({ key: k, resolve }) => {
      if (!gone && k === key && v.isLoading) return true
      resolve(!gone && k === key && !v.error ? v.data : undefined)
      return false
    })
  }
  /** Loads the query asked for when it has no page or an old one (and no load or error), then prefetches. */
  const ensure = () => {
    ensuring = false
    if (!connected) return
    const { cache, settings } = config
    const key = keyOf()
    const data = cache.get(key)
    const status = cache.status(key)
    if (status.loading || status.error !== undefined) return
    if (data === undefined || status.stale) return void cache.load(key, loader(key), { settings })
    if (!options.prefetchNextPage || data === prefetchedFrom) return
    prefetchedFrom = data
    const next = nextQuery(query, { type: 'next' }, data)
    const nextKey = next && keyOf(next)
    if (nextKey && cache.get(nextKey) === undefined && !cache.status(nextKey).loading)
      void cache.load(nextKey, loader(nextKey), { prefetch: true, settings })
  }

  const writeUrl = (mode: Mode) => {
    if (!urlConfig || !connected) return
    const current = adapter.read()
    const search = serializeUrlState(current, query, urlConfig)
    if (search !== current) adapter.write(search, mode)
  }
  /** Makes `next` the query asked for; with a mode, writes it to the address bar too. */
  const navigate = (next: UrlListState, mode?: Mode) => {
    moved = undefined
    query = next
    if (mode) writeUrl(mode)
    update()
  }
  const wait = (key: string): Settled<TItem, TPage> => new Promise((resolve) => waiters.push({ key, resolve }))
  const reload = (): Settled<TItem, TPage> => {
    if (gone) return Promise.resolve(undefined)
    const key = keyOf()
    const settled = wait(key)
    if (connected) void config.cache.load(key, loader(key), { force: true, settings: config.settings })
    update()
    return settled
  }
  /** Asks for a move: a new query is asked for (and written to the address), the one already asked for reloads. */
  const go = (move: ListMove, where: string, mode: Mode = 'push'): Settled<TItem, TPage> => {
    const next = nextQuery(query, move, result.pagination, where)
    if (!next) return Promise.resolve(result.isPlaceholderData ? undefined : (config.cache.get(keyOf()) ?? undefined))
    if (urlConfig) checkUrlState(next, urlConfig, where)
    if (gone) return Promise.resolve(undefined)
    const key = keyOf(next)
    if (key === keyOf()) return reload()
    const settled = wait(key)
    navigate(next, mode)
    return settled
  }

  /** The page of one query: the cache's, or the default value before anything loaded. */
  const pageOf = (key: string) =>
    config.cache.get(key) ??
    (key === keyOf() && !shownKey ? localPage<TItem, TPage>(config.defaultValue, query) : undefined)
  /** Applies an edit to one query's page; a removal that empties the page asked for moves to the previous one. */
  const edit = (key: string, fn: Edit<TItem, TPage>) => {
    // Once the list is gone its cache may be too: a late answer has no page left to change.
    const before = gone ? undefined : pageOf(key)
    if (!before) return
    const after = fn(before)
    if (after === before) return
    const local = config.cache.get(key) === undefined
    config.cache.set(key, after)
    // An edit of the default value is not the server's page: it is still due.
    if (local) config.cache.invalidate((k) => k === key)
    if (key === keyOf() && !after.items.length && before.items.length && query.pageNo > 0) {
      const from = query
      navigate({ ...query, pageNo: query.pageNo - 1 }, 'replace')
      moved = { fromKey: key, from, toKey: keyOf() }
    }
  }
  const editShown = (fn: Edit<TItem, TPage>) => edit(shownKey || keyOf(), fn)

  const records = collectionRecordActions<TItem, TPage>(
    () => config,
    keyName,
    () => {
      const key = shownKey || keyOf()
      return { key, page: pageOf(key) ?? localPage(config.defaultValue, query) }
    },
    edit,
    (key, fn) => {
      edit(key, fn)
      if (moved?.fromKey === key && moved.toKey === keyOf()) navigate(moved.from, 'replace')
    },
  )

  const actions: ListActions<TItem, TPage> = {
    ...records,
    ...localActions(keyName, () => pageOf(shownKey || keyOf()), editShown),
    setDefaultSearchParams: (params: SearchParams) => {
      defaults = { ...params }
      urlConfig = urlConfigFor(defaults)
      // Page 0 under the new defaults; when that is the query on screen (on page 0), it reloads.
      return go({ type: 'fetch', pageNo: 0 }, 'setDefaultSearchParams()', 'replace')
    },
    nextPage: () => go({ type: 'next' }, 'nextPage()'),
    prevPage: () => go({ type: 'prev' }, 'prevPage()'),
    fetch: (
      pageNo?: number,
      pageSize?: number,
      sorts?: readonly SortInfo[],
      searchParams?: SearchParams,
      move?: ListMoveOptions,
    ) => go({ type: 'fetch', pageNo, pageSize, sorts, searchParams }, 'fetch()', move?.replace ? 'replace' : 'push'),
    sortWith: (sorts: readonly SortInfo[]) => go({ type: 'fetch', pageNo: 0, sorts }, 'sortWith()'),
    query: (searchParams: SearchParams) => go({ type: 'fetch', pageNo: 0, searchParams }, 'query()'),
    reload,
  }
  update()

  return {
    /** The list as it stands; the same object until something in it changes. */
    getResult: () => result,
    /**
     * The list as the server rendered it, for hydration: the query of the provider's `serverUrl` (or, with the
     * default adapter, the defaults), with what the cache holds. The same object on every call.
     */
    getServerResult() {
      const { serverUrl } = config.settings
      const q = queryIn(
        serverUrl ? new URL(serverUrl, 'http://x').search : adapter === historyAdapter ? '' : adapter.read(),
      )
      return (serverResult ??= build(view(q, keyOf(q), '')))
    },
    subscribe(listener: () => void) {
      listeners.add(listener)
      return () => void listeners.delete(listener)
    },
    /** Takes the host's latest url, settings, options and default value. */
    setConfig(next: ListControllerConfig<TItem, TPage>) {
      // The default value is the initial data (spec D), read on mount: `useRestPageApi(url, [])` passes a new array
      // on every render.
      config = { ...next, defaultValue: initial.defaultValue }
      update()
    },
    /** Starts showing, loading and URL sync; the returned function stops them (and, if it stays stopped, settles). */
    connect() {
      connected = true
      gone = false
      const stopCache = config.cache.subscribe(update)
      let stopUrl = noop
      if (urlConfig) {
        writeUrl('replace')
        stopUrl = adapter.subscribe(() => {
          if (!urlConfig) return
          const next = parseUrlState(adapter.read(), urlConfig)
          if (serializeUrlState('', next, urlConfig) !== serializeUrlState('', query, urlConfig)) navigate(next)
        })
      }
      update()
      return () => {
        stopUrl()
        stopCache()
        connected = false
        update()
        // StrictMode disconnects and connects again at once: settle only if the list stays gone.
        queueMicrotask(() => {
          if (connected) return
          gone = true
          update()
        })
      }
    },
  }
}

/** A list controller (`createListController`). */
export type ListController<TItem, TPage> = ReturnType<typeof createListController<TItem, TPage>>
