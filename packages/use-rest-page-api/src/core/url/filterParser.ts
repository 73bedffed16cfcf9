import type { FilterDefaults, FilterValue, SearchParams } from '../types.ts'

/** Default filters as an option gives them: per key a value, or a parser (which stands for its default value). */
export type DefaultFilters = FilterDefaults<SearchParams>

/**
 * How one filter is held in the address bar (nuqs's parsers are the model): `parse` reads the values of its key
 * (several when the key repeats) and answers `null` for input it does not read, so the filter falls back to its
 * default; `serialize` writes a value back, and is what the request sends for a value that is not plain JSON (a
 * `Date`). A pure, lossless pair: `parse(serialize(v))` is `v`. Give one as the filter's value in
 * `defaultSearchParams`; the parsers of `use-rest-page-api/parsers` and its `createParser` make them (and see that
 * `parse` never throws).
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

/** The parser a default holds, if it is one. */
export function parserOf(value: unknown): FilterParser<FilterValue> | undefined {
  return typeof value == 'object' && value !== null && typeof (value as FilterParser<unknown>).parse == 'function'
    ? (value as FilterParser<FilterValue>)
    : undefined
}

/** A parser of one value of a key (the first of a repeated key), for a filter whose default is a boolean or a number. */
function typed<T extends boolean | number>(read: (value: string) => T | null, defaultValue: T): FilterParser<T> {
  return {
    parse: (values) => read(values[0] as string),
    serialize: (value) => [String(value)],
    defaultValue,
    withDefault: (value) => typed(read, value) as FilterParser<T> & { readonly defaultValue: T },
  }
}
const readBoolean = (value: string) => (value === 'true' ? true : value === 'false' ? false : null)
const readNumber = (value: string) =>
  /^-?(\d+(\.\d*)?|\.\d+)(e[+-]?\d+)?$/i.test(value) && isFinite(Number(value)) ? Number(value) : null

/**
 * The default filters with a parser for each filter whose default is a boolean or a number (nuqs's implicit
 * parsers): the address then reads it back with that type (`?inStock=true` as `true`, `?minStock=3` as `3`), as its
 * type says, and input of another type leaves the default in force. A parser given stays; other values are kept.
 *
 * @example
 * withTypedDefaults({ inStock: false, title: '' }) // { inStock: <boolean parser, default false>, title: '' }
 */
export function withTypedDefaults(defaults: DefaultFilters | undefined): DefaultFilters {
  const out: DefaultFilters = {}
  for (const [key, value] of Object.entries(defaults ?? {}))
    out[key] =
      typeof value == 'boolean'
        ? typed(readBoolean, value)
        : typeof value == 'number'
          ? typed(readNumber, value)
          : value
  return out
}

/** The default filters as values: a parser stands for its default value (`undefined`, not sent, when it has none). */
export function defaultValues(defaults: DefaultFilters | undefined): SearchParams {
  const values: SearchParams = {}
  for (const [key, value] of Object.entries(defaults ?? {})) {
    const parser = parserOf(value)
    values[key] = parser ? parser.defaultValue : (value as FilterValue)
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
    if (parser && !parserOf(next[key])) next[key] = { ...parser, defaultValue: next[key] as FilterValue }
  }
  return next
}

/** A value as the strings of its key: its parser's, else scalars as strings and dates as ISO instants. */
export const serializeWith = (parser: FilterParser<FilterValue> | undefined, value: FilterValue): string[] =>
  parser ? parser.serialize(value) : [value].flat().map((v) => (v instanceof Date ? isoInstant(v) : String(v)))

/** A date as an ISO instant (`2024-01-05T09:30:00.000Z`); `'Invalid Date'` for one that is not, which nothing reads. */
export const isoInstant = (date: Date) => (isNaN(date.getTime()) ? String(date) : date.toISOString())
