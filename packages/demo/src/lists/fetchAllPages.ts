import { formAppListRequest, type PageResponse, type SearchParams, type SortInfo } from 'use-rest-page-api'
import { requestJson } from '../app/api/requestJson.ts'

export interface FetchAllPagesOptions {
  /** The app's fetch (token, base, 401 handling). */
  fetch: typeof fetch
  /** The list url, `/api/forms/<formId>/records`. */
  url: string
  searchParams: SearchParams
  sorts: readonly SortInfo[]
  /** Records per request. Default 50: a few requests for a typical query, so progress shows. */
  pageSize?: number
  /** Called after each page with the records so far and the total. */
  onProgress?: (loaded: number, total: number) => void
  signal?: AbortSignal
  /** Most records read, so an export cannot run away. Default 10 000. */
  limit?: number
}

/**
 * Reads every page of a list query, one request after another in the form app's style
 * (`?bt=…&size=50&page=0&sort=cjsj_d`), reporting progress; an abort stops it between or during requests.
 *
 * @example
 * const rows = await fetchAllPages<FormRecordRow>({ fetch, url, searchParams: { bt: 'x' }, sorts: [] })
 */
export async function fetchAllPages<TRow>({
  fetch,
  url,
  searchParams,
  sorts,
  pageSize = 50,
  onProgress,
  signal,
  limit = 10_000,
}: FetchAllPagesOptions): Promise<TRow[]> {
  const rows: TRow[] = []
  for (let pageNo = 0; ; pageNo++) {
    signal?.throwIfAborted()
    const query = formAppListRequest(searchParams, { pageNo, pageSize, sorts: [...sorts] })
    const page = await requestJson<PageResponse<TRow>>(fetch, 'GET', `${url}?${query}`, undefined, signal)
    if (!Array.isArray(page?.content)) throw new Error(`[demo] ${url} page ${pageNo} has no "content" array`)
    rows.push(...page.content)
    const total = Math.min(page.totalElements ?? 0, limit)
    onProgress?.(Math.min(rows.length, total), total)
    const pages = page.totalPages ?? Math.ceil((page.totalElements ?? 0) / pageSize)
    if (page.content.length === 0 || pageNo + 1 >= pages || rows.length >= limit) return rows.slice(0, limit)
  }
}
