import { useEffect, useMemo, useState, useSyncExternalStore } from 'react'
import useSWR, { useSWRConfig } from 'swr'
import { createListController, type ListCachePort } from '../core/createListController.ts'
import { isObserved, observeKey } from '../core/keyObservers.ts'
import { listView } from '../core/listView.ts'
import { PREFIX, isAbortError } from '../core/RestError.ts'
import type { RestPageApiOptions } from '../core/RestPageApiOptions.ts'
import type { ListPage, PageResponse } from '../core/types.ts'
import type { RestPageDataSource } from './RestPageDataSource.ts'
import { useHttpSettings } from './RestPageApiProvider.tsx'
import { useIsomorphicLayoutEffect } from './useIsomorphicLayoutEffect.ts'

const NO_ITEMS: never[] = []

/**
 * Paged lists and CRUD against a REST API that follows spec sections A and D. A thin subscription to a list
 * controller (`core/createListController.ts`), with SWR as its cache.
 *
 * @param url The list url, normally the base url of the CRUD API.
 * @param defaultValue The items shown before the first load. Default: `[]`.
 * @example
 * const dataSource = useRestPageApi<Product>('/api/products', [], { defaultSort: { property: 'price', direction: 'desc' } })
 * await dataSource.nextPage() // GET /api/products?size=15&page=1&sort=price,desc
 */
export function useRestPageApi<TItem, TPage = PageResponse<TItem>>(
  url: string,
  defaultValue: TItem[] = NO_ITEMS,
  options: RestPageApiOptions<TItem, TPage> = {},
): RestPageDataSource<TItem, TPage> {
  if (typeof url !== 'string' || url === '')
    throw new TypeError(`${PREFIX}the list url must be a non-empty string, got ${JSON.stringify(url)}`)
  if (options.keyName === '') throw new TypeError(`${PREFIX}option keyName must name the key property, got ""`)
  const http = useHttpSettings()
  const { cache, mutate } = useSWRConfig()
  const port = useMemo<ListCachePort<ListPage<TItem, TPage>>>(
    () => ({
      get: (key) => cache.get(key)?.data,
      set: (key, data) => mutate(key, data, { revalidate: false }),
      revalidate: (key) => mutate(key),
      inUse: (key) => isObserved(cache, key),
    }),
    [cache, mutate],
  )
  const config = { url, http, options, defaultValue, port }
  const [list] = useState(() => createListController(config))
  // After the commit, not while rendering: a render React throws away (a suspended transition) must not reach the
  // controller. Before useSWR, so its first load of a new key sees the new url.
  useIsomorphicLayoutEffect(() => list.setConfig(config))
  const snapshot = useSyncExternalStore(list.subscribe, list.getSnapshot, list.getSnapshot)
  const key = list.keyOf(snapshot.query, snapshot.defaults, url)
  const swr = useSWR(key, list.load, {
    keepPreviousData: true,
    revalidateOnFocus: false,
    revalidateOnReconnect: false,
    shouldRetryOnError: false,
    dedupingInterval: 0,
    revalidateIfStale: !list.isPrefetched(key),
    // The controller's edits return a new page exactly when it changed: no deep comparison of the page.
    compare: Object.is,
  })
  const data = swr.data
  const fresh = data !== undefined && cache.get(key)?.data === data
  useIsomorphicLayoutEffect(() => observeKey(cache, key), [cache, key])
  useIsomorphicLayoutEffect(() => list.show({ key, data, fresh }))
  useEffect(() => list.connect(), [list])

  const error = swr.error && !isAbortError(swr.error) ? swr.error : undefined
  return {
    ...(list.actions as Pick<RestPageDataSource<TItem, TPage>, keyof typeof list.actions>),
    ...listView(snapshot.query, data, fresh, defaultValue),
    isLoading: swr.isValidating,
    isError: error !== undefined,
    error,
    searchParams: snapshot.query.searchParams,
    defaultSearchParams: snapshot.defaults,
    keyName: (options.keyName ?? 'id') as keyof TItem & string,
  }
}
