import { RestError } from './RestError.ts'
import type { ListRequestPageInfo } from './buildListQuery.ts'
import type { ListPage } from './types.ts'

/** Where a list response came from, for error messages. */
export interface ResponseOrigin {
  method: string
  url: string
  status: number
}

const isCount = (value: unknown, min = 0): value is number => Number.isInteger(value) && (value as number) >= min

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
    throw new RestError(`${origin.method} ${origin.url}: list response ${what}`, { ...origin, kind: 'malformed', body: rawResponse })
  }
  if (typeof envelope != 'object' || !envelope || Array.isArray(envelope)) {
    const got = Array.isArray(envelope) ? 'an array' : envelope === null ? 'null' : typeof envelope
    fail(`is not a page envelope (got ${got}); use transformListResponse for other shapes`)
  }
  const page = envelope as Record<string, unknown>
  const broken = (
    [
      ['content', 'an array', Array.isArray(page.content)],
      ['totalElements', 'an integer >= 0', isCount(page.totalElements)],
      ['size', 'an integer >= 1', page.size == null || isCount(page.size, 1)],
      ['number', 'an integer >= 0', page.number == null || isCount(page.number)],
      ['totalPages', 'an integer >= 0', page.totalPages == null || isCount(page.totalPages)],
    ] as const
  ).find((check) => !check[2])
  if (broken) fail(`"${broken[0]}" must be ${broken[1]}, got ${JSON.stringify(page[broken[0]]) ?? 'nothing'}`)
  const pageSize = (page.size as number | null) ?? request.pageSize
  const totalElements = page.totalElements as number
  return {
    items: page.content as TItem[],
    totalElements,
    totalPages: (page.totalPages as number | null) ?? Math.ceil(totalElements / pageSize),
    pageNo: (page.number as number | null) ?? request.pageNo,
    pageSize,
    rawResponse,
  }
}
