import type { FilterDefaults, SearchParams, UrlAdapter } from 'use-rest-page-api'
import { useRouterAdapter } from '../../routerAdapter.tsx'

/**
 * A list's options as every list page gives them to the hook: synced with the address (through `adapter`, when
 * given), which holds page (or pages), size, sort and the filters `filterKeys`, whose defaults are `''` and so are
 * neither sent nor written. What a request sent before the page renders (`prefetchList`) reads with too, so it asks
 * for the page the list will.
 *
 * @example
 * prefetchList(store, url, syncedOptions({ pageSize: 15 }, ['btContains']), { serverUrl: location.search })
 */
export function syncedOptions<TOptions extends { defaultSearchParams?: FilterDefaults<SearchParams> | undefined }>(
  options: TOptions,
  filterKeys: readonly string[],
  adapter?: UrlAdapter,
) {
  return {
    ...options,
    defaultSearchParams: { ...Object.fromEntries(filterKeys.map((key) => [key, ''])), ...options.defaultSearchParams },
    syncToUrl: { ...(adapter && { adapter }), filterKeys },
  }
}

/**
 * How every list page (a table, `useListPage`, or a phone's feed, `useFeedPage`) gives the hook its options:
 * `syncedOptions` through the app's router adapter.
 *
 * @example
 * const synced = useSyncedListOptions(['btContains'])
 * const list = useRestPageApi(url, [], synced({ pageSize: 15 }))
 */
export function useSyncedListOptions(filterKeys: readonly string[]) {
  const adapter = useRouterAdapter()
  return <TOptions extends { defaultSearchParams?: FilterDefaults<SearchParams> | undefined }>(options: TOptions) =>
    syncedOptions(options, filterKeys, adapter)
}
