import { useEffect, useState, useSyncExternalStore } from 'react'
import { useSWRConfig } from 'swr/_internal'
import type { ListControllerConfig } from '../core/createListController.ts'
import { PREFIX } from '../core/RestError.ts'
import type { RestPageApiOptions } from '../core/RestPageApiOptions.ts'
import type { ListPage } from '../core/types.ts'
import { listCacheOf } from './listCacheOf.ts'
import { useHttpSettings } from './RestPageApiProvider.tsx'
import { useIsomorphicLayoutEffect } from './useIsomorphicLayoutEffect.ts'

/** What a list or feed controller offers its hook. */
export interface Controller<TResult> {
  getResult(): TResult
  getServerResult(): TResult
  subscribe(listener: () => void): () => void
  setConfig(config: never): void
  connect(): () => void
}

/**
 * The React half of a list or a feed: checks the arguments, creates the controller once over the list cache of the
 * SWR cache around it, passes it the latest url, settings and options after each commit, connects it while mounted,
 * and subscribes to its result. The hooks are this, with their controller.
 *
 * @example
 * const dataSource = useController(createListController, url, defaultValue, options)
 */
export function useController<TItem, TPage, TResult>(
  create: (config: ListControllerConfig<TItem, TPage>) => Controller<TResult>,
  url: string,
  defaultValue: TItem[],
  options: RestPageApiOptions<TItem, TPage>,
): TResult {
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
  const [controller] = useState(() => create(config))
  // After the commit, not while rendering: a render React throws away (a suspended transition) must not reach it.
  useIsomorphicLayoutEffect(() => controller.setConfig(config as never))
  useEffect(() => controller.connect(), [controller])
  return useSyncExternalStore(controller.subscribe, controller.getResult, controller.getServerResult)
}
