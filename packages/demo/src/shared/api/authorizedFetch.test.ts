import { sendRequest, type RestPageApiSettings } from 'use-rest-page-api'
import { describe, expect, it } from 'vitest'
import { ORIGIN, setupMockApi } from '../../../../../test/mockApi.ts'
import { createSessionStore } from '../session/sessionStore.ts'
import { openSession } from '../session/useSession.ts'
import { createAuthorizedFetch, withBase } from './authorizedFetch.ts'

const api = setupMockApi()
/** A GET as the app's single resources send it (`useRestResource`): the provider's settings, the body read. */
const getJson = <T>(settings: RestPageApiSettings, path: string): Promise<T> =>
  sendRequest(settings, { method: 'GET', url: path }).then((res) => res.body as T)

describe('createAuthorizedFetch', () => {
  it.each([
    ['/api/x', 'http://server:8080', 'http://server:8080/api/x'],
    ['/api/x', 'http://server:8080/base/', 'http://server:8080/base/api/x'],
    ['/api/x', '', '/api/x'],
    ['http://other/api/x', 'http://server', 'http://other/api/x'],
  ])('puts %s under the base %j: %s', (path, base, expected) => {
    expect(withBase(path, base)).toBe(expected)
  })

  it('sends the token as a bearer header, never in the address', async () => {
    const store = createSessionStore()
    const appFetch = createAuthorizedFetch({ store, base: ORIGIN })
    store.signedIn(await openSession(appFetch, '1'))
    await getJson({ fetch: appFetch }, '/api/departments')
    const [, read] = await api.requests()
    expect(read!.headers.get('authorization')).toBe(`Bearer ${store.token()}`)
    expect(read!.path).not.toContain(store.token()!)
  })

  it('on a 401 asks for the sign-in, waits, and sends the request again with the new token', async () => {
    const store = createSessionStore()
    const appFetch = createAuthorizedFetch({ store, base: ORIGIN })
    store.signedIn({ token: 'expired', user: { id: '1', name: 'admin' } })
    const pending = getJson<{ totalElements: number }>({ fetch: appFetch, timeoutMs: 0 }, '/api/departments')
    await expect.poll(() => store.getSnapshot().signInRequired).toBe(true)
    store.signedIn(await openSession(appFetch, '1'))
    await expect(pending).resolves.toMatchObject({ totalElements: api.db.org.departments.length })
    const reads = (await api.requests()).filter((r) => r.path === '/api/departments')
    expect(reads.map((r) => r.headers.get('authorization'))).toEqual(['Bearer expired', `Bearer ${store.token()}`])
  })

  it('lets the 401 of the sign-in itself through', async () => {
    const store = createSessionStore()
    const appFetch = createAuthorizedFetch({ store, base: ORIGIN })
    await expect(openSession(appFetch, 'nobody')).rejects.toMatchObject({ kind: 'invalid', status: 400 })
    expect(store.getSnapshot().signInRequired).toBe(false)
  })
})
