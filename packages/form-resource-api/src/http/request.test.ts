import { delay, http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { ORIGIN, setupMockApi } from '../../../../test/mockApi.ts'
import { rejectionOf } from '../../../../test/rejectionOf.ts'
import { request, RequestError } from './request.ts'

const api = setupMockApi()
const options = { method: 'POST', timeoutMs: 1_000, maxResponseBytes: 1_024 }
const failure = (promise: Promise<unknown>) => rejectionOf(promise, RequestError)

describe('request (the one request helper)', () => {
  it('answers status and text of any non-3xx answer, for the caller to judge', async () => {
    api.server.use(http.post(`${ORIGIN}/x`, () => HttpResponse.text('nope', { status: 503 })))
    expect(await request(`${ORIGIN}/x`, options)).toEqual({ status: 503, ok: false, text: 'nope' })
  })

  it('does not follow a redirect, and resolves where it pointed against the address', async () => {
    api.server.use(
      http.post(`${ORIGIN}/x`, () => new HttpResponse(null, { status: 302, headers: { location: '/y?token=t#f' } })),
      http.get(`${ORIGIN}/y`, () => HttpResponse.json({ status: '1' })),
    )
    const error = await failure(request(`${ORIGIN}/x`, options))
    expect(error).toMatchObject({ failure: 'redirect', status: 302, location: `${ORIGIN}/y` })
    expect(api.lines()).toEqual(['POST /x'])
  })

  it.each([
    ['timeout', () => delay('infinite'), undefined],
    ['aborted', () => delay('infinite'), AbortSignal.timeout(20)],
    ['network', () => HttpResponse.error(), undefined],
    ['too-large', () => HttpResponse.text('x'.repeat(2_000)), undefined],
  ] as const)('classifies a %s', async (kind, answer, signal) => {
    api.server.use(http.post(`${ORIGIN}/x`, answer))
    const error = await failure(request(`${ORIGIN}/x`, { ...options, timeoutMs: 100, signal }))
    expect(error.failure).toBe(kind)
  })
})
