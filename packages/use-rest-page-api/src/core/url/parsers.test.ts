import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { keepParsers, type FilterParser } from './filterParser.ts'
import {
  createParser,
  parseAsArrayOf,
  parseAsBoolean,
  parseAsFloat,
  parseAsInteger,
  parseAsIsoDate,
  parseAsIsoDateTime,
  parseAsString,
  parseAsStringLiteral,
} from './parsers.ts'

const status = parseAsStringLiteral(['open', 'closed'])
const day = (iso: string) => new Date(`${iso}T00:00:00.000Z`)

describe('filter parsers', () => {
  it.each<[string, string[], unknown, FilterParser<unknown>]>([
    ['parseAsString', ['pen'], 'pen', parseAsString],
    ['parseAsInteger', ['42'], 42, parseAsInteger],
    ['parseAsInteger', ['-7'], -7, parseAsInteger],
    ['parseAsInteger', ['007'], 7, parseAsInteger],
    ['parseAsInteger', ['9007199254740991'], Number.MAX_SAFE_INTEGER, parseAsInteger],
    ['parseAsFloat', ['4.5'], 4.5, parseAsFloat],
    ['parseAsFloat', ['-.25'], -0.25, parseAsFloat],
    ['parseAsFloat', ['1e-7'], 1e-7, parseAsFloat],
    ['parseAsBoolean', ['true'], true, parseAsBoolean],
    ['parseAsBoolean', ['false'], false, parseAsBoolean],
    ['parseAsIsoDate', ['2024-02-29'], day('2024-02-29'), parseAsIsoDate],
    ['parseAsIsoDateTime', ['2024-01-05T09:30:00.000Z'], new Date('2024-01-05T09:30:00.000Z'), parseAsIsoDateTime],
    ['parseAsIsoDateTime', ['2024-01-05T09:30+08:00'], new Date('2024-01-05T01:30:00.000Z'), parseAsIsoDateTime],
    ['parseAsStringLiteral', ['closed'], 'closed', status],
    ['parseAsArrayOf(parseAsInteger)', ['1', 'x', '3'], [1, 3], parseAsArrayOf(parseAsInteger)],
    // A scalar parser reads the first value of a repeated key, as URLSearchParams.get does.
    ['parseAsInteger', ['1', '2'], 1, parseAsInteger],
  ])('%s reads %j as %j', (_, values, expected, parser) => {
    expect(parser.parse(values)).toEqual(expected)
  })

  it.each<[string, string, FilterParser<unknown>]>([
    ['parseAsInteger', '4.5', parseAsInteger],
    ['parseAsInteger', '1e3', parseAsInteger],
    ['parseAsInteger', 'NaN', parseAsInteger],
    ['parseAsInteger', '12abc', parseAsInteger],
    ['parseAsInteger', '99999999999999999', parseAsInteger],
    ['parseAsFloat', 'Infinity', parseAsFloat],
    ['parseAsFloat', '1e999', parseAsFloat],
    ['parseAsFloat', '0x10', parseAsFloat],
    ['parseAsFloat', '4.5.6', parseAsFloat],
    ['parseAsBoolean', 'yes', parseAsBoolean],
    ['parseAsBoolean', 'TRUE', parseAsBoolean],
    ['parseAsIsoDate', '2024-02-30', parseAsIsoDate],
    ['parseAsIsoDate', '2024-1-5', parseAsIsoDate],
    ['parseAsIsoDate', '2024-01-05T00:00:00Z', parseAsIsoDate],
    ['parseAsIsoDate', 'tomorrow', parseAsIsoDate],
    ['parseAsIsoDateTime', '2024-01-05', parseAsIsoDateTime],
    ['parseAsIsoDateTime', '2024-01-05T09:30:00', parseAsIsoDateTime],
    ['parseAsIsoDateTime', '2024-13-05T09:30:00Z', parseAsIsoDateTime],
    ['parseAsStringLiteral', 'pending', status],
    ['parseAsStringLiteral', 'toString', status],
    ['parseAsArrayOf(parseAsInteger)', 'x', parseAsArrayOf(parseAsInteger)],
  ])('%s does not read %j (the filter falls back to its default)', (_, value, parser) => {
    expect(parser.parse([value])).toBeNull()
  })

  it.each<[string, unknown, string[], FilterParser<unknown>]>([
    ['parseAsInteger', 42, ['42'], parseAsInteger],
    ['parseAsFloat', 0.1, ['0.1'], parseAsFloat],
    ['parseAsBoolean', false, ['false'], parseAsBoolean],
    // What Spring's @DateTimeFormat(iso = ISO.DATE) reads: a day, no time part.
    ['parseAsIsoDate', new Date('2024-01-05T23:59:00.000Z'), ['2024-01-05'], parseAsIsoDate],
    ['parseAsIsoDateTime', new Date('2024-01-05T01:30:00.000Z'), ['2024-01-05T01:30:00.000Z'], parseAsIsoDateTime],
    ['parseAsArrayOf(parseAsIsoDate)', [day('2024-01-05')], ['2024-01-05'], parseAsArrayOf(parseAsIsoDate)],
  ])('%s writes %j as %j', (_, value, expected, parser) => {
    expect(parser.serialize(value)).toEqual(expected)
  })

  it.each<[string, fc.Arbitrary<unknown>, FilterParser<unknown>]>([
    ['parseAsString', fc.string({ minLength: 1 }), parseAsString],
    ['parseAsInteger', fc.maxSafeInteger(), parseAsInteger],
    // -0 is written as 0, which reads as 0.
    [
      'parseAsFloat',
      fc.double({ noNaN: true, noDefaultInfinity: true }).filter((n) => !Object.is(n, -0)),
      parseAsFloat,
    ],
    ['parseAsBoolean', fc.boolean(), parseAsBoolean],
    [
      'parseAsIsoDate',
      // Every day from 0000-01-01 to 9999-12-31, at midnight UTC.
      fc.integer({ min: -719_528, max: 2_932_896 }).map((days) => new Date(days * 86_400_000)),
      parseAsIsoDate,
    ],
    [
      'parseAsIsoDateTime',
      fc.date({ min: new Date('0000-01-01'), max: new Date('9999-12-31'), noInvalidDate: true }),
      parseAsIsoDateTime,
    ],
    ['parseAsStringLiteral', fc.constantFrom('open', 'closed'), status],
    ['parseAsArrayOf(parseAsInteger)', fc.array(fc.integer(), { minLength: 1 }), parseAsArrayOf(parseAsInteger)],
  ])('%s reads back what it writes', (_, values, parser) => {
    fc.assert(
      fc.property(values, (value) => {
        expect(parser.parse(parser.serialize(value))).toEqual(value)
      }),
    )
  })

  it('never throws on any input, answering a value or null', () => {
    const parsers = [parseAsInteger, parseAsFloat, parseAsBoolean, parseAsIsoDate, parseAsIsoDateTime, status]
    fc.assert(
      fc.property(fc.array(fc.string(), { minLength: 1, maxLength: 3 }), (values) => {
        for (const parser of parsers) expect(() => parser.parse(values)).not.toThrow()
      }),
    )
  })

  it('gives a parser a default, leaving the first one without', () => {
    const withTen = parseAsInteger.withDefault(10)
    expect(withTen.defaultValue).toBe(10)
    expect(parseAsInteger.defaultValue).toBeUndefined()
    expect(withTen.parse(['3'])).toBe(3)
  })

  it("answers null for input an app's parser throws on", () => {
    const strict = createParser<number>({
      parse: (v) => {
        if (!/^\d+$/.test(v)) throw new Error('not digits')
        return Number(v)
      },
      serialize: String,
    })
    expect(strict.parse(['x'])).toBeNull()
    expect(strict.parse(['12'])).toBe(12)
  })

  it('keeps the parsers of the defaults when new default values replace them', () => {
    const next = keepParsers({ minPrice: 5, title: 'x' }, { minPrice: parseAsInteger, kind: parseAsInteger })
    expect(next.title).toBe('x')
    expect((next.minPrice as FilterParser<number>).defaultValue).toBe(5)
    expect((next.kind as FilterParser<number>).parse(['7'])).toBe(7)
    expect((next.kind as FilterParser<number>).defaultValue).toBeUndefined()
    expect(keepParsers({ minPrice: null }, { minPrice: parseAsInteger.withDefault(3) }).minPrice).toMatchObject({
      defaultValue: null,
    })
  })
})
