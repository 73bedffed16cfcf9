import { listArguments, type RestListDefinition } from '../core/definition/restList.ts'
import { createFeedController } from '../core/engine/createFeedController.ts'
import type { ObserverConfig } from '../core/url/resolveConfig.ts'
import type { RestPageFeed, RestPageFeedOnlyOptions, RestPageFeedOptions } from '../core/engine/RestPageFeed.ts'
import type { KnownFilters, PageResponse, SearchParams, SortField } from '../core/types.ts'
import { useController } from '../react/useController.ts'

type EngineFeedOptions<TItem, TPage> = ObserverConfig<TItem, TPage>['options']

/**
 * A feed of a list definition (`restList<TItem>()(url, options)`): its url, options and `defaultValue`, typed from it,
 * with the options only a feed has (`maxPages`, `revalidate`, `keyset`, `syncToUrl: { pages: true }`) laid over them.
 * A definition's `prefetchNextPage` does nothing in a feed.
 *
 * @param definition What `restList` returned, best declared once at module level.
 * @param feedOptions The feed's own options. Default: none.
 * @example
 * const productList = restList<Product>()('/api/products', { pageSize: 20 })
 * const feed = useInfiniteRestPageApi(productList, { maxPages: 5 })
 */
export function useInfiniteRestPageApi<
  TItem,
  TPage = PageResponse<TItem>,
  TFilters extends object = SearchParams,
  TSort extends string = SortField<TItem>,
>(
  definition: RestListDefinition<TItem, TPage, TFilters, TSort>,
  feedOptions?: RestPageFeedOnlyOptions,
): RestPageFeed<TItem, TPage, KnownFilters<TItem, TFilters>, TSort>
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
  defaultValue?: TItem[],
  options?: RestPageFeedOptions<TItem, TPage, TFilters, TSort>,
): RestPageFeed<TItem, TPage, KnownFilters<TItem, TFilters>, TSort>
export function useInfiniteRestPageApi<TItem, TPage>(
  urlOrDefinition: string | RestListDefinition<TItem, TPage, object, string>,
  defaultValueOrFeedOptions?: TItem[] | RestPageFeedOnlyOptions,
  options?: EngineFeedOptions<TItem, TPage>,
): RestPageFeed<TItem, TPage, SearchParams, string> {
  // The feed's syncToUrl may say `pages`, which the list's does not know: the controller reads it back. The engine
  // takes any filter and sort; their types are a facade given here.
  return useController(
    createFeedController<TItem, TPage>,
    ...feedArguments(urlOrDefinition, defaultValueOrFeedOptions, options),
  ) as unknown as RestPageFeed<TItem, TPage, SearchParams, string>
}

/** A feed hook's arguments, the spec's three or a definition and feed options, as the url, items and options. */
export function feedArguments<TItem, TPage>(
  urlOrDefinition: string | RestListDefinition<TItem, TPage, object, string>,
  defaultValueOrFeedOptions?: TItem[] | RestPageFeedOnlyOptions,
  options?: EngineFeedOptions<TItem, TPage>,
): [string, TItem[], EngineFeedOptions<TItem, TPage>] {
  if (typeof urlOrDefinition == 'string')
    return listArguments(urlOrDefinition, defaultValueOrFeedOptions as TItem[] | undefined, options)
  const [url, defaultValue, listOptions] = listArguments<TItem, EngineFeedOptions<TItem, TPage>>(
    urlOrDefinition as RestListDefinition<TItem, TPage>,
  )
  const feedOptions = defaultValueOrFeedOptions as RestPageFeedOnlyOptions | undefined
  return [url, defaultValue, feedOptions ? withFeedOptions(listOptions, feedOptions) : listOptions]
}

/** A definition's options with a feed's own laid over them: a `syncToUrl` object over the definition's. */
function withFeedOptions<TOptions extends { syncToUrl?: unknown }>(
  options: TOptions,
  feed: RestPageFeedOnlyOptions,
): TOptions {
  const mine = options.syncToUrl
  const syncToUrl =
    feed.syncToUrl === undefined || (feed.syncToUrl === true && typeof mine == 'object')
      ? mine
      : typeof feed.syncToUrl == 'object' && typeof mine == 'object'
        ? { ...mine, ...feed.syncToUrl }
        : feed.syncToUrl
  return { ...options, ...feed, syncToUrl }
}
