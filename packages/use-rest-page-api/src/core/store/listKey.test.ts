import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { keysetPaging } from '../../keyset/keysetPaging.ts'
import { buildListQuery } from '../spring/buildListQuery.ts'
import type { ListTransforms } from '../spring/loadListPage.ts'
import type { ListQuery, PageResponse, SearchParams } from '../types.ts'
import { listKey, requestOfKey, type KeyShape } from './listKey.ts'

const query = (q: Partial<ListQuery> = {}): ListQuery => ({
  pageNo: 0,
  pageSize: 15,
  sorts: [],
  searchParams: {},
  ...q,
})
const keyset = keysetPaging()
const asKeyset = (o: ListTransforms<unknown, unknown> = {}): KeyShape<unknown, unknown> => ({
  ...keyset.request(o, 'id'),
  keyset: keyset.param,
})
const upper = (raw: unknown) => raw as PageResponse<unknown>

describe('list keys', () => {
  it.each<[string, ListQuery, ListQuery, KeyShape<unknown, unknown>?, KeyShape<unknown, unknown>?]>([
    [
      'filters in another order',
      query({ searchParams: { b: '2', a: '1' } }),
      query({ searchParams: { a: '1', b: '2' } }),
    ],
    ['unsent values', query({ searchParams: { a: '1', c: '', d: null } }), query({ searchParams: { a: '1' } })],
    [
      'a boolean and its text',
      query({ searchParams: { inStock: true } }),
      query({ searchParams: { inStock: 'true' } }),
    ],
    ['a number and its text', query({ searchParams: { min: 3 } }), query({ searchParams: { min: '3' } })],
    ['an array and a repeated value', query({ searchParams: { s: ['a'] } }), query({ searchParams: { s: 'a' } })],
    [
      'two functions with the same source',
      query(),
      query(),
      { transformListResponse: (raw) => upper(raw) },
      { transformListResponse: (raw) => upper(raw) },
    ],
  ])('gives one key to requests that send the same thing: %s', (_, a, b, shapeA = {}, shapeB = {}) => {
    expect(listKey('/api/products', a, shapeA)).toBe(listKey('/api/products', b, shapeB))
  })

  it('gives different keys to requests that differ, or whose answers are read differently', () => {
    const keys = [
      listKey('/a', query(), {}),
      listKey('/b', query(), {}),
      listKey('/a', query({ pageNo: 1 }), {}),
      listKey('/a', query({ pageSize: 10 }), {}),
      listKey('/a', query({ sorts: [{ property: 'x', direction: 'asc' }] }), {}),
      listKey('/a', query({ sorts: [{ property: 'x', direction: 'desc' }] }), {}),
      listKey(
        '/a',
        query({
          sorts: [
            { property: 'x', direction: 'asc' },
            { property: 'y', direction: 'asc' },
          ],
        }),
        {},
      ),
      listKey(
        '/a',
        query({
          sorts: [
            { property: 'y', direction: 'asc' },
            { property: 'x', direction: 'asc' },
          ],
        }),
        {},
      ),
      listKey('/a', query({ searchParams: { x: '1' } }), {}),
      listKey('/a', query(), { oneIndexed: true }),
      listKey('/a', query(), asKeyset()),
      listKey('/a', query(), { transformListResponse: (raw) => upper(raw) }),
      listKey('/a', query(), { transformListRequest: () => 'page=0&size=15&kind=x' }),
      listKey('/a', query(), { transformListRequest: async () => 'kind=x' }),
    ]
    expect(new Set(keys).size).toBe(keys.length)
  })

  it('is the request line as the default query string writes it, parameters in order', () => {
    const key = listKey(
      '/api/products',
      query({ searchParams: { title: 'pen' }, sorts: [{ property: 'price', direction: 'desc' }] }),
      {},
    )
    expect(JSON.parse(key)).toEqual(['/api/products?page=0&size=15&sort=price%2Cdesc&title=pen'])
  })

  it('is the request line a keyset feed sends: no page, the key property ending the sort', () => {
    expect(JSON.parse(listKey('/api/products', query(), asKeyset()))).toEqual([
      '/api/products?size=15&sort=id%2Casc',
      0,
      'cursor',
    ])
  })

  it('keys a request it cannot build (a nested filter and no transform) by its filters, without throwing', () => {
    const nested = query({ searchParams: { range: { from: '1' } } })
    expect(() => listKey('/a', nested, {})).not.toThrow()
    expect(listKey('/a', nested, {})).not.toBe(listKey('/a', query(), {}))
  })

  it('reads back the request of a key no list has shown yet', () => {
    const filter = fc.oneof(
      fc.string({ minLength: 1 }),
      fc.array(fc.string({ minLength: 1 }), { minLength: 2, maxLength: 3 }),
    )
    fc.assert(
      fc.property(
        fc.nat(1000),
        fc.integer({ min: 1, max: 1000 }),
        fc.array(
          fc.record({
            property: fc.stringMatching(/^[a-z][a-z0-9]{0,8}$/),
            direction: fc.constantFrom('asc' as const, 'desc' as const),
          }),
          { maxLength: 3 },
        ),
        fc.dictionary(fc.stringMatching(/^f[a-z]{0,6}$/), filter, { maxKeys: 3 }),
        (pageNo, pageSize, sorts, searchParams: SearchParams) => {
          const request = requestOfKey(listKey('/api/products', query({ pageNo, pageSize, sorts, searchParams }), {}))
          expect(request).toEqual({ url: '/api/products', page: pageNo, size: pageSize, sorts, filters: searchParams })
        },
      ),
    )
  })

  it('keys a custom request line as it is sent, whatever order its parameters come in', () => {
    const shape = {
      transformListRequest: (f: SearchParams, info: Parameters<typeof buildListQuery>[1]) =>
        buildListQuery(f, info).split('&').reverse().join('&'),
    }
    expect(listKey('/a', query({ searchParams: { t: 'x' } }), shape)).toBe(
      listKey('/a', query({ searchParams: { t: 'x' } }), {}),
    )
  })
})
