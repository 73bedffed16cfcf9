import { describe, expect, it } from 'vitest'
import { RestError, kindOfStatus } from './RestError.ts'

describe('RestError', () => {
  it.each([
    [400, 'invalid'],
    [401, 'unauthorized'],
    [403, 'forbidden'],
    [404, 'notFound'],
    [406, 'notAcceptable'],
    [409, 'http'],
    [418, 'http'],
    [500, 'server'],
    [503, 'server'],
  ])('calls status %i %s, after the spec status table', (status, kind) => {
    expect(kindOfStatus(status)).toBe(kind)
  })

  it('carries its data, prefixes its message, and keeps only the fields it names', () => {
    const cause = new Error('socket hang up')
    const init = { kind: 'network', method: 'GET', url: '/api/x', body: undefined, cause, headers: { Authorization: 'Bearer t0ken' } } as const
    const error = new RestError('GET /api/x got no response', init)
    expect(error).toMatchObject({ name: 'RestError', kind: 'network', status: 0, method: 'GET', url: '/api/x', cause })
    expect(error.message).toBe('[use-rest-page-api] GET /api/x got no response')
    expect(JSON.stringify({ ...error })).not.toContain('t0ken')
  })
})
