import { describe, expect, it } from 'vitest'
import { firstRowCount } from './firstRowCount.ts'

describe('firstRowCount', () => {
  it.each([
    // fields, cells a row, fields shown folded
    [6, 5, 4],
    [5, 5, 4],
    [4, 5, 4],
    [3, 5, 3],
    [6, 2, 1],
    [6, 1, 1],
    [1, 1, 1],
    [0, 5, 0],
    [6, Infinity, 6],
    [6, Number.NaN, 6],
    [6, 0, 6],
  ])('shows %i fields on a row of %i cells as %i', (fields, perRow, expected) => {
    expect(firstRowCount(fields, perRow)).toBe(expected)
  })
})
