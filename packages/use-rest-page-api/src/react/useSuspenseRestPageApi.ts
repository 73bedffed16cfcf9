import { listArguments, type ListRenderOptions, type RestListDefinition } from '../core/definition/restList.ts'
import { createListController } from '../core/engine/createListController.ts'
import type { EngineOptions, RestPageApiOptions } from '../core/engine/RestPageApiOptions.ts'
import type { RestPageDataSource } from '../core/engine/RestPageDataSource.ts'
import { suspension } from '../core/engine/suspend.ts'
import type { KnownFilters, PageResponse, SearchParams, SortField } from '../core/types.ts'
import { useController } from './useController.ts'

/**
 * `useRestPageApi` under React Suspense (TanStack Query's `useSuspenseQuery`): the same arguments (a definition of
 * `restList`, or the url, default value and options) and result, but a
 * list with nothing to show suspends to the nearest `<Suspense>` until its first page is there, and a failed first load
 * throws to the nearest error boundary. Then it never suspends again: a page move, a sort or a filter keeps the rows
 * on screen (`isPlaceholderData`), and a failed reload keeps them with `error` set. Two lists of one request wait for
 * one load; a remount after the boundary showed an error loads again, once (`useRestPageErrorReset` resets it at
 * once). A page a server rendered or is still streaming (`RestPageHydrationBoundary`) is waited for, not loaded again.
 *
 * @example
 * const productList = restList<Product>()('/api/products', { pageSize: 10 })
 * function Products() {
 *   const products = useSuspenseRestPageApi(productList)
 *   return <ProductTable rows={products.items} />
 * }
 * @example
 * function Products() {
 *   const products = useSuspenseRestPageApi<Product>('/api/products', [], { pageSize: 10 })
 *   return <ProductTable rows={products.items} /> // rows, never a loading state on the first render
 * }
 * <Suspense fallback={<Spinner />}><Products /></Suspense>
 */
export function useSuspenseRestPageApi<
  TItem,
  TPage = PageResponse<TItem>,
  TFilters extends object = SearchParams,
  TSort extends string = SortField<TItem>,
>(
  definition: RestListDefinition<TItem, TPage, TFilters, TSort>,
  overrides?: ListRenderOptions,
): RestPageDataSource<TItem, TPage, KnownFilters<TItem, TFilters>, TSort>
/** `useSuspenseRestPageApi` with the arguments of spec D's `useRestPageApi(url, defaultValue?, options?)`. */
export function useSuspenseRestPageApi<
  TItem,
  TPage = PageResponse<TItem>,
  TFilters extends object = SearchParams,
  TSort extends string = SortField<TItem>,
>(
  url: string,
  defaultValue?: TItem[],
  options?: RestPageApiOptions<TItem, TPage, TFilters, TSort>,
): RestPageDataSource<TItem, TPage, KnownFilters<TItem, TFilters>, TSort>
export function useSuspenseRestPageApi<TItem, TPage>(
  urlOrDefinition: string | RestListDefinition<TItem, TPage, object, string>,
  defaultValue?: TItem[] | ListRenderOptions,
  options?: EngineOptions<TItem, TPage>,
): RestPageDataSource<TItem, TPage, SearchParams, string> {
  const [url, items, listOptions] = listArguments<TItem, EngineOptions<TItem, TPage>>(
    urlOrDefinition as string | RestListDefinition<TItem, TPage>,
    defaultValue,
    options,
  )
  return useController(
    createListController<TItem, TPage>,
    url,
    items,
    listOptions,
    suspension,
  ) as unknown as RestPageDataSource<TItem, TPage, SearchParams, string>
}
