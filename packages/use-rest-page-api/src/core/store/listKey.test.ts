import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { canonicalFilters, decodeListKey, encodeListKey } from './listKey.ts'
import type { ListQuery } from '../types.ts'

const query = (q: Partial<ListQuery> = {}): ListQuery => ({
  pageNo: 0,
  pageSize: 15,
  sorts: [],
  searchParams: {},
  ...q,
})

describe('list keys', () => {
  it('gives equal requests equal keys whatever the filter order and unsent values', () => {
    expect(encodeListKey('/a', query({ searchParams: { b: '2', a: '1', c: '' } }))).toBe(
      encodeListKey('/a', query({ searchParams: { a: '1', b: '2', d: null } })),
    )
  })

  it('gives different pages, sorts and urls different keys', () => {
    const keys = new Set([
      encodeListKey('/a', query()),
      encodeListKey('/b', query()),
      encodeListKey('/a', query({ pageNo: 1 })),
      encodeListKey('/a', query({ pageSize: 10 })),
      encodeListKey('/a', query({ sorts: [{ property: 'x', direction: 'asc' }] })),
      encodeListKey('/a', query({ searchParams: { x: '1' } })),
    ])
    expect(keys.size).toBe(6)
  })

  // fast-check's url generator is slow; on a loaded 2-core machine 100 runs can pass Vitest's 5 s default.
  it('reads back what it wrote', { timeout: 30_000 }, () => {
    const filter = fc.oneof(
      fc.string(),
      fc.integer(),
      fc.boolean(),
      fc.array(fc.string({ minLength: 1 }), { minLength: 1 }),
    )
    fc.assert(
      fc.property(
        fc.webUrl(),
        fc.nat(1000),
        fc.integer({ min: 1, max: 1000 }),
        fc.array(fc.record({ property: fc.string(), direction: fc.constantFrom('asc' as const, 'desc' as const) })),
        fc.dictionary(fc.string(), filter),
        (url, pageNo, pageSize, sorts, searchParams) => {
          const q = query({ pageNo, pageSize, sorts, searchParams })
          expect(decodeListKey(encodeListKey(url, q))).toEqual({
            url,
            query: { ...q, searchParams: canonicalFilters(searchParams) },
          })
        },
      ),
    )
  })
})
