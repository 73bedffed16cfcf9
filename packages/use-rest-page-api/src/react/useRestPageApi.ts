import { listArguments, type ListRenderOptions, type RestListDefinition } from '../core/definition/restList.ts'
import { createListController } from '../core/engine/createListController.ts'
import type { EngineOptions, RestPageApiOptions } from '../core/engine/RestPageApiOptions.ts'
import type { RestPageDataSource } from '../core/engine/RestPageDataSource.ts'
import type { KnownFilters, PageResponse, SearchParams, SortField } from '../core/types.ts'
import { useController } from './useController.ts'

/**
 * A list of a definition (`restList<TItem>()(url, options)`): its url, options and `defaultValue`, with the sorts, the
 * filters and the raw page typed from it, no type argument needed. The same list as the three-argument form with the
 * same url and options: one store entry, one request.
 *
 * @param definition What `restList` returned, best declared once at module level.
 * @example
 * const productList = restList<Product>()('/api/products', { defaultSearchParams: { title: '' } })
 * const products = useRestPageApi(productList)
 * void products.query({ title: 'pen' }) // `{ titel: 'pen' }` would not compile
 */
export function useRestPageApi<
  TItem,
  TPage = PageResponse<TItem>,
  TFilters extends object = SearchParams,
  TSort extends string = SortField<TItem>,
>(
  definition: RestListDefinition<TItem, TPage, TFilters, TSort>,
  overrides?: ListRenderOptions,
): RestPageDataSource<TItem, TPage, KnownFilters<TItem, TFilters>, TSort>
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
  defaultValue?: TItem[],
  options?: RestPageApiOptions<TItem, TPage, TFilters, TSort>,
): RestPageDataSource<TItem, TPage, KnownFilters<TItem, TFilters>, TSort>
export function useRestPageApi<TItem, TPage>(
  urlOrDefinition: string | RestListDefinition<TItem, TPage, object, string>,
  defaultValue?: TItem[] | ListRenderOptions,
  options?: EngineOptions<TItem, TPage>,
): RestPageDataSource<TItem, TPage, SearchParams, string> {
  // The engine keys its pages by strings and takes any filter; the sort and filter types are a facade given here.
  return useController(
    createListController<TItem, TPage>,
    ...listArguments<TItem, EngineOptions<TItem, TPage>>(
      urlOrDefinition as string | RestListDefinition<TItem, TPage>,
      defaultValue,
      options,
    ),
  ) as unknown as RestPageDataSource<TItem, TPage, SearchParams, string>
}
