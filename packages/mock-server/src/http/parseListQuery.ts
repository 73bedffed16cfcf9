import type { FieldError } from './errorResponse.ts'

export interface MockSort {
  field: string
  desc: boolean
}

export interface MockListQuery {
  page: number
  size: number
  sorts: MockSort[]
  filters: [field: string, value: string][]
}

export const MAX_PAGE_SIZE = 1000

/**
 * Reads one `sort` value in any of the three styles of spec A, all with the same meaning:
 * `price,desc` (Spring: a trailing direction applies to the fields before it), `price_des,title` (general example)
 * and `price_d,title` (form app: `_d` descending, no suffix ascending). Later fields break ties.
 */
export function parseSortValue(value: string): { field: string; desc: boolean }[] {
  const parts = value
    .split(',')
    .map((p) => p.trim())
    .filter((p) => p !== '')
  const last = parts.at(-1)?.toLowerCase()
  if (last === 'asc' || last === 'desc') {
    return parts.slice(0, -1).map((field) => ({ field, desc: last === 'desc' }))
  }
  return parts.map((part) => {
    if (part.endsWith('_des')) return { field: part.slice(0, -4), desc: true }
    if (part.endsWith('_d')) return { field: part.slice(0, -2), desc: true }
    return { field: part, desc: false }
  })
}

/**
 * Reads `page`, `size`, `sort` and equality filters, checking each against the fields the collection has.
 * Returns the query, or the field errors for a 400.
 */
export function parseListQuery(
  url: URL,
  options: { fields: readonly string[]; sortFields?: readonly string[]; defaultSize?: number },
): MockListQuery | FieldError[] {
  const errors: FieldError[] = []
  const params = url.searchParams
  const int = (name: string, fallback: number, min: number, max: number) => {
    const raw = params.get(name)
    if (raw === null) return fallback
    if (!/^-?\d+$/.test(raw)) {
      errors.push({ field: name, message: `must be an integer, got ${JSON.stringify(raw.slice(0, 40))}` })
      return fallback
    }
    const value = Number(raw)
    if (value < min || value > max)
      errors.push({ field: name, message: `must be between ${min} and ${max}, got ${value}` })
    return value
  }
  const page = int('page', 0, 0, Number.MAX_SAFE_INTEGER)
  const size = int('size', options.defaultSize ?? 20, 1, MAX_PAGE_SIZE)
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
    if (name === 'page' || name === 'size' || name === 'sort') continue
    if (!options.fields.includes(name))
      errors.push({ field: name, message: `unknown filter field "${name.slice(0, 40)}"` })
    else filters.push([name, value])
  }
  return errors.length > 0 ? errors : { page, size, sorts, filters }
}

/** Sorts a copy of the records by the sort fields, numbers compared as numbers, later fields breaking ties. */
export function sortRecords<T extends object>(records: readonly T[], sorts: readonly MockSort[]): T[] {
  const value = (r: T, f: string) => (r as Record<string, unknown>)[f]
  return [...records].sort((a, b) => {
    for (const { field, desc } of sorts) {
      const x = value(a, field)
      const y = value(b, field)
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
  })
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
