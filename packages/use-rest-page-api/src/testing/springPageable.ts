import type { SortDirection } from '../core/types.ts'

/** Spring Data's default page size (`spring.data.web.pageable.default-page-size`). */
export const SPRING_DEFAULT_PAGE_SIZE = 20
/** Spring Data's largest page size (`spring.data.web.pageable.max-page-size`): a larger `size` is clamped to it. */
export const SPRING_MAX_PAGE_SIZE = 2000
const MAX_INT = 2 ** 31 - 1

/** One order of a Spring `Sort`, as `sort=price,desc` or `sort=title,asc,ignorecase` asks for it. */
export interface SpringOrder {
  property: string
  direction: SortDirection
  /** The order compares text without regard to case (`,ignorecase`). */
  ignoreCase: boolean
}

/** The `Pageable` a Spring controller receives for a request: `page`, `size` and `sort`, read as Spring reads them. */
export interface SpringPageable {
  /** Zero-based page. */
  page: number
  size: number
  /** The orders, earlier ones first (later ones break ties). */
  sort: SpringOrder[]
}

/**
 * A `page` or `size` value as Spring Data's `PageableHandlerMethodArgumentResolver` reads it: absent or blank is
 * `undefined` (the default applies), a value `Integer.parseInt` refuses is 0, and the rest is clamped to `0..upper`.
 */
function springInt(raw: string | null, upper: number): number | undefined {
  if (raw === null || raw.trim() === '') return undefined
  const parsed = /^[-+]?\d{1,10}$/.test(raw) ? Number(raw) : 0
  return Math.min(Math.max(Math.abs(parsed) > MAX_INT ? 0 : parsed, 0), upper)
}

/**
 * Reads the `page`, `size` and `sort` parameters of a list request as a Spring Boot controller taking a `Pageable`
 * receives them (spring-data-commons `PageableHandlerMethodArgumentResolverSupport` and
 * `SortHandlerMethodArgumentResolverSupport`, default settings): `page` below 0 or not a number is 0; `size` absent
 * or below 1 is 20, above 2000 it is 2000; each `sort` value is split on commas, elements of only dots dropped, then a
 * trailing `ignorecase` and a trailing `asc` or `desc` (any case) apply to every property before them
 * (`sort=a,b,desc` is two descending orders); several `sort` parameters add orders. For an msw handler of your own.
 *
 * @example
 * springPageable('/api/products?size=15&page=1&sort=price,desc')
 * // { page: 1, size: 15, sort: [{ property: 'price', direction: 'desc', ignoreCase: false }] }
 */
export function springPageable(url: string | URL): SpringPageable {
  const params = new URL(url, 'http://localhost').searchParams
  const size = springInt(params.get('size'), SPRING_MAX_PAGE_SIZE)
  const sort: SpringOrder[] = []
  for (const value of params.getAll('sort')) {
    const parts = value.split(',').filter((part) => part.replace(/\./g, '').trim() !== '')
    const ignoreCase = parts.length > 0 && parts.at(-1)?.toLowerCase() === 'ignorecase'
    if (ignoreCase) parts.pop()
    const direction = parts.at(-1)?.toLowerCase()
    const directed = direction === 'asc' || direction === 'desc'
    if (directed) parts.pop()
    for (const property of parts)
      sort.push({ property, direction: directed ? (direction as SortDirection) : 'asc', ignoreCase })
  }
  return {
    page: springInt(params.get('page'), MAX_INT) ?? 0,
    size: size === undefined || size < 1 ? SPRING_DEFAULT_PAGE_SIZE : size,
    sort,
  }
}
