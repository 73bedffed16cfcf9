import type { RowSelectionState } from '@tanstack/react-table'
import { describe, expect, it } from 'vitest'
import { matchingCount, offersMatching, rowSelectionOf, selectMatching, withPageTicks } from './matchingSelection.ts'

/** The table's tick state with these rows ticked. */
const ticked = (ids: string[]): RowSelectionState => Object.fromEntries(ids.map((id) => [id, true]))

describe('matchingSelection', () => {
  it.each([
    [{ total: 40, excluded: [] }, 40],
    [{ total: 40, excluded: ['a', 'b'] }, 38],
    [{ total: 1, excluded: ['a', 'b'] }, 0],
  ])('counts %j as %i selected', (selection, count) => {
    expect(matchingCount(selection)).toBe(count)
  })

  it('ticks every row on screen but the excluded ones', () => {
    expect(rowSelectionOf({ total: 9, excluded: ['b', 'z'] }, ['a', 'b', 'c'])).toEqual({ a: true, c: true })
  })

  it.each([
    ['unticking a row excludes it', [], ['a'], ['b']],
    ['ticking it again takes it back', ['b'], ['a', 'b'], []],
    ['unticking the whole page excludes all of it', [], [], ['a', 'b']],
    ['exclusions on other pages stay', ['x'], ['a'], ['x', 'b']],
  ])('%s', (_, excluded: string[], ticks: string[], expected: string[]) => {
    expect(withPageTicks({ total: 30, excluded }, ['a', 'b'], ticked(ticks)).excluded).toEqual(expected)
  })

  it('returns the same selection when nothing changed (no new render)', () => {
    const selection = { total: 30, excluded: ['x'] }
    expect(withPageTicks(selection, ['a', 'b'], ticked(['a', 'b']))).toBe(selection)
  })

  it('round-trips: the ticks it shows give back the same selection', () => {
    const selection = { total: 50, excluded: ['b', 'q'] }
    const page = ['a', 'b', 'c']
    expect(withPageTicks(selection, page, rowSelectionOf(selection, page))).toBe(selection)
  })

  it.each([
    ['the whole page ticked and more match', ['a', 'b'], ['a', 'b'], 30, true],
    ['a row of the page not ticked', ['a', 'b'], ['a'], 30, false],
    ['the page is everything that matches', ['a', 'b'], ['a', 'b'], 2, false],
    ['an empty page', [], [], 30, false],
  ])('offers 选择全部 when %s: %s', (_, page: string[], ticks: string[], total: number, offered) => {
    expect(offersMatching(page, ticked(ticks), total)).toBe(offered)
  })

  it('selects every match with no exclusion', () => {
    expect(selectMatching(75)).toEqual({ total: 75, excluded: [] })
  })
})
