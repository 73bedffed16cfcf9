import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
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
  it.each<[string, unknown, unknown, boolean]>([
    ['equal numbers', 15, 15, true],
    ['different numbers', 15, 20, false],
    ['NaN and NaN', NaN, NaN, true],
    ['0 and -0', 0, -0, false],
    ['a number and its string', 1, '1', false],
    ['null and undefined', null, undefined, false],
    ['null and an object', null, {}, false],
    [
      'inline objects of equal values',
      { defaultSearchParams: { title: '' } },
      { defaultSearchParams: { title: '' } },
      true,
    ],
    ['inline objects of different values', { title: 'a' }, { title: 'b' }, false],
    ['an object and one with a key more', { title: '' }, { title: '', status: 'open' }, false],
    ['an absent key and an undefined one', { pageSize: 10 }, { pageSize: 10, keyName: undefined }, true],
    ['an undefined key and an absent one', { pageSize: 10, keyName: undefined }, { pageSize: 10 }, true],
    [
      'null-prototype objects of equal values',
      Object.assign(Object.create(null), { a: 1 }),
      Object.assign(Object.create(null), { a: 1 }),
      true,
    ],
    ['a null-prototype object and a plain one', Object.assign(Object.create(null), { a: 1 }), { a: 1 }, false],
    ['functions with the same source', { t: (x: number) => x + 1 }, { t: (x: number) => x + 1 }, true],
    ['functions with different sources', { t: (x: number) => x + 1 }, { t: (x: number) => x + 2 }, false],
    ['a function and an object', () => ({}), {}, false],
    ['equal dates', day('2024-01-05T09:30:00Z'), day('2024-01-05T09:30:00Z'), true],
    ['different dates', day('2024-01-05T09:30:00Z'), day('2024-01-06T09:30:00Z'), false],
    ['invalid dates', day('x'), day('y'), true],
    ['a date and its time', day('2024-01-05T09:30:00Z'), day('2024-01-05T09:30:00Z').getTime(), false],
    ['a date and an object', day('2024-01-05T09:30:00Z'), {}, false],
    ['equal arrays', [{ property: 'title', direction: 'asc' }], [{ property: 'title', direction: 'asc' }], true],
    ['arrays in another order', ['a', 'b'], ['b', 'a'], false],
    ['arrays of different lengths', ['a'], ['a', undefined], false],
    ['an array and an object with its indices', ['a'], { 0: 'a' }, false],
    ['an object inside five arrays', nest(5, { a: 1 }), nest(5, { a: 1 }), false],
    ['an object inside four arrays', nest(4, { a: 1 }), nest(4, { a: 1 }), true],
    ['a string inside five objects', nestObject(5, 'x'), nestObject(5, 'x'), true],
    ['a string inside six objects', nestObject(6, 'x'), nestObject(6, 'x'), false],
    ['one class instance', { parser }, { parser }, true],
    ['two equal class instances', new Parser('title'), new Parser('title'), false],
    ['two maps of equal entries', new Map([['a', 1]]), new Map([['a', 1]]), false],
    ['one map', { m: shared }, { m: shared }, true],
  ])('says %s make the same list: %s', (_name, a, b, expected) => {
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
