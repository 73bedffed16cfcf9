import type { ListPage } from '../types.ts'
import { isBusy, type StoreCore } from './createStoreCore.ts'
import type { DehydratedPages, RestPageStore, StoreEntryInfo, StoreSettings } from './storeTypes.ts'
import type { EntryState } from './entryState.ts'
import {
  adoptStreamed,
  handedError,
  isStreamedPage,
  settledAnswer,
  type DehydrateOptions,
  type StreamedAnswer,
  type StreamedPages,
} from './streamedPages.ts'
import { requestOfKey } from './listKey.ts'
import { conflictsOf } from './conflictList.ts'
import type { OutboxWrite } from '../outbox/OutboxWrite.ts'
import { outboxOf } from '../outbox/Outbox.ts'

/** The outbox of a store that has none: always empty. */
const noWrites: readonly OutboxWrite[] = Object.freeze([])
const noOutbox = () => noWrites

/** The members `withStoreApi` adds. */
export interface StoreApi extends Pick<
  RestPageStore,
  | 'invalidate'
  | 'writes'
  | 'subscribeWrites'
  | 'clearWriteFailures'
  | 'conflicts'
  | 'subscribeConflicts'
  | 'outbox'
  | 'subscribeOutbox'
> {
  /** The app's own revalidation of one key (SWR's `mutate(key)`): reloaded when a list shows it, else made old. */
  revalidate(key: string): Promise<void>
  /** Takes a key out (the bridge saw it deleted): lists showing it load it again. */
  drop(key: string): void
  clear(): void
  dehydrate(): DehydratedPages
  dehydrate(options: DehydrateOptions): StreamedPages
  /**
   * Takes pages a server loaded: one newer than the page the store holds (by `dataUpdatedAt`) replaces it, with its
   * error; an older one is ignored. A page no list shows waits the provider's `gcTime` (`settings`) for one. A page
   * still loading (`StreamedPage`) becomes the key's load on its way, unless the key holds a page or a load.
   */
  hydrate(pages: DehydratedPages | StreamedPages, settings?: StoreSettings): void
  inspect(): StoreEntryInfo[]
  settled(): Promise<void>
}

/** The whole store: what lists use (`StoreCore`) and what an app and a bridge reach (`StoreApi`). */
export type PageStore<TData> = Omit<StoreCore<TData>, 'invalidate'> & StoreApi

const whole = new WeakMap<object, PageStore<never>>()

/**
 * The store as an app and a bridge reach it (`RestPageStore`, and what `use-rest-page-api/swr` uses): a new object,
 * made once per store core, with the core's members and those lists never call, over the same entries, so what the app
 * does (clear on sign-out, dehydrate) reaches the pages the lists read. Apart from the core, so a bundle with lists
 * alone leaves them out: the provider's own store gets them when the app first asks for it (`useRestPageApiStore`, a
 * hydration boundary). The core is never changed.
 *
 * @example
 * const store = withStoreApi(createStoreCore())
 * store.dehydrate()
 */
export function withStoreApi<TData>(core: StoreCore<TData>): PageStore<TData> {
  if ('settled' in core) return core as PageStore<TData>
  const made = whole.get(core)
  if (made) return made as unknown as PageStore<TData>
  const { entries, entryOf, dispatch, discard, idle, link, load } = core
  /** The request of a key, read back from its request line when no list has said it (a page handed over). */
  const requestAt = (key: string, e: typeof entries extends Map<string, infer E> ? E : never) =>
    (e.request ??= requestOfKey(key))
  /**
   * Resolves once none of `keys` is busy, looked at two microtasks after each change of the store: a list acts on a
   * change at once and starts what is due one microtask on. Never rejects.
   */
  const quiet = (keys: () => Iterable<string>) =>
    new Promise<void>((resolve) => {
      const check = () =>
        queueMicrotask(() =>
          queueMicrotask(() => {
            for (const key of keys()) if (isBusy(core as StoreCore<unknown>, key)) return
            stop()
            resolve()
          }),
        )
      const stop = core.subscribe(check)
      check()
    })
  /** The entries of list pages: a single resource (`useRestResource`, key `GET <url>`) is not handed over nor inspected. */
  const listEntries = () => [...entries].filter(([key]) => key.startsWith('["'))
  const api: StoreApi = {
    invalidate(target) {
      // A predicate sees every page's request.
      if (typeof target != 'string') for (const [key, e] of entries) requestAt(key, e)
      // The pages a list asks for now reload: the promise waits for them (a key no list asks for, or one that waits
      // with `enabled: false`, reloads only when a list next asks for it).
      const asked = core.invalidateKeys(target).filter((key) => entries.get(key)?.askers)
      return asked.length ? quiet(() => asked) : Promise.resolve()
    },
    revalidate(key) {
      const e = entries.get(key)
      if (e?.observers && e.loader) return load(key, e.loader, { force: true })
      if (e) core.age(key, e)
      return Promise.resolve()
    },
    drop: (key) => discard(key, false),
    clear() {
      for (const key of [...entries.keys()]) discard(key)
      conflictsOf(entries).clear()
      outboxOf(core)?.clear()
    },
    dehydrate({ pending = false, exposeErrors = false }: DehydrateOptions = {}) {
      const pages: StreamedPages = {}
      const pageOf = (state: EntryState<TData>) =>
        (state.dataUpdatedAt ? { ...state.data, dataUpdatedAt: state.dataUpdatedAt } : state.data) as ListPage<
          unknown,
          unknown
        >
      for (const [key, e] of listEntries()) {
        const { state } = e
        if (state.data !== undefined) pages[key] = pageOf(state)
        else if (pending && e.load)
          pages[key] = {
            pending: e.load.done.then((): StreamedAnswer => {
              const { state } = entries.get(key) ?? e
              return state.data !== undefined
                ? { page: pageOf(state) }
                : { error: handedError(state.error, exposeErrors) }
            }),
          }
      }
      return pages as DehydratedPages
    },
    hydrate(pages, settings = {}) {
      for (const [key, data] of Object.entries(pages ?? {})) {
        // Only list keys (an SWR fallback holds the app's own keys too).
        if (!key.startsWith('["') || typeof data != 'object' || !data) continue
        if (isStreamedPage(data)) {
          const answer = settledAnswer(data)
          if (!answer || !('page' in answer)) {
            void adoptStreamed(core, key, data, settings)
            continue
          }
          api.hydrate({ [key]: answer.page }, settings)
          continue
        }
        const { dataUpdatedAt, ...page } = data as ListPage<unknown, unknown> & { dataUpdatedAt?: unknown }
        // The server's answer time, when it gave one: the hydration render shows what the server rendered.
        const at = Number(dataUpdatedAt) || 0
        const held = entries.get(key)?.state
        // Never over a newer page, nor over one of the same age (the store's may carry edits).
        if (held?.data !== undefined && held.dataUpdatedAt >= at) continue
        const e = entryOf(key)
        const value = (dataUpdatedAt === undefined ? data : page) as TData
        link.write?.(key, value)
        dispatch(key, e, { type: 'hydrate', data: value, at })
        if (!e.observers && !e.load) idle(key, settings)
      }
    },
    inspect: () =>
      listEntries().map(([key, e]) => ({
        key,
        request: requestAt(key, e),
        data: e.state.data as ListPage<unknown, unknown> | undefined,
        error: e.state.error,
        status: e.state.status,
        loading: e.load !== undefined,
        stale: e.state.isInvalidated,
        observers: e.observers,
        busy: isBusy(core as StoreCore<unknown>, key),
      })),
    settled: () => quiet(() => entries.keys()),
    writes: (collection) => core.writeLog.snapshot(collection),
    subscribeWrites: (listener) => core.writeLog.subscribe(listener),
    clearWriteFailures: (collection) => core.writeLog.clearFailures(collection),
    conflicts: (collection) => conflictsOf(entries).snapshot(collection),
    subscribeConflicts: (listener) => conflictsOf(entries).subscribe(listener),
    // The core's outbox is itself the function that lists its writes (lists reach its members on the same object).
    outbox: outboxOf(core) ?? noOutbox,
    subscribeOutbox: (listener) => outboxOf(core)?.subscribe(listener) ?? (() => {}),
  }
  const store = Object.assign({}, core, api) as PageStore<TData>
  whole.set(core, store as unknown as PageStore<never>)
  return store
}
