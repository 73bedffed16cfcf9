import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { parseUrlState, serializeUrlState, type UrlListState, type UrlStateConfig } from './urlState.ts'

const config: UrlStateConfig = {
  prefix: '',
  filterKeys: ['title', 'status', 'kind'],
  defaults: {
    pageSize: 15,
    sorts: [{ property: 'id', direction: 'asc' }],
    searchParams: { kind: 'a', status: ['open'] },
  },
}
const state = (s: Partial<UrlListState> = {}): UrlListState => ({
  pageNo: 0,
  pageSize: 15,
  sorts: [{ property: 'id', direction: 'asc' }],
  searchParams: {},
  ...s,
})

describe('parseUrlState', () => {
  it.each<[string, Partial<UrlListState>]>([
    ['', {}],
    ['?page=3&size=20', { pageNo: 3, pageSize: 20 }],
    [
      '?sort=price,desc&sort=title',
      {
        sorts: [
          { property: 'price', direction: 'desc' },
          { property: 'title', direction: 'asc' },
        ],
      },
    ],
    ['?sort=', { sorts: [] }],
    ['?title=pen&status=open&status=closed', { searchParams: { title: 'pen', status: ['open', 'closed'] } }],
    ['?status=done', { searchParams: { status: ['done'] } }],
    ['?title=', { searchParams: { title: '' } }],
    ['?other=1&title=x', { searchParams: { title: 'x' } }],
  ])('reads %s', (search, expected) => {
    expect(parseUrlState(search, config)).toEqual(state(expected))
  })

  it.each([
    ['?page=-1', {}],
    ['?page=abc', {}],
    ['?page=1e3', {}],
    ['?page=99999999999', {}],
    ['?size=0', {}],
    ['?size=5000', {}],
    ['?sort=price,sideways', {}],
    ['?sort=a,b,c', {}],
    ['?sort=<script>', {}],
  ])('falls back to the default for the invalid %s', (search, expected) => {
    expect(parseUrlState(search, config)).toEqual(state(expected))
  })

  it('ignores prototype keys, oversized values and thousands of parameters', () => {
    const hostile = [
      '__proto__[x]=1',
      'constructor[prototype][x]=1',
      `title=${'x'.repeat(100_000)}`,
      ...Array.from({ length: 5000 }, (_, i) => `p${i}=${i}`),
      ...Array.from({ length: 5000 }, () => 'status=open'),
    ].join('&')
    const parsed = parseUrlState(`?${hostile}`, {
      ...config,
      filterKeys: [...config.filterKeys, '__proto__', 'constructor'],
    })
    expect(parsed.searchParams).toEqual({ status: Array.from({ length: 50 }, () => 'open') })
    expect(({} as Record<string, unknown>).x).toBeUndefined()
    expect(Object.getPrototypeOf(parsed.searchParams)).toBe(Object.prototype)
  })

  it('reads only its own prefixed keys', () => {
    const search = '?a.page=1&b.page=2&a.title=x&title=y'
    expect(parseUrlState(search, { ...config, prefix: 'a.' })).toEqual(
      state({ pageNo: 1, searchParams: { title: 'x' } }),
    )
    expect(parseUrlState(search, { ...config, prefix: 'b.' })).toEqual(state({ pageNo: 2 }))
  })
})

describe('serializeUrlState', () => {
  it.each<[string, Partial<UrlListState>, string]>([
    ['', {}, ''],
    ['', { pageNo: 2 }, '?page=2'],
    ['?page=2', { pageNo: 0 }, ''],
    ['?utm=x&page=2', { pageNo: 0, searchParams: { title: 'pen' } }, '?utm=x&title=pen'],
    ['', { sorts: [] }, '?sort='],
    ['', { sorts: [{ property: 'price', direction: 'desc' }] }, '?sort=price%2Cdesc'],
    ['', { searchParams: { kind: 'a' } }, ''],
    ['', { searchParams: { kind: '' } }, '?kind='],
    ['', { searchParams: { status: ['open', 'done'] } }, '?status=open&status=done'],
    ['', { searchParams: { unknown: 'x' } }, ''],
    ['', { searchParams: { title: { nested: 'x' } } }, ''],
    // A nested value has no flat form: not written, even where the default is not empty.
    ['', { searchParams: { kind: {} } }, ''],
    ['', { searchParams: { status: { any: 'x' } } }, ''],
    ['?z=1&a=2', { pageSize: 30 }, '?z=1&a=2&size=30'],
  ])('writes %s with %j as %s', (search, s, expected) => {
    expect(serializeUrlState(search, state(s), config)).toBe(expected)
  })

  it('writes a cleared filter whose default is nested, so reading it back keeps it cleared', () => {
    const nested: UrlStateConfig = {
      ...config,
      filterKeys: ['range'],
      defaults: { ...config.defaults, searchParams: { range: { from: '1' } } },
    }
    const search = serializeUrlState('', state({ searchParams: { range: '' } }), nested)
    expect(search).toBe('?range=')
    expect(parseUrlState(search, nested).searchParams).toEqual({ range: '' })
    expect(serializeUrlState('', state({ searchParams: { range: { from: '2' } } }), nested)).toBe('')
  })

  it('is read back as it was written, keeping every foreign parameter', () => {
    const value = fc.string({ minLength: 1, maxLength: 20 })
    fc.assert(
      fc.property(
        fc.record({
          pageNo: fc.nat(1000),
          pageSize: fc.integer({ min: 1, max: 1000 }),
          sorts: fc.array(
            fc.record({
              property: fc.stringMatching(/^[a-z][a-z0-9_]{0,10}$/),
              direction: fc.constantFrom('asc' as const, 'desc' as const),
            }),
            { maxLength: 3 },
          ),
          searchParams: fc.record(
            { title: value, status: fc.array(value, { minLength: 1, maxLength: 3 }) },
            { requiredKeys: [] },
          ),
        }),
        fc.dictionary(fc.stringMatching(/^x[a-z]{0,5}$/), fc.string({ maxLength: 10 }), { maxKeys: 4 }),
        fc.constantFrom('', 'list.'),
        (s, foreign, prefix) => {
          const c = { ...config, prefix }
          const search = serializeUrlState(`?${new URLSearchParams(foreign)}`, s, c)
          expect(parseUrlState(search, c)).toEqual(s)
          const after = new URLSearchParams(search)
          for (const [k, v] of Object.entries(foreign)) expect(after.get(k)).toBe(v)
        },
      ),
    )
  })
})
