import type { FieldError } from './errorResponse.ts'

export interface MockSort {
  field: string
  desc: boolean
  /** Compare as text without regard to case (Spring's `ignorecase`). */
  ignoreCase?: boolean
}

export interface MockListQuery {
  page: number
  /** The request named a page (`page=`, not blank): a table's offset page, where a feed's first request has none. */
  pageAsked: boolean
  size: number
  sorts: MockSort[]
  filters: [field: string, value: string][]
}

/** Spring Data's `spring.data.web.pageable.max-page-size` default: a larger size is clamped to it, silently. */
export const MAX_PAGE_SIZE = 2000

/**
 * Reads one `sort` value as Spring Data's `SortHandlerMethodArgumentResolver` does (`SortOrderParser`): split on
 * commas, drop empty and dots-only elements, then a trailing `ignorecase` (any case), then a trailing `asc` or `desc`
 * (any case) apply to every property before them: `sort=a,b,desc` is two descending orders,
 * `sort=title,desc,ignorecase` a case-insensitive one. With no direction, the mock also reads the suffix styles of
 * spec A, which a Spring server would take as property names: `price_des` (general example) and `price_d` (form app)
 * descending. Later properties break ties.
 */
export function parseSortValue(value: string): MockSort[] {
  const parts = value.split(',').filter((p) => p.replace(/\./g, '').trim() !== '')
  const ignoreCase = parts.at(-1)?.toLowerCase() === 'ignorecase'
  if (ignoreCase) parts.pop()
  const direction = parts.at(-1)?.toLowerCase()
  const directed = direction === 'asc' || direction === 'desc'
  if (directed) parts.pop()
  return parts.map((part) => {
    const suffix = directed ? undefined : /_des$|_d$/.exec(part)?.[0]
    return {
      field: suffix ? part.slice(0, -suffix.length) : part,
      desc: directed ? direction === 'desc' : !!suffix,
      ...(ignoreCase && { ignoreCase }),
    }
  })
}

/**
 * A `page` or `size` value as Spring Data's `PageableHandlerMethodArgumentResolver` reads it: absent or blank is
 * `undefined` (the default applies), a value that is not an integer is 0, and the rest is clamped to `0..upper`.
 */
function springInt(raw: string | null, upper: number): number | undefined {
  if (raw === null || raw.trim() === '') return undefined
  const parsed = /^[-+]?\d+$/.test(raw) ? Number(raw) : 0
  return Math.min(Math.max(parsed, 0), upper)
}

/**
 * Reads `page`, `size`, `sort` and equality filters. Paging follows Spring Data's resolver: `page` below 0 or not a
 * number is 0, `size` below 1 or not a number is `defaultSize`, above `MAX_PAGE_SIZE` it is `MAX_PAGE_SIZE`, and with
 * `oneIndexed` (Spring's `one-indexed-parameters`) `page=1` is the first page. A sort or filter field the collection
 * does not have is the one refusal: the field errors for a 400 (the mock's choice, as an app's `@ControllerAdvice`
 * that maps Spring Data's `PropertyReferenceException` to 400 would).
 */
export function parseListQuery(
  url: URL,
  options: { fields: readonly string[]; sortFields?: readonly string[]; defaultSize?: number; oneIndexed?: boolean },
): MockListQuery | FieldError[] {
  const errors: FieldError[] = []
  const params = url.searchParams
  const defaultSize = options.defaultSize ?? 20
  const page = Math.max((springInt(params.get('page'), Number.MAX_SAFE_INTEGER) ?? 0) - (options.oneIndexed ? 1 : 0), 0)
  const asked = springInt(params.get('size'), MAX_PAGE_SIZE)
  const size = asked === undefined || asked < 1 ? defaultSize : asked
  const sortable = options.sortFields ?? options.fields
  const sorts: MockSort[] = []
  for (const value of params.getAll('sort')) {
    for (const sort of parseSortValue(value)) {
      if (!sortable.includes(sort.field))
        errors.push({ field: 'sort', message: `unknown sort field "${sort.field.slice(0, 40)}"` })
      else sorts.push(sort)
    }
  }
  const filters: [string, string][] = []
  for (const [name, value] of params) {
    if (name === 'page' || name === 'size' || name === 'sort' || name === 'cursor') continue
    if (!options.fields.includes(name))
      errors.push({ field: name, message: `unknown filter field "${name.slice(0, 40)}"` })
    else filters.push([name, value])
  }
  const pageAsked = (params.get('page') ?? '').trim() !== ''
  return errors.length > 0 ? errors : { page, pageAsked, size, sorts, filters }
}

/** Compares two records by the sort fields, numbers as numbers, later fields breaking ties: < 0 when `a` comes first. */
export function compareRecords<T extends object>(a: T, b: T, sorts: readonly MockSort[]): number {
  const value = (r: T, f: string) => (r as Record<string, unknown>)[f]
  for (const { field, desc, ignoreCase } of sorts) {
    const text = (v: unknown) => (ignoreCase && typeof v == 'string' ? v.toLowerCase() : v)
    const x = text(value(a, field))
    const y = text(value(b, field))
    const nx = Number(x)
    const ny = Number(y)
    const cmp =
      x === y
        ? 0
        : Number.isFinite(nx) && Number.isFinite(ny) && x !== '' && y !== ''
          ? nx - ny
          : String(x ?? '').localeCompare(String(y ?? ''))
    if (cmp !== 0) return desc ? -cmp : cmp
  }
  return 0
}

/** Sorts a copy of the records by the sort fields, numbers compared as numbers, later fields breaking ties. */
export function sortRecords<T extends object>(records: readonly T[], sorts: readonly MockSort[]): T[] {
  return [...records].sort((a, b) => compareRecords(a, b, sorts))
}

/** The page envelope of spec A for one page of the records. */
export function pageOf<T>(records: readonly T[], page: number, size: number) {
  return {
    content: records.slice(page * size, page * size + size),
    number: page,
    size,
    totalPages: Math.ceil(records.length / size),
    totalElements: records.length,
  }
}
