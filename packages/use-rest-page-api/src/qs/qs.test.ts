import { describe, expect, it } from 'vitest'
import { parseNestedQuery } from './parseNestedQuery.ts'
import { qsListRequest } from './qsListRequest.ts'

const page = { pageNo: 1, pageSize: 15, sorts: [{ property: 'price', direction: 'desc' as const }] }

describe('qsListRequest', () => {
  it.each([
    [{}, {}, 'size=15&page=1&sort=price,desc'],
    [
      { filter: { status: 'open', owner: { dept: '18043' } } },
      {},
      'filter[status]=open&filter[owner][dept]=18043&size=15&page=1&sort=price,desc',
    ],
    [{ ids: ['1', '2'] }, {}, 'ids[]=1&ids[]=2&size=15&page=1&sort=price,desc'],
    [{ ids: ['1', '2'] }, { arrayFormat: 'repeat' as const }, 'ids=1&ids=2&size=15&page=1&sort=price,desc'],
    [{ filter: { a: 'x' } }, { allowDots: true }, 'filter.a=x&size=15&page=1&sort=price,desc'],
    [{ a: null, b: undefined, c: '', d: { e: '' } }, {}, 'size=15&page=1&sort=price,desc'],
  ])('writes %j (%j) as %s', (filters, options, expected) => {
    expect(decodeURIComponent(qsListRequest(options)(filters, page))).toBe(expected)
  })
})

describe('parseNestedQuery', () => {
  it('reads nested filters and bracket arrays', () => {
    expect(parseNestedQuery('?filter[status]=open&ids[]=1&ids[]=2')).toEqual({
      filter: { status: 'open' },
      ids: ['1', '2'],
    })
  })

  it('never pollutes a prototype', () => {
    const parsed = parseNestedQuery('__proto__[polluted]=1&constructor[prototype][polluted]=1&a[__proto__][polluted]=1')
    expect(({} as Record<string, unknown>).polluted).toBeUndefined()
    expect(Object.getPrototypeOf(parsed)).toBeNull()
  })

  it('bounds depth, parameter count, array indexes and value length', () => {
    expect(parseNestedQuery('a[b][c][d]=1', { depth: 1 })).toEqual({ a: { b: { '[c][d]': '1' } } })
    const many = Array.from({ length: 500 }, (_, i) => `k${i}=1`).join('&')
    expect(Object.keys(parseNestedQuery(many))).toHaveLength(100)
    expect(parseNestedQuery('a[9999]=x')).toEqual({ a: { 9999: 'x' } })
    expect(parseNestedQuery(`long=${'x'.repeat(5000)}&short=y`)).toEqual({ short: 'y' })
  })
})
