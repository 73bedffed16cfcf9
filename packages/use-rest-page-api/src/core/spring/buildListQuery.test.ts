import { describe, expect, it } from 'vitest'
import { appendQueryString, buildListQuery } from './buildListQuery.ts'
import { mergeSearchParams } from './mergeSearchParams.ts'
import { desSuffixListRequest, formAppListRequest, suffixSortListRequest } from './sortStyles.ts'
import type { SearchParams, SortInfo } from '../types.ts'
import type { DefaultFilters } from '../url/filterParser.ts'
import { parseAsArrayOf, parseAsInteger, parseAsIsoDate, parseAsIsoDateTime } from '../url/parsers.ts'

const page = (pageNo: number, pageSize: number, sorts: SortInfo[] = []) => ({ pageNo, pageSize, sorts })
const desc = (property: string): SortInfo => ({ property, direction: 'desc' })
const asc = (property: string): SortInfo => ({ property, direction: 'asc' })

describe('buildListQuery', () => {
  it.each<[SearchParams, ReturnType<typeof page>, string]>([
    [{}, page(0, 15), 'size=15&page=0'],
    [{ title: 'pen' }, page(2, 10), 'title=pen&size=10&page=2'],
    [{}, page(0, 15, [desc('price')]), 'size=15&page=0&sort=price,desc'],
    [{}, page(0, 15, [desc('price'), asc('title')]), 'size=15&page=0&sort=price,desc&sort=title,asc'],
    [{ a: undefined, b: null, c: '', d: 0, e: false }, page(0, 15), 'd=0&e=false&size=15&page=0'],
    [{ status: ['open', 'closed'] }, page(0, 15), 'status=open&status=closed&size=15&page=0'],
    [{ status: [] }, page(0, 15), 'size=15&page=0'],
    [{ q: 'a&b=c' }, page(0, 15), 'q=a&b=c&size=15&page=0'],
    // A date given to the request builder itself is an instant (a parsed filter's is its parser's form).
    [{ at: new Date('2024-01-05T09:30:00.000Z') }, page(0, 15), 'at=2024-01-05T09:30:00.000Z&size=15&page=0'],
  ])('writes %j with %j as %s', (filters, info, expected) => {
    expect(decodeURIComponent(buildListQuery(filters, info))).toBe(expected)
  })

  it('encodes reserved characters in filter values so they cannot add parameters', () => {
    expect(buildListQuery({ q: 'a&b=c' }, page(0, 15))).toBe('q=a%26b%3Dc&size=15&page=0')
  })

  it('refuses a nested filter with an error that names it and the way out', () => {
    expect(() => buildListQuery({ filter: { status: 'open' } }, page(0, 15))).toThrow(
      /filter "filter" is an object: use qsListRequest of use-rest-page-api\/qs/,
    )
  })
})

describe('appendQueryString', () => {
  it.each([
    ['/api/products', 'size=15', '/api/products?size=15'],
    ['/api/products?type=a', 'size=15', '/api/products?type=a&size=15'],
    ['/api/products?', 'size=15', '/api/products?size=15'],
    ['/api/products?type=a&', 'size=15', '/api/products?type=a&size=15'],
    ['/api/products', '?size=15', '/api/products?size=15'],
    ['/api/products', '', '/api/products'],
  ])('joins %s and %s as %s', (url, query, expected) => {
    expect(appendQueryString(url, query)).toBe(expected)
  })
})

describe('mergeSearchParams', () => {
  it.each<[SearchParams | undefined, SearchParams | undefined, SearchParams]>([
    [undefined, undefined, {}],
    [{ a: '1' }, undefined, { a: '1' }],
    [{ a: '1', b: '2' }, { b: '3' }, { a: '1', b: '3' }],
    [{ a: '1' }, { a: undefined }, { a: '1' }],
    [{ a: '1' }, { a: '' }, { a: '' }],
    [{ a: '1' }, { a: null }, { a: null }],
  ])('merges defaults %j with %j as %j', (defaults, current, expected) => {
    expect(mergeSearchParams(defaults, current)).toEqual(expected)
  })

  it.each<[string, DefaultFilters, SearchParams, SearchParams]>([
    ['a parser without a default sends nothing', { minPrice: parseAsInteger }, {}, {}],
    ['a parser stands for its default value', { minPrice: parseAsInteger.withDefault(10) }, {}, { minPrice: 10 }],
    ['a number stays a number', { minPrice: parseAsInteger }, { minPrice: 5 }, { minPrice: 5 }],
    // Spring's @DateTimeFormat(iso = ISO.DATE) reads yyyy-MM-dd and refuses a time part.
    ['a day as yyyy-MM-dd', { from: parseAsIsoDate }, { from: new Date('2024-01-05') }, { from: '2024-01-05' }],
    [
      'an instant as ISO.DATE_TIME reads it',
      { at: parseAsIsoDateTime },
      { at: new Date('2024-01-05T09:30:00.000Z') },
      { at: '2024-01-05T09:30:00.000Z' },
    ],
    [
      'days in a list each as yyyy-MM-dd',
      { days: parseAsArrayOf(parseAsIsoDate) },
      { days: [new Date('2024-01-05'), new Date('2024-01-06')] },
      { days: ['2024-01-05', '2024-01-06'] },
    ],
    [
      'a date without a parser as an instant',
      {},
      { at: new Date('2024-01-05T09:30:00.000Z') },
      { at: '2024-01-05T09:30:00.000Z' },
    ],
  ])('sends filters with parsers: %s', (_, defaults, current, expected) => {
    expect(mergeSearchParams(defaults, current)).toEqual(expected)
  })
})

describe('sort styles', () => {
  it.each([
    [formAppListRequest, [desc('cjsj'), asc('ddsj')], 'size=15&page=0&sort=cjsj_d,ddsj'],
    [formAppListRequest, [asc('cjsj')], 'size=15&page=0&sort=cjsj'],
    [desSuffixListRequest, [desc('price'), asc('title')], 'size=15&page=0&sort=price_des,title'],
    [suffixSortListRequest({ descSuffix: '-', ascSuffix: '+' }), [desc('a'), asc('b')], 'size=15&page=0&sort=a-,b+'],
    [formAppListRequest, [], 'size=15&page=0'],
  ])('writes the sorts in one comma-separated parameter', (transform, sorts, expected) => {
    expect(decodeURIComponent(transform({}, page(0, 15, sorts)))).toBe(expected)
  })

  it('keeps the filters in the suffix styles', () => {
    expect(decodeURIComponent(formAppListRequest({ bt: '出差', zbbm: ['1', '2'] }, page(1, 15, [desc('cjsj')])))).toBe(
      'bt=出差&zbbm=1&zbbm=2&size=15&page=1&sort=cjsj_d',
    )
  })
})
