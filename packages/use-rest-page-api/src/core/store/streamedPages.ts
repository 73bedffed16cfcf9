import { PREFIX, RestError, type RestErrorKind } from '../http/RestError.ts'
import type { ListPage } from '../types.ts'
import type { StoreCore } from './createStoreCore.ts'
import { requestOfKey } from './listKey.ts'
import type { StoreSettings } from './storeTypes.ts'

/** How a page a server was still loading ended: the page (with the time of its answer), or a failure. */
export type StreamedAnswer =
  | { page: ListPage<unknown, unknown> & { dataUpdatedAt?: number } }
  | { error: { message: string; kind?: RestErrorKind | undefined; status?: number | undefined } }

/**
 * A page a server was still loading when it handed its pages over (`store.dehydrate({ pending: true })`): the promise
 * of its answer, which a React Server Component passes to the client as it is (React streams it). A client store
 * takes that promise as the load on its way (no request of its own), or its answer at once when it is already there.
 * On the client it may be a thenable only (React's Flight client's, whose `then` returns nothing): it is only ever
 * waited on through `then(resolve, reject)`.
 */
export interface StreamedPage {
  pending: Promise<StreamedAnswer>
}

/**
 * What `dehydrate({ pending: true })` returns and `hydrate` (and `RestPageHydrationBoundary`) take: the pages a server
 * loaded, and those it was still loading.
 */
export type StreamedPages = Record<string, ListPage<unknown, unknown> | StreamedPage>

/** The options of `store.dehydrate`. */
export interface DehydrateOptions {
  /**
   * Hand over the pages still loading too, as promises (`StreamedPage`): a React Server Component that does not await
   * its prefetch sends the shell at once and streams the rows. Default: `false` (the pages loaded only, plain JSON).
   */
  pending?: boolean
  /**
   * Hand a failed load's message, kind and status to the client as they are. By default a failure reaches the client
   * as "the server's load of this page failed" with its kind and status alone: a server's message may name hosts or
   * internals the browser should not see. Never a body or a header. Default: `false`.
   */
  exposeErrors?: boolean
}

/** A value handed over is a page still loading. */
export const isStreamedPage = (value: unknown): value is StreamedPage =>
  typeof value == 'object' &&
  value !== null &&
  typeof (value as { pending?: { then?: unknown } }).pending?.then == 'function'

/** A promise React (or a test) marked as settled: its value, read without waiting. */
export const settledAnswer = (page: StreamedPage): StreamedAnswer | undefined => {
  const promise = page.pending as Promise<StreamedAnswer> & { status?: string; value?: StreamedAnswer }
  return promise.status === 'fulfilled' ? promise.value : undefined
}

/** The failure a client reads from a streamed answer. */
export const streamedError = (
  error: Extract<StreamedAnswer, { error: unknown }>['error'],
  method: string,
  url: string,
): RestError => new RestError(error.message, { kind: error.kind ?? 'server', status: error.status ?? 0, method, url })

/** What a client is told of a server's failed load: its kind and status, and its message only when asked. */
export const handedError = (error: unknown, expose: boolean): Extract<StreamedAnswer, { error: unknown }>['error'] => {
  const { kind, status, message } = (error ?? {}) as Partial<RestError>
  const own = typeof message == 'string' && message.startsWith(PREFIX) ? message.slice(PREFIX.length) : message
  return {
    message: expose && typeof own == 'string' ? own : "the server's load of this page failed",
    kind,
    status,
  }
}

/** The streamed pages a store took, each once (a boundary and a list may both hand it over). */
const adopted = new WeakSet<object>()

/**
 * Takes a page a server was still loading as the key's load on its way: no request of the client's own, the server's
 * answer applied as a load's when it comes (a failure as a failed first load), unless the key holds a page or a load
 * of its own by then (a newer page is never overwritten: a load the client starts meanwhile abandons this one).
 * Nothing when the key already holds a page or a load, or took this page before. Resolves once the answer settled.
 *
 * @example
 * adoptStreamed(core, key, { pending: serverPromise }, {})
 */
export function adoptStreamed<TData>(
  core: StoreCore<TData>,
  key: string,
  page: StreamedPage,
  settings: StoreSettings,
): Promise<void> | undefined {
  const e = core.entries.get(key)
  if (adopted.has(page.pending) || e?.state.data !== undefined || e?.load) return e?.load?.done
  adopted.add(page.pending)
  const request = requestOfKey(key)
  return core.load(
    key,
    () =>
      // React's Flight client hands over a thenable of its own whose `then` returns nothing, and which
      // `Promise.resolve` would return as it is (it inherits Promise's prototype): wait on it through a promise of ours.
      new Promise<StreamedAnswer>((resolve, reject) => void page.pending.then(resolve, reject)).then((answer) => {
        if ('error' in answer) throw streamedError(answer.error, 'GET', request.url)
        const { dataUpdatedAt: _at, ...data } = answer.page
        return data as TData
      }),
    { adopted: true, settings, request },
  )
}
