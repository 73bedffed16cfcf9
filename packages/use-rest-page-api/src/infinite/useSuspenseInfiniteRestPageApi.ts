import { createFeedController } from '../core/engine/createFeedController.ts'
import { suspension } from '../core/engine/suspend.ts'
import type { ObserverConfig } from '../core/url/resolveConfig.ts'
import type { RestPageFeed, RestPageFeedOnlyOptions, RestPageFeedOptions } from '../core/engine/RestPageFeed.ts'
import type { RestListDefinition } from '../core/definition/restList.ts'
import type { KnownFilters, PageResponse, SearchParams, SortField } from '../core/types.ts'
import { useController } from '../react/useController.ts'
import { feedArguments } from './useInfiniteRestPageApi.ts'

/**
 * `useInfiniteRestPageApi` under React Suspense (TanStack Query's `useSuspenseInfiniteQuery`): a feed with nothing to
 * show suspends to the nearest `<Suspense>` until its first page is there, and a failed first load throws to the
 * nearest error boundary; `loadMore`, a new sort or filter and reloads never suspend (the rows stay on screen).
 *
 * @example
 * const feed = useSuspenseInfiniteRestPageApi<Product>('/api/products', [], { pageSize: 20 })
 * feed.items // the first 20 products on the first render
 */
export function useSuspenseInfiniteRestPageApi<
  TItem,
  TPage = PageResponse<TItem>,
  TFilters extends object = SearchParams,
  TSort extends string = SortField<TItem>,
>(
  definition: RestListDefinition<TItem, TPage, TFilters, TSort>,
  feedOptions?: RestPageFeedOnlyOptions,
): RestPageFeed<TItem, TPage, KnownFilters<TItem, TFilters>, TSort>
/** `useSuspenseInfiniteRestPageApi` with the arguments of `useInfiniteRestPageApi(url, defaultValue?, options?)`. */
export function useSuspenseInfiniteRestPageApi<
  TItem,
  TPage = PageResponse<TItem>,
  TFilters extends object = SearchParams,
  TSort extends string = SortField<TItem>,
>(
  url: string,
  defaultValue?: TItem[],
  options?: RestPageFeedOptions<TItem, TPage, TFilters, TSort>,
): RestPageFeed<TItem, TPage, KnownFilters<TItem, TFilters>, TSort>
export function useSuspenseInfiniteRestPageApi<TItem, TPage>(
  urlOrDefinition: string | RestListDefinition<TItem, TPage, object, string>,
  defaultValueOrFeedOptions?: TItem[] | RestPageFeedOnlyOptions,
  options?: ObserverConfig<TItem, TPage>['options'],
): RestPageFeed<TItem, TPage, SearchParams, string> {
  const [url, defaultValue, feedOptions] = feedArguments(urlOrDefinition, defaultValueOrFeedOptions, options)
  return useController(
    createFeedController<TItem, TPage>,
    url,
    defaultValue,
    feedOptions,
    suspension,
  ) as unknown as RestPageFeed<TItem, TPage, SearchParams, string>
}
