import type { UrlSyncOptions } from '../engine/RestPageApiOptions.ts'
import type { SortInfo } from '../types.ts'
import type { DefaultFilters } from './filterParser.ts'
import { ownedFilterKeys, type UrlStateConfig } from './urlState.ts'

/** The URL codec's configuration from the `syncToUrl` option, or `null` when the list is not synced. */
export function urlSyncConfig(
  syncToUrl: boolean | UrlSyncOptions | undefined,
  defaults: { pageSize: number; sorts: SortInfo[]; searchParams: DefaultFilters },
): UrlStateConfig | null {
  if (!syncToUrl) return null
  const declared = syncToUrl === true ? [] : (syncToUrl.filterKeys ?? [])
  return {
    prefix: syncToUrl === true ? '' : (syncToUrl.prefix ?? ''),
    filterKeys: ownedFilterKeys([...Object.keys(defaults.searchParams), ...declared]),
    defaults,
  }
}
