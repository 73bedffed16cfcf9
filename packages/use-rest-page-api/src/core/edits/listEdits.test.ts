import { describe, expect, it } from 'vitest'
import {
  appendItem,
  patchItem,
  prependItem,
  removeExact,
  removeItemAt,
  removeItemsByIds,
  replaceItem,
  restoreItems,
  swapExact,
} from './listEdits.ts'
import type { ListPage } from '../types.ts'

interface Row {
  id: string | number
  title: string
}
const rows = (n: number): Row[] => Array.from({ length: n }, (_, i) => ({ id: String(i + 1), title: `t${i + 1}` }))
const pageOf = (
  items: Row[],
  totalElements: number,
  totalPages = Math.ceil(totalElements / 15),
): ListPage<Row, unknown> => ({
  items,
  totalElements,
  totalPages,
  pageNo: 0,
  pageSize: 15,
  hasNext: totalPages > 1,
  totalKnown: true,
  rawResponse: undefined,
})

describe('list edits', () => {
  it('adds a record at the start and counts it', () => {
    const page = prependItem(pageOf(rows(2), 30), { id: 'x', title: 'new' })
    expect(page.items.map((r) => r.id)).toEqual(['x', '1', '2'])
    expect(page).toMatchObject({ totalElements: 31, totalPages: 3 })
  })

  it('adds a record at the end and counts it', () => {
    expect(appendItem(pageOf(rows(2), 2), { id: 'x', title: 'new' }).items.map((r) => r.id)).toEqual(['1', '2', 'x'])
  })

  it.each([
    [['2'], ['1', '3'], 30, 2],
    [['1', '3'], ['2'], 29, 2],
    [['9'], ['1', '2', '3'], 31, 3],
    [[2], ['1', '3'], 30, 2],
  ])('removes ids %j, leaving %j, %i records in %i pages', (ids, left, total, pages) => {
    const page = removeItemsByIds(pageOf(rows(3), 31), 'id', ids)
    expect(page.items.map((r) => r.id)).toEqual(left)
    expect(page).toMatchObject({ totalElements: total, totalPages: pages })
  })

  it("keeps a server's own totalPages when counts change", () => {
    expect(removeItemsByIds(pageOf(rows(3), 1000, 5), 'id', ['1'])).toMatchObject({ totalElements: 999, totalPages: 5 })
  })

  it.each([
    [0, ['2', '3']],
    [2, ['1', '2']],
    [3, ['1', '2', '3']],
    [-1, ['1', '2', '3']],
    [1.5, ['1', '2', '3']],
  ])('removes the record at index %s', (index, left) => {
    expect(removeItemAt(pageOf(rows(3), 3), index).items.map((r) => r.id)).toEqual(left)
  })

  it('replaces and patches by id, comparing ids as strings', () => {
    const page = pageOf([{ id: 1, title: 'a' }], 1)
    expect(replaceItem(page, 'id', { id: '1', title: 'b' }).items).toEqual([{ id: '1', title: 'b' }])
    expect(patchItem(page, 'id', '1', { title: 'c' }).items).toEqual([{ id: 1, title: 'c' }])
    expect(replaceItem(page, 'id', { id: 2, title: 'b' })).toBe(page)
  })

  it('restores removed records where they were, undoing the counts exactly', () => {
    const before = pageOf(rows(4), 40)
    const removed = [before.items[1] as Row, before.items[3] as Row]
    const after = removeItemsByIds(before, 'id', ['2', '4'])
    expect(restoreItems(after, 'id', removed, before.items)).toEqual(before)
  })

  it.each([
    // [page as it was, ids removed, ids that come back, what the page holds meanwhile, the page after]
    [['1', '2', '3', '4', '5'], ['1', '3', '4'], ['4'], ['2', '5'], ['2', '4', '5']],
    [
      ['1', '2', '3', '4', '5'],
      ['1', '2'],
      ['1', '2'],
      ['3', '4', '5'],
      ['1', '2', '3', '4', '5'],
    ],
    [['1', '2', '3'], ['3'], ['3'], ['1'], ['1', '3']],
    [['1', '2', '3'], ['2'], ['2'], ['9', '1', '3'], ['9', '1', '2', '3']],
    [['1', '2', '3'], ['2'], ['2'], ['1', '2', '3'], ['1', '2', '3']],
  ])(
    'puts records back in their order among those still there: %j less %j, %j back',
    (was, _gone, back, now, after) => {
      const all = rows(9)
      const row = (id: string) => all[Number(id) - 1] as Row
      const page = pageOf(now.map(row), 40)
      const restored = restoreItems(page, 'id', back.map(row), was.map(row))
      expect(restored.items.map((r) => r.id)).toEqual(after)
    },
  )

  it('undoes an optimistic add exactly, by identity', () => {
    const before = pageOf(rows(2), 15)
    const placeholder = { id: '', title: 'new' }
    expect(removeExact(prependItem(before, placeholder), placeholder)).toEqual(before)
    const saved = { id: '99', title: 'new' }
    expect(swapExact(prependItem(before, placeholder), placeholder, saved).items[0]).toBe(saved)
  })

  it('never changes its input', () => {
    const before = pageOf(rows(3), 3)
    const copy = structuredClone(before)
    removeItemsByIds(before, 'id', ['1'])
    prependItem(before, { id: 'x', title: 'x' })
    patchItem(before, 'id', '2', { title: 'z' })
    expect(before).toEqual(copy)
  })
})
