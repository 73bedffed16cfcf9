import { parse } from 'qs'

/** The bounds of `parseNestedQuery`: how deep, how many, how long it reads. */
export interface ParseNestedQueryOptions {
  /** Deepest nesting read (`a[b][c]` is depth 2); deeper brackets stay part of the key. Default: `5`. */
  depth?: number
  /** Most parameters read; the rest are ignored. Default: `100`. */
  parameterLimit?: number
  /** Highest array index read as an index; larger ones make an object. Default: `50`. */
  arrayLimit?: number
  /** Longest value read; longer values are dropped. Default: `1024`. */
  maxValueLength?: number
}

type Nested = { [key: string]: Nested | Nested[] | string | string[] | undefined }

function dropLong(value: unknown, max: number): unknown {
  if (typeof value === 'string') return value.length > max ? undefined : value
  if (Array.isArray(value)) return value.map((v) => dropLong(v, max)).filter((v) => v !== undefined)
  // qs gives strings, arrays and objects only.
  const out: Record<string, unknown> = Object.create(null) as Record<string, unknown>
  for (const [k, v] of Object.entries(value as object)) {
    const kept = dropLong(v, max)
    if (kept !== undefined) out[k] = kept
  }
  return out
}

/**
 * Reads a nested query string (`filter[status]=open&ids[]=1`) with bounds: a depth, a parameter count, an array
 * index limit and a value length. Prototype keys (`__proto__[x]=1`, `constructor[prototype][x]=1`) never reach an
 * object's prototype: the result's objects have no prototype at all.
 *
 * @example
 * parseNestedQuery('?filter[status]=open&ids[]=1&ids[]=2') // { filter: { status: 'open' }, ids: ['1', '2'] }
 */
export function parseNestedQuery(search: string, options: ParseNestedQueryOptions = {}): Nested {
  const parsed = parse(search, {
    ignoreQueryPrefix: true,
    depth: options.depth ?? 5,
    parameterLimit: options.parameterLimit ?? 100,
    arrayLimit: options.arrayLimit ?? 50,
    allowPrototypes: false,
    plainObjects: true,
  })
  return dropLong(parsed, options.maxValueLength ?? 1024) as Nested
}
