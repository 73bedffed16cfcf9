import { checkSorts } from '../spring/checkSorts.ts'
import { PREFIX } from '../http/RestError.ts'
import type { RestPageApiOptions } from '../engine/RestPageApiOptions.ts'
import type { SortInfo } from '../types.ts'
import type { DefaultFilters } from './filterParser.ts'
import { parseUrlState, type UrlListState } from './urlState.ts'
import { urlSyncConfig } from './urlSyncConfig.ts'
import { wholeNumber } from '../http/wholeNumber.ts'

/**
 * Where a list starts, from its options (read once, on mount): page 0 at `pageSize` under `defaultSort`, and the
 * query an address asks for when the list is synced (`queryIn(search)`). Throws a `TypeError` naming an option that
 * cannot be sent. Shared by the lists, the feeds and `prefetchList`, so all three ask for the same first page.
 *
 * @example
 * initialQuery({ pageSize: 10, syncToUrl: true }).queryIn('?page=2') // { pageNo: 2, pageSize: 10, sorts: [], searchParams: {} }
 */
export function initialQuery(
  url: string,
  options: Pick<
    RestPageApiOptions<unknown, unknown>,
    'pageSize' | 'defaultSort' | 'syncToUrl' | 'defaultSearchParams'
  > & {
    keyName?: string
  },
) {
  if (typeof url !== 'string' || url === '')
    throw new TypeError(`${PREFIX}the list url must be a non-empty string, got ${JSON.stringify(url)}`)
  if (options.keyName === '') throw new TypeError(`${PREFIX}option keyName must name the key property, got ""`)
  const start: UrlListState = {
    pageNo: 0,
    pageSize: wholeNumber(options.pageSize ?? 15, 1, 'option pageSize'),
    sorts: checkSorts(([] as SortInfo[]).concat(options.defaultSort ?? []), 'option defaultSort'),
    searchParams: {},
  }
  const urlConfigFor = (defaults: DefaultFilters) =>
    urlSyncConfig(options.syncToUrl, { ...start, searchParams: defaults })
  return {
    start,
    urlConfigFor,
    /** The query an address asks for (the start when the list is not synced). */
    queryIn: (search: string, defaults: DefaultFilters = { ...options.defaultSearchParams }) => {
      const config = urlConfigFor(defaults)
      return config ? parseUrlState(search, config) : start
    },
  }
}
