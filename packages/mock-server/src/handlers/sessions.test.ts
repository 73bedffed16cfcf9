import { getResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { ORIGIN, setupMockApi } from '../../../../test/mockApi.ts'
import { createHandlers } from '../createHandlers.ts'

const api = setupMockApi()
const get = (headers: Record<string, string>) =>
  fetch(`${ORIGIN}/api/products?size=1`, { headers }).then((r) => r.status)
const login = async (userId: unknown) => {
  const res = await fetch(`${ORIGIN}/api/sessions`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ userId }),
  })
  return {
    status: res.status,
    body: (await res.json()) as { token: string; user: { id: string; name: string }; errors?: { field: string }[] },
  }
}

describe('identity (spec Authentication)', () => {
  it('answers 401 without identity', async () => {
    const res = await fetch(`${ORIGIN}/api/products`)
    expect(res.status).toBe(401)
    expect(await res.json()).toMatchObject({ status: 401, error: 'UNAUTHORIZED', path: '/api/products' })
  })

  it('opens a session for a user and accepts its token as a bearer token and as the SSOID cookie', async () => {
    const { status, body } = await login('1')
    expect(status).toBe(201)
    expect(body.user).toEqual({ id: '1', name: 'admin', deptId: '18043' })
    expect(body.token).toMatch(/^[0-9a-f]{32}$/)
    expect(await get({ Authorization: `Bearer ${body.token}` })).toBe(200)
    expect(await get({ Cookie: `lang=zh; SSOID=${body.token}` })).toBe(200)
  })

  it.each([
    [{ Authorization: 'Bearer not-a-token' }],
    [{ Authorization: 'Basic YWRtaW46YWRtaW4=' }],
    [{ 'sinoform-current-user-id': 'nobody' }],
  ])('answers 401 for %j', async (headers) => {
    expect(await get(headers)).toBe(401)
  })

  it('answers 401 once a session expired', async () => {
    const { body } = await login('1')
    const session = api.db.sessions.get(body.token)
    if (session) session.expiresAt = Date.now() - 1
    expect(await get({ Authorization: `Bearer ${body.token}` })).toBe(401)
  })

  it('accepts the gateway header naming a known user', async () => {
    expect(await get({ 'sinoform-current-user-id': api.db.org.users[2]?.id ?? '' })).toBe(200)
  })

  it.each([['nobody'], [42], [undefined]])('refuses a session for %j with 400 naming userId', async (userId) => {
    const { status, body } = await login(userId)
    expect(status).toBe(400)
    expect(body.errors?.[0]?.field).toBe('userId')
  })
})

describe('what is not the API', () => {
  it('leaves alone a path that only holds the base further in (a dev server module such as /src/shared/api/useApi.ts)', async () => {
    const mock = createHandlers()
    for (const path of ['/src/shared/api/useApi.ts', '/node_modules/x/api/index.js', '/src/api/%2F..%2Fx.ts']) {
      const request = new Request(`${ORIGIN}${path}`, { headers: { Accept: 'text/javascript' } })
      // No handler answers: the worker lets it through to the dev server.
      expect(await getResponse(mock.handlers, request), path).toBeUndefined()
    }
    // The API itself still needs an identity.
    expect((await getResponse(mock.handlers, new Request(`${ORIGIN}/api/forms`)))?.status).toBe(401)
  })
})
