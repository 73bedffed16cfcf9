import { useEffect, useState, useSyncExternalStore } from 'react'
import type { ObserverConfig } from '../core/url/resolveConfig.ts'
import type { EngineOptions } from '../core/engine/RestPageApiOptions.ts'
import type { DehydratedPages } from '../core/store/storeTypes.ts'
import type { ListPage } from '../core/types.ts'
import type { StoreCore } from '../core/store/createStoreCore.ts'
import type { FirstAsked, suspension } from '../core/engine/suspend.ts'
import { useHandedPages, useHttpSettings, usePageStore } from './RestPageApiProvider.tsx'
import { useIsomorphicLayoutEffect } from './useIsomorphicLayoutEffect.ts'

/** What a list or feed observer offers its hook (`createObserver`). */
export interface Controller<TItem, TPage, TView, TResult> {
  getOptimisticResult(config: ObserverConfig<TItem, TPage>, view: TView, handed?: DehydratedPages): TResult
  getServerResult(config: ObserverConfig<TItem, TPage>, handed?: DehydratedPages): TResult
  getView(): TView
  movedTo(): TView | undefined
  lastResultOf(view: TView): TResult | undefined
  firstAsked(
    config: ObserverConfig<TItem, TPage>,
    result: TResult,
    handed?: DehydratedPages,
  ): FirstAsked<unknown> | undefined
  subscribeView(listener: (view: TView) => void): () => void
  subscribe(listener: () => void): () => void
  setConfig(config: ObserverConfig<TItem, TPage>): void
  connect(): () => void
}

/**
 * The React half of a list or a feed (TanStack Query's `useBaseQuery`): creates the observer once over the provider's
 * store, computes the result in render from the options of this render (`getOptimisticResult`), so a new url or option
 * shows its own state at once, and subscribes to it. The view (the query asked for) is also React state the observer
 * sets, and an operation's view is rendered when React renders that state, so a move made inside `startTransition` is
 * a transition: the page on screen stays while React's `isPending` is true.
 * The hydration render shows what the server rendered (`getServerResult`), then the address. After the commit the
 * observer takes the options (`setConfig`) and connects. Nothing in render writes anything.
 *
 * With `suspend` (`suspension`, the suspense hooks'), a render with nothing on screen waits for the first page: it throws the
 * load's promise to the nearest `<Suspense>`, or its failure to the nearest error boundary.
 *
 * @example
 * const dataSource = useController(createListController, url, defaultValue, options)
 */
export function useController<TItem, TPage, TView, TResult>(
  create: (config: ObserverConfig<TItem, TPage>) => Controller<TItem, TPage, TView, TResult>,
  url: string,
  defaultValue: TItem[],
  options: EngineOptions<TItem, TPage>,
  suspend?: typeof suspension,
): TResult {
  const config: ObserverConfig<TItem, TPage> = {
    url,
    settings: useHttpSettings(),
    options,
    defaultValue,
    store: usePageStore<ListPage<TItem, TPage>>(),
  }
  const handed = useHandedPages()
  const [observer] = useState(() => create(config))
  const [view, setView] = useState(observer.getView)
  const result = useSyncExternalStore(
    observer.subscribe,
    () => {
      // The observer's view, unless it is one an operation asked for that React has not rendered yet (a move inside a
      // transition renders as one); the address followed and the store's changes are rendered at once.
      const current = observer.getView()
      if (current === view || current !== observer.movedTo())
        return observer.getOptimisticResult(config, current, handed)
      // The view the operation left, as it was: the store's changes the operation caused show with its own view.
      return observer.lastResultOf(view) ?? observer.getOptimisticResult(config, view, handed)
    },
    () => observer.getServerResult(config, handed),
  )
  // After the commit: the options the operations, loads and the address use, before a child's effect calls one.
  useIsomorphicLayoutEffect(() => observer.setConfig(config))
  useIsomorphicLayoutEffect(() => {
    const stop = observer.subscribeView(setView)
    // What changed between the render and now.
    setView(observer.getView())
    return stop
  }, [observer])
  useEffect(() => observer.connect(), [observer])
  if (suspend) {
    // Nothing on screen yet: wait for the first page (or throw its failure) instead of rendering a loading state.
    const wait = suspend(
      config.store as StoreCore<unknown>,
      observer.firstAsked(config, result, handed),
      handed,
      config.settings,
      // A list that waits (`enabled: false`) shows what it has; it never suspends.
      options.enabled !== false,
    )
    if (wait) throw 'error' in wait ? wait.error : wait.promise
  }
  return result
}
