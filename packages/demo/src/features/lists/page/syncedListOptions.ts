import type { FilterDefaults, SearchParams } from 'use-rest-page-api'
import { useRouterAdapter } from '../../../shared/routerAdapter.tsx'

/**
 * How every list page (a table, `useListPage`, or a phone's feed, `useFeedPage`) gives the hook its options: synced
 * with the address through the app's router adapter, which holds page (or pages), size, sort and the filters
 * `filterKeys`, whose defaults are `''` and so are neither sent nor written.
 *
 * @example
 * const synced = useSyncedListOptions(['btContains'])
 * const list = useRestPageApi(url, [], synced({ pageSize: 15 }))
 */
export function useSyncedListOptions(filterKeys: readonly string[]) {
  const adapter = useRouterAdapter()
  return <TOptions extends { defaultSearchParams?: FilterDefaults<SearchParams> | undefined }>(options: TOptions) => ({
    ...options,
    defaultSearchParams: { ...Object.fromEntries(filterKeys.map((key) => [key, ''])), ...options.defaultSearchParams },
    syncToUrl: { adapter, filterKeys },
  })
}
