import { describe, expect, it } from 'vitest'
import { normalizePage } from './normalizePage.ts'
import { RestError } from './RestError.ts'

const request = { pageNo: 2, pageSize: 15, sorts: [] }
const origin = { method: 'GET', url: '/api/products?size=15&page=2', status: 200 }
const run = (envelope: unknown) => normalizePage(envelope, request, origin, envelope)

describe('normalizePage', () => {
  it.each([
    [
      { content: [], totalElements: 31 },
      { pageNo: 2, pageSize: 15, totalPages: 3, totalElements: 31 },
    ],
    [
      { content: [], totalElements: 0 },
      { pageNo: 2, pageSize: 15, totalPages: 0, totalElements: 0 },
    ],
    [
      { content: [], totalElements: 31, size: 10, number: 1 },
      { pageNo: 1, pageSize: 10, totalPages: 4, totalElements: 31 },
    ],
    [
      { content: [], totalElements: 1000, totalPages: 5 },
      { pageNo: 2, pageSize: 15, totalPages: 5, totalElements: 1000 },
    ],
    [
      { content: [], totalElements: 30, size: null },
      { pageNo: 2, pageSize: 15, totalPages: 2, totalElements: 30 },
    ],
  ])('fills in what the server omitted: %j', (envelope, expected) => {
    expect(run(envelope)).toMatchObject(expected)
  })

  it('keeps the raw response and the records', () => {
    const envelope = { content: [{ id: '1' }], totalElements: 1 }
    expect(run(envelope)).toMatchObject({ items: [{ id: '1' }], rawResponse: envelope })
  })

  it.each([
    [null, /list response is not a page envelope \(got null\); use transformListResponse/],
    [[{ id: 1 }], /is not a page envelope \(got an array\)/],
    ['oops', /is not a page envelope \(got string\)/],
    [{ totalElements: 3 }, /"content" must be an array, got nothing/],
    [{ content: {}, totalElements: 3 }, /"content" must be an array, got \{\}/],
    [{ content: [] }, /"totalElements" must be an integer >= 0, got nothing/],
    [{ content: [], totalElements: -1 }, /"totalElements" must be an integer >= 0, got -1/],
    [{ content: [], totalElements: '3' }, /got "3"/],
    [{ content: [], totalElements: 3, size: 0 }, /"size" must be an integer >= 1, got 0/],
    [{ content: [], totalElements: 3, number: -1 }, /"number" must be an integer >= 0, got -1/],
    [{ content: [], totalElements: 3, totalPages: 1.5 }, /"totalPages" must be an integer >= 0, got 1.5/],
  ])('rejects %j with a malformed error that names the request', (envelope, message) => {
    let caught: unknown
    try {
      run(envelope)
    } catch (error) {
      caught = error
    }
    expect(caught).toBeInstanceOf(RestError)
    expect(caught).toMatchObject({ kind: 'malformed', method: 'GET', url: origin.url, status: 200, body: envelope })
    expect((caught as Error).message).toMatch(message)
    expect((caught as Error).message).toContain('GET /api/products?size=15&page=2: list response')
  })
})
