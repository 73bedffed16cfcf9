import { isoInstant, type FilterParser } from './filterParser.ts'

/**
 * The filter parsers (`use-rest-page-api/parsers`), after nuqs's: each reads a filter's values from the address as
 * the type it was written with, answers `null` for anything else (the filter falls back to its default, nothing
 * throws), and writes it back so that it reads the same. Give one as the filter's value in `defaultSearchParams`.
 * Each is a constant or a function a bundler drops when it is not imported.
 */

/**
 * What `createParser` takes: how one value of the key reads and writes, a lossless pair.
 *
 * @example
 * const cents: ParserSpec<number> = { parse: (v) => (/^\d+$/.test(v) ? Number(v) / 100 : null), serialize: (n) => String(Math.round(n * 100)) }
 */
export interface ParserSpec<T> {
  /** One value of the key as `T`, or `null` (or a throw) when it is not one. */
  parse(value: string): T | null
  /** `value` as one value of the key. */
  serialize(value: NoInfer<T>): string
}

/**
 * A parser over every value of the key (`parseAsArrayOf`): a throw of `parse` reads as `null`, and a value `serialize`
 * throws on (another type, in a list without types) is written as a string.
 */
function multiParser<T>(
  parse: (values: readonly string[]) => T | null,
  serialize: (value: T) => string[],
): FilterParser<T> {
  const parser: FilterParser<T> = {
    parse(values) {
      try {
        return parse(values)
      } catch {
        return null
      }
    },
    serialize(value) {
      try {
        return serialize(value)
      } catch {
        return [String(value)]
      }
    },
    withDefault: (defaultValue) => ({ ...parser, defaultValue }),
  }
  return parser
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

/** `yyyy-MM-dd`, the form Spring's `@DateTimeFormat(iso = ISO.DATE)` reads. */
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/
/** An ISO instant with its offset, as Spring's `@DateTimeFormat(iso = ISO.DATE_TIME)` reads it. */
const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/
const INTEGER = /^-?\d{1,16}$/
const FLOAT = /^-?(\d+(\.\d*)?|\.\d+)(e[+-]?\d+)?$/i

/**
 * A string as it is. Default: none.
 *
 * @example
 * defaultSearchParams: { title: parseAsString.withDefault('') }
 */
export const parseAsString: FilterParser<string> = /*#__PURE__*/ createParser({ parse: (v) => v, serialize: String })

/**
 * A safe integer written in decimal digits (`42`, `-7`); `4.5`, `1e3` and `NaN` do not read. Spring reads it as an
 * `Integer` or `Long`. Default: none.
 *
 * @example
 * parseAsInteger.parse(['42']) // 42
 * parseAsInteger.parse(['4.5']) // null: the filter falls back to its default
 */
export const parseAsInteger: FilterParser<number> = /*#__PURE__*/ createParser({
  parse: (v) => (INTEGER.test(v) && Number.isSafeInteger(+v) ? +v : null),
  serialize: String,
})

/**
 * A finite number as JavaScript writes it (`4.5`, `-0.25`, `1e-7`), which Spring reads as a `Double` or `BigDecimal`.
 * Default: none.
 *
 * @example
 * parseAsFloat.parse(['4.5']) // 4.5
 */
export const parseAsFloat: FilterParser<number> = /*#__PURE__*/ createParser({
  parse: (v) => (FLOAT.test(v) && isFinite(+v) ? +v : null),
  serialize: String,
})

/**
 * `true` or `false`, as Spring reads a `Boolean`; anything else does not read. Default: none.
 *
 * @example
 * parseAsBoolean.parse(['true']) // true
 */
export const parseAsBoolean: FilterParser<boolean> = /*#__PURE__*/ createParser({
  parse: (v) => (v == 'true' ? true : v == 'false' ? false : null),
  serialize: String,
})

/**
 * A day, written and sent as `yyyy-MM-dd` (what Spring's `@DateTimeFormat(iso = ISO.DATE)` reads into a `LocalDate`;
 * it refuses a time part), read as that day's midnight UTC. A date's time of day is not kept: build one with
 * `new Date('2024-01-05')` (UTC), not `new Date(2024, 0, 5)` (local midnight, the day before in UTC east of London).
 * Impossible days (`2024-02-30`) do not read. Default: none.
 *
 * @example
 * parseAsIsoDate.parse(['2024-01-05']) // new Date('2024-01-05T00:00:00.000Z')
 * parseAsIsoDate.serialize(new Date('2024-01-05')) // ['2024-01-05']
 */
export const parseAsIsoDate: FilterParser<Date> = /*#__PURE__*/ createParser({
  parse: (v) => {
    const date = new Date(v)
    return ISO_DATE.test(v) && isoInstant(date).startsWith(v) ? date : null
  },
  serialize: (v) => isoInstant(v).slice(0, 10),
})

/**
 * An instant, written and sent as `toISOString()` (`2024-01-05T09:30:00.000Z`), which Spring's
 * `@DateTimeFormat(iso = ISO.DATE_TIME)` reads into an `Instant`, `OffsetDateTime` or `LocalDateTime`. Reads any ISO
 * date-time with an offset (`Z` or `+08:00`). Default: none.
 *
 * @example
 * parseAsIsoDateTime.parse(['2024-01-05T09:30:00+08:00']) // new Date('2024-01-05T01:30:00.000Z')
 */
export const parseAsIsoDateTime: FilterParser<Date> = /*#__PURE__*/ createParser({
  parse: (v) => {
    const date = new Date(v)
    return ISO_DATE_TIME.test(v) && !isNaN(date.getTime()) ? date : null
  },
  serialize: isoInstant,
})

/**
 * One of a fixed list of strings (an enum of the server's); any other does not read. Default: none.
 *
 * @example
 * defaultSearchParams: { status: parseAsStringLiteral(['open', 'closed']).withDefault('open') }
 * // searchParams.status: 'open' | 'closed'
 */
export function parseAsStringLiteral<const TLiteral extends string>(
  values: readonly TLiteral[],
): FilterParser<TLiteral> {
  return createParser({
    parse: (v) => (values.includes(v as TLiteral) ? (v as TLiteral) : null),
    serialize: String,
  })
}

/**
 * A list, one value a repetition of the key (`tag=a&tag=b`, as the request sends it and Spring binds a `List`), each
 * read by `item`; values it does not read are dropped, and a list of none falls back to the default. Unlike nuqs's
 * `parseAsArrayOf`, values are not joined with commas (nuqs's `parseAsNativeArrayOf`). Default: none.
 *
 * @example
 * parseAsArrayOf(parseAsInteger).parse(['1', 'x', '3']) // [1, 3]
 * parseAsArrayOf(parseAsInteger).serialize([1, 3]) // ['1', '3']
 */
export function parseAsArrayOf<T>(item: FilterParser<T>): FilterParser<T[]> {
  return multiParser(
    (values) => {
      const items = values.flatMap((v) => {
        const parsed = item.parse([v])
        return parsed === null ? [] : [parsed]
      })
      return items.length ? items : null
    },
    (values) => values.flatMap((v) => item.serialize(v)),
  )
}
