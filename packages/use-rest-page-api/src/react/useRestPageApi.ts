import { createListController } from '../core/engine/createListController.ts'
import type { RestPageApiOptions } from '../core/engine/RestPageApiOptions.ts'
import type { RestPageDataSource } from '../core/engine/RestPageDataSource.ts'
import type { PageResponse } from '../core/types.ts'
import { useController } from './useController.ts'

const NO_ITEMS: never[] = []

/**
 * Paged lists and CRUD against a REST API that follows spec sections A and D: a subscription to a list controller
 * (`core/engine/createListController.ts`), whose pages live in the provider's store.
 *
 * @param url The list url, normally the base url of the CRUD API.
 * @param defaultValue The items shown before the first load. Read on mount. Default: `[]`.
 * @example
 * const dataSource = useRestPageApi<Product>('/api/products', [], { defaultSort: { property: 'price', direction: 'desc' } })
 * await act(() => dataSource.nextPage()) // GET /api/products?size=15&page=1&sort=price,desc
 */
export function useRestPageApi<TItem, TPage = PageResponse<TItem>>(
  url: string,
  defaultValue: TItem[] = NO_ITEMS,
  options: RestPageApiOptions<TItem, TPage> = {},
): RestPageDataSource<TItem, TPage> {
  return useController(createListController<TItem, TPage>, url, defaultValue, options)
}
