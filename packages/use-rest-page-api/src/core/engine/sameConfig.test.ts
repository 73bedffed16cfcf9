import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { parseAsFloat, parseAsInteger, parseAsStringLiteral } from '../url/parsers.ts'
import { sameConfig } from './sameConfig.ts'

class Parser {
  constructor(readonly name: string) {}
}
const parser = new Parser('title')
const shared = new Map([['a', 1]])
const day = (iso: string) => new Date(iso)
/** `depth` arrays around `leaf`. */
const nest = (depth: number, leaf: unknown): unknown => (depth ? [nest(depth - 1, leaf)] : leaf)
/** `depth` objects around `leaf`. */
const nestObject = (depth: number, leaf: unknown): unknown => (depth ? { a: nestObject(depth - 1, leaf) } : leaf)

describe('sameConfig', () => {
  it.each<[string, boolean, unknown, unknown]>([
    ['equal numbers', true, 15, 15],
    ['different numbers', false, 15, 20],
    ['NaN and NaN', true, NaN, NaN],
    ['0 and -0', false, 0, -0],
    ['a number and its string', false, 1, '1'],
    ['null and undefined', false, null, undefined],
    ['null and an object', false, null, {}],
    [
      'inline objects of equal values',
      true,
      { defaultSearchParams: { title: '' } },
      { defaultSearchParams: { title: '' } },
    ],
    ['inline objects of different values', false, { title: 'a' }, { title: 'b' }],
    ['an object and one with a key more', false, { title: '' }, { title: '', status: 'open' }],
    ['an absent key and an undefined one', true, { pageSize: 10 }, { pageSize: 10, keyName: undefined }],
    ['an undefined key and an absent one', true, { pageSize: 10, keyName: undefined }, { pageSize: 10 }],
    [
      'null-prototype objects of equal values',
      true,
      Object.assign(Object.create(null), { a: 1 }),
      Object.assign(Object.create(null), { a: 1 }),
    ],
    ['a null-prototype object and a plain one', false, Object.assign(Object.create(null), { a: 1 }), { a: 1 }],
    ['functions with the same source', true, { t: (x: number) => x + 1 }, { t: (x: number) => x + 1 }],
    ['functions with different sources', false, { t: (x: number) => x + 1 }, { t: (x: number) => x + 2 }],
    ['a function and an object', false, () => ({}), {}],
    ['equal dates', true, day('2024-01-05T09:30:00Z'), day('2024-01-05T09:30:00Z')],
    ['different dates', false, day('2024-01-05T09:30:00Z'), day('2024-01-06T09:30:00Z')],
    ['invalid dates', true, day('x'), day('y')],
    ['a date and its time', false, day('2024-01-05T09:30:00Z'), day('2024-01-05T09:30:00Z').getTime()],
    ['a date and an object', false, day('2024-01-05T09:30:00Z'), {}],
    ['equal arrays', true, [{ property: 'title', direction: 'asc' }], [{ property: 'title', direction: 'asc' }]],
    ['arrays in another order', false, ['a', 'b'], ['b', 'a']],
    ['arrays of different lengths', false, ['a'], ['a', undefined]],
    ['an array and an object with its indices', false, ['a'], { 0: 'a' }],
    ['an object inside five arrays', false, nest(5, { a: 1 }), nest(5, { a: 1 })],
    ['an object inside four arrays', true, nest(4, { a: 1 }), nest(4, { a: 1 })],
    ['a string inside five objects', true, nestObject(5, 'x'), nestObject(5, 'x')],
    ['a string inside six objects', false, nestObject(6, 'x'), nestObject(6, 'x')],
    // Every parser `createParser` makes is an object of methods with the same source: compared by identity, so a list
    // given another parser reads the address with it.
    ['two different parsers', false, { minPrice: parseAsInteger }, { minPrice: parseAsFloat }],
    [
      'string literal parsers of different values',
      false,
      { status: parseAsStringLiteral(['open']) },
      { status: parseAsStringLiteral(['open', 'closed']) },
    ],
    ['one parser', true, { minPrice: parseAsInteger }, { minPrice: parseAsInteger }],
    ['one parser with equal defaults', true, parseAsInteger.withDefault(1), parseAsInteger.withDefault(1)],
    ['one parser with different defaults', false, parseAsInteger.withDefault(1), parseAsInteger.withDefault(2)],
    ['one class instance', true, { parser }, { parser }],
    ['two equal class instances', false, new Parser('title'), new Parser('title')],
    ['two maps of equal entries', false, new Map([['a', 1]]), new Map([['a', 1]])],
    ['one map', true, { m: shared }, { m: shared }],
  ])('says %s make the same list: %s', (_name, expected, a, b) => {
    expect(sameConfig(a, b)).toBe(expected)
    expect(sameConfig(b, a)).toBe(expected)
  })

  it('holds a JSON value the same as its clone', () => {
    // Five levels of arrays and objects, as deep as it looks: past them a value is taken as changed (the list derives
    // again), as the table's rows of nested values say.
    fc.assert(
      fc.property(fc.jsonValue({ maxDepth: 5, depthSize: 'large' }), (value) =>
        sameConfig(value, structuredClone(value)),
      ),
    )
  })
})
