import { formAppListRequest, restList, type SortInfo } from 'use-rest-page-api'
import { syncedOptions } from '../../shared/lists/page/syncedListOptions.ts'
import type { FormRecordRow } from './formRecord.ts'
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

/** A filter a form's list may have. */
export type FormListFilter = (typeof FILTER_KEYS)[number]

/** What the server sorts a form's list by (spec A: `cjsj`, `ddsj`; the done list's 办理时间 `blsj` too). */
export type FormListSort = 'cjsj' | 'ddsj' | 'blsj'

/** The filters of a kind of list (status and creator only where its records differ in them). */
export const filterKeysOf = (info: ListKindInfo): readonly FormListFilter[] =>
  FILTER_KEYS.filter((key) => (key !== 'status' || info.statuses.length > 0) && (key !== 'cjr' || info.filterCreator))

/** Below this width a to-do or query list is a feed that loads more as it scrolls. */
export const PHONE_QUERY = '(max-width: 599px)'

/** Records per page (spec). */
export const LIST_PAGE_SIZE = 15

/** The newest first, as the server orders a list with no sort: said in the header from the start. */
export const NEWEST_FIRST: SortInfo<FormListSort>[] = [{ property: 'cjsj', direction: 'desc' }]

/** A list's order when no sort is asked for: newest first by its kind's time (the done list's 办理时间). */
export const newestFirst = (info: ListKindInfo): SortInfo<FormListSort>[] =>
  info.newestBy === 'blsj' ? [{ property: 'blsj', direction: 'desc' }] : NEWEST_FIRST

/**
 * A form's list, defined once (`restList`): its url, the options every list of a form reads with, and the filters the
 * address holds. One definition for the table (`FormTable`), the phone's feed (`FormFeed`) and the request sent before
 * the table renders (`prefetchFormList`), so all ask for the same page. Its url is the form's, so it is made per form
 * and kind (kept with `useMemo` where it is used), not once at module level.
 *
 * @example
 * const list = formList(LIST_KINDS.todo, formId) // GET /api/forms/<formId>/todos?size=15&page=0&sort=cjsj_d
 */
export function formList(info: ListKindInfo, formId: string) {
  return restList<FormRecordRow, FormListSort>()(
    `/api/forms/${encodeURIComponent(formId)}/${info.endpoint}`,
    syncedOptions(listOptions(info, formId), filterKeysOf(info)),
  )
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
