import { stringify, type IStringifyOptions } from 'qs'
import type { ListRequestPageInfo } from '../core/spring/buildListQuery.ts'
import type { SearchParams } from '../core/types.ts'

/** How `qsListRequest` writes nested filters. */
export interface QsListRequestOptions {
  /** How arrays are written: `brackets` gives `ids[]=1&ids[]=2`. Default: `'brackets'`. */
  arrayFormat?: 'brackets' | 'indices' | 'repeat' | 'comma'
  /** Nested keys as `a.b` instead of `a[b]`. Default: `false`. */
  allowDots?: boolean
}

/**
 * A `transformListRequest` for servers that read nested query strings: filters go through qs
 * (`filter[status]=open&ids[]=1`), paging and sort keep the format of spec D (`size`, `page`, repeated `sort`).
 * `null`, `undefined` and `''` filters are not sent, as with the default format.
 *
 * @example
 * const transformListRequest = qsListRequest()
 * transformListRequest({ filter: { status: 'open' }, ids: [1, 2] }, { pageNo: 0, pageSize: 15, sorts: [] })
 * // 'filter%5Bstatus%5D=open&ids%5B%5D=1&ids%5B%5D=2&size=15&page=0'
 */
export function qsListRequest(options: QsListRequestOptions = {}) {
  const qsOptions: IStringifyOptions = {
    arrayFormat: options.arrayFormat ?? 'brackets',
    allowDots: options.allowDots ?? false,
    skipNulls: true,
    filter: (_prefix, value: unknown) => (value === '' ? undefined : value),
  }
  return (searchParams: SearchParams, pageInfo: ListRequestPageInfo): string => {
    const paging = new URLSearchParams()
    paging.append('size', String(pageInfo.pageSize))
    paging.append('page', String(pageInfo.pageNo))
    for (const sort of pageInfo.sorts) paging.append('sort', `${sort.property},${sort.direction}`)
    const filters = stringify(searchParams, qsOptions)
    return filters === '' ? paging.toString() : `${filters}&${paging.toString()}`
  }
}
