/**
 * A list's options as every list page defines them (`restList<Row>()(url, syncedOptions(options, filterKeys))`):
 * synced with the address through the app's URL adapter (`ReactRouterUrlAdapterProvider`, in `app/AppShell.tsx`),
 * which holds page (or pages), size, sort and the filters `filterKeys`, declared with the default `''`, so neither
 * sent nor written. A request sent before the page renders (`prefetchList` with the same definition, given the
 * address as `serverUrl`) reads with them too, so it asks for the page the list will.
 *
 * @example
 * const productList = restList<Product>()('/api/products', syncedOptions({ pageSize: 15 }, ['titleContains']))
 * // defaultSearchParams: { titleContains: '' }, syncToUrl: { filterKeys: ['titleContains'] }
 */
export function syncedOptions<TOptions extends object, TKey extends string>(
  // It sets both: a list's own would be dropped.
  options: TOptions & { defaultSearchParams?: never; syncToUrl?: never },
  filterKeys: readonly TKey[],
) {
  return {
    ...options,
    defaultSearchParams: Object.fromEntries(filterKeys.map((key) => [key, ''])) as Record<TKey, string>,
    syncToUrl: { filterKeys },
  }
}
