import { sendRequest } from '../http/sendRequest.ts'
import { wholeNumber } from '../http/wholeNumber.ts'
import { liveTriggers } from '../engine/liveTriggers.ts'
import type { RestPageApiSettings } from '../engine/RestPageApiOptions.ts'
import type { StoreCore } from '../store/createStoreCore.ts'
import { isDue, isPending, type EntryState } from '../store/entryState.ts'
import type { RestResource, RestResourceOptions } from './RestResource.ts'
import { collectionsOf, resourceKey, resourceRequest } from './resourceKey.ts'

/** What a reader of a resource renders with: the url (`null`: none), the provider's settings, its options. */
export interface ResourceConfig {
  url: string | null
  settings: RestPageApiSettings
  options: RestResourceOptions
}

/** The key a reader shows, the watch of its changes, and the release of the store's count of its readers. */
interface Shown {
  key: string
  stop: () => void
  release: (settings: RestPageApiSettings) => void
}

const liveOf = ({ options: o, settings }: ResourceConfig) => ({
  focus: o.revalidateOnFocus ?? false,
  online: o.revalidateOnReconnect ?? false,
  interval: wholeNumber(o.refreshInterval ?? 0, 0, 'option refreshInterval'),
  hidden: o.refreshWhenHidden ?? false,
  crossTab: o.crossTab ?? settings.crossTab ?? true,
})

/**
 * The observer of one reader of a single resource (TanStack Query's `QueryObserver` for one GET): over the lists'
 * store, so a resource is an entry beside the list pages, one load per url however many readers show it, emptied by
 * `clear()`, evicted after `gcTime` once no reader shows it, and made stale by `invalidate(collection)` for every
 * collection it is under (`collectionsOf`), which a list's record write calls for its own collection. The result is
 * computed from the store alone (`getOptimisticResult`, for a render), the same object while the entry is the same;
 * `connect` shows the url (counted by the store as a list's page is), loads it when due (a first load, a stale entry,
 * an entry `clear()` took out) and reloads on its own as `options` say. Nothing happens until `connect`.
 *
 * @example
 * const reader = createResourceObserver<Form>(store, { url: '/api/forms/7', settings: {}, options: {} })
 * const disconnect = reader.connect()
 * await store.settled()
 * reader.getResult().data // the form
 */
export function createResourceObserver<TData>(store: StoreCore<unknown>, initial: ResourceConfig) {
  let config = initial
  let connected = false
  let shown: Shown | undefined
  let loading = false
  let wiring = false
  let again = false
  let told: RestResource<TData> | undefined
  let memo: { key: string; state: EntryState<unknown> | undefined; result: RestResource<TData> } | undefined
  let serverMemo: RestResource<TData> | undefined
  const listeners = new Set<() => void>()

  /** The entry of `url`, known as part of every collection the url is under. */
  const enter = (key: string, url: string) => {
    const e = store.entryOf(key, resourceRequest(url))
    for (const collection of collectionsOf(url)) e.bases.add(collection)
  }
  const load = (url: string, force = false) => {
    const key = resourceKey(url)
    enter(key, url)
    const retry = config.options.retry ?? config.settings.retry ?? 3
    return store.load(
      key,
      // The settings of the latest commit: a new token, a new time-out.
      (signal) => sendRequest(config.settings, { method: 'GET', url, signal }).then((res) => res.body),
      {
        force,
        retry: retry === true ? 3 : retry === false ? 0 : wholeNumber(retry, 0, 'option retry'),
        settings: config.settings,
        request: resourceRequest(url),
      },
    )
  }
  const reload = () => (config.url === null ? Promise.resolve() : load(config.url, true))

  const none: RestResource<TData> = {
    data: undefined,
    error: undefined,
    isError: false,
    isLoading: false,
    isFetching: false,
    isStale: false,
    dataUpdatedAt: 0,
    reload,
  }
  const derive = (url: string | null): RestResource<TData> => {
    if (url === null) return none
    const key = resourceKey(url)
    const state = store.state(key)
    if (memo?.key === key && memo.state === state) return memo.result
    const data = state?.data as TData | undefined
    const fetching = isPending(state)
    const result: RestResource<TData> = {
      data,
      error: state?.error as Error | undefined,
      isError: state?.error !== undefined,
      isLoading: data === undefined && fetching,
      isFetching: fetching,
      isStale: data === undefined || !!state?.isInvalidated,
      dataUpdatedAt: state?.dataUpdatedAt ?? 0,
      reload,
    }
    memo = { key, state, result }
    return result
  }

  /** Shows the url asked for (or nothing), and loads it when due, after the current task (StrictMode's remount). */
  const wire = () => {
    const { url } = config
    const key = connected && url !== null ? resourceKey(url) : undefined
    if (shown && shown.key !== key) {
      shown.stop()
      shown.release(config.settings)
      shown = undefined
    }
    if (key === undefined || url === null) return
    if (!shown) {
      const stop = store.watch(key, (event) => {
        // The entry left the store (`clear()`, an eviction): the url is shown from a new entry, loaded anew.
        if (event.type === 'removed' && shown?.key === key) {
          shown.stop()
          shown = undefined
        }
        changed()
      })
      shown = { key, stop, release: store.observe(key, true, collectionsOf(url)[0] as string, resourceRequest(url)) }
      enter(key, url)
    }
    if (loading || !isDue(store.state(key))) return
    loading = true
    queueMicrotask(() => {
      loading = false
      if (shown?.key === key && isDue(store.state(key))) void load(url)
    })
  }
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
    const result = derive(config.url)
    if (result === told) return
    told = result
    for (const listener of [...listeners]) listener()
  }

  const live = liveTriggers(
    (written) => shown && store.refresh(shown.key, written),
    (heard) => store.listenRemote(heard),
    (collection) => config.url !== null && collectionsOf(config.url).includes(collection),
  )

  return {
    /** The result of `config` (a render's url), from what the store holds now. */
    getOptimisticResult: (next: ResourceConfig = config) => derive(next.url),
    /** The result of the last committed config. */
    getResult: () => derive(config.url),
    /**
     * What a server renders, and the hydration render: no data (a resource is not handed over), loading for a url. The
     * same object on every call.
     */
    getServerResult: (next: ResourceConfig = config): RestResource<TData> =>
      next.url === null ? none : (serverMemo ??= { ...none, isLoading: true, isFetching: true, isStale: true }),
    /** Calls `listener` whenever the result may have changed. */
    subscribe(listener: () => void) {
      listeners.add(listener)
      return () => void listeners.delete(listener)
    },
    /** Takes a committed url, settings and options. */
    setConfig(next: ResourceConfig) {
      const previous = config
      config = next
      if (JSON.stringify(liveOf(next)) !== JSON.stringify(liveOf(previous)) && connected) live.listen(liveOf(next))
      if (next.url !== previous.url) changed()
    },
    /** Shows the url, loads it when due, reloads it on its own; the returned function stops all. */
    connect() {
      connected = true
      live.connected()
      live.listen(liveOf(config))
      changed()
      return () => {
        connected = false
        live.stop()
        changed()
      }
    },
  }
}
