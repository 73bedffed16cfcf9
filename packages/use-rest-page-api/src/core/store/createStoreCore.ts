import { crossTab } from './crossTab.ts'
import { createWriteLog } from './writeLog.ts'
import { emptyEntry, entryReducer, isDue, type EntryAction, type EntryState } from './entryState.ts'
import { isServer } from './isServer.ts'
import { baseOfListUrl } from '../http/recordUrl.ts'
import { isAbortError, PREFIX } from '../http/RestError.ts'
import type { ListPageRequest, StoreEvent, StoreLink, StoreSettings } from './storeTypes.ts'
import type { Persistence } from '../persist/Persistence.ts'
import { outboxOf, type Outbox } from '../outbox/Outbox.ts'
import type { OutboxWrite } from '../outbox/OutboxWrite.ts'

/** A load of one page: what it may be aborted with is the signal's business. */
export type PageLoader<TData> = (signal: AbortSignal) => Promise<TData>

/** A load on its way. */
interface Load {
  done: Promise<void>
  abort: AbortController
  /** Only a prefetch wanted it: its failure is nobody's error, and no list leaving may abort it. */
  prefetch: boolean
}

/**
 * One key of the store: its state (changed only by `entryReducer`, through `dispatch`) and the bookkeeping of who
 * shows it and what is on its way.
 */
interface Entry<TData> {
  state: EntryState<TData>
  /** The request it answers, as the last list that showed it (or loaded it) said. */
  request: ListPageRequest | undefined
  load?: Load | undefined
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
  retry?: ReturnType<typeof setTimeout> | undefined
  /**
   * When another tab last wrote to its collection while lists showed it (`Date.now()`): a list that takes cross-tab
   * reloads and asks for it afterwards loads it again if its page is older (one that does not may have kept it).
   */
  heard?: number
}

/** The options of `set`. */
export interface SetOptions<TData> {
  /** Keep the page due: an edit of a list's default value is not the server's page. Default: `false`. */
  stale?: boolean
  /** Tell the bridge (`false` for a write that came from it). Default: `true`. */
  echo?: boolean
  /**
   * The edit that made `data`, to apply again to every answer that comes back until released (a local edit, an
   * optimistic write on its way): the load on its way then stays. Without it, the write is the server's word (a
   * write's result, a rollback): a load on its way predates it and is abandoned, and the page stays due.
   */
  keep?: ((data: TData) => TData) | undefined
  /** The kept edit is a local edit: it goes when no list asks for the page any more. Default: `false`. */
  local?: boolean
}

/** The options of `load`. */
export interface LoadOptions {
  /** Start a new load, abandoning the one on its way. Default: `false` (join it). */
  force?: boolean
  /** A load nobody asked for yet (a list's prefetch). Default: `false`. */
  prefetch?: boolean
  /** How often a failed background reload tries again. Default: `0`. */
  retry?: number
  /** Keep the local edits over the answer (`false`: `reload()`, the server's page alone). Default: `true`. */
  local?: boolean
  settings?: StoreSettings
  /** The request the key answers (for `invalidate`'s predicate and the devtools). */
  request?: ListPageRequest | undefined
  /**
   * The load is one a server started (a page handed over still loading): it is not the key's loader, which a reload
   * calls again. Default: `false`.
   */
  adopted?: boolean
}

/** A key's request line (a list key is the JSON of `[line, ...]`); another key as it is. */
const lineOf = (key: string): string => {
  try {
    return String((JSON.parse(key) as unknown[])[0])
  } catch {
    return key
  }
}

/** setTimeout fires at once past this: longer times wait for `maxCachedPages` instead. */
const MAX_TIMER = 2 ** 31 - 1

/**
 * The store (TanStack Query's `QueryCache`): one entry per list key, its state changed only by named transitions
 * (`entryReducer`: fetch, success, error, cancel, invalidate, refresh, leave, edit, hydrate) and evictions, each
 * change told as a `StoreEvent` to the listeners of that key (`watch`) and to the store's (`subscribe`). One load per
 * key however many lists show it; which lists show which key; the eviction of pages no list shows (`gcTime`,
 * `maxCachedPages`). A load whose key no list shows any more is aborted, unless only a prefetch wanted it; a write
 * that is the server's word (a write's result, a rollback, `invalidate`) abandons the load on its way, which may
 * predate it. `storeApi` is what an app and a bridge reach besides (`clear`, `dehydrate`, `hydrate`, `inspect`,
 * `settled`, `revalidate`, `drop`), apart so a bundle with lists alone leaves it out.
 *
 * @example
 * const store = createStoreCore<Page>()
 * const release = store.observe(key, true, '/api/products')
 * await store.load(key, (signal) => loadListPage(http, url, query, options, signal))
 * store.state(key)?.data // the page
 */
export function createStoreCore<TData>(link: StoreLink<TData> = {}, pages: Record<string, TData> = {}) {
  const entries = new Map<string, Entry<TData>>()
  // The pages it is made with (a bridge's cache): entries already, told to no one and linked by no one.
  for (const [key, data] of Object.entries(pages)) {
    if (!key.startsWith('["') || typeof data != 'object' || !data) continue
    const { dataUpdatedAt, ...page } = data as TData & { dataUpdatedAt?: unknown }
    const state = entryReducer(emptyEntry as EntryState<TData>, {
      type: 'hydrate',
      data: (dataUpdatedAt === undefined ? data : page) as TData,
      at: Number(dataUpdatedAt) || 0,
    })
    entries.set(key, { state, request: undefined, observers: 0, askers: 0, bases: new Set(), kept: [] })
  }
  /** Keys no list shows, the one left longest ago first, with their eviction timers. */
  const idle = new Map<string, ReturnType<typeof setTimeout> | undefined>()
  const listeners = new Set<(event: StoreEvent) => void>()
  const watchers = new Map<string, Set<(event: StoreEvent) => void>>()
  const tabs = crossTab()
  const remote = new Set<(collection: string) => void>()
  let stopRemote: (() => void) | undefined

  const emit = (event: StoreEvent) => {
    const own = watchers.get(event.key)
    if (own) for (const listener of [...own]) listener(event)
    for (const listener of [...listeners]) listener(event)
  }
  const dispatch = (key: string, e: Entry<TData>, action: EntryAction<TData>) => {
    const next = entryReducer(e.state, action)
    if (next === e.state) return
    e.state = next
    emit({ type: 'updated', key })
  }
  const entryOf = (key: string, request?: ListPageRequest): Entry<TData> => {
    let e = entries.get(key)
    if (!e) {
      entries.set(
        key,
        (e = { state: emptyEntry, request, observers: 0, askers: 0, bases: new Set(), kept: [] } as Entry<TData>),
      )
      e.unlink = link.link?.(key)
      emit({ type: 'added', key })
    } else if (request) e.request = request
    return e
  }
  /** A list shows the key again: its eviction is called off. */
  const wake = (key: string) => {
    clearTimeout(idle.get(key))
    idle.delete(key)
  }
  /** Abandons the load on its way: it is aborted, and its answer dropped. */
  const cancel = (key: string, e: Entry<TData>) => {
    if (!e.load) return
    e.load.abort.abort()
    e.load = undefined
    dispatch(key, e, { type: 'cancel' })
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
    if (echo && e.state.data !== undefined) link.write?.(key, undefined)
    emit({ type: 'removed', key })
  }
  /**
   * A key no list shows waits `gcTime` for a list (for good on a server: no timer there); past `maxCachedPages` pages
   * in all, the oldest such key goes now.
   */
  const scheduleEviction = (key: string, settings: StoreSettings) => {
    wake(key)
    const gcTime = isServer() ? Infinity : (settings.gcTime ?? 300_000)
    idle.set(key, gcTime < MAX_TIMER ? setTimeout(() => drop(key), gcTime) : undefined)
    for (const k of idle.keys()) {
      if (entries.size <= (settings.maxCachedPages ?? 100)) break
      drop(k)
    }
  }
  /**
   * A key `invalidate(target)` picks: a collection (the lists' urls without query, and their `baseUrl`s; for a key no
   * list has shown, its request line's) or a predicate of its request (`storeApi` gives every entry one first).
   */
  const matches = (key: string, e: Entry<TData>, target: string | ((request: ListPageRequest) => boolean)) =>
    typeof target == 'string'
      ? e.bases.has(target) || baseOfListUrl(e.request?.url ?? lineOf(key)) === target
      : target(e.request as ListPageRequest)
  /** The page is old: a load on its way may predate what made it so, and is abandoned (lists showing it load again). */
  const age = (key: string, e: Entry<TData>) => {
    cancel(key, e)
    dispatch(key, e, { type: 'invalidate' })
  }

  /** Makes the pages `target` picks old, and tells other tabs of a collection's change; returns their keys. */
  const invalidate = (target: string | ((request: ListPageRequest) => boolean)): string[] => {
    const aged: string[] = []
    for (const [key, e] of entries)
      if (matches(key, e, target)) {
        aged.push(key)
        age(key, e)
      }
    // Other tabs of the origin hear of a collection's change (a predicate is this tab's own business).
    if (typeof target == 'string') tabs.tell(target)
    return aged
  }

  const load = (
    key: string,
    loader: PageLoader<TData>,
    { force = false, prefetch = false, retry = 0, local = true, settings = {}, request, adopted }: LoadOptions = {},
  ): Promise<void> => {
    const e = entryOf(key, request)
    if (!adopted) e.loader = loader
    // A reload the app asked for (`reload()`) is the server's page, without the local edits.
    if (!local) e.kept = e.kept.filter((kept) => !kept.local)
    if (e.load && !force) {
      if (!prefetch) e.load.prefetch = false
      return e.load.done
    }
    e.load?.abort.abort()
    clearTimeout(e.retry)
    const abort = new AbortController()
    const current: Load = { abort, prefetch, done: undefined as unknown as Promise<void> }
    const settle = (apply: () => void) => {
      // Evicted, cleared, dropped or abandoned since: the answer is nobody's.
      if (entries.get(key) !== e || e.load !== current) return
      e.load = undefined
      apply()
      if (!e.observers && !idle.has(key)) scheduleEviction(key, settings)
    }
    e.load = current
    dispatch(key, e, { type: 'fetch' })
    // Writes waiting in the outbox go first, once online: the page then answers after them (issue 38).
    const gate = outboxOf(store)?.gate()
    current.done = (gate ? gate.then(() => loader(abort.signal)) : loader(abort.signal)).then(
      (data) =>
        settle(() => {
          link.loaded?.(key, data)
          // Local edits and optimistic writes on their way survive the reload.
          const page = e.kept.reduce((page, kept) => kept.edit(page), data)
          if (link.write) link.write(key, page)
          dispatch(key, e, { type: 'success', data: page, at: Date.now() })
        }),
      (error: unknown) =>
        settle(() => {
          if (abort.signal.aborted || isAbortError(error)) return dispatch(key, e, { type: 'cancel' })
          link.loaded?.(key, undefined, error)
          if (current.prefetch) return dispatch(key, e, { type: 'cancel' })
          const failures = e.state.failureCount
          // A rejection with no reason (`Promise.reject()` in a transform) is still a failure, not a missing one.
          dispatch(key, e, { type: 'error', error: error ?? new Error(`${PREFIX}the load of a list page failed`) })
          // A background reload (the rows stay on screen) tries again after 1, 2, 4 s...; a first load does not, and
          // nothing does on a server (no timer there).
          if (e.state.data === undefined || failures >= retry || isServer()) return
          e.retry = setTimeout(
            () => {
              e.retry = undefined
              if (entries.get(key) !== e || !e.observers || e.load) return
              void load(key, loader, { retry, settings })
            },
            1000 * 2 ** failures,
          )
        }),
    )
    return current.done
  }

  const store = {
    /** The state of a key (immutable: a new object on each change), or `undefined` before anything reached it. */
    state: (key: string): EntryState<TData> | undefined => entries.get(key)?.state,
    /** The page of a key. */
    get: (key: string): TData | undefined => entries.get(key)?.state.data,
    /**
     * Writes a page (a local or record edit; `echo` false for a write that came from the bridge). Without `keep`, the
     * write is the server's word and abandons the load on its way, which predates it; `stale` keeps it due (an edit of
     * a list's default value is not the server's page).
     */
    set(key: string, data: TData, { stale = false, echo = true, keep, local = false }: SetOptions<TData> = {}) {
      const e = entryOf(key)
      const kept = keep && { edit: keep, local }
      if (kept) e.kept.push(kept)
      else if (e.load) {
        cancel(key, e)
        stale = true
      }
      if (echo) link.write?.(key, data)
      dispatch(key, e, { type: 'edit', data, stale })
      return () => {
        const at = e.kept.indexOf(kept as (typeof e.kept)[number])
        if (at >= 0) e.kept.splice(at, 1)
      }
    },
    /**
     * A reload asked for in the background (focus, reconnect, an interval, another tab): the key goes stale, so a list
     * showing it loads it again; nothing happens while a load is on its way, unless the reload is for a write made
     * elsewhere (`written`: another tab's), which the load may predate: it is abandoned. A failed key tries again.
     */
    refresh(key: string, written = false) {
      const e = entries.get(key)
      if (!e) return
      if (e.load) {
        // A write elsewhere (another tab's): the load on its way may predate it.
        if (!written) return
        cancel(key, e)
      }
      clearTimeout(e.retry)
      dispatch(key, e, { type: 'refresh' })
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
    observe(key: string, asking: boolean, base: string, request?: ListPageRequest): (settings: StoreSettings) => void {
      const e = entryOf(key, request)
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
          // No list asks for it: the next one that does reloads it, and sees the server's page without local edits. A
          // reload on its way is abandoned: the page is at most a placeholder now, on its way out.
          if (!e.askers) {
            e.kept = e.kept.filter((kept) => !kept.local)
            if (e.state.data !== undefined) {
              if (e.load && !e.load.prefetch) cancel(key, e)
              dispatch(key, e, { type: 'invalidate' })
            }
          }
          if (e.observers) return
          dispatch(key, e, { type: 'leave' })
          // Its answer is nobody's now, whether or not the loader heeds the signal.
          if (e.load && !e.load.prefetch) cancel(key, e)
          scheduleEviction(key, settings)
        })
      }
    },
    /** Makes the pages `target` picks old (see `RestPageStore.invalidate`). */
    invalidate(target: string | ((request: ListPageRequest) => boolean)): void {
      invalidate(target)
    },
    /**
     * Calls `listener` with the collection another tab of the origin wrote to (its `invalidate(collection)`), while
     * listening: the lists of this tab that take cross-tab refreshes reload their pages of it, and the pages no list
     * shows go stale. Returns the function that stops it.
     */
    listenRemote(listener: (collection: string) => void): () => void {
      remote.add(listener)
      stopRemote ??= tabs.listen((collection) => {
        for (const [key, e] of entries)
          if (matches(key, e, collection)) {
            if (e.observers) e.heard = Date.now()
            else age(key, e)
          }
        for (const heard of [...remote]) heard(collection)
      })
      return () => {
        remote.delete(listener)
        if (remote.size) return
        stopRemote?.()
        stopRemote = undefined
      }
    },
    /** Calls `listener` on each change of `key`; returns the function that stops it. */
    watch(key: string, listener: (event: StoreEvent) => void): () => void {
      let set = watchers.get(key)
      if (!set) watchers.set(key, (set = new Set()))
      set.add(listener)
      return () => {
        set.delete(listener)
        if (!set.size && watchers.get(key) === set) watchers.delete(key)
      }
    },
    subscribe(listener: (event: StoreEvent) => void): () => void {
      listeners.add(listener)
      return () => void listeners.delete(listener)
    },
    // What `storeApi` builds on.
    entries,
    entryOf,
    dispatch,
    /** Takes a key out: its load is aborted, its answer dropped, its bridge told (unless `echo` is false). */
    discard: drop,
    /** A key no list shows now waits for one (`gcTime`, `maxCachedPages`). */
    idle: scheduleEviction,
    link,
    age,
    /** `invalidate`, returning the keys it made old (what `storeApi`'s awaits). */
    invalidateKeys: invalidate,
    /** The record writes of the lists and feeds on the store: on their way, and the last that failed. */
    writeLog: createWriteLog(),
    /**
     * Where writes wait for the network (`attachOutbox`, by `createRestPageStore`); none on a provider's own store (the
     * app side then has an empty `outbox()` function there: read it with `outboxOf`).
     */
    outbox: undefined as Outbox | (() => readonly OutboxWrite[]) | undefined,
  }
  return store
}

/** The store with what lists use of it (`createStoreCore`). */
export type StoreCore<TData> = ReturnType<typeof createStoreCore<TData>> & {
  /** Where pages are persisted (`createRestPageStore({ persist })`, set after creation); none on a provider's own store. */
  persistence?: Persistence
}

/**
 * The store's one notion of busy: a load of the key is on its way, or due (`isDue`) while a list asks for it. What
 * `settled()` waits for, and `inspect()` reports as `busy`.
 */
export const isBusy = (core: StoreCore<unknown>, key: string): boolean => {
  const e = core.entries.get(key)
  return !!e && (!!e.load || (e.askers > 0 && isDue(e.state)))
}
