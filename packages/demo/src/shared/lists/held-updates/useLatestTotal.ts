import { useCallback, useSyncExternalStore } from 'react'
import { useRestPageApiStore } from 'use-rest-page-api'

/**
 * How many records the server last said a list holds, from the lists' store, while the list itself may show an older
 * page (its reload held back, `holdUpdates`): the page on screen for `url` at `pageNo` and `pageSize`, as the store
 * has it now. `undefined` until the store has it.
 *
 * @example
 * const latest = useLatestTotal(url, list.pagination) // 19, while the list still says 共 18 条
 */
export function useLatestTotal(url: string, { pageNo, pageSize }: { pageNo: number; pageSize: number }) {
  const store = useRestPageApiStore()
  const read = useCallback(() => {
    const entry = store
      .inspect()
      .find(
        (e) =>
          e.observers > 0 &&
          e.data !== undefined &&
          e.request?.url === url &&
          e.request.page === pageNo &&
          e.request.size === pageSize,
      )
    return entry?.data?.totalElements
  }, [store, url, pageNo, pageSize])
  return useSyncExternalStore(store.subscribe, read, read)
}
