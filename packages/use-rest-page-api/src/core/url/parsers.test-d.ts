import { describe, expectTypeOf, it } from 'vitest'
import type { FilterParser } from './filterParser.ts'
import { createParser, parseAsArrayOf, parseAsIsoDateTime, parseAsString, parseAsStringLiteral } from './parsers.ts'

describe('filter parser types', () => {
  it('reads a literal list as its union', () => {
    expectTypeOf(parseAsStringLiteral(['open', 'closed'])).toEqualTypeOf<FilterParser<'open' | 'closed'>>()
  })

  it('types an array of an item parser, and a default of the parser type', () => {
    expectTypeOf(parseAsArrayOf(parseAsIsoDateTime)).toEqualTypeOf<FilterParser<Date[]>>()
    expectTypeOf(parseAsString.withDefault('x').defaultValue).toEqualTypeOf<string>()
    // @ts-expect-error a default of another type
    parseAsString.withDefault(1)
  })

  it("takes a custom parser's type from its functions", () => {
    const cents = createParser({ parse: (v) => (/^\d+$/.test(v) ? Number(v) / 100 : null), serialize: String })
    expectTypeOf(cents).toEqualTypeOf<FilterParser<number>>()
    // @ts-expect-error serialize takes what parse gives
    createParser({ parse: (v) => v.length, serialize: (v: string) => v })
  })
})
