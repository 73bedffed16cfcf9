import { historyAdapter } from './historyAdapter.ts'
import { appendItem, idOf, patchItem, removeItemAt, removeItemsByIds, replaceItem, sameId } from './listEdits.ts'
import { decodeListKey, encodeListKey } from './listKey.ts'
import { listView } from './listView.ts'
import { loadListPage, localPage } from './loadListPage.ts'
import { mergeSearchParams } from './mergeSearchParams.ts'
import { createRecordActions, type Edit, type RecordActions } from './recordActions.ts'
import { baseOfListUrl } from './recordUrl.ts'
import { isAbortError } from './RestError.ts'
import type { RestPageApiOptions } from './RestPageApiOptions.ts'
import type { HttpSettings } from './sendRequest.ts'
import type { ListPage, RecordId, SearchParams, SortInfo } from './types.ts'
import type { UrlAdapter } from './UrlAdapter.ts'
import { parseUrlState, serializeUrlState, type UrlListState, type UrlStateConfig } from './urlState.ts'
import { urlSyncConfig } from './urlSyncConfig.ts'
import { wholeNumber } from './wholeNumber.ts'

/**
 * How a list controller reaches its cache, which also de-duplicates loads (SWR, in the React layer). The controller
 * never reads or writes list data any other way.
 */
export interface ListCachePort<TData> {
  /** The data the cache holds for a key. */
  get(key: string): TData | undefined
  /** Writes data (or the promise of it) for a key without loading it. */
  set(key: string, data: TData | Promise<TData>): Promise<unknown>
  /** Loads a key again, de-duplicated by the cache; resolves once the cache holds the answer. */
  revalidate(key: string): Promise<unknown>
  /** True while another list on the same cache shows a key: its load is shared, so it must not be aborted. */
  inUse?(key: string): boolean
}

/** Everything a list controller reads from its host on every render. */
export interface ListControllerConfig<TItem, TPage> {
  url: string
  http: HttpSettings
  options: RestPageApiOptions<TItem, TPage>
  defaultValue: TItem[]
  port: ListCachePort<ListPage<TItem, TPage>>
}

/** The state a list's subscribers render: the query asked for and the default filters. */
export interface ListSnapshot {
  query: UrlListState
  defaults: SearchParams
}

/** What the cache shows for the list after a render: the key asked for, the data on screen, whether it is its own. */
export interface ShownList<TItem, TPage> {
  key: string
  data: ListPage<TItem, TPage> | undefined
  fresh: boolean
}

type HistoryMode = 'push' | 'replace'
type Page<TItem, TPage> = ListPage<TItem, TPage>
type Settled<TItem, TPage> = Promise<Page<TItem, TPage> | undefined>

/** Abort reasons: the query moved on (`LEFT`), or a newer request for the same query started (`REPLACED`). */
const LEFT = 'use-rest-page-api: the query changed'
const REPLACED = 'use-rest-page-api: a newer request for the same query started'
const noop = () => {}

/**
 * The list's logic, free of React: the query asked for, page moves, URL sync through an adapter, loads with their
 * aborts, the prefetch, local and record edits keyed by the query they were made on, and the promises of the list
 * operations. A host (the hook) renders `getSnapshot()`, loads keys through `load` in its cache, reports each render
 * with `show`, and calls `connect` while mounted.
 *
 * @example
 * const list = createListController({ url: '/api/products', http: {}, options: {}, defaultValue: [], port })
 * list.subscribe(render)
 * await list.actions.nextPage() // the page envelope of page 1, once it is on screen
 */
export function createListController<TItem, TPage>(initial: ListControllerConfig<TItem, TPage>) {
  let config = initial
  const { options } = initial
  const start: UrlListState = {
    pageNo: 0,
    pageSize: wholeNumber(options.pageSize ?? 15, 1, 'option pageSize'),
    sorts: ([] as SortInfo[]).concat(options.defaultSort ?? []),
    searchParams: {},
  }
  const keyName = () => (config.options.keyName ?? 'id') as keyof TItem & string
  // Taken once, like the rest of syncToUrl: the subscription made on connect and every write go to the same place.
  const adapter: UrlAdapter = (typeof options.syncToUrl == 'object' && options.syncToUrl.adapter) || historyAdapter
  const urlConfigFor = (defaults: SearchParams): UrlStateConfig | null =>
    urlSyncConfig(config.options.syncToUrl, { ...start, searchParams: defaults })
  let urlConfig = urlConfigFor({ ...options.defaultSearchParams })
  let snapshot: ListSnapshot = {
    query: urlConfig ? parseUrlState(adapter.read(), urlConfig) : start,
    defaults: { ...options.defaultSearchParams },
  }

  const listeners = new Set<() => void>()
  const aborts = new Map<string, AbortController>()
  const unsettled = new Set<string>()
  const failed = new Set<string>()
  const prefetched = new Set<string>()
  let waiters: { key: string; resolve: (page: Page<TItem, TPage> | undefined) => void }[] = []
  let shown: ShownList<TItem, TPage> = { key: '', data: undefined, fresh: false }
  /** The key whose data is on screen (the previous query's while the next one loads). */
  let dataKey = ''
  /** A page move that an edit caused (a removal emptied the page), so its rollback can move back. */
  let moved: { fromKey: string; from: UrlListState; toKey: string } | undefined
  let connected = false
  /** True once the host disconnected for good (not StrictMode's disconnect and connect again). */
  let gone = false

  const keyOf = (query = snapshot.query, defaults = snapshot.defaults, url = config.url) =>
    encodeListKey(url, { ...query, searchParams: mergeSearchParams(defaults, query.searchParams) })
  const resolveWaiters = (match: (key: string) => boolean, page?: Page<TItem, TPage>) => {
    waiters = waiters.filter((w) => !match(w.key) || void w.resolve(page))
  }
  const wait = (key: string): Settled<TItem, TPage> => new Promise((resolve) => waiters.push({ key, resolve }))

  const writeUrl = (mode: HistoryMode) => {
    if (!urlConfig || !connected) return
    const current = adapter.read()
    const search = serializeUrlState(current, snapshot.query, urlConfig)
    if (search !== current) adapter.write(search, mode)
  }
  /** Makes `query` the one asked for; with a mode, writes it to the address bar too. */
  const navigate = (query: UrlListState, mode?: HistoryMode) => {
    moved = undefined
    snapshot = { ...snapshot, query }
    const key = keyOf()
    resolveWaiters((k) => k !== key)
    if (mode) writeUrl(mode)
    for (const listener of listeners) listener()
  }

  const fetchPage = (key: string, signal?: AbortSignal) => {
    const { url, query } = decodeListKey(key)
    return loadListPage<TItem, TPage>(config.http, url, query, config.options, signal)
  }
  /**
   * The cache's fetcher. A request whose query is no longer asked for is aborted, and so is every request when the
   * host disconnects. The cache would store an aborted load as an error, so an abort of ours resolves with the data
   * already cached (a no-op); if the query comes back before the abort lands, the request is made again.
   */
  const load = async (key: string): Promise<Page<TItem, TPage>> => {
    const cached = () => config.port.get(key) as Page<TItem, TPage>
    // The cache revalidates a cached key on the next animation frame; by then the query may have moved on.
    if (connected && key !== keyOf()) return cached()
    aborts.get(key)?.abort(REPLACED)
    failed.delete(key)
    for (;;) {
      const controller = new AbortController()
      aborts.set(key, controller)
      try {
        return await fetchPage(key, controller.signal)
      } catch (error) {
        if (!controller.signal.aborted && !isAbortError(error)) {
          failed.add(key)
          resolveWaiters((k) => k === key)
          throw error
        }
        if (controller.signal.reason === LEFT && connected && keyOf() === key) continue
        if (controller.signal.reason === LEFT) unsettled.add(key)
        return cached()
      } finally {
        if (aborts.get(key) === controller) aborts.delete(key)
      }
    }
  }

  const reload = (): Settled<TItem, TPage> => {
    const key = keyOf()
    return config.port
      .revalidate(key)
      .then(() => (keyOf() === key && !failed.has(key) ? config.port.get(key) : undefined), noop) as Settled<
      TItem,
      TPage
    >
  }
  /** Asks for a query: a new one is loaded (and pushed to the address bar), the one already asked for is reloaded. */
  const go = (next: UrlListState, mode: HistoryMode = 'push', asked = keyOf()): Settled<TItem, TPage> => {
    if (gone) return Promise.resolve(undefined)
    const key = keyOf(next)
    if (key === asked) return reload()
    const settled = wait(key)
    navigate(next, mode)
    return settled
  }

  /** The page of one query: the cache's, the one on screen, or the default value before anything loaded. */
  const pageOf = (key: string): Page<TItem, TPage> | undefined =>
    config.port.get(key) ??
    (key === dataKey ? shown.data : undefined) ??
    (key === keyOf() && !shown.data ? localPage(config.defaultValue, snapshot.query) : undefined)
  /** Applies an edit to one query's page; a removal that empties the page asked for moves to the previous one. */
  const edit = (key: string, fn: Edit<TItem, TPage>) => {
    // Once the host is gone (its cache too, perhaps), a late answer has no page left to change.
    const before = gone ? undefined : pageOf(key)
    if (!before) return
    const after = fn(before)
    if (after === before) return
    void config.port.set(key, after)
    // The cache discards a load in flight once the key is written: start it again, so the server's answer arrives.
    if (aborts.has(key)) void config.port.revalidate(key).catch(noop)
    const { query } = snapshot
    if (key === keyOf() && !after.items.length && before.items.length && query.pageNo > 0) {
      navigate({ ...query, pageNo: query.pageNo - 1 }, 'replace')
      moved = { fromKey: key, from: query, toKey: keyOf() }
    }
  }
  const undo = (key: string, fn: Edit<TItem, TPage>) => {
    edit(key, fn)
    if (moved?.fromKey === key && moved.toKey === keyOf()) navigate(moved.from, 'replace')
  }
  const editShown = (fn: Edit<TItem, TPage>) => edit(dataKey || keyOf(), fn)

  const records: RecordActions<TItem> = createRecordActions<TItem, TPage>(() => {
    const { http, options: o, url } = config
    return {
      ...o,
      http,
      baseUrl: o.baseUrl ?? baseOfListUrl(url),
      keyName: keyName(),
      useMultiDeleteApi: o.useMultiDeleteApi ?? true,
      optimistic: o.optimistic ?? false,
      shown: () => {
        const key = dataKey || keyOf()
        return { key, page: pageOf(key) ?? localPage(config.defaultValue, snapshot.query) }
      },
      edit,
      undo,
      revalidate: () => {
        prefetched.clear()
        void reload()
      },
    }
  })
  const page = (delta: number): Settled<TItem, TPage> => {
    const { pagination } = listView(snapshot.query, shown.data, shown.fresh, config.defaultValue)
    // From the page on screen (the server's `number`), or from the one asked for while it is on its way.
    const target = (shown.key === keyOf() ? pagination.pageNo : snapshot.query.pageNo) + delta
    if (target < 0 || target >= pagination.totalPages) return Promise.resolve(shown.fresh ? shown.data : undefined)
    return go({ ...snapshot.query, pageNo: target })
  }

  const actions = {
    ...records,
    getItemById: (id: RecordId) =>
      (pageOf(dataKey || keyOf())?.items ?? []).find((item) => sameId(idOf(item, keyName()), id)),
    updateItem: (item: TItem) => editShown((p) => replaceItem(p, keyName(), item)),
    setItem: (id: RecordId, fieldOrPatch: keyof TItem | Partial<TItem>, value?: unknown) =>
      editShown((p) =>
        patchItem(
          p,
          keyName(),
          id,
          typeof fieldOrPatch === 'object' ? fieldOrPatch : ({ [fieldOrPatch]: value } as Partial<TItem>),
        ),
      ),
    setItems: (items: TItem[]) => editShown((p) => (p.items === items ? p : { ...p, items })),
    addItem: (item: TItem) => editShown((p) => appendItem(p, item)),
    removeItemById: (id: RecordId) => editShown((p) => removeItemsByIds(p, keyName(), [id])),
    removeItemsByIds: (ids: readonly RecordId[]) => editShown((p) => removeItemsByIds(p, keyName(), ids)),
    removeItemAt: (index: number) => editShown((p) => removeItemAt(p, index)),
    setDefaultSearchParams: (params: SearchParams) => {
      const asked = keyOf()
      const defaults = { ...params }
      urlConfig = urlConfigFor(defaults)
      snapshot = { ...snapshot, defaults }
      return go({ ...snapshot.query, pageNo: 0 }, 'replace', asked)
    },
    nextPage: () => page(1),
    prevPage: () => page(-1),
    fetch: (
      pageNo?: number,
      size?: number,
      sort?: readonly SortInfo[],
      searchParams?: SearchParams,
      move?: { replace?: boolean },
    ) => {
      const q = snapshot.query
      return go(
        {
          pageNo: wholeNumber(pageNo ?? q.pageNo, 0, 'fetch() pageNo'),
          pageSize: wholeNumber(size ?? q.pageSize, 1, 'fetch() pageSize'),
          sorts: sort ? [...sort] : q.sorts,
          searchParams: searchParams ? { ...searchParams } : q.searchParams,
        },
        move?.replace ? 'replace' : 'push',
      )
    },
    sortWith: (sorts: readonly SortInfo[]) => go({ ...snapshot.query, pageNo: 0, sorts: [...sorts] }),
    query: (searchParams: SearchParams) => go({ ...snapshot.query, pageNo: 0, searchParams: { ...searchParams } }),
    reload,
  }

  return {
    actions,
    load,
    keyOf,
    getSnapshot: () => snapshot,
    subscribe(listener: () => void) {
      listeners.add(listener)
      return () => void listeners.delete(listener)
    },
    /** Takes the host's latest url, settings, options and cache port (called on every render). */
    setConfig(next: ListControllerConfig<TItem, TPage>) {
      config = next
    },
    /** True for a key loaded ahead by the prefetch and not shown yet: the cache need not load it again. */
    isPrefetched: (key: string) => prefetched.has(key),
    /** The host reports what it rendered: leaves aborted queries, settles list operations, prefetches. */
    show(next: ShownList<TItem, TPage>) {
      const { key, data, fresh } = next
      if (key !== shown.key) {
        resolveWaiters((k) => k !== key)
        for (const [k, controller] of aborts) if (k !== key && !config.port.inUse?.(k)) controller.abort(LEFT)
        if (unsettled.delete(key)) void config.port.revalidate(key).catch(noop)
      }
      shown = next
      if (fresh) dataKey = key
      else if (!data) dataKey = ''
      if (!fresh || !data) return
      resolveWaiters((k) => k === key, data)
      prefetched.delete(key)
      if (!config.options.prefetchNextPage || data.pageNo + 1 >= data.totalPages) return
      const nextKey = keyOf({ ...snapshot.query, pageNo: data.pageNo + 1 })
      if (prefetched.has(nextKey) || config.port.get(nextKey) !== undefined) return
      prefetched.add(nextKey)
      config.port.set(nextKey, fetchPage(nextKey)).catch(() => prefetched.delete(nextKey))
    },
    /** Starts URL sync; the returned function stops it and aborts every load once the host stays gone. */
    connect() {
      connected = true
      gone = false
      let unsubscribe = noop
      if (urlConfig) {
        writeUrl('replace')
        unsubscribe = adapter.subscribe(() => {
          if (!urlConfig) return
          const next = parseUrlState(adapter.read(), urlConfig)
          if (serializeUrlState('', next, urlConfig) !== serializeUrlState('', snapshot.query, urlConfig))
            navigate(next)
        })
      }
      return () => {
        unsubscribe()
        connected = false
        // StrictMode disconnects and connects again at once: abort only if the host stays gone.
        queueMicrotask(() => {
          if (connected) return
          gone = true
          resolveWaiters(() => true)
          for (const [k, controller] of aborts) if (!config.port.inUse?.(k)) controller.abort(LEFT)
        })
      }
    },
  }
}

/** A list controller (`createListController`). */
export type ListController<TItem, TPage> = ReturnType<typeof createListController<TItem, TPage>>
