import { describe, expect, it } from 'vitest'
import { RestError, kindOfStatus } from './RestError.ts'

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
})
