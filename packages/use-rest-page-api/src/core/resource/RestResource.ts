import type { RestError } from '../http/RestError.ts'

/**
 * When a single resource reloads on its own, and how a failed reload tries again. A resource reloads when the store
 * says it is old (a record write through a list of its collection, `invalidate`, another tab's write); focus,
 * reconnection and an interval reload it only when asked here: the provider's `revalidateOnFocus`,
 * `revalidateOnReconnect` and `refreshInterval` are the lists'.
 */
export interface RestResourceOptions {
  /** Reload when the window regains focus or the page becomes visible, at most once every 5 s. Default: `false`. */
  revalidateOnFocus?: boolean
  /** Reload when the browser comes back online. Default: `false`. */
  revalidateOnReconnect?: boolean
  /** Reload every so many milliseconds; `0` never. Default: `0`. */
  refreshInterval?: number
  /** Keep `refreshInterval` going while the page is hidden. Default: `false`. */
  refreshWhenHidden?: boolean
  /**
   * Reload when another tab of the origin writes to a collection the resource is under (its `save`, `update`,
   * `remove` or `invalidate(collection)`). Default: the provider's `crossTab`, else `true`.
   */
  crossTab?: boolean
  /**
   * How often a failed background reload tries again (the data stays, with the error): `false` never, `true` 3 times,
   * or a number of times, after 1, 2, 4... seconds. A first load never does (`reload()` retries it). Default: the
   * provider's `retry`, else `3`.
   */
  retry?: boolean | number
}

/**
 * One JSON resource read through the store (`useRestResource`): its data, where its load stands, and a reload. The
 * flags say what a list's say, for the one request.
 */
export interface RestResource<TData> {
  /** The body of the latest answer (parsed JSON); `undefined` before the first, for a `null` url, and after `clear()`. */
  data: TData | undefined
  /** Why the latest load failed: a `RestError`, or what the fetch threw. Cleared when the next load starts. */
  error: RestError | Error | undefined
  /** True when the latest load failed. */
  isError: boolean
  /**
   * There is no data yet and a load is on its way or due: the first load, a new url. False for a `null` url, and
   * once a first load failed (`isError`, until `reload()`).
   *
   * @example
   * if (form.isLoading) return <Spinner />
   */
  isLoading: boolean
  /** A load is on its way or due: the first, and every reload (a write to its collection, `reload()`, a retry). */
  isFetching: boolean
  /**
   * The data is not known to be the server's latest: none yet, or it is old (a write to its collection, `invalidate`,
   * another tab's write, a reload on its own), until a newer answer lands. False for a `null` url.
   */
  isStale: boolean
  /** When the server answered (`Date.now()` at the answer), or `0` before any answer. */
  dataUpdatedAt: number
  /**
   * Loads the resource again now (a load on its way is abandoned for it). Resolves once it settled; never rejects (a
   * failure is `error`). Does nothing for a `null` url. The same function for the reader's life.
   *
   * @example
   * <button onClick={() => void form.reload()}>Retry</button>
   */
  reload: () => Promise<void>
}
