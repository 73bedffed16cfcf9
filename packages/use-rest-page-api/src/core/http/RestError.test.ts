import { describe, expect, it } from 'vitest'
import { RestError, isRestError, kindOfStatus, type RestErrorKind } from './RestError.ts'

describe('RestError', () => {
  // The spec's table, status by status, is checked end to end in sendRequest.test.ts; these are its edges.
  it.each([
    [418, 'http'],
    [499, 'http'],
    [500, 'server'],
    [599, 'server'],
  ])('calls status %i %s', (status, kind) => {
    expect(kindOfStatus(status)).toBe(kind)
  })

  it('carries its data, prefixes its message, and keeps only the fields it names', () => {
    const cause = new Error('socket hang up')
    const init = {
      kind: 'network',
      method: 'GET',
      url: '/api/x',
      body: undefined,
      cause,
      headers: { Authorization: 'Bearer t0ken' },
    } as const
    const error = new RestError('GET /api/x got no response', init)
    expect(error).toMatchObject({ name: 'RestError', kind: 'network', status: 0, method: 'GET', url: '/api/x', cause })
    expect(error.message).toBe('[use-rest-page-api] GET /api/x got no response')
    expect(JSON.stringify({ ...error })).not.toContain('t0ken')
  })

  const notFound = new RestError('GET /api/x/7 answered 404', {
    kind: 'notFound',
    status: 404,
    method: 'GET',
    url: '/api/x/7',
  })
  /** A RestError of another copy of the package: the same shape, another class. */
  class OtherRestError extends Error {
    override name = 'RestError'
    kind = 'notFound'
    status = 404
    method = 'GET'
    url = '/api/x/7'
  }
  it.each<[string, unknown, RestErrorKind | undefined, boolean]>([
    ['a RestError', notFound, undefined, true],
    ['a RestError of the kind asked', notFound, 'notFound', true],
    ['a RestError of another kind', notFound, 'server', false],
    ["another copy's RestError", new OtherRestError('[use-rest-page-api] GET /api/x/7 answered 404'), undefined, true],
    ["another copy's RestError of the kind asked", new OtherRestError('x'), 'notFound', true],
    ["another copy's RestError of another kind", new OtherRestError('x'), 'invalid', false],
    ['a plain Error', new Error('x'), undefined, false],
    ['a TypeError of a refusal', new TypeError('[use-rest-page-api] get() refuses id ""'), undefined, false],
    ['an object named RestError without a kind', { name: 'RestError', message: 'x', status: 404 }, undefined, false],
    ['an object named RestError without a status', { name: 'RestError', message: 'x', kind: 'http' }, undefined, false],
    ['null', null, undefined, false],
    ['a string', 'RestError', undefined, false],
  ])('isRestError tells %s', (_, error, kind, expected) => {
    expect(isRestError(error, kind)).toBe(expected)
  })
})
