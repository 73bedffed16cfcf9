import { createFeedController } from '../core/engine/createFeedController.ts'
import type { ObserverConfig } from '../core/url/resolveConfig.ts'
import type { RestPageFeed, RestPageFeedOptions } from '../core/engine/RestPageFeed.ts'
import type { KnownFilters, PageResponse, SearchParams, SortField } from '../core/types.ts'
import { useController } from '../react/useController.ts'

const NO_ITEMS: never[] = []

/**
 * A load-more list (a feed) over the same requests, options, store and record operations as `useRestPageApi`:
 * pages 0, 1, 2... appended in order as `items`, `loadMore()` for the next while `hasMore`, `maxPages` to drop the
 * oldest. A new filter or sort starts over; a revalidation reloads each loaded page once; edits reach the page that
 * holds the record. A subscription to a feed controller (`core/engine/createFeedController.ts`). Sorts and filters
 * are typed as `useRestPageApi`'s.
 *
 * @param url The list url, normally the base url of the CRUD API.
 * @param defaultValue The items shown before the first page arrives. Read on mount. Default: `[]`.
 * @example
 * const feed = useInfiniteRestPageApi<Product>('/api/products', [], { pageSize: 20 })
 * await act(() => feed.loadMore()) // GET /api/products?size=20&page=1; feed.items holds 40 records
 */
export function useInfiniteRestPageApi<
  TItem,
  TPage = PageResponse<TItem>,
  TFilters extends object = SearchParams,
  TSort extends string = SortField<TItem>,
>(
  url: string,
  defaultValue: TItem[] = NO_ITEMS,
  options: RestPageFeedOptions<TItem, TPage, TFilters, TSort> = {},
): RestPageFeed<TItem, TPage, KnownFilters<TItem, TFilters>, TSort> {
  // The feed's syncToUrl may say `pages`, which the list's does not know: the controller reads it back. The engine
  // takes any filter and sort; their types are a facade given here.
  return useController(
    createFeedController<TItem, TPage>,
    url,
    defaultValue,
    options as ObserverConfig<TItem, TPage>['options'],
  ) as unknown as RestPageFeed<TItem, TPage, KnownFilters<TItem, TFilters>, TSort>
}
