import { describe, expect, it } from 'vitest'
import { v2ListResponse } from './v2ListResponse.ts'

const p = { id: '1', title: 'x', price: '1.00' }

describe('v2ListResponse', () => {
  it.each([
    [
      { data: [p], page: { index: 1, size: 10, count: 7, total: 64 } },
      { content: [p], number: 1, size: 10, totalPages: 7, totalElements: 64 },
    ],
    [
      { data: [], page: { index: 0, size: 15, count: 0, total: 0 } },
      { content: [], number: 0, size: 15, totalPages: 0, totalElements: 0 },
    ],
  ])('reads %j as the page envelope', (input, expected) => {
    expect(v2ListResponse(input)).toEqual(expected)
  })

  it.each([[{ content: [p] }], [{ data: [p] }], [null]])('names the url and the expected shape for %j', (input) => {
    expect(() => v2ListResponse(input as never)).toThrow(/GET \/api\/v2\/products: expected \{ data/)
  })
})
