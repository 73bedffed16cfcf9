import { formAppListRequest } from 'use-rest-page-api'
import type { ListKindInfo } from './kinds.ts'

/**
 * Every filter a list's address may hold: the search's own, then spec A's equality filters `bt` and `cjsj`. The host
 * department is `zbbmTree` (it and the departments below it, 含下级部门, the default) or the spec's exact `zbbm`.
 */
export const FILTER_KEYS = [
  'btContains',
  'cjsjFrom',
  'cjsjTo',
  'zbbmTree',
  'zbbm',
  'status',
  'cjr',
  'bt',
  'cjsj',
] as const

/** The filters of a kind of list (status and creator only where its records differ in them). */
export const filterKeysOf = (info: ListKindInfo): readonly string[] =>
  FILTER_KEYS.filter((key) => (key !== 'status' || info.statuses.length > 0) && (key !== 'cjr' || info.filterCreator))

/** Below this width a to-do or query list is a feed that loads more as it scrolls. */
export const PHONE_QUERY = '(max-width: 599px)'

/** Records per page (spec). */
export const LIST_PAGE_SIZE = 15

/** The newest first, as the server orders a list with no sort: said in the header from the start. */
export const NEWEST_FIRST = [{ property: 'cjsj', direction: 'desc' as const }]

/** A list's order when no sort is asked for: newest first by its kind's time (the done list's 办理时间). */
export const newestFirst = (info: ListKindInfo) =>
  info.newestBy === 'blsj' ? [{ property: 'blsj', direction: 'desc' as const }] : NEWEST_FIRST

/**
 * A form's list as a table reads: its url, the hook's options and the filters the address holds. One place for the
 * table (`FormTable`) and for the request sent before it renders (`prefetchFormList`), so both ask for the same page.
 */
export function formTableList(info: ListKindInfo, formId: string) {
  return {
    url: `/api/forms/${encodeURIComponent(formId)}/${info.endpoint}`,
    options: listOptions(info, formId),
    filterKeys: filterKeysOf(info),
  }
}

/** The options every list of a form reads with: the app's sort style, 15 a page, newest first. */
export function listOptions(info: ListKindInfo, formId: string) {
  return {
    pageSize: LIST_PAGE_SIZE,
    defaultSort: newestFirst(info),
    transformListRequest: formAppListRequest,
    baseUrl: `/api/forms/${encodeURIComponent(formId)}/${info.records}`,
    prefetchNextPage: info.prefetch,
  }
}
