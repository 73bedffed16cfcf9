import { formAppListRequest } from 'use-rest-page-api'
import type { ListKindInfo } from './kinds.ts'

/** Records per page (spec). */
export const LIST_PAGE_SIZE = 15

/** The newest first, as the server orders a list with no sort: said in the header from the start. */
export const NEWEST_FIRST = [{ property: 'cjsj', direction: 'desc' as const }]

/** The options every list of a form reads with: the app's sort style, 15 a page, newest first. */
export function listOptions(info: ListKindInfo, formId: string) {
  return {
    pageSize: LIST_PAGE_SIZE,
    defaultSort: NEWEST_FIRST,
    transformListRequest: formAppListRequest,
    baseUrl: `/api/forms/${encodeURIComponent(formId)}/${info.records}`,
    prefetchNextPage: info.prefetch,
  }
}
