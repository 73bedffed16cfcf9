import { useEffect, useState, useSyncExternalStore } from 'react'
import { useSWRConfig } from 'swr/_internal'
import { createListController, type ListControllerConfig } from '../core/createListController.ts'
import { PREFIX } from '../core/RestError.ts'
import type { RestPageApiOptions } from '../core/RestPageApiOptions.ts'
import type { RestPageDataSource } from '../core/RestPageDataSource.ts'
import type { ListPage, PageResponse } from '../core/types.ts'
import { listCacheOf } from './listCacheOf.ts'
import { useHttpSettings } from './RestPageApiProvider.tsx'
import { useIsomorphicLayoutEffect } from './useIsomorphicLayoutEffect.ts'

const NO_ITEMS: never[] = []

/**
 * Paged lists and CRUD against a REST API that follows spec sections A and D: a subscription to a list controller
 * (`core/createListController.ts`), whose pages live in SWR's cache.
 *
 * @param url The list url, normally the base url of the CRUD API.
 * @param defaultValue The items shown before the first load. Default: `[]`.
 * @example
 * const dataSource = useRestPageApi<Product>('/api/products', [], { defaultSort: { property: 'price', direction: 'desc' } })
 * await act(() => dataSource.nextPage()) // GET /api/products?size=15&page=1&sort=price,desc
 */
export function useRestPageApi<TItem, TPage = PageResponse<TItem>>(
  url: string,
  defaultValue: TItem[] = NO_ITEMS,
  options: RestPageApiOptions<TItem, TPage> = {},
): RestPageDataSource<TItem, TPage> {
  if (typeof url !== 'string' || url === '')
    throw new TypeError(`${PREFIX}the list url must be a non-empty string, got ${JSON.stringify(url)}`)
  if (options.keyName === '') throw new TypeError(`${PREFIX}option keyName must name the key property, got ""`)
  const settings = useHttpSettings()
  const swr = useSWRConfig()
  const config: ListControllerConfig<TItem, TPage> = {
    url,
    settings,
    options,
    defaultValue,
    cache: listCacheOf<ListPage<TItem, TPage>>(swr.cache),
    onSuccess: (page, key) => swr.onSuccess(page, key, swr),
    onError: (error, key) => swr.onError(error, key, swr),
  }
  const [list] = useState(() => createListController(config))
  // After the commit, not while rendering: a render React throws away (a suspended transition) must not reach it.
  useIsomorphicLayoutEffect(() => list.setConfig(config))
  useEffect(() => list.connect(), [list])
  return useSyncExternalStore(list.subscribe, list.getResult, list.getServerResult)
}
