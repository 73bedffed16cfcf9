import { describe, expect, it } from 'vitest'
import { nextQuery, type ListMove, type ListPosition } from './nextQuery.ts'
import type { UrlListState } from '../url/urlState.ts'

const query: UrlListState = {
  pageNo: 2,
  pageSize: 15,
  sorts: [{ property: 'cjsj', direction: 'desc' }],
  searchParams: { bt: '出差' },
}
const middle: ListPosition = { pageNo: 2, hasNext: true }
const last: ListPosition = { pageNo: 4, hasNext: false }
const first: ListPosition = { pageNo: 0, hasNext: true }
const asc = [{ property: 'ddsj', direction: 'asc' as const }]

describe('nextQuery', () => {
  it.each<[string, ListMove, ListPosition, Partial<UrlListState> | undefined]>([
    ['next from the middle', { type: 'next' }, middle, { pageNo: 3 }],
    [
      'next from the page on screen, not the one asked for',
      { type: 'next' },
      { pageNo: 3, hasNext: true },
      { pageNo: 4 },
    ],
    ['next past the last page', { type: 'next' }, last, undefined],
    ['prev from the middle', { type: 'prev' }, middle, { pageNo: 1 }],
    ['prev before the first page', { type: 'prev' }, first, undefined],
    ['fetch with nothing given', { type: 'fetch' }, middle, {}],
    ['fetch a page', { type: 'fetch', pageNo: 7 }, middle, { pageNo: 7 }],
    ['fetch a size', { type: 'fetch', pageSize: 50 }, middle, { pageSize: 50 }],
    ['fetch a sort', { type: 'fetch', sorts: asc }, middle, { sorts: asc }],
    [
      'fetch filters, replacing them',
      { type: 'fetch', searchParams: { zbbm: '18043' } },
      middle,
      { searchParams: { zbbm: '18043' } },
    ],
    ['sortWith: page 0 with the sorts', { type: 'fetch', pageNo: 0, sorts: asc }, middle, { pageNo: 0, sorts: asc }],
    [
      'query: page 0, replacing the filters',
      { type: 'fetch', pageNo: 0, searchParams: {} },
      middle,
      { pageNo: 0, searchParams: {} },
    ],
    ['new default filters: page 0', { type: 'fetch', pageNo: 0 }, middle, { pageNo: 0 }],
  ])('%s', (_, move, at, changes) => {
    expect(nextQuery(query, move, at)).toEqual(changes && { ...query, ...changes })
  })

  it.each([
    [{ type: 'fetch', pageNo: -1 }, /fetch\(\) pageNo must be a whole number from 0, got -1/],
    [{ type: 'fetch', pageNo: 1.5 }, /fetch\(\) pageNo must be a whole number from 0, got 1.5/],
    [{ type: 'fetch', pageSize: 0 }, /fetch\(\) pageSize must be a whole number from 1, got 0/],
  ] as [ListMove, RegExp][])('refuses %j, naming the argument', (move, message) => {
    expect(() => nextQuery(query, move, middle)).toThrow(message)
  })

  it('names the operation it is told in a refusal', () => {
    expect(() =>
      nextQuery(query, { type: 'fetch', sorts: [{ property: 'a,b', direction: 'asc' }] }, middle, 'sortWith()'),
    ).toThrow(/sortWith\(\) refuses sort property "a,b"/)
  })

  it('never changes the query it is given', () => {
    const frozen = structuredClone(query)
    for (const move of [{ type: 'next' }, { type: 'fetch', pageNo: 0, sorts: asc }, { type: 'prev' }] as ListMove[])
      nextQuery(query, move, middle)
    expect(query).toEqual(frozen)
  })
})
