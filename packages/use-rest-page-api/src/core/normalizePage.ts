import { RestError } from './RestError.ts'
import type { ListRequestPageInfo } from './buildListQuery.ts'
import type { ListPage } from './types.ts'

/** Where a list response came from, for error messages. */
export interface ResponseOrigin {
  method: string
  url: string
  status: number
}

function describe(value: unknown): string {
  if (value === null) return 'null'
  if (Array.isArray(value)) return 'array'
  return typeof value
}

function isCount(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0
}

/**
 * Checks a list response against the page envelope of spec A and fills in what the spec lets the server omit:
 * `size` defaults to the requested size, `number` to the requested page, `totalPages` to
 * `ceil(totalElements / size)`; a `totalPages` the server gives is kept (full-text search can differ).
 * Throws a `RestError` of kind `malformed` that names the field and the request when the envelope is broken.
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
    throw new RestError(`list response from ${origin.method} ${origin.url} ${what}`, {
      kind: 'malformed',
      method: origin.method,
      url: origin.url,
      status: origin.status,
      body: rawResponse,
    })
  }
  if (typeof envelope !== 'object' || envelope === null || Array.isArray(envelope)) {
    return fail(`is not a page envelope object (got ${describe(envelope)}); use transformListResponse for other shapes`)
  }
  const page = envelope as Record<string, unknown>
  if (!Array.isArray(page.content)) fail(`has no "content" array (got ${describe(page.content)})`)
  if (!isCount(page.totalElements)) {
    fail(`has no valid "totalElements": expected a non-negative integer, got ${JSON.stringify(page.totalElements) ?? 'undefined'}`)
  }
  const pageSize = optionalCount(page.size, 'size', fail, 1) ?? request.pageSize
  const pageNo = optionalCount(page.number, 'number', fail, 0) ?? request.pageNo
  const totalElements = page.totalElements as number
  const totalPages = optionalCount(page.totalPages, 'totalPages', fail, 0) ?? Math.ceil(totalElements / pageSize)
  return { items: page.content as TItem[], totalElements, totalPages, pageNo, pageSize, rawResponse }
}

function optionalCount(value: unknown, name: string, fail: (what: string) => never, min: number): number | undefined {
  if (value === undefined || value === null) return undefined
  if (!isCount(value) || value < min) {
    return fail(`has an invalid "${name}": expected an integer >= ${min}, got ${JSON.stringify(value)}`)
  }
  return value
}
