import type { RestPageStore } from 'use-rest-page-api'

/**
 * Resolves once no list on screen whose url starts with `prefix` is loading or stale: every page shown of those
 * lists (a form's lists and their tab counts) holds the server's answer as it is after a write. Read through the
 * store's public `inspect` and `subscribe`; `signal` stops the wait (it then resolves too).
 *
 * @example
 * await list.remove(ids)
 * store.invalidate(`/api/forms/${form}/records`)
 * await listsSettled(store, `/api/forms/${form}/`)
 */
export function listsSettled(store: RestPageStore, prefix: string, signal?: AbortSignal): Promise<void> {
  // The store's one notion of busy: a page a list shows whose load is on its way or due.
  const settled = () => store.inspect().every((entry) => !entry.busy || !entry.request.url.startsWith(prefix))
  return new Promise((resolve) => {
    if (signal?.aborted || settled()) return resolve()
    const stop = () => {
      unsubscribe()
      signal?.removeEventListener('abort', stop)
      resolve()
    }
    const unsubscribe = store.subscribe(() => {
      if (settled()) stop()
    })
    signal?.addEventListener('abort', stop)
  })
}
