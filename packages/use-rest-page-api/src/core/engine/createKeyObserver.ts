import { coalesce } from '../store/coalesce.ts'
import { collectionRecordActions } from '../edits/collectionRecordActions.ts'
import type { PageStore } from '../store/createRestPageStore.ts'
import { historyAdapter } from '../url/historyAdapter.ts'
import { initialQuery } from '../url/initialQuery.ts'
import { serverSearch } from '../url/serverSearch.ts'
import { warnNoAddress } from '../url/warnNoAddress.ts'
import { isServer } from '../store/isServer.ts'
import { encodeListKey } from '../store/listKey.ts'
import { followableLink } from '../http/followableLink.ts'
import { keyLoader, type ListTransforms } from '../spring/loadListPage.ts'
import { localActions, type LocalActions } from '../edits/localActions.ts'
import { mergeSearchParams } from '../spring/mergeSearchParams.ts'
import type { Edit, RecordActions } from '../edits/recordActions.ts'
import { baseOfListUrl } from '../http/recordUrl.ts'
import { isHidden, onWindowEvent } from './liveTriggers.ts'
import type { EngineOptions, LiveOptions, RestPageApiSettings } from './RestPageApiOptions.ts'
import type { RestPageDataSource } from './RestPageDataSource.ts'
import type { ListPage, ListQuery, SearchParams } from '../types.ts'
import { checkUrlState, serializeUrlState, type UrlListState } from '../url/urlState.ts'
import { defaultValues, keepParsers, type DefaultFilters } from '../url/filterParser.ts'
import { wholeNumber } from '../http/wholeNumber.ts'

/** Everything a list or feed reads from its host; the host passes it again whenever it may have changed. */
export interface ObserverConfig<TItem, TPage> {
  url: string
  settings: RestPageApiSettings
  options: EngineOptions<TItem, TPage>
  defaultValue: TItem[]
  /** The store the pages live in (`createPageStore`), shared by every list and feed on it. Read on creation. */
  store: PageStore<ListPage<TItem, TPage>>
}

type Mode = 'push' | 'replace'
type Page<TItem, TPage> = ListPage<TItem, TPage>
/** What a list operation resolves with: the page asked for, or `undefined` (failed, superseded, unmounted). */
export type Settled<TItem, TPage> = Promise<Page<TItem, TPage> | undefined>

/** What the engine derives once per change, for a layer to build its result from. */
export interface KeyView<TItem, TPage> {
  query: UrlListState
  /** The keys asked for. */
  keys: string[]
  /** The pages on screen, in order: the asked keys' once the first has its page, the previous keys' until then. */
  pages: Page<TItem, TPage>[]
  /** The pages on screen are those of the keys asked for. */
  fresh: boolean
  error: Error | undefined
  /** The members of the result a list and a feed derive alike (`RestPageDataSource`'s of the same names). */
  shared: Shared<TItem>
  /** The page of the last key asked for, once it has one. */
  last: Page<TItem, TPage> | undefined
}

/**
 * The members of the result a list and a feed derive alike, once per change, from the store: how fresh what they
 * show is (the first key asked for has no page yet and a load is due: `isLoading`; a load of a key asked for is on
 * its way or due: `isFetching`; the first key has no page or a key asked for holds an old one: `isStale`; the oldest
 * answer among the pages of the keys asked for, 0 while the first has none: `dataUpdatedAt`), the error, the filters.
 */
export type Shared<TItem> = Pick<
  RestPageDataSource<TItem>,
  | 'isLoading'
  | 'isFetching'
  | 'isStale'
  | 'dataUpdatedAt'
  | 'isError'
  | 'error'
  | 'searchParams'
  | 'defaultSearchParams'
  | 'keyName'
>

/** What differs between a list and a feed: which keys they ask for, what they show, and how the address reads. */
export interface Layer<TItem, TPage, TResult> {
  /** The keys a query asks for: one page (a list) or the loaded pages (a feed). */
  keys(query: UrlListState): string[]
  build(view: KeyView<TItem, TPage>): TResult
  /** The state the address shows. */
  urlState(): UrlListState
  /** The address shows `state` (on creation, on connect, and on every change): the query to take. */
  follow(state: UrlListState): UrlListState
  /** Values besides the pages that the result is built from. */
  inputs?(): unknown[]
  /** Loads nobody asked for yet (the list's prefetch): `run` false asks whether there is one to start. */
  prefetch?(run: boolean): boolean
  /** The key an edit of what is on screen goes to, and the page it applies to there. */
  target(): string
  pageOf(key: string): Page<TItem, TPage> | undefined
  /**
   * Applies an edit to the page (or pages) of a key; kept, it is applied again to every answer that comes back: a
   * `'write'` (optimistic, on its way) until the returned function releases it, a `'local'` edit until no list asks
   * for the page. `undo` rolls an optimistic one back.
   */
  edit(key: string, fn: Edit<TItem, TPage>, keep?: 'local' | 'write'): () => void
  undo?(key: string, fn: Edit<TItem, TPage>): void
  /**
   * What is on screen, given what the store holds: the pages held back while updates are held (`holdUpdates`, a
   * feed's new rows above). Default: the store's.
   */
  hold?(view: KeyView<TItem, TPage>): KeyView<TItem, TPage>
  /** The keys a reload on its own (focus, reconnect, an interval, another tab) reloads. Default: the keys asked for. */
  refreshKeys?(): string[]
  /** The transforms a load uses (a keyset feed's request). Default: the options'. */
  request?(options: EngineOptions<TItem, TPage>): ListTransforms<TItem, TPage>
}

/** Does nothing: the release of an edit that changed nothing, a stop with nothing to stop. */
export const noop = () => {}
/** Focus reloads a list at most once in this many milliseconds (SWR's `focusThrottleInterval`). */
const FOCUS_THROTTLE_MS = 5000
/** The address is written at most once in this many milliseconds (nuqs' throttle; browsers limit history calls). */
const URL_THROTTLE_MS = 50

/**
 * The engine of a list and of a feed, free of React (TanStack Query's `QueryObserver`): the query asked for, the
 * keys it observes in the store, the loads that are due (one rule: `store.due`), the waiting list operations, the
 * address bar through a `UrlAdapter`, connect and disconnect, and one result derived per change and handed to
 * `subscribe`rs whole. A layer (`createListController`, `createFeedController`) says which keys a query asks for and
 * builds the result; the record and local operations are composed here, over the layer's edits.
 *
 * @example
 * const list = createKeyObserver(config, (engine) => listLayer(engine))
 * const disconnect = list.connect()
 */
export function createKeyObserver<TItem, TPage, TResult>(
  initial: ObserverConfig<TItem, TPage>,
  makeLayer: (engine: Engine<TItem, TPage>) => Layer<TItem, TPage, TResult>,
) {
  let config = initial
  const { options, store } = initial
  const { start, urlConfigFor, queryIn } = initialQuery(initial.url, options)
  const keyName = (options.keyName ?? 'id') as keyof TItem & string
  // Taken once, like the rest of syncToUrl: the subscription and every write go to the same place.
  const adapter = (typeof options.syncToUrl == 'object' && options.syncToUrl.adapter) || historyAdapter
  let defaults: DefaultFilters = { ...options.defaultSearchParams }
  /** The defaults as values (a parser's default value), as the result shows them. */
  let shownDefaults = defaultValues(defaults)
  let urlConfig = urlConfigFor(defaults)
  let query = start

  const listeners = new Set<() => void>()
  /** What this view observes in the store (`a` asked for, `h` kept on screen), with the releases. */
  const observed = new Map<string, (settings: RestPageApiSettings) => void>()
  let waiters: { target: string; resolve: (page: Page<TItem, TPage> | undefined) => void }[] = []
  /** The keys whose pages are on screen. */
  let shown: string[] = []
  let connected = false
  /** Disconnected for good: pending operations settle with `undefined`, edits are dropped. */
  let detached = false
  let loading = false
  let result: TResult
  let inputs: unknown[] = []
  /** The reloads on their own this view listens to now, as one string, and the function that stops them. */
  let liveSet = ''
  let stopLive = noop
  /** When focus last reloaded this view. */
  let focusedAt = 0
  /** A URL write waiting for the end of the task or the throttle: its mode, its timer, and this list's part of the
   * address when it was asked (another list's write, or the router's echo of it, leaves that part alone). */
  let urlWrite: { mode: Mode; timer: ReturnType<typeof setTimeout> | undefined; seen: string } | undefined
  let lastUrlWrite = -Infinity
  /** A debounced move waiting for the last call. */
  let debounced: { timer: ReturnType<typeof setTimeout>; resolve: (page: undefined) => void } | undefined
  /** The server's links to pages this view asked for (HAL `next`, `prev`), by key: loads follow them (the newest 50). */
  const links = new Map<string, string>()
  let serverResult: TResult | undefined

  /** The key of one page of a query, remembered for the last query asked (an edit derives it once). */
  let lastKey: [UrlListState, DefaultFilters, string, number, string] | undefined
  const keyOf = (q: UrlListState, pageNo = q.pageNo) => {
    const k = lastKey
    if (k && k[0] === q && k[1] === defaults && k[2] === config.url && k[3] === pageNo) return k[4]
    const key = encodeListKey(config.url, { ...q, pageNo, searchParams: mergeSearchParams(defaults, q.searchParams) })
    lastKey = [q, defaults, config.url, pageNo, key]
    return key
  }
  const base = () => options.baseUrl ?? baseOfListUrl(config.url)

  /** Derives what is on screen from the keys asked for and the store. */
  const view = (q: UrlListState, keys: string[], onScreen: string[]): KeyView<TItem, TPage> => {
    const error = keys.map(store.error).find((e) => e !== undefined) as Error | undefined
    // The keys asked for that have a page (a feed's page on its way after `loadMore` has none yet).
    const loaded = keys.filter(store.get)
    const none = loaded[0] !== keys[0]
    // Fetching also when a load is due but not started yet (before connecting, or on the server).
    const isFetching = keys.some(store.pending)
    return {
      query: q,
      keys,
      pages: onScreen.map((k) => store.get(k)).filter((p): p is Page<TItem, TPage> => p !== undefined),
      fresh: onScreen === keys,
      error,
      shared: {
        isLoading: none && isFetching,
        isFetching,
        isStale: none || loaded.some(store.stale),
        dataUpdatedAt: none ? 0 : Math.min(...loaded.map(store.updatedAt)),
        isError: error !== undefined,
        error,
        searchParams: q.searchParams,
        defaultSearchParams: shownDefaults,
        keyName,
      },
      last: store.get(keys.at(-1) as string),
    }
  }

  /** Derives the result once from the keys asked for and the store, and acts on it. */
  const derive = () => {
    const keys = layer.keys(query)
    if (store.get(keys[0] as string) !== undefined) shown = keys
    else if (shown.length && store.get(shown[0] as string) === undefined) shown = []
    // Observe what is on screen: the keys asked for (kept fresh) and the previous ones while those load.
    const wanted = new Set<string>()
    if (connected) {
      for (const k of keys) wanted.add('a' + k)
      for (const k of shown) if (!keys.includes(k)) wanted.add('h' + k)
    }
    for (const [k, release] of observed) {
      if (wanted.has(k)) continue
      observed.delete(k)
      release(config.settings)
    }
    for (const k of wanted) if (!observed.has(k)) observed.set(k, store.observe(k.slice(1), k[0] == 'a', base()))
    const v = layer.hold ? layer.hold(view(query, keys, shown)) : view(query, keys, shown)
    if (connected && !loading && (keys.some(store.due) || layer.prefetch?.(false))) {
      // After the current task: moves made in one event load only the query they end on.
      loading = true
      queueMicrotask(loadDue)
    }
    const next = [
      query,
      defaults,
      v.error,
      ...Object.values(v.shared),
      ...(layer.inputs?.() ?? []),
      ...keys,
      ...v.pages,
      v.last,
    ]
    if (next.length !== inputs.length || next.some((value, i) => !Object.is(value, inputs[i]))) {
      inputs = next
      result = layer.build(v)
      for (const listener of [...listeners]) listener()
    }
    const target = keys.join('\n')
    waiters = waiters.filter(({ target: t, resolve }) => {
      if (!detached && t === target && v.shared.isFetching) return true
      resolve(!detached && t === target && !v.error ? v.last : undefined)
      return false
    })
  }
  const update = coalesce(derive)

  /** Loads every key asked for that is due, then what the layer prefetches. */
  const loadDue = () => {
    loading = false
    if (!connected) return
    for (const key of layer.keys(query)) if (store.due(key)) load(key)
    layer.prefetch?.(true)
  }
  /** A live option: the list's own, else the provider's, else its default. */
  const live = <K extends keyof LiveOptions>(name: K, fallback: NonNullable<LiveOptions[K]>) =>
    config.options[name] ?? config.settings[name] ?? fallback
  /** How often a failed background reload tries again. */
  const retries = () => {
    const retry = live('retry', 3)
    return retry === true ? 3 : retry === false ? 0 : wholeNumber(retry, 0, 'option retry')
  }
  const load = (key: string, opts: { force?: boolean; prefetch?: boolean; local?: boolean } = {}) =>
    void store.load(
      key,
      keyLoader(
        () => ({ settings: config.settings, options: layer.request?.(config.options) ?? config.options }),
        key,
        links.get(key),
      ),
      { ...opts, retry: retries(), settings: config.settings },
    )
  /** A reload on its own: the pages it concerns go stale, and load again in the background. */
  const refresh = () => {
    if (connected) for (const key of layer.refreshKeys?.() ?? layer.keys(query)) store.refresh(key)
  }
  /** Listens to what reloads this view on its own, as its options say now (they may change on any render). */
  const listenLive = () => {
    const focus = live('revalidateOnFocus', true)
    const online = live('revalidateOnReconnect', true)
    const interval = wholeNumber(live('refreshInterval', 0), 0, 'option refreshInterval')
    const hidden = live('refreshWhenHidden', false)
    const crossTab = live('crossTab', true)
    const set = `${focus} ${online} ${interval} ${hidden} ${crossTab}`
    if (set === liveSet) return
    stopLive()
    liveSet = set
    const stops: (() => void)[] = []
    if (focus)
      stops.push(
        onWindowEvent('focus', () => {
          if (Date.now() - focusedAt < FOCUS_THROTTLE_MS) return
          focusedAt = Date.now()
          refresh()
        }),
      )
    if (online) stops.push(onWindowEvent('online', refresh))
    if (interval) {
      const timer = setInterval(() => (hidden || !isHidden()) && refresh(), interval)
      stops.push(() => clearInterval(timer))
    }
    if (crossTab)
      stops.push(
        store.listenRemote((collection) => {
          if (collection === base() || collection === baseOfListUrl(config.url)) refresh()
        }),
      )
    stopLive = () => {
      for (const stop of stops) stop()
      liveSet = ''
      stopLive = noop
    }
  }

  /**
   * Writes what the layer shows to the address at the end of the current task (moves made in one event are one
   * history entry: Back never lands on a state the user did not see), and at most once every 50 ms (browsers limit
   * history calls): the last state is always written.
   */
  const writeUrl = (mode: Mode) => {
    if (!urlConfig || !connected) return
    if (urlWrite) {
      if (mode === 'push') urlWrite.mode = 'push'
      return
    }
    const write = (urlWrite = {
      mode,
      seen: ownPart(adapter.read()),
      timer: undefined as ReturnType<typeof setTimeout> | undefined,
    })
    const wait = lastUrlWrite + URL_THROTTLE_MS - Date.now()
    if (wait > 0) write.timer = setTimeout(() => urlWrite === write && flushUrl(write.mode), wait)
    else queueMicrotask(() => urlWrite === write && flushUrl(write.mode))
  }
  const flushUrl = (mode: Mode) => {
    if (urlWrite) clearTimeout(urlWrite.timer)
    urlWrite = undefined
    if (!urlConfig) return
    const current = adapter.read()
    const search = serializeUrlState(current, layer.urlState(), urlConfig)
    if (search === current) return
    // Only a history call counts against the throttle.
    lastUrlWrite = Date.now()
    adapter.write(search, mode)
  }
  /** This list's part of an address (its owned keys, as it would write them). */
  const ownPart = (search: string) => (urlConfig ? serializeUrlState('', queryIn(search, defaults), urlConfig) : '')
  /** Takes the query the address shows, when it differs from the one the layer shows. */
  const followUrl = () => {
    if (!urlConfig) return
    const address = adapter.read()
    if (urlWrite) {
      // This list's part of the address has not moved since it asked for a write that waits: nothing to follow.
      if (ownPart(address) === urlWrite.seen) return
      // Someone else moved it (Back): their move wins over the write that waited.
      clearTimeout(urlWrite.timer)
      urlWrite = undefined
    }
    const next = queryIn(address, defaults)
    if (serializeUrlState('', next, urlConfig) !== serializeUrlState('', layer.urlState(), urlConfig)) {
      query = layer.follow(next)
      update()
    }
  }
  const wait = (): Settled<TItem, TPage> => {
    if (detached) return Promise.resolve(undefined)
    const target = layer.keys(query).join('\n')
    return new Promise((resolve) => waiters.push({ target, resolve }))
  }

  const engine: Engine<TItem, TPage> = {
    /** The record and local operations, composed over the layer's edits once it exists. */
    actions: undefined as unknown as RecordActions<TItem> & LocalActions<TItem>,
    own: new WeakSet(),
    options,
    keyName,
    start,
    config: () => config,
    store,
    query: () => query,
    defaults: () => shownDefaults,
    keyOf,
    shown: () => shown,
    detached: () => detached,
    /**
     * Replaces the default filters (and so which filter keys the address holds, but those declared with a parser,
     * which keep it) for `move`; when `move` refuses the query (the address could not keep it), the old ones stay.
     */
    withDefaults(params: SearchParams, move: () => Settled<TItem, TPage>) {
      const before = [defaults, urlConfig, shownDefaults] as const
      defaults = keepParsers(params, defaults)
      shownDefaults = defaultValues(defaults)
      urlConfig = urlConfigFor(defaults)
      try {
        return move()
      } catch (error) {
        ;[defaults, urlConfig, shownDefaults] = before
        throw error
      }
    },
    /** Refuses, with a `TypeError` naming `where`, a query the address could not keep. */
    check(next: UrlListState, where: string) {
      if (urlConfig) checkUrlState(next, urlConfig, where)
    },
    /** Makes `next` the query asked for; with a mode, writes the address too. Settles once its keys are loaded. */
    move(next: UrlListState, mode?: Mode, change?: () => void): Settled<TItem, TPage> {
      query = next
      change?.()
      if (mode) writeUrl(mode)
      const settled = wait()
      update()
      return settled
    },
    /**
     * Runs `move` after `ms` milliseconds unless another debounced move comes first (which settles this one with
     * `undefined`); settles as `move` does (which must not throw: a refusal is its rejection).
     */
    debounce(ms: number, move: () => Settled<TItem, TPage>): Settled<TItem, TPage> {
      wholeNumber(ms, 0, 'debounce')
      debounced?.resolve(undefined)
      clearTimeout(debounced?.timer)
      return new Promise((resolve, reject) => {
        debounced = {
          resolve,
          timer: setTimeout(() => {
            debounced = undefined
            move().then(resolve, reject)
          }, ms),
        }
      })
    },
    /** Loads `key` from the server's link to it, when it is one the list may follow (`followableLink`). */
    follow(key: string, href: string | undefined) {
      const link = followableLink(config.url, href)
      if (!link) return
      links.delete(key)
      links.set(key, link)
      if (links.size > 50) links.delete(links.keys().next().value as string)
    },
    /** Loads the keys asked for again (`reload`): the server's pages, without local edits. */
    reload(): Settled<TItem, TPage> {
      const settled = wait()
      if (connected && !detached) for (const key of layer.keys(query)) load(key, { force: true, local: false })
      update()
      return settled
    },
    load,
    writeUrl,
    update,
    wait,
  }

  const layer = makeLayer(engine)
  query = layer.follow(queryIn(adapter.read(), defaults))

  const records: RecordActions<TItem> = collectionRecordActions<TItem, TPage>(
    () => config,
    keyName,
    () => {
      const key = layer.target()
      return { key, page: layer.pageOf(key) }
    },
    layer.edit,
    layer.undo,
  )
  const local: LocalActions<TItem> = localActions(
    keyName,
    () => layer.pageOf(layer.target()),
    // A local edit stays over the page through background reloads, for as long as the store keeps the page.
    (fn) => void layer.edit(layer.target(), fn, 'local'),
  )
  engine.actions = { ...records, ...local }
  update()

  return {
    /** What the host renders; the same object until something in it changes. */
    getResult: () => result,
    /**
     * What the server rendered, on the server and in the hydration render alike (`serverSearch`): the query of the
     * provider's `serverUrl`, else what the adapter reads (a router's reads the request's address on the server;
     * `historyAdapter` the browser's address, and nothing on a server, which then warns). A server that handed over
     * the defaults' pages and not the address's knew no address: the hydration render shows the defaults as it did.
     * With what the store holds; the same object on every call.
     */
    getServerResult() {
      if (serverResult) return serverResult
      const { serverUrl } = config.settings
      let q = queryIn(serverSearch(serverUrl, adapter), defaults)
      if (urlConfig && !serverUrl && adapter === historyAdapter) {
        const has = (query: ListQuery) => layer.keys(query).every((k) => store.get(k) !== undefined)
        const none = queryIn('', defaults)
        if (isServer()) warnNoAddress()
        else if (!has(q) && has(none)) q = none
      }
      const keys = layer.keys(q)
      return (serverResult = layer.build(view(q, keys, keys)))
    },
    subscribe(listener: () => void) {
      listeners.add(listener)
      return () => void listeners.delete(listener)
    },
    /** Takes the host's latest url and settings (the default value and the store are read on creation). */
    setConfig(next: ObserverConfig<TItem, TPage>) {
      config = { ...next, defaultValue: initial.defaultValue, store }
      if (connected) listenLive()
      update()
    },
    /** Starts showing, loading and URL sync; the returned function stops them (and, if it stays stopped, settles). */
    connect() {
      connected = true
      detached = false
      const stopStore = store.subscribe(update)
      let stopUrl = noop
      if (urlConfig) {
        // The address may have moved while the list was away (hidden by <Activity>, Back meanwhile): follow it, and
        // only then write what the list shows (normalising the address).
        followUrl()
        writeUrl('replace')
        stopUrl = adapter.subscribe(followUrl)
      }
      focusedAt = Date.now()
      listenLive()
      update()
      return () => {
        // The last state asked for is written before the list goes.
        if (urlWrite) flushUrl(urlWrite.mode)
        debounced?.resolve(undefined)
        clearTimeout(debounced?.timer)
        debounced = undefined
        stopLive()
        stopUrl()
        stopStore()
        connected = false
        update()
        // StrictMode disconnects and connects again at once: settle only if the view stays detached.
        queueMicrotask(() => {
          if (connected) return
          detached = true
          update()
        })
      }
    },
  }
}

/** What a layer reaches of the engine. */
export type Engine<TItem, TPage> = {
  actions: RecordActions<TItem> & LocalActions<TItem>
  /**
   * Pages a write of the user's own made (its result, its rollback, an optimistic edit, and edits over those): the
   * answer that comes after one is shown, never held back as somebody else's update (`holdUpdates`), since the write
   * asked for it.
   */
  own: WeakSet<Page<TItem, TPage>>
  options: EngineOptions<TItem, TPage>
  keyName: keyof TItem & string
  start: UrlListState
  config(): ObserverConfig<TItem, TPage>
  store: PageStore<ListPage<TItem, TPage>>
  query(): UrlListState
  /** The default filters as values (a parser stands for its default value). */
  defaults(): SearchParams
  keyOf(q: UrlListState, pageNo?: number): string
  shown(): string[]
  detached(): boolean
  withDefaults(params: SearchParams, move: () => Settled<TItem, TPage>): Settled<TItem, TPage>
  debounce(ms: number, move: () => Settled<TItem, TPage>): Settled<TItem, TPage>
  follow(key: string, href: string | undefined): void
  check(next: UrlListState, where: string): void
  move(next: UrlListState, mode?: Mode, change?: () => void): Settled<TItem, TPage>
  reload(): Settled<TItem, TPage>
  load(key: string, opts?: { force?: boolean; prefetch?: boolean; local?: boolean }): void
  writeUrl(mode: Mode): void
  update(): void
  wait(): Settled<TItem, TPage>
}
