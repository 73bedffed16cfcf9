import { RestError } from './RestError.ts'
import type { ListRequestPageInfo } from './buildListQuery.ts'
import { pageCount } from './pageCount.ts'
import type { ListPage } from './types.ts'

/** Where a list response came from, for error messages. */
export interface ResponseOrigin {
  method: string
  url: string
  status: number
}

/**
 * Checks a list response against the page envelope of spec A and fills in what the spec lets the server omit:
 * `size` defaults to the requested size, `number` to the requested page, `totalPages` to
 * `ceil(totalElements / size)`; a `totalPages` the server gives is kept (full-text search can differ).
 * Throws a `RestError` of kind `malformed` that names the request and the field when the envelope is broken.
 *
 * @example
 * normalizePage({ content: [{ id: '1' }], totalElements: 31 }, { pageNo: 2, pageSize: 15, sorts: [] }, origin, raw)
 * // { items: [{ id: '1' }], totalElements: 31, totalPages: 3, pageNo: 2, pageSize: 15, rawResponse: raw }
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
  if (typeof envelope != 'object' || !envelope || Array.isArray(envelope)) {
    fail(
      `is not a page envelope (got ${Array.isArray(envelope) ? 'an array' : envelope === null ? 'null' : typeof envelope}); use transformListResponse for other shapes`,
    )
  }
  const page = envelope as Record<string, unknown>
  // The counts of the envelope: [field, least value, may be absent]. `content` is checked first.
  for (const [field, min, optional] of [
    ['content'],
    ['totalElements', 0],
    ['size', 1, 1],
    ['number', 0, 1],
    ['totalPages', 0, 1],
  ] as const) {
    const value = page[field]
    if (
      min === undefined
        ? !Array.isArray(value)
        : !(optional && value == null) && !(Number.isInteger(value) && (value as number) >= min)
    ) {
      fail(
        `"${field}" must be ${min === undefined ? 'an array' : `an integer >= ${min}`}, got ${JSON.stringify(value) ?? 'nothing'}`,
      )
    }
  }
  // Every record must be an object: a null or a number would make every key lookup of the hook throw.
  const bad = (page.content as unknown[]).findIndex((item) => typeof item != 'object' || !item || Array.isArray(item))
  if (bad >= 0) {
    const item = (page.content as unknown[])[bad]
    fail(
      `"content[${bad}]" must be a record (an object), got ${Array.isArray(item) ? 'an array' : JSON.stringify(item)}`,
    )
  }
  const pageSize = (page.size as number | null) ?? request.pageSize
  const totalElements = page.totalElements as number
  return {
    items: page.content as TItem[],
    totalElements,
    totalPages: (page.totalPages as number | null) ?? pageCount(totalElements, pageSize),
    pageNo: (page.number as number | null) ?? request.pageNo,
    pageSize,
    rawResponse,
  }
}
