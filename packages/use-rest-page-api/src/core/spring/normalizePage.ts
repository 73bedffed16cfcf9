import { DEV } from '../http/dev.ts'
import { RestError } from '../http/RestError.ts'
import type { ListRequestPageInfo } from './buildListQuery.ts'
import { pageCount } from './pageCount.ts'
import { readSpringPage } from './readSpringPage.ts'
import type { ListPage } from '../types.ts'

/** Where a list response came from, for error messages. */
export interface ResponseOrigin {
  method: string
  url: string
  status: number
}

/**
 * Reads a list response (any of Spring's page shapes, `readSpringPage`) and fills in what spec D lets the server
 * omit: `size` defaults to the requested size, `number` to the requested page, `totalPages` to
 * `ceil(totalElements / size)`; a `totalPages` the server gives is kept (full-text search can differ). A `Slice`
 * (`last`, no totals) gives `totalKnown: false`, `totalElements` counting the records up to this page and
 * `totalPages` the pages up to the next one. Throws a `RestError` of kind `malformed` that names the request and
 * what is wrong.
 *
 * @example
 * normalizePage({ content: [{ id: '1' }], totalElements: 31 }, { pageNo: 2, pageSize: 15, sorts: [] }, origin, raw)
 * // { items: [{ id: '1' }], totalElements: 31, totalPages: 3, pageNo: 2, pageSize: 15, hasNext: false, totalKnown: true, rawResponse: raw }
 */
export function normalizePage<TItem, TRaw>(
  envelope: unknown,
  request: ListRequestPageInfo,
  origin: ResponseOrigin,
  rawResponse: TRaw,
): ListPage<TItem, TRaw> {
  const fail = (what: string): never => {
    throw new RestError(`${origin.method} ${origin.url}: list response ${what}`, {
      ...origin,
      kind: 'malformed',
      body: rawResponse,
    })
  }
  let page
  try {
    page = readSpringPage<TItem>(envelope)
  } catch (error) {
    return fail(`${(error as Error).message}${DEV ? '; use transformListResponse for other shapes' : ''}`)
  }
  // Every record must be an object: a null or a number would make every key lookup of the hook throw.
  const bad = page.content.findIndex((item) => typeof item != 'object' || !item || Array.isArray(item))
  if (bad >= 0) {
    const item = page.content[bad]
    fail(
      `"content[${bad}]" must be a record${DEV ? ` (an object), got ${Array.isArray(item) ? 'an array' : JSON.stringify(item)}` : ''}`,
    )
  }
  const pageSize = page.size ?? request.pageSize
  const pageNo = page.number ?? request.pageNo
  const { totalElements, last } = page
  const totalKnown = totalElements !== undefined
  const totalPages = page.totalPages ?? (totalKnown ? pageCount(totalElements, pageSize) : pageNo + (last ? 1 : 2))
  return {
    items: page.content,
    totalElements: totalElements ?? pageNo * pageSize + page.content.length,
    totalPages,
    pageNo,
    pageSize,
    hasNext: last === undefined ? pageNo + 1 < totalPages : !last,
    totalKnown,
    rawResponse,
    ...(page.links && { links: page.links }),
  }
}
