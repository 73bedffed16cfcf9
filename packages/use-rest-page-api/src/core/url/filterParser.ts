import type { FilterDefaults, FilterValue, SearchParams } from '../types.ts'

/** Default filters as an option gives them: per key a value, or a parser (which stands for its default value). */
export type DefaultFilters = FilterDefaults<SearchParams>

/**
 * How one filter is held in the address bar (nuqs's parsers are the model): `parse` reads the values of its key
 * (several when the key repeats) and answers `null` for input it does not read, so the filter falls back to its
 * default; `serialize` writes a value back, and is what the request sends for a value that is not plain JSON (a
 * `Date`). A pure, lossless pair: `parse(serialize(v))` is `v`. Give one as the filter's value in
 * `defaultSearchParams`; the parsers of `use-rest-page-api/parsers` and `createParser` make them.
 *
 * @example
 * parseAsInteger.parse(['42']) // 42
 * parseAsInteger.serialize(42) // ['42']
 */
export interface FilterParser<T> {
  /** Reads the (non-empty) values of the filter's key; `null` when none of them is one. */
  parse(values: readonly string[]): T | null
  /** The values of the filter's key for `value`. */
  serialize(value: T): string[]
  /** The default the filter has (`withDefault`): sent while no other value is set. Default: none (not sent). */
  readonly defaultValue?: T
  /**
   * The same parser with a default value, sent while the filter is not set.
   *
   * @example
   * defaultSearchParams: { status: parseAsStringLiteral(['open', 'closed']).withDefault('open') }
   */
  withDefault(value: T): FilterParser<T> & { readonly defaultValue: T }
}

/** What `createParser` takes: how one value of the key reads and writes. */
export interface ParserSpec<T> {
  /** One value of the key as `T`, or `null` (or a throw) when it is not one. */
  parse(value: string): T | null
  /** `value` as one value of the key. */
  serialize(value: NoInfer<T>): string
}

/**
 * A parser from a pair of functions over one value of the key (the first of a repeated key is read). `parse` may
 * answer `null` or throw for input it does not read: the filter then falls back to its default.
 *
 * @example
 * const parseAsCents = createParser({ parse: (v) => (/^\d+$/.test(v) ? Number(v) : null), serialize: String })
 * useRestPageApi('/api/products', noProducts, { defaultSearchParams: { minPrice: parseAsCents }, syncToUrl: true })
 */
export function createParser<T>(spec: ParserSpec<T>): FilterParser<T> {
  return multiParser(
    (values) => spec.parse(values[0] as string),
    (value) => [spec.serialize(value)],
  )
}

/** A parser over every value of the key (`parseAsArrayOf`). */
export function multiParser<T>(
  parse: (values: readonly string[]) => T | null,
  serialize: (value: T) => string[],
): FilterParser<T> {
  const parser: FilterParser<T> = {
    parse,
    serialize,
    withDefault: (defaultValue) => ({ ...parser, defaultValue }),
  }
  return parser
}

/** The parser a default holds, if it is one. */
export function parserOf(value: unknown): FilterParser<FilterValue> | undefined {
  return typeof value == 'object' && value !== null && typeof (value as FilterParser<unknown>).parse == 'function'
    ? (value as FilterParser<FilterValue>)
    : undefined
}

/** The default filters as values: a parser stands for its default value (none when it has none). */
export function defaultValues(defaults: DefaultFilters | undefined): SearchParams {
  const values: SearchParams = {}
  for (const [key, value] of Object.entries(defaults ?? {})) {
    const parser = parserOf(value)
    if (!parser) values[key] = value as FilterValue
    else if (parser.defaultValue !== undefined) values[key] = parser.defaultValue
  }
  return values
}

/**
 * New default values that keep the parsers of `before` (a filter declared with a parser stays typed and read through
 * it when `setDefaultSearchParams` replaces the defaults).
 */
export function keepParsers(values: SearchParams, before: DefaultFilters): DefaultFilters {
  const next: DefaultFilters = { ...values }
  for (const [key, value] of Object.entries(before)) {
    const parser = parserOf(value)
    if (!parser || parserOf(next[key])) continue
    const v = next[key] as FilterValue
    // A default that is not sent leaves the parser with none.
    next[key] =
      v === undefined || v === null || v === '' ? multiParser(parser.parse, parser.serialize) : parser.withDefault(v)
  }
  return next
}

/** `parser.parse`, answering `null` for input it throws on (a parser of the app's may). */
export function parseWith<T>(parser: FilterParser<T>, values: readonly string[]): T | null {
  try {
    return values.length ? parser.parse(values) : null
  } catch {
    return null
  }
}

/** A value as the strings of its key: its parser's, else scalars as strings and dates as ISO instants. */
export function serializeWith(parser: FilterParser<unknown> | undefined, value: FilterValue): string[] {
  try {
    if (parser) return parser.serialize(value)
  } catch {
    // A value of another type than the parser's (an untyped list): written as below.
  }
  return ([] as unknown[]).concat(value).map((v) => (v instanceof Date ? isoInstant(v) : String(v)))
}

/** A date as an ISO instant (`2024-01-05T09:30:00.000Z`); `'Invalid Date'` for one that is not, which nothing reads. */
export const isoInstant = (date: Date) => (isNaN(date.getTime()) ? String(date) : date.toISOString())
