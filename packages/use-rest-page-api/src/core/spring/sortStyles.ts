import { buildListQuery, type ListRequestPageInfo } from './buildListQuery.ts'
import type { SearchParams } from '../types.ts'

/** A `transformListRequest` function: filters and paging to a query string. */
export type ListRequestTransform = (searchParams: SearchParams, pageInfo: ListRequestPageInfo) => string

/**
 * Builds a `transformListRequest` for the suffix sort styles of spec A: one `sort` parameter holding a
 * comma-separated field list, a field with `descSuffix` sorting descending and one with `ascSuffix` (usually none)
 * ascending; later fields break ties.
 *
 * @example
 * const transformListRequest = suffixSortListRequest({ descSuffix: '_d' })
 * transformListRequest({}, { pageNo: 0, pageSize: 15, sorts: [{ property: 'cjsj', direction: 'desc' }, { property: 'ddsj', direction: 'asc' }] })
 * // 'size=15&page=0&sort=cjsj_d%2Cddsj'
 */
export function suffixSortListRequest(style: { descSuffix: string; ascSuffix?: string }): ListRequestTransform {
  return (searchParams, pageInfo) => {
    const params = new URLSearchParams(buildListQuery(searchParams, { ...pageInfo, sorts: [] }))
    const sorts = pageInfo.sorts.map(
      (s) => s.property + (s.direction === 'desc' ? style.descSuffix : (style.ascSuffix ?? '')),
    )
    if (sorts.length) params.append('sort', sorts.join(','))
    return params.toString()
  }
}

/**
 * The form app's list style (spec A): `sort=cjsj_d,ddsj`, no suffix ascending, `_d` descending.
 *
 * @example
 * decodeURIComponent(formAppListRequest({ bt: '出差' }, { pageNo: 1, pageSize: 15, sorts: [{ property: 'cjsj', direction: 'desc' }] }))
 * // 'bt=出差&size=15&page=1&sort=cjsj_d'
 */
export const formAppListRequest: ListRequestTransform = suffixSortListRequest({ descSuffix: '_d' })

/**
 * The general example's style (spec A): `sort=price_des,title`, `_des` descending.
 *
 * @example
 * desSuffixListRequest({}, { pageNo: 0, pageSize: 15, sorts: [{ property: 'price', direction: 'desc' }, { property: 'title', direction: 'asc' }] })
 * // 'size=15&page=0&sort=price_des%2Ctitle'
 */
export const desSuffixListRequest: ListRequestTransform = suffixSortListRequest({ descSuffix: '_des' })
