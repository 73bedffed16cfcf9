import { collectionRecordActions } from '../core/collectionRecordActions.ts'
import type { ListControllerConfig } from '../core/createListController.ts'
import { historyAdapter } from '../core/historyAdapter.ts'
import { encodeListKey } from '../core/listKey.ts'
import { listView } from '../core/listView.ts'
import { keyLoader, localPage } from '../core/loadListPage.ts'
import { localActions } from '../core/localActions.ts'
import { mergeSearchParams } from '../core/mergeSearchParams.ts'
import { checkSorts, nextQuery, type ListMove } from '../core/nextQuery.ts'
import type { Edit } from '../core/recordActions.ts'
import type { ListPage, SearchParams, SortInfo } from '../core/types.ts'
import { checkUrlState, parseUrlState, serializeUrlState, type UrlListState } from '../core/urlState.ts'
import { urlSyncConfig } from '../core/urlSyncConfig.ts'
import { wholeNumber } from '../core/wholeNumber.ts'
import type { RestPageFeed, RestPageFeedOptions } from './RestPageFeed.ts'

type Page<TItem, TPage> = ListPage<TItem, TPage>

/**
 * A feed, free of React: pages 0, 1, 2... of one query loaded one after another and shown as one list, over the
 * same list cache as `useRestPageApi`'s lists (each page is one cache entry, loaded, observed, refreshed and evicted
 * like any list page). A new filter or sort starts over. Every loaded page is reloaded when it goes stale (after a
 * write to the collection, or on `reload()`): one request a page, so the rows realign with the server and a removal
 * neither skips nor repeats a row at a page boundary. Edits go to the page that holds the record.
 *
 * @example
 * const feed = createFeedController({ url: '/api/products', settings: {}, options: { pageSize: 20 }, defaultValue: [], cache })
 * feed.connect()
 * await feed.getResult().loadMore() // page 1, appended
 */
export function createFeedController<TItem, TPage>(initial: ListControllerConfig<TItem, TPage>) {
  let config = initial
  const options = initial.options as RestPageFeedOptions<TItem, TPage>
  const maxPages = wholeNumber(options.maxPages ?? 1e6, 1, 'option maxPages')
  const start: UrlListState = {
    pageNo: 0,
    pageSize: wholeNumber(options.pageSize ?? 15, 1, 'option pageSize'),
    sorts: checkSorts(([] as SortInfo[]).concat(options.defaultSort ?? []), 'option defaultSort'),
    searchParams: {},
  }
  const keyName = (options.keyName ?? 'id') as keyof TItem & string
  const sync = options.syncToUrl
  const adapter = (typeof sync == 'object' && sync.adapter) || historyAdapter
  const pagesInUrl = typeof sync == 'object' && sync.pages
  let defaults: SearchParams = { ...options.defaultSearchParams }
  let urlConfig = urlSyncConfig(sync, { ...start, searchParams: defaults })
  const fromUrl = () => (urlConfig ? parseUrlState(adapter.read(), urlConfig) : start)
  /** The number of pages an address asks for: its `page` plus one, at most 50. */
  const pagesOf = (q: UrlListState) => Math.min(q.pageNo, 49) + 1
  let query = fromUrl()
  let count = pagesInUrl ? pagesOf(query) : 1
  query = { ...query, pageNo: 0 }

  const listeners = new Set<() => void>()
  const observed = new Map<string, (settings: ListControllerConfig<TItem, TPage>['settings']) => void>()
  let waiters: { keys: string; resolve: (page: Page<TItem, TPage> | undefined) => void }[] = []
  /** The keys of the pages on screen: the feed's own once its first page is there, the previous query's until then. */
  let shown: string[] = []
  /** Where each record was seen: its page's key, so an edit (and a rollback) goes back to that page. */
  const homes = new Map<string, string>()
  let connected = false
  let gone = false
  let ensuring = false
  let result: RestPageFeed<TItem, TPage>
  let inputs: unknown[] = []
  let serverResult: RestPageFeed<TItem, TPage> | undefined

  const keysOf = (q = query, n = count) => {
    const first = Math.max(0, n - maxPages)
    return Array.from({ length: n - first }, (_, i) =>
      encodeListKey(config.url, { ...q, pageNo: first + i, searchParams: mergeSearchParams(defaults, q.searchParams) }),
    )
  }
  const loader = (key: string) => keyLoader(() => config, key)
  const due = (key: string) => {
    const status = config.cache.status(key)
    return status.loading || (status.error === undefined && (config.cache.get(key) === undefined || status.stale))
  }

  /** The feed's result, derived once from its keys and the cache. */
  const view = (q: UrlListState, keys: string[], on: string[]) => {
    const { cache } = config
    const pages = on.map((k) => cache.get(k)).filter((p): p is Page<TItem, TPage> => p !== undefined)
    const own = cache.get(keys.at(-1) as string)
    const error = keys.map((k) => cache.status(k).error).find((e) => e !== undefined) as Error | undefined
    return {
      q,
      keys,
      on,
      pages,
      own,
      error,
      isLoading: keys.some(due),
      more: keys.length > 1 && !own && due(keys.at(-1) as string),
    }
  }
  const build = (v: ReturnType<typeof view>): RestPageFeed<TItem, TPage> => {
    const seen = new Set<string>()
    const items = v.pages
      .flatMap((p) => p.items)
      .filter((item) => !seen.has(String(item[keyName])) && !!seen.add(String(item[keyName])))
    const { rawResponse, pagination } = listView(v.q, v.pages.at(-1), true, config.defaultValue)
    return {
      ...actions,
      items: v.pages.length ? items : config.defaultValue,
      rawResponse,
      pagination,
      pages: count,
      hasMore: v.own?.hasNext ?? false,
      isLoading: v.isLoading,
      isLoadingMore: v.more,
      isPlaceholderData: v.on !== v.keys && v.pages.length > 0,
      isError: v.error !== undefined,
      error: v.error,
      searchParams: v.q.searchParams,
      defaultSearchParams: defaults,
      keyName,
    }
  }

  let updating = false
  let dirty = false
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
    const keys = keysOf()
    if (cache.get(keys[0] as string) !== undefined) shown = keys
    else if (shown.some((k) => cache.get(k) === undefined)) shown = []
    const wanted = connected ? new Set([...keys, ...shown]) : new Set()
    for (const [k, release] of observed) {
      if (wanted.has(k)) continue
      observed.delete(k)
      release(settings)
    }
    for (const k of wanted as Set<string>) if (!observed.has(k)) observed.set(k, cache.observe(k))
    const v = view(query, keys, shown)
    if (connected && v.isLoading && !ensuring) {
      ensuring = true
      queueMicrotask(ensure)
    }
    const next = [query, defaults, count, v.error, v.isLoading, v.more, ...v.pages]
    if (next.length !== inputs.length || next.some((value, i) => !Object.is(value, inputs[i]))) {
      inputs = next
      result = build(v)
      for (const listener of [...listeners]) listener()
    }
    const joined = keys.join()
    waiters = waiters.filter(({ keys: k, resolve }) => {
      if (!gone && k === joined && v.isLoading) return true
      resolve(!gone && k === joined && !v.error ? v.own : undefined)
      return false
    })
  }
  /** Loads every page of the feed that has none or an old one (and no load or error on its way). */
  const ensure = () => {
    ensuring = false
    if (!connected) return
    for (const key of keysOf()) {
      const status = config.cache.status(key)
      if (!status.loading && status.error === undefined && (config.cache.get(key) === undefined || status.stale))
        void config.cache.load(key, loader(key), { settings: config.settings })
    }
  }
  const writeUrl = (mode: 'push' | 'replace') => {
    if (!urlConfig || !connected) return
    const current = adapter.read()
    const search = serializeUrlState(current, { ...query, pageNo: pagesInUrl ? count - 1 : 0 }, urlConfig)
    if (search !== current) adapter.write(search, mode)
  }
  const wait = () =>
    new Promise<Page<TItem, TPage> | undefined>((resolve) => waiters.push({ keys: keysOf().join(), resolve }))
  /** Starts over from the first page of another query. */
  const restart = (move: ListMove & { type: 'fetch' }, where: string) => {
    const next = nextQuery(query, { ...move, pageNo: 0 }, { pageNo: 0, hasNext: false }, where) as UrlListState
    if (urlConfig) checkUrlState(next, urlConfig, where)
    if (gone) return Promise.resolve(undefined)
    query = next
    count = 1
    homes.clear()
    writeUrl('push')
    const settled = wait()
    update()
    return settled
  }

  /** The loaded pages as one page (the shape every edit takes), and the key of the first. */
  const combined = () => {
    const { cache } = config
    const pages = shown.map((k) => [k, cache.get(k)] as const).filter((e): e is [string, Page<TItem, TPage>] => !!e[1])
    for (const [k, p] of pages) for (const item of p.items) homes.set(String(item[keyName]), k)
    const last = pages.at(-1)?.[1]
    return last && { pages, page: { ...last, items: pages.flatMap(([, p]) => p.items) } }
  }
  /** Applies an edit to the loaded pages seen as one, then gives each record back to the page it came from. */
  const edit = (key: string, fn: Edit<TItem, TPage>) => {
    const all = key === shown[0] && !gone ? combined() : undefined
    if (!all) return
    const after = fn(all.page)
    if (after === all.page) return
    const groups = new Map(all.pages.map(([k]) => [k, [] as TItem[]]))
    for (const item of after.items) {
      const home = homes.get(String(item[keyName]))
      ;(groups.get(home as string) ?? (groups.get(shown[0] as string) as TItem[])).push(item)
    }
    for (const [k, page] of all.pages) {
      const items = groups.get(k) as TItem[]
      if (items.length !== page.items.length || items.some((item, i) => item !== page.items[i]))
        config.cache.set(k, { ...page, items, totalElements: after.totalElements, totalPages: after.totalPages })
    }
  }
  const records = collectionRecordActions<TItem, TPage>(
    () => config,
    keyName,
    () => ({ key: shown[0] ?? '', page: combined()?.page ?? localPage(config.defaultValue, start) }),
    edit,
  )

  const actions = {
    ...records,
    ...localActions<TItem, TPage>(
      keyName,
      () => combined()?.page,
      (fn) => edit(shown[0] ?? '', fn),
    ),
    loadMore() {
      // Nothing follows (or the feed is gone): settles with the last page as it is.
      if (!gone && config.cache.get(keysOf().at(-1) as string)?.hasNext) {
        count++
        writeUrl('replace')
      }
      const settled = wait()
      update()
      return settled
    },
    reload() {
      if (gone) return Promise.resolve(undefined)
      const settled = wait()
      if (connected)
        for (const key of keysOf()) void config.cache.load(key, loader(key), { force: true, settings: config.settings })
      update()
      return settled
    },
    query: (searchParams: SearchParams) => restart({ type: 'fetch', searchParams }, 'query()'),
    sortWith: (sorts: readonly SortInfo[]) => restart({ type: 'fetch', sorts }, 'sortWith()'),
    setDefaultSearchParams(params: SearchParams) {
      defaults = { ...params }
      urlConfig = urlSyncConfig(sync, { ...start, searchParams: defaults })
      return restart({ type: 'fetch' }, 'setDefaultSearchParams()')
    },
  }
  update()

  return {
    getResult: () => result,
    /** The feed as the server rendered it: its first page from the cache, if there, or the default value. */
    getServerResult() {
      const first = keysOf(query, 1)
      return (serverResult ??= build(view(query, first, first)))
    },
    subscribe(listener: () => void) {
      listeners.add(listener)
      return () => void listeners.delete(listener)
    },
    setConfig(next: ListControllerConfig<TItem, TPage>) {
      config = { ...next, defaultValue: initial.defaultValue }
      update()
    },
    connect() {
      connected = true
      gone = false
      const stopCache = config.cache.subscribe(update)
      let stopUrl = () => {}
      if (urlConfig) {
        writeUrl('replace')
        stopUrl = adapter.subscribe(() => {
          const next = fromUrl()
          const again =
            urlConfig &&
            serializeUrlState('', { ...next, pageNo: 0 }, urlConfig) === serializeUrlState('', query, urlConfig)
          // Another query starts over; the same one follows the page count the address gives, when it gives one.
          if (!again) homes.clear()
          query = { ...next, pageNo: 0 }
          count = pagesInUrl ? pagesOf(next) : again ? count : 1
          update()
        })
      }
      update()
      return () => {
        stopUrl()
        stopCache()
        connected = false
        update()
        queueMicrotask(() => {
          if (connected) return
          gone = true
          update()
        })
      }
    },
  }
}
