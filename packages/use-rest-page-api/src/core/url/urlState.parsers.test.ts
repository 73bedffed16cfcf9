import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { SearchParams } from '../types.ts'
import { parseAsArrayOf, parseAsBoolean, parseAsInteger, parseAsIsoDate, parseAsStringLiteral } from './parsers.ts'
import {
  checkUrlState,
  MAX_URL_VALUE_LENGTH,
  MAX_URL_VALUES_PER_KEY,
  parseUrlState,
  serializeUrlState,
  type UrlListState,
  type UrlStateConfig,
} from './urlState.ts'

const config: UrlStateConfig = {
  prefix: '',
  // urlSyncConfig owns the keys of the defaults and filterKeys.
  filterKeys: ['title', 'minPrice', 'inStock', 'tags', 'from', 'status'],
  defaults: {
    pageSize: 15,
    sorts: [],
    searchParams: {
      title: '',
      minPrice: parseAsInteger,
      inStock: parseAsBoolean.withDefault(true),
      tags: parseAsArrayOf(parseAsInteger),
      from: parseAsIsoDate,
      status: parseAsStringLiteral(['open', 'closed']).withDefault('open'),
    },
  },
}
const state = (searchParams: SearchParams): UrlListState => ({ pageNo: 0, pageSize: 15, sorts: [], searchParams })
const day = (iso: string) => new Date(`${iso}T00:00:00.000Z`)

describe('the URL codec with filter parsers', () => {
  it.each<[string, SearchParams]>([
    ['?minPrice=10', { minPrice: 10 }],
    ['?minPrice=-3&title=10', { minPrice: -3, title: '10' }],
    ['?inStock=false', { inStock: false }],
    ['?tags=1&tags=2', { tags: [1, 2] }],
    ['?tags=1&tags=x&tags=3', { tags: [1, 3] }],
    ['?from=2024-01-05', { from: day('2024-01-05') }],
    ['?status=closed', { status: 'closed' }],
    // An empty value says "cleared": null, whatever the type.
    ['?minPrice=', { minPrice: null }],
    ['?inStock=', { inStock: null }],
    ['?tags=', { tags: null }],
  ])('reads %s with its types', (search, expected) => {
    expect(parseUrlState(search, config).searchParams).toEqual(expected)
  })

  it.each([
    ['?minPrice=4.5'],
    ['?minPrice=ten'],
    ['?inStock=yes'],
    ['?tags=x&tags=y'],
    ['?from=2024-02-30'],
    ['?status=pending'],
    [`?minPrice=${'1'.repeat(MAX_URL_VALUE_LENGTH + 1)}`],
  ])('leaves the default in force for the value it does not read in %s', (search) => {
    expect(parseUrlState(search, config).searchParams).toEqual({})
  })

  it('reads at most 50 values of a repeated key before its parser', () => {
    const search = `?${Array.from({ length: 80 }, (_, i) => `tags=${i}`).join('&')}`
    const tags = parseUrlState(search, config).searchParams.tags as number[]
    expect(tags).toHaveLength(MAX_URL_VALUES_PER_KEY)
    expect(tags.at(-1)).toBe(49)
  })

  it.each<[SearchParams, string]>([
    [{ minPrice: 10, inStock: false }, '?minPrice=10&inStock=false'],
    [{ tags: [3, 1] }, '?tags=3&tags=1'],
    [{ from: day('2024-01-05') }, '?from=2024-01-05'],
    // The defaults a parser carries are not written; clearing one is.
    [{ inStock: true, status: 'open' }, ''],
    [{ inStock: null }, '?inStock='],
    [{ minPrice: null }, ''],
  ])('writes %j as %s', (searchParams, expected) => {
    expect(serializeUrlState('', state(searchParams), config)).toBe(expected)
  })

  it('reads back what it writes, with the types it was written with', () => {
    fc.assert(
      fc.property(
        fc.record(
          {
            title: fc.string({ minLength: 1, maxLength: 20 }),
            minPrice: fc.maxSafeInteger(),
            inStock: fc.boolean(),
            tags: fc.array(fc.integer(), { minLength: 1, maxLength: 5 }),
            from: fc.integer({ min: 0, max: 2_932_896 }).map((days) => new Date(days * 86_400_000)),
            status: fc.constantFrom('open' as const, 'closed' as const),
          },
          { requiredKeys: [] },
        ),
        (filters) => {
          const written = serializeUrlState('?utm=x', state(filters), config)
          const read = parseUrlState(written, config).searchParams
          // Values equal to their default are not written, and read back as the default.
          const expected = Object.fromEntries(
            Object.entries(filters).filter(([k, v]) => !(k === 'inStock' && v) && !(k === 'status' && v === 'open')),
          )
          expect(read).toEqual(expected)
          expect(new URLSearchParams(written).get('utm')).toBe('x')
        },
      ),
    )
  })

  it.each<[string, SearchParams]>([
    ['a number its parser does not read back', { minPrice: 4.5 }],
    ['a number that is not one', { minPrice: NaN }],
    ['an invalid date', { from: new Date('nope') }],
    ['more values than the address keeps', { tags: Array.from({ length: 51 }, (_, i) => i) }],
  ])('refuses %s as a filter the address cannot keep', (_, searchParams) => {
    expect(() => checkUrlState(state(searchParams), config, 'query()')).toThrow(
      /query\(\) cannot be kept in the address: "(minPrice|from|tags)" would not read back .*nothing was sent/,
    )
  })

  it('keeps a value its parser reads back', () => {
    expect(() =>
      checkUrlState(state({ minPrice: 10, from: day('2024-01-05'), tags: [1, 2] }), config, 'query()'),
    ).not.toThrow()
  })
})
