import { describe, expect, it } from 'vitest'
import { normalizePage } from './normalizePage.ts'
import { RestError } from '../http/RestError.ts'

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

  it.each([
    [
      'PagedModel (VIA_DTO)',
      { content: [{ id: '1' }], page: { size: 10, number: 1, totalElements: 31, totalPages: 4 } },
      { items: [{ id: '1' }], pageNo: 1, pageSize: 10, totalPages: 4, totalElements: 31, hasNext: true },
    ],
    [
      'HAL (Spring Data REST)',
      {
        _embedded: { products: [{ id: '1' }] },
        _links: { self: { href: '/products?page=3' } },
        page: { size: 10, number: 3, totalElements: 31, totalPages: 4 },
      },
      { items: [{ id: '1' }], pageNo: 3, totalPages: 4, hasNext: false, totalKnown: true },
    ],
    [
      'an empty HAL page, with no _embedded',
      { _links: { self: { href: '/products' } }, page: { size: 10, number: 0, totalElements: 0, totalPages: 0 } },
      { items: [], pageNo: 0, totalElements: 0, totalPages: 0, hasNext: false },
    ],
    [
      'a Slice with a page after it',
      { content: [{ id: '1' }, { id: '2' }], number: 2, size: 2, first: false, last: false, numberOfElements: 2 },
      { pageNo: 2, totalElements: 6, totalPages: 4, hasNext: true, totalKnown: false },
    ],
    [
      'the last page of a Slice',
      { content: [{ id: '1' }], number: 2, size: 2, first: false, last: true, numberOfElements: 1 },
      { pageNo: 2, totalElements: 5, totalPages: 3, hasNext: false, totalKnown: false },
    ],
    [
      'PageImpl with all its fields',
      { content: [], pageable: { pageNumber: 2 }, last: true, totalElements: 31, totalPages: 3, size: 15, number: 2 },
      { pageNo: 2, totalPages: 3, hasNext: false, totalKnown: true },
    ],
  ])('reads %s', (_, envelope, expected) => {
    expect(run(envelope)).toMatchObject(expected)
  })

  it('keeps the raw response and the records', () => {
    const envelope = { content: [{ id: '1' }], totalElements: 1 }
    expect(run(envelope)).toMatchObject({ items: [{ id: '1' }], rawResponse: envelope })
  })

  it.each([
    [null, /list response is not a page \(got null\); use transformListResponse for other shapes/],
    [[{ id: 1 }], /is not a page \(got an array\)/],
    ['oops', /is not a page \(got string\)/],
    [{ totalElements: 3 }, /"content" must be an array, got nothing \(the body is an object with keys totalElements\)/],
    [
      { data: [], page: { index: 0, size: 15, count: 1, total: 3 } },
      /"content" must be an array, got nothing \(the body is an object with keys data, page\)/,
    ],
    [{ _embedded: { a: [], b: [] }, page: { totalElements: 0 } }, /"_embedded" must hold one array of records/],
    [{ content: [], page: { totalElements: -1 } }, /"totalElements" must be an integer >= 0, got -1/],
    [{ content: {}, totalElements: 3 }, /"content" must be an array, got \{\}/],
    [{ content: [] }, /"totalElements" must be an integer >= 0, got nothing \(and no "last" as a Slice has\)/],
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
