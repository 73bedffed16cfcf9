import { createListController } from '../core/engine/createListController.ts'
import type { EngineOptions, RestPageApiOptions } from '../core/engine/RestPageApiOptions.ts'
import type { RestPageDataSource } from '../core/engine/RestPageDataSource.ts'
import type { KnownFilters, PageResponse, SearchParams, SortField } from '../core/types.ts'
import { useController } from './useController.ts'

const NO_ITEMS: never[] = []

/**
 * Paged lists and CRUD against a REST API that follows spec sections A and D: a subscription to a list controller
 * (`core/engine/createListController.ts`), whose pages live in the provider's store.
 *
 * Typed sorts and filters: with the item type (`useRestPageApi<Product>`), a sort property is one of its keys; when
 * the hook infers its types (an item type from a typed `defaultValue`), `defaultSearchParams` also types the filters,
 * and a filter given a parser (`use-rest-page-api/parsers`) has its type. `TFilters` and `TSort` may also be given.
 *
 * @param url The list url, normally the base url of the CRUD API.
 * @param defaultValue The items shown before the first load. Read on mount. Default: `[]`.
 * @example
 * const dataSource = useRestPageApi<Product>('/api/products', [], { defaultSort: { property: 'price', direction: 'desc' } })
 * await act(() => dataSource.nextPage()) // GET /api/products?size=15&page=1&sort=price%2Cdesc
 * @example
 * const noProducts: Product[] = []
 * const products = useRestPageApi('/api/products', noProducts, {
 *   defaultSearchParams: { title: '', minPrice: parseAsInteger },
 *   syncToUrl: true,
 * })
 * products.searchParams.minPrice // number | null | undefined: ?minPrice=10 reads as 10
 */
export function useRestPageApi<
  TItem,
  TPage = PageResponse<TItem>,
  TFilters extends object = SearchParams,
  TSort extends string = SortField<TItem>,
>(
  url: string,
  defaultValue: TItem[] = NO_ITEMS,
  options: RestPageApiOptions<TItem, TPage, TFilters, TSort> = {},
): RestPageDataSource<TItem, TPage, KnownFilters<TItem, TFilters>, TSort> {
  // The engine keys its pages by strings and takes any filter; the sort and filter types are a facade given here.
  return useController(
    createListController<TItem, TPage>,
    url,
    defaultValue,
    options as EngineOptions<TItem, TPage>,
  ) as unknown as RestPageDataSource<TItem, TPage, KnownFilters<TItem, TFilters>, TSort>
}
