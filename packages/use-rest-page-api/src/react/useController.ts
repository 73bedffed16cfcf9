import { useEffect, useState, useSyncExternalStore } from 'react'
import type { ObserverConfig } from '../core/engine/createKeyObserver.ts'
import type { EngineOptions } from '../core/engine/RestPageApiOptions.ts'
import type { ListPage } from '../core/types.ts'
import { useHttpSettings, usePageStore } from './RestPageApiProvider.tsx'
import { useIsomorphicLayoutEffect } from './useIsomorphicLayoutEffect.ts'

/** What a list or feed controller offers its hook (`createKeyObserver`). */
export interface Controller<TResult> {
  getResult(): TResult
  getServerResult(): TResult
  subscribe(listener: () => void): () => void
  setConfig(config: never): void
  connect(): () => void
}

/**
 * The React half of a list or a feed: creates the controller once over the provider's store, passes it the latest
 * url and settings after each commit, connects it while mounted, and subscribes to its result. The hooks are this,
 * with their controller.
 *
 * @example
 * const dataSource = useController(createListController, url, defaultValue, options)
 */
export function useController<TItem, TPage, TResult>(
  create: (config: ObserverConfig<TItem, TPage>) => Controller<TResult>,
  url: string,
  defaultValue: TItem[],
  options: EngineOptions<TItem, TPage>,
): TResult {
  const config = {
    url,
    settings: useHttpSettings(),
    options,
    defaultValue,
    store: usePageStore<ListPage<TItem, TPage>>(),
  }
  const [controller] = useState(() => create(config))
  // After the commit, not while rendering: a render React throws away (a suspended transition) must not reach it.
  useIsomorphicLayoutEffect(() => controller.setConfig(config as never))
  useEffect(() => controller.connect(), [controller])
  return useSyncExternalStore(controller.subscribe, controller.getResult, controller.getServerResult)
}
