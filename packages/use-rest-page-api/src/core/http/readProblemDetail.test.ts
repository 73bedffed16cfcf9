import { describe, expect, it } from 'vitest'
import { readProblemDetail } from './readProblemDetail.ts'

const spring = {
  type: 'about:blank',
  title: 'Bad Request',
  status: 400,
  detail: 'Invalid request content.',
  instance: '/api/products',
}

describe('readProblemDetail', () => {
  it.each<[string, unknown, string | null, unknown]>([
    ['Spring Boot 3 problem detail', spring, 'application/problem+json', spring],
    ['one with a charset', spring, 'application/problem+json; charset=UTF-8', spring],
    ['one in upper case', spring, 'Application/Problem+JSON', spring],
    ['one with no member (RFC 9457: all optional)', {}, 'application/problem+json', {}],
    [
      'extension members, kept as they came',
      { title: 'Conflict', status: 409, errors: [{ field: 'title' }] },
      'application/problem+json',
      { title: 'Conflict', status: 409, errors: [{ field: 'title' }] },
    ],
    [
      'a standard member of the wrong type, left out (RFC 9457 section 3.1)',
      { title: 5, status: '400', detail: 'bad', instance: null, type: ['x'] },
      'application/problem+json',
      { detail: 'bad' },
    ],
    [
      'a plain JSON body with a number status and a title',
      { status: 404, title: 'Not Found' },
      'application/json',
      { status: 404, title: 'Not Found' },
    ],
    [
      'a plain JSON body with a number status and a detail',
      { status: 400, detail: 'x' },
      null,
      { status: 400, detail: 'x' },
    ],
    [
      "Spring Boot's own error body: not one",
      { timestamp: '2026-01-01T00:00:00Z', status: 404, error: 'Not Found', path: '/api/x' },
      'application/json',
      undefined,
    ],
    [
      'a plain JSON body with a string status: not one',
      { status: '400', title: 'Bad Request' },
      'application/json',
      undefined,
    ],
    ['a JSON array: not one', [spring], 'application/problem+json', undefined],
    ['a text body: not one', '<html>Bad Request</html>', 'application/problem+json', undefined],
    ['no body: not one', undefined, 'application/problem+json', undefined],
    ['a JSON null: not one', null, 'application/problem+json', undefined],
    ['another +json type: not one by its type', { title: 'x' }, 'application/problem+json-seq', undefined],
  ])('reads %s', (_, body, contentType, expected) => {
    expect(readProblemDetail(body, contentType)).toEqual(expected)
  })

  it('copies the body, leaving it as the server sent it', () => {
    const body = { title: 5, detail: 'bad' }
    const problem = readProblemDetail(body, 'application/problem+json')
    expect(problem).not.toBe(body)
    expect(body).toEqual({ title: 5, detail: 'bad' })
  })
})
