import { collectionRecordActions } from '../edits/collectionRecordActions.ts'
import { localActions, type LocalActions } from '../edits/localActions.ts'
import type { Edit, RecordActions } from '../edits/recordActions.ts'
import { followableLink } from '../http/followableLink.ts'
import { baseOfListUrl } from '../http/recordUrl.ts'
import { wholeNumber } from '../http/wholeNumber.ts'
import { loadListPage, type ListTransforms } from '../spring/loadListPage.ts'
import { mergeSearchParams } from '../spring/mergeSearchParams.ts'
import type { StoreCore } from '../store/createStoreCore.ts'
import { emptyEntry, entryReducer, isDue, isPending, type EntryState } from '../store/entryState.ts'
import { isServer } from '../store/isServer.ts'
import { canonicalFilters, listKey, requestOf } from '../store/listKey.ts'
import type { DehydratedPages } from '../store/storeTypes.ts'
import { isStreamedPage, settledAnswer } from '../store/streamedPages.ts'
import type { ListPage, ListQuery, SearchParams } from '../types.ts'
import { keepParsers, type DefaultFilters } from '../url/filterParser.ts'
import { historyAdapter } from '../url/historyAdapter.ts'
import { serverSearch } from '../url/serverSearch.ts'
import { checkUrlState, type UrlListState } from '../url/urlState.ts'
import { warnNoAddress } from '../url/warnNoAddress.ts'
import { liveSet, liveTriggers } from './liveTriggers.ts'
import {
  effective,
  narrow,
  resolveConfig,
  type ObserverConfig,
  type Resolved,
  type ViewQuery,
} from '../url/resolveConfig.ts'
import type { RestPageDataSource } from './RestPageDataSource.ts'
import type { EngineOptions } from './RestPageApiOptions.ts'
import { sameConfig } from './sameConfig.ts'
import { urlSync } from './urlSync.ts'
import { createWaiters } from './waiters.ts'

export type { ObserverConfig } from '../url/resolveConfig.ts'

type Mode = 'push' | 'replace'
type Page<TItem, TPage> = ListPage<TItem, TPage>
/** What a list operation resolves with: the page asked for, or `undefined` (failed, superseded, unmounted). */
export type Settled<TItem, TPage> = Promise<Page<TItem, TPage> | undefined>

/** Does nothing: the release of an edit that changed nothing, a stop with nothing to stop. */
export const noop = () => {}

/** One page a view asks for: its key and the request it sends. */
export interface PageRequest {
  key: string
  query: ListQuery
}

/** What every view state has: the query asked for, the defaults `setDefaultSearchParams` set, the keys on screen. */
export interface BaseView {
  query: ViewQuery
  /** Default filters set by `setDefaultSearchParams`, in force while the options' own stay what they were (`of`). */
  defaults?: { of: unknown; filters: DefaultFilters } | undefined
  /**
   * The keys whose pages are on screen (the previous query's while the one asked for loads), with the url and the
   * query they answer.
   */
  shown: { url: string; keys: string[]; query?: ViewQuery | undefined }
}

/** What a view reads to derive its result: pure, from the options of one render and the store as it is. */
export interface Ctx<TItem, TPage> {
  resolved: Resolved<TItem, TPage>
  /** The state of a key's entry, `undefined` before anything reached it. */
  state(key: string): EntryState<Page<TItem, TPage>> | undefined
  page(key: string): Page<TItem, TPage> | undefined
  /**
   * The request of page `pageNo` of a query (defaults merged in), with `extra` filters (a keyset cursor). A query as
   * a view keeps it (its page size or sort left to the defaults) is taken too; the same query object gives the same
   * request object.
   */
  request(query: UrlListState | ViewQuery, pageNo?: number, extra?: SearchParams): PageRequest
  /** Pages a write of the user's own made: never held back as somebody else's update. */
  own: WeakSet<Page<TItem, TPage>>
  defaultValue: TItem[]
}

/** What a list and a feed derive alike, for their kind to build the result from. */
export interface Derived<TItem, TPage> {
  query: UrlListState
  requests: PageRequest[]
  /** The pages on screen, in order. */
  pages: Page<TItem, TPage>[]
  /** The pages on screen are those asked for. */
  fresh: boolean
  /** The page of the last key asked for, once it has one. */
  last: Page<TItem, TPage> | undefined
  shared: Shared<TItem>
}

/** The members of the result a list and a feed derive alike (`RestPageDataSource`'s of the same names). */
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
  | 'isEnabled'
>

/**
 * What differs between a list and a feed, as pure functions of a view state (`TView`) and the store: which pages a
 * view asks for, what it keeps on screen, how the address reads, the result. The operations (`actions`) change the
 * view through the observer (`ObserverApi`).
 */
export interface Kind<TItem, TPage, TView extends BaseView> {
  /** The view of a list that starts at `query`. */
  start(query: ViewQuery): TView
  /** The pages a view asks for. */
  requests(view: TView, ctx: Ctx<TItem, TPage>): PageRequest[]
  /** The view once the store changed: the pages on screen, a held update. */
  sync(view: TView, ctx: Ctx<TItem, TPage>, requests: PageRequest[]): TView
  /** What the address shows of a view. */
  urlState(view: TView, ctx: Ctx<TItem, TPage>): UrlListState
  /** The view once the address shows `state`. */
  follow(view: TView, state: UrlListState, ctx: Ctx<TItem, TPage>): TView
  /** The members of the result a host renders besides the operations. */
  result(view: TView, ctx: Ctx<TItem, TPage>, derived: Derived<TItem, TPage>): object
  /** The pages a reload on its own reloads, and the view it leaves. Default: those asked for. */
  refresh?(view: TView, ctx: Ctx<TItem, TPage>): { keys: string[]; view: TView }
  /**
   * The page to load before anyone asks for it (a list's next page), the link to follow, and the page it follows
   * (`from`: one prefetch per page loaded). It is loaded once that page holds no page and no load is on its way.
   */
  prefetch?(
    view: TView,
    ctx: Ctx<TItem, TPage>,
  ): (PageRequest & { link?: string | undefined; from: object }) | undefined
  /** The request's shape: a keyset feed's transforms and cursor parameter. Default: the options'. */
  shape?(options: ListTransforms<TItem, TPage>, keyName: string): ListTransforms<TItem, TPage> & { keyset?: string }
  /** The operations of the result besides the record and local ones, over the observer. */
  actions(api: ObserverApi<TItem, TPage, TView>): object
  /** The key an edit of what is on screen goes to, and the page it applies to there; the edit itself. */
  edits(api: ObserverApi<TItem, TPage, TView>): Edits<TItem, TPage>
}

/** How a kind edits what is on screen. */
export interface Edits<TItem, TPage> {
  target(): string
  pageOf(key: string): Page<TItem, TPage> | undefined
  /**
   * Applies an edit to the page (or pages) of a key; kept, it is applied again to every answer that comes back: a
   * `'write'` (optimistic, on its way) until the returned function releases it, a `'local'` edit until no list asks
   * for the page. `undo` rolls an optimistic one back.
   */
  edit(key: string, fn: Edit<TItem, TPage>, keep?: 'local' | 'write'): () => void
  undo?(key: string, fn: Edit<TItem, TPage>): void
}

/** What a kind's operations reach of the observer. */
export interface ObserverApi<TItem, TPage, TView extends BaseView> {
  view(): TView
  /** What a view (default: the one asked for) derives from, under the options of the last commit. */
  ctx(view?: TView): Ctx<TItem, TPage>
  store: StoreCore<Page<TItem, TPage>>
  /** Makes `next` the view; with a mode, writes the address too. Settles once its pages are loaded. */
  move(next: TView, mode?: Mode): Settled<TItem, TPage>
  /**
   * Changes the view (a held page, the pages on screen) without asking for anything new; `quiet` when a change of the
   * store follows at once (an edit), so the host hears of both as one.
   */
  set(next: TView, quiet?: boolean): void
  /** Loads the pages asked for again (`reload`): the server's pages, without local edits. */
  reload(): Settled<TItem, TPage>
  /** Settles once the pages asked for now are loaded. */
  wait(): Settled<TItem, TPage>
  /** Writes the address (a feed's page count). */
  writeUrl(mode: Mode): void
  /** Refuses, with a `TypeError` naming `where`, a query the address could not keep (under `resolved`'s codec). */
  check(query: UrlListState, where: string, resolved?: Resolved<TItem, TPage>): void
  /** Runs `move` after `ms` milliseconds unless another debounced move comes first (which settles this one). */
  debounce(ms: number, move: () => Settled<TItem, TPage>): Settled<TItem, TPage>
  /** Loads `key` from the server's link to it, when it is one the list may follow. */
  follow(key: string, href: string | undefined): void
  /** Disconnected for good: operations settle with `undefined`, edits are dropped. */
  detached(): boolean
  /** The defaults `setDefaultSearchParams` sets for a view, resolved (and checked by the caller). */
  withDefaults(view: TView, params: SearchParams): { view: TView; resolved: Resolved<TItem, TPage> }
}

/** Two lists of values, equal one by one (`Object.is`). */
const same = (a: unknown[], b: unknown[]) => a.length === b.length && a.every((value, i) => Object.is(value, b[i]))

/** The list sends requests (`enabled`, default `true`). */
const enabled = (config: { options: { enabled?: boolean | undefined } }) => config.options.enabled !== false

/** The states of pages handed over, one per page (the lists compare states by identity). */
const handedStates = new WeakMap<object, EntryState<unknown>>()
/**
 * The state a key has for a list under a hydration boundary: the page handed over, when it is newer than the store's
 * (the boundary hands it to the store after the commit); else the store's.
 */
function handedState<T>(held: EntryState<T> | undefined, handed: unknown): EntryState<T> | undefined {
  // A page a server was still loading: its answer once React has it, else the store's (which takes the load).
  const answer = isStreamedPage(handed) ? settledAnswer(handed) : undefined
  const page = (answer && 'page' in answer ? answer.page : isStreamedPage(handed) ? undefined : handed) as T | undefined
  if (page === undefined || typeof page != 'object' || page === null) return held
  const { dataUpdatedAt, ...data } = page as T & { dataUpdatedAt?: unknown }
  const at = Number(dataUpdatedAt) || 0
  if (held?.data !== undefined && held.dataUpdatedAt >= at) return held
  let made = handedStates.get(page) as EntryState<T> | undefined
  if (!made)
    handedStates.set(
      page,
      (made = entryReducer(emptyEntry as EntryState<T>, {
        type: 'hydrate',
        data: (dataUpdatedAt === undefined ? page : data) as T,
        at,
      })),
    )
  return made
}

/** The pages an operation edited, per store (see `written` and `writtenAsked` in `createObserver`). */
const writtenPages = new WeakMap<object, { written: Set<string>; asked: Set<string> }>()

/**
 * Resolves a config, reusing the last resolution while the options make the same list, and the resolution of each
 * options object it saw: React may read the result with an earlier render's options after a later render resolved
 * its own (`useSyncExternalStore` checks a store's change with the last committed render's `getSnapshot` until its
 * effects run), and options that are not equal by value each render (an inline adapter) must still answer the same.
 */
function resolver<TItem, TPage>(shape: Kind<TItem, TPage, BaseView>['shape']) {
  type Made = { config: ObserverConfig<TItem, TPage>; override: unknown; resolved: Resolved<TItem, TPage> }
  let last: Made | undefined
  const seen = new WeakMap<object, Made>()
  const fits = (made: Made | undefined, config: ObserverConfig<TItem, TPage>, override: unknown) =>
    made &&
    made.override === override &&
    made.config.url === config.url &&
    made.config.settings.urlAdapter === config.settings.urlAdapter
  return (config: ObserverConfig<TItem, TPage>, override: DefaultFilters | undefined) => {
    const before = seen.get(config.options)
    if (fits(before, config, override)) return before!.resolved
    if (fits(last, config, override) && sameConfig(last!.config.options, config.options)) {
      // The same list: the same resolution, whatever object the options came in.
      seen.set(config.options, last!)
      return last!.resolved
    }
    last = { config, override, resolved: resolveConfig(config, override, shape) }
    seen.set(config.options, last)
    return last.resolved
  }
}

/**
 * The engine of a list and of a feed, free of React (TanStack Query's `QueryObserver`). Its state is one immutable
 * view (`TView`: the query asked for, the pages on screen), changed by the kind's named transitions; its result is a
 * pure function of (view, options, store) computed where it is read (`getOptimisticResult`, in render) and kept while
 * its inputs stay the same. Connected, it observes the keys it shows in the store (subscribed to those keys alone),
 * loads what is due, follows and writes the address (`urlSync`), reloads on its own (`liveTriggers`) and settles its
 * operations (`createWaiters`). The record and local operations are composed here, over the kind's edits.
 *
 * @example
 * const list = createObserver(config, listKind)
 * const disconnect = list.connect()
 * list.getResult().nextPage()
 */
export function createObserver<TItem, TPage, TView extends BaseView, TResult>(
  initial: ObserverConfig<TItem, TPage>,
  kind: Kind<TItem, TPage, TView>,
) {
  type P = Page<TItem, TPage>
  const { store, defaultValue } = initial
  /** The options of the last commit: what operations, loads and the address use. */
  let config = initial
  const resolve = resolver<TItem, TPage>(kind.shape as Kind<TItem, TPage, BaseView>['shape'])
  const own = new WeakSet<P>()
  const links = new Map<string, string>()
  const waiters = createWaiters<P>()
  const viewListeners = new Set<(view: TView) => void>()
  const listeners = new Set<() => void>()
  /** The keys this view observes in the store: asked for (`true`) or kept on screen (`false`), and the releases. */
  const observed = new Map<string, { asking: boolean; release: (settings: EngineSettings) => void; stop: () => void }>()
  /** The view the last operation asked for (a move, a change of the view from the result's members). */
  let moved: TView | undefined
  /** An operation is changing the view now: every view it passes through is its own. */
  let operating = false
  const operation = <T>(run: () => T): T => {
    const outer = operating
    operating = true
    try {
      return run()
    } finally {
      operating = outer
      moved = view
    }
  }
  /** The page a prefetch would load, watched (not shown). */
  let watching: { key: string; stop: () => void } | undefined
  let connected = false
  let detached = false
  let loading = false
  let debounced: { timer: ReturnType<typeof setTimeout>; resolve: (page: undefined) => void } | undefined

  /** The requests built for each query object (a cache of `Ctx.request`). */
  const requests = new WeakMap<object, { resolved: unknown; pages: Map<string | number, PageRequest> }>()
  const overrideOf = (view: TView, options: EngineOptions<TItem, TPage>) =>
    view.defaults && sameConfig(view.defaults.of, options.defaultSearchParams) ? view.defaults.filters : undefined
  /** The context of each resolution (and each set of handed-over pages): one object while they stay. */
  const contexts = new WeakMap<object, Ctx<TItem, TPage>>()
  const handedContexts = new WeakMap<object, WeakMap<object, Ctx<TItem, TPage>>>()
  const ctxOf = (view: TView, cfg: ObserverConfig<TItem, TPage>, handed?: DehydratedPages): Ctx<TItem, TPage> => {
    const resolved = resolve(cfg, overrideOf(view, cfg.options))
    let cache = contexts
    if (handed) {
      let forHanded = handedContexts.get(handed)
      if (!forHanded) handedContexts.set(handed, (forHanded = new WeakMap()))
      cache = forHanded
    }
    let ctx = cache.get(resolved)
    if (!ctx) cache.set(resolved, (ctx = makeCtx(resolved, handed)))
    return ctx
  }
  const makeCtx = (resolved: Resolved<TItem, TPage>, handed: DehydratedPages | undefined): Ctx<TItem, TPage> => {
    const state = (key: string) => handedState(store.state(key), handed?.[key])
    return {
      resolved,
      state,
      page: (key) => state(key)?.data,
      request(query, pageNo = query.pageNo, extra) {
        // Built once per query object, page and extra filters under one resolution: a move derives it many times.
        let made = requests.get(query)
        if (made?.resolved !== resolved) requests.set(query, (made = { resolved, pages: new Map() }))
        const id = extra ? `${pageNo} ${JSON.stringify(extra)}` : pageNo
        let request = made.pages.get(id)
        if (!request) {
          const full = effective(query as ViewQuery, resolved as Resolved<unknown, unknown>)
          // The filters sent, in a fixed order, as Spring reads them in any.
          const merged = canonicalFilters(mergeSearchParams(resolved.defaults, full.searchParams))
          const q: ListQuery = { ...full, pageNo, searchParams: extra ? { ...merged, ...extra } : merged }
          made.pages.set(id, (request = { key: listKey(resolved.url, q, resolved.shape), query: q }))
        }
        return request
      },
      own,
      defaultValue,
    }
  }

  /** The view asked for: a new one replaces it by a transition, never in place. */
  let view: TView = (() => {
    const ctx = ctxOf({ query: { pageNo: 0, searchParams: {} }, shown: { url: '', keys: [] } } as never, initial)
    const { resolved } = ctx
    const start = resolved.urlConfig ? resolved.queryIn(resolved.adapter.read()) : resolved.start
    const first = kind.start(narrow(start, resolved as Resolved<unknown, unknown>))
    return kind.follow(first, start, ctx)
  })()

  /** The keys on screen: those asked for once the first has its page, else the previous ones while they have theirs. */
  const onScreen = (v: TView, ctx: Ctx<TItem, TPage>, requests: PageRequest[]) => {
    const asked = requests.map((r) => r.key)
    if (ctx.page(asked[0] as string) !== undefined) return asked
    const { shown } = v
    return shown.url === ctx.resolved.url && shown.keys.length && ctx.page(shown.keys[0] as string) !== undefined
      ? shown.keys
      : []
  }

  /** Derives the result of a view under a config (pure but for a cache of the last result of each view). */
  // By context, then view: the result a render read under its own options stays that result when a later render's
  // options (not equal by value: an inline adapter) are read in between.
  const memos = new WeakMap<object, WeakMap<TView, { inputs: unknown[]; deps: unknown[]; result: TResult }>>()
  /** The result last derived for each view, under any options. */
  const lastOf = new WeakMap<TView, TResult>()
  /** The view each result was derived from (what a suspense host waits for). */
  const viewOf = new WeakMap<object, TView>()
  const derive = (v: TView, cfg: ObserverConfig<TItem, TPage>, handed?: DehydratedPages): TResult => {
    const ctx = ctxOf(v, cfg, handed)
    const requests = kind.requests(v, ctx)
    const keys = requests.map((r) => r.key)
    const screen = onScreen(v, ctx, requests)
    const states = keys.map(ctx.state)
    // The same view, resolution and entries as last time: the same result, at once (render asks several times).
    const inputs = ([ctx, screen.length] as unknown[]).concat(states, screen.map(ctx.state))
    let byView = memos.get(ctx)
    if (!byView) memos.set(ctx, (byView = new WeakMap()))
    const memo = byView.get(v)
    if (memo && same(memo.inputs, inputs)) {
      lastOf.set(v, memo.result)
      return memo.result
    }
    const error = states.find((s) => s?.error !== undefined)?.error as Error | undefined
    const loaded = states.filter((s) => s?.data !== undefined) as EntryState<P>[]
    const none = states[0]?.data === undefined
    const isEnabled = enabled(cfg)
    // A list that waits (`enabled: false`) sends nothing: nothing of its is on its way.
    const pending = states.map((s) => isEnabled && isPending(s))
    const isFetching = pending.includes(true)
    const derived: Derived<TItem, TPage> = {
      query: effective(v.query, ctx.resolved as Resolved<unknown, unknown>),
      requests,
      pages: screen.map(ctx.page).filter((p): p is P => p !== undefined),
      fresh: screen.length > 0 && screen.join('\n') === keys.join('\n'),
      last: states.at(-1)?.data,
      shared: {
        isLoading: none && isFetching,
        isFetching,
        isStale: none || loaded.some((s) => s.isInvalidated),
        dataUpdatedAt: none ? 0 : Math.min(...loaded.map((s) => s.dataUpdatedAt)),
        isError: error !== undefined,
        error,
        searchParams: v.query.searchParams,
        defaultSearchParams: ctx.resolved.shownDefaults,
        keyName: ctx.resolved.keyName,
        isEnabled,
      },
    }
    // What the result is built from, by identity: the same values make the same result (a load that starts for a page
    // already due changes nothing a host renders). concat, not spreads: no iterator per part.
    const deps = ([ctx.resolved, derived.fresh, derived.last, keys.length] as unknown[]).concat(
      Object.values(derived.shared),
      keys,
      pending,
      derived.pages,
    )
    if (memo && same(memo.deps, deps)) {
      memo.inputs = inputs
      lastOf.set(v, memo.result)
      return memo.result
    }
    const result = Object.assign({}, actions, derived.shared, kind.result(v, ctx, derived)) as TResult
    viewOf.set(result as object, v)
    byView.set(v, { inputs, deps, result })
    lastOf.set(v, result)
    return result
  }

  const notify = () => {
    for (const listener of [...listeners]) listener()
  }
  const setView = (next: TView) => {
    if (next === view) return
    view = next
    for (const listener of [...viewListeners]) listener(next)
  }

  /** The settings a load reads: the provider's and the list's retries. */
  const retries = () => {
    const retry = config.options.retry ?? config.settings.retry ?? 3
    return retry === true ? 3 : retry === false ? 0 : wholeNumber(retry, 0, 'option retry')
  }
  const load = (request: PageRequest, opts: { force?: boolean; prefetch?: boolean; local?: boolean } = {}) => {
    const { url } = config
    const link = links.get(request.key)
    void store.load(
      request.key,
      (signal) => {
        const ctx = ctxOf(view, config)
        return loadListPage<TItem, TPage>(config.settings, url, request.query, ctx.resolved.shape, signal, link)
      },
      { ...opts, retry: retries(), settings: config.settings, request: requestOf(url, request.query) },
    )
  }

  /** Observes what is on screen, loads what is due, settles what waits: after every change of the view or the store. */
  const wire = () => {
    const ctx = ctxOf(view, config)
    const requests = kind.requests(view, ctx)
    const keys = requests.map((r) => r.key)
    // What is on screen: the pages asked for once the first is there; none once the previous ones are gone.
    const { shown } = view
    const url = ctx.resolved.url
    if (ctx.page(keys[0] as string) !== undefined) {
      if (shown.url !== url || shown.keys.join('\n') !== keys.join('\n'))
        setView({ ...view, shown: { url, keys, query: view.query } })
    } else if (shown.keys.length && (shown.url !== url || ctx.page(shown.keys[0] as string) === undefined))
      setView({ ...view, shown: { url, keys: [] } })
    const synced = kind.sync(view, ctx, requests)
    if (synced !== view) setView(synced)
    const screen = onScreen(view, ctx, requests)
    const wanted = new Map<string, boolean>()
    if (connected) {
      // A list that waits shows what the store holds for its keys, asking for none (it loads nothing, and nothing
      // waits for it: `settled()`, `invalidate()`).
      for (const k of keys) wanted.set(k, enabled(config))
      for (const k of screen) if (!wanted.has(k)) wanted.set(k, false)
    }
    for (const [k, o] of observed) {
      if (wanted.get(k) === o.asking) continue
      observed.delete(k)
      o.stop()
      o.release(config.settings)
    }
    // The page a prefetch would load is watched too: its load ending (a list leaving it) may make the prefetch due.
    const candidate = connected ? kind.prefetch?.(view, ctx)?.key : undefined
    if (candidate !== watching?.key) {
      watching?.stop()
      watching = candidate === undefined ? undefined : { key: candidate, stop: store.watch(candidate, changed) }
    }
    const base = ctx.resolved.base
    for (const [k, asking] of wanted)
      if (!observed.has(k)) {
        const request = requests.find((r) => r.key === k)
        observed.set(k, {
          asking,
          stop: store.watch(k, (event) => {
            // The entry left the store (`clear()`, an eviction): the page is shown from a new entry, observed anew.
            const o = observed.get(k)
            if (event.type === 'removed' && o) {
              observed.delete(k)
              o.stop()
            }
            changed()
          }),
          release: store.observe(k, asking, base, request && requestOf(config.url, request.query)),
        })
        // Another tab wrote since its page loaded, while lists that take no cross-tab reloads showed it: this one does.
        const heard = store.entries.get(k)?.heard
        if (
          asking &&
          heard !== undefined &&
          heard >= (store.state(k)?.dataUpdatedAt ?? 0) &&
          (config.options.crossTab ?? config.settings.crossTab ?? true)
        )
          store.refresh(k, true)
      }
    if (connected && enabled(config) && !loading && (keys.concat(stale(screen, keys)).some(due) || prefetchable(ctx))) {
      // After the current task: moves made in one event load only the query they end on.
      loading = true
      queueMicrotask(loadDue)
    }
    const states = keys.map((k) => store.state(k))
    waiters.check({
      target: keys.join('\n'),
      // A list that waits loads nothing: its operations settle at once, with the page the store holds.
      fetching: enabled(config) && states.some(isPending),
      error: states.find((s) => s?.error !== undefined)?.error,
      page: states.at(-1)?.data,
      gone: detached,
    })
  }
  let wiring = false
  let again = false
  /** The result the host was last told of. */
  let told: TResult | undefined
  /** A change of the view or of a key on screen: the view syncs, then the host hears of it if its result changed. */
  const changed = () => {
    if (wiring) return void (again = true)
    wiring = true
    try {
      do {
        again = false
        wire()
      } while (again)
    } finally {
      wiring = false
    }
    const result = derive(view, config)
    if (result === told) return
    told = result
    notify()
  }

  const due = (key: string) => isDue(store.state(key))
  /**
   * Pages kept on screen as placeholders that an operation edited (a write's result): the server's again next. One set
   * per store: a list showing a page another list edited as its placeholder (a feed and a list of one request) reloads
   * it too, when the list that edited it has moved on.
   */
  let marks = writtenPages.get(store)
  if (!marks) writtenPages.set(store, (marks = { written: new Set(), asked: new Set() }))
  const { written, asked: writtenAsked } = marks
  /**
   * Pages a write edited (or rolled back) while a list asked for them: reloaded as placeholders only once the page
   * asked for failed (a removal that empties a page and moves to the one before sends no reload of the emptied page).
   * Per store too: the list that shows one as its placeholder may not be the one that edited it.
   */
  const mark = (set: Set<string>, key: string) => {
    set.delete(key)
    set.add(key)
    if (set.size > 20) set.delete(set.values().next().value as string)
  }
  /**
   * The keys on screen that are not those asked for (a previous page kept as a placeholder), that an operation edited
   * and whose page is old since (the write's reload): they load again, so the rows on screen are the server's, also
   * when the page asked for failed and the placeholder stays.
   */
  const stale = (screen: string[], keys: string[]) => {
    const failed = keys.some((k) => store.state(k)?.error !== undefined)
    return screen.filter(
      (k) =>
        (written.has(k) || (failed && writtenAsked.has(k))) &&
        !keys.includes(k) &&
        store.state(k)?.data !== undefined &&
        due(k),
    )
  }
  /** The pages whose next page was prefetched: one prefetch per page loaded. */
  const prefetched = new WeakSet<object>()
  const prefetchable = (ctx: Ctx<TItem, TPage>) => {
    const next = kind.prefetch?.(view, ctx)
    const there = next && store.state(next.key)
    return next && !prefetched.has(next.from) && there?.data === undefined && there?.fetchStatus !== 'fetching'
      ? next
      : undefined
  }
  const loadDue = () => {
    loading = false
    if (!connected || !enabled(config)) return
    const ctx = ctxOf(view, config)
    const requests = kind.requests(view, ctx)
    for (const request of requests) if (due(request.key)) load(request)
    // A page kept on screen as a placeholder that an operation edited, old since: it reloads as it was loaded, so the
    // rows on screen stay the server's. It stays marked: a reload abandoned (a write, an invalidation after it) makes
    // it old again, and it loads again.
    const keys = requests.map((r) => r.key)
    for (const key of stale(onScreen(view, ctx, requests), keys)) {
      const { loader } = store.entries.get(key) ?? {}
      if (loader) void store.load(key, loader, { retry: retries(), settings: config.settings })
    }
    const next = prefetchable(ctx)
    if (next) {
      prefetched.add(next.from)
      api.follow(next.key, next.link)
      load(next, { prefetch: true })
    }
  }

  const wait = (): Settled<TItem, TPage> => {
    if (detached) return Promise.resolve(undefined)
    const ctx = ctxOf(view, config)
    return waiters.wait(
      kind
        .requests(view, ctx)
        .map((r) => r.key)
        .join('\n'),
    )
  }

  const sync = urlSync({
    adapter: () => ctxOf(view, config).resolved.adapter,
    config: () => ctxOf(view, config).resolved.urlConfig,
    parse: (search) => ctxOf(view, config).resolved.queryIn(search),
    shown: () => kind.urlState(view, ctxOf(view, config)),
    follow(state) {
      setView(kind.follow(view, state, ctxOf(view, config)))
      changed()
    },
  })
  let stopUrl = noop
  /** The address the list is synced through now (`null`: not synced), to connect again when it changes. */
  let syncedTo: unknown = null

  const live = liveTriggers(
    (written) => {
      if (!connected || !enabled(config)) return
      const ctx = ctxOf(view, config)
      const { keys, view: next } = kind.refresh?.(view, ctx) ?? {
        keys: kind.requests(view, ctx).map((r) => r.key),
        view,
      }
      setView(next)
      for (const key of keys) store.refresh(key, written)
    },
    (heard) => store.listenRemote(heard),
    (collection) => {
      const { base, url } = ctxOf(view, config).resolved
      return collection === base || collection === baseOfListUrl(url)
    },
  )
  const listenLive = () =>
    live.listen(liveSet(config.options, config.settings, (n) => wholeNumber(n as number, 0, 'option refreshInterval')))

  const api: ObserverApi<TItem, TPage, TView> = {
    view: () => view,
    ctx: (v = view) => ctxOf(v, config),
    store,
    move(next, mode) {
      return operation(() => {
        setView(next)
        if (mode) sync.write(mode)
        const settled = wait()
        changed()
        return settled
      })
    },
    set(next, quiet) {
      if (quiet) return setView(next)
      operation(() => {
        setView(next)
        changed()
      })
    },
    reload() {
      const settled = wait()
      if (connected && !detached && enabled(config))
        for (const request of kind.requests(view, ctxOf(view, config))) load(request, { force: true, local: false })
      changed()
      return settled
    },
    wait,
    writeUrl: (mode) => sync.write(mode),
    check(query, where, resolved = ctxOf(view, config).resolved) {
      if (resolved.urlConfig) checkUrlState(query, resolved.urlConfig, where)
    },
    debounce(ms, move) {
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
    follow(key, href) {
      const link = followableLink(config.url, href)
      if (!link) return
      links.delete(key)
      links.set(key, link)
      if (links.size > 50) links.delete(links.keys().next().value as string)
    },
    detached: () => detached,
    withDefaults(v, params) {
      // A filter declared with a parser keeps it (its type, its reading from the address).
      const filters = keepParsers(params, ctxOf(v, config).resolved.defaults)
      const next = { ...v, defaults: { of: config.options.defaultSearchParams, filters } }
      return { view: next, resolved: ctxOf(next, config).resolved }
    },
  }

  const kindEdits = kind.edits(api)
  const edits: Edits<TItem, TPage> = {
    ...kindEdits,
    edit(key, fn, keep) {
      const ctx = ctxOf(view, config)
      if (!kind.requests(view, ctx).some((r) => r.key === key)) mark(written, key)
      else if (keep !== 'local') mark(writtenAsked, key)
      return kindEdits.edit(key, fn, keep)
    },
    // A rollback is a write's edit too.
    ...(kindEdits.undo && {
      undo(key: string, fn: Edit<TItem, TPage>) {
        const asked = kind.requests(view, ctxOf(view, config)).some((r) => r.key === key)
        mark(asked ? writtenAsked : written, key)
        kindEdits.undo?.(key, fn)
      },
    }),
  }
  const records: RecordActions<TItem> = collectionRecordActions<TItem, TPage>(
    () => config,
    () => ctxOf(view, config).resolved.keyName,
    () => {
      const key = edits.target()
      return { key, page: edits.pageOf(key) }
    },
    edits.edit,
    edits.undo,
  )
  const local: LocalActions<TItem> = localActions(
    () => ctxOf(view, config).resolved.keyName,
    () => edits.pageOf(edits.target()),
    // A local edit stays over the page through background reloads, for as long as the store keeps the page.
    (fn) => void edits.edit(edits.target(), fn, 'local'),
  )
  /** The operations of the result: the same functions for the observer's life. */
  const actions = Object.assign({}, records, local, kind.actions(api))

  let serverMemo: TResult | undefined
  return {
    actions,
    /** What a host renders now: the result of the view under the options of the last commit. */
    getResult: () => derive(view, config),
    /**
     * The result of the view under the options a host renders with (TanStack Query's `getOptimisticResult`): computed
     * in render, so a new url or option shows its own state in the render that receives it. `v` is the view the host
     * renders (a transition's may lag the latest). The same object while nothing in it changed.
     */
    getOptimisticResult: (cfg: ObserverConfig<TItem, TPage>, v: TView = view, handed?: DehydratedPages) =>
      derive(v, cfg, handed),
    /**
     * The last result of a view, as it was last derived (a host rendering a view an operation left behind keeps showing
     * it as it was until React renders the new one, rather than deriving the old view again over the store's changes
     * that the operation caused).
     */
    lastResultOf: (v: TView): TResult | undefined => lastOf.get(v),
    /**
     * The first page a result asks for while it has nothing on screen (no page of its own, no previous page kept while
     * it loads): its key, its load and its request, for a suspense host to wait for (`suspend.ts`). `undefined` while
     * rows are on screen.
     */
    firstAsked(cfg: ObserverConfig<TItem, TPage>, result: TResult, handed?: DehydratedPages) {
      const v = viewOf.get(result as object) ?? view
      const ctx = ctxOf(v, cfg, handed)
      const requests = kind.requests(v, ctx)
      const first = requests[0]
      if (!first || onScreen(v, ctx, requests).length) return undefined
      const link = links.get(first.key)
      return {
        key: first.key,
        state: ctx.state(first.key),
        request: requestOf(cfg.url, first.query),
        load: (signal: AbortSignal) =>
          loadListPage<TItem, TPage>(cfg.settings, cfg.url, first.query, ctx.resolved.shape, signal, link),
      }
    },
    /**
     * What the server rendered, on the server and in the hydration render alike (`serverSearch`): the query of the
     * provider's `serverUrl`, else what the adapter reads (a router's reads the request's address on the server). A
     * list on `historyAdapter` with no `serverUrl` knew no address on the server: it rendered the defaults, and so
     * does the hydration render, unless the store holds the address's pages (handed over by a server that knew it).
     * The same object on every call.
     */
    getServerResult(cfg: ObserverConfig<TItem, TPage> = config, handed?: DehydratedPages): TResult {
      if (serverMemo) return serverMemo
      const ctx = ctxOf(view, cfg, handed)
      const { resolved } = ctx
      const { serverUrl } = cfg.settings
      let state = resolved.queryIn(serverSearch(serverUrl, resolved.adapter))
      if (resolved.urlConfig && !serverUrl && resolved.adapter === historyAdapter) {
        if (isServer()) warnNoAddress()
        else {
          const none = resolved.queryIn('')
          const held = (s: UrlListState) => {
            const v = kind.follow(kind.start(narrow(s, resolved as Resolved<unknown, unknown>)), s, ctx)
            return kind.requests(v, ctx).every((r) => ctx.page(r.key) !== undefined)
          }
          if (!held(state)) state = none
        }
      }
      const v = kind.follow(kind.start(narrow(state, resolved as Resolved<unknown, unknown>)), state, ctx)
      const requests = kind.requests(v, ctx)
      const keys = requests.map((r) => r.key)
      return (serverMemo = derive({ ...v, shown: { url: resolved.url, keys } }, cfg, handed))
    },
    /** The view asked for now, and its changes (a host that keeps it as its own state). */
    getView: () => view,
    /**
     * The view the last operation asked for: a host that keeps the view as its own state renders it when it renders
     * it (a move made in a transition stays pending); any other change of the view (the address followed, what the
     * store shows) is rendered at once.
     */
    movedTo: () => (operating ? view : moved),
    subscribeView(listener: (view: TView) => void) {
      viewListeners.add(listener)
      return () => void viewListeners.delete(listener)
    },
    /** Calls `listener` whenever the result may have changed. */
    subscribe(listener: () => void) {
      listeners.add(listener)
      return () => void listeners.delete(listener)
    },
    /** Takes the host's committed url, settings and options (the default value and the store are read on creation). */
    setConfig(next: ObserverConfig<TItem, TPage>) {
      const same =
        next.url === config.url && next.settings === config.settings && sameConfig(next.options, config.options)
      config = { ...next, defaultValue, store }
      if (same) return
      if (connected) {
        listenLive()
        reconnectUrl()
      }
      changed()
    },
    /** Starts showing, loading, URL sync and reloads on their own; the returned function stops them. */
    connect() {
      connected = true
      detached = false
      live.connected()
      reconnectUrl()
      listenLive()
      changed()
      return () => {
        stopUrl()
        stopUrl = noop
        syncedTo = null
        debounced?.resolve(undefined)
        clearTimeout(debounced?.timer)
        debounced = undefined
        live.stop()
        connected = false
        changed()
        // StrictMode disconnects and connects again at once: settle only if the view stays detached.
        queueMicrotask(() => {
          if (connected) return
          detached = true
          changed()
        })
      }
    },
  }

  /** Connects URL sync again when the list's address changed (synced or not, another adapter, prefix or keys). */
  function reconnectUrl() {
    const { urlConfig, adapter } = ctxOf(view, config).resolved
    const to = urlConfig && [adapter, urlConfig.prefix, urlConfig.filterKeys.join('\n')]
    const was = syncedTo as unknown[] | null
    if (to === was || (to && was && to.every((part, i) => part === was[i]))) return
    stopUrl()
    syncedTo = to
    stopUrl = to ? sync.connect() : noop
  }
}

/** The settings a release of a key reads (the eviction's `gcTime` and `maxCachedPages`). */
type EngineSettings = ObserverConfig<unknown, unknown>['settings']

/** An observer (`createObserver`). */
export type Observer<TResult> = {
  getResult(): TResult
  getServerResult(): TResult
  subscribe(listener: () => void): () => void
  connect(): () => void
}
