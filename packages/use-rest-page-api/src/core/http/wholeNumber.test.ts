import { describe, expect, it } from 'vitest'
import { wholeNumber } from './wholeNumber.ts'

describe('wholeNumber', () => {
  it.each([
    [0, 0],
    [15, 1],
    [1000, 1],
  ])('accepts %d from %d', (value, min) => {
    expect(wholeNumber(value, min, 'x')).toBe(value)
  })

  it.each([
    [-1, 0, 'got -1'],
    [0, 1, 'got 0'],
    [1.5, 0, 'got 1.5'],
    [Number.NaN, 0, 'got NaN'],
    [Number.POSITIVE_INFINITY, 0, 'got Infinity'],
  ])('refuses %d from %d, naming where and what', (value, min, got) => {
    expect(() => wholeNumber(value, min, 'option pageSize')).toThrow(
      `[use-rest-page-api] option pageSize must be a whole number from ${min}, ${got}`,
    )
  })
})
