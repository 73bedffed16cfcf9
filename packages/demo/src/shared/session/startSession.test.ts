import { describe, expect, it } from 'vitest'
import { ORIGIN, setupMockApi } from '../../../../../test/mockApi.ts'
import { createAuthorizedFetch } from '../api/authorizedFetch.ts'
import { createSessionStore } from './sessionStore.ts'
import { startSession } from './startSession.ts'

const api = setupMockApi()

function storage(entries: Record<string, string> = {}): Storage {
  const map = new Map(Object.entries(entries))
  return {
    length: 0,
    clear: () => map.clear(),
    getItem: (k) => map.get(k) ?? null,
    key: () => null,
    removeItem: (k) => void map.delete(k),
    setItem: (k, v) => void map.set(k, v),
  }
}

describe('startSession', () => {
  it('against the mock, signs in as the first user offered when nothing is stored', async () => {
    const store = createSessionStore(storage())
    await startSession(store, createAuthorizedFetch({ store, base: ORIGIN }), { mock: true })
    expect(store.getSnapshot().session?.user).toEqual({ id: '1', name: 'admin' })
    expect(api.lines()).toEqual(['GET /api/sessions/users', 'POST /api/sessions'])
  })

  it('against the mock, signs in again as the stored user (the mock forgets sessions on reload)', async () => {
    const li = api.db.org.users.find((u) => u.name === '李四')!
    const stored = JSON.stringify({ token: 'old', user: { id: li.id, name: '李四' } })
    const store = createSessionStore(storage({ 'sinoform.session': stored }))
    await startSession(store, createAuthorizedFetch({ store, base: ORIGIN }), { mock: true })
    expect(store.getSnapshot().session?.user.id).toBe(li.id)
    expect(store.token()).not.toBe('old')
    expect((await api.requests()).map((r) => r.body)).toEqual([{ userId: li.id }])
  })

  it('against a server, keeps a stored token as it is, and asks for the sign-in without one', async () => {
    const stored = JSON.stringify({ token: 'kept', user: { id: '1', name: 'admin' } })
    const kept = createSessionStore(storage({ 'sinoform.session': stored }))
    await startSession(kept, createAuthorizedFetch({ store: kept, base: ORIGIN }), { mock: false })
    expect(kept.token()).toBe('kept')
    const fresh = createSessionStore(storage())
    await startSession(fresh, createAuthorizedFetch({ store: fresh, base: ORIGIN }), { mock: false })
    expect(fresh.getSnapshot().signInRequired).toBe(true)
    expect(api.lines()).toEqual([])
  })

  it('against the mock with no network, keeps the stored session and signs in again as its user once online', async () => {
    const li = api.db.org.users.find((u) => u.name === '李四')!
    const stored = JSON.stringify({ token: 'old', user: { id: li.id, name: '李四' } })
    const store = createSessionStore(storage({ 'sinoform.session': stored }))
    let online: (() => void) | undefined
    const onOnline = (listener: () => void) => {
      online = listener
      return () => (online = undefined)
    }
    api.controls.network = 'offline'
    await startSession(store, createAuthorizedFetch({ store, base: ORIGIN }), { mock: true, onOnline })
    expect(store.getSnapshot()).toMatchObject({ signInRequired: false, session: { token: 'old' } })
    api.controls.network = 'online'
    online?.()
    await expect.poll(() => store.token()).not.toBe('old')
    expect(store.getSnapshot().session?.user.id).toBe(li.id)
    expect(online).toBeUndefined()
    // The one sent offline (failed), then the one sent once online.
    const sent = `POST /api/sessions ${JSON.stringify({ userId: li.id })}`
    expect((await api.requests()).map((r) => `${r.method} ${r.path} ${JSON.stringify(r.body)}`)).toEqual([sent, sent])
  })

  it('against the mock with no network and nothing stored, asks for the sign-in', async () => {
    const store = createSessionStore(storage())
    api.controls.network = 'offline'
    await startSession(store, createAuthorizedFetch({ store, base: ORIGIN }), { mock: true, onOnline: () => () => {} })
    expect(store.getSnapshot()).toEqual({ session: null, signInRequired: true })
  })
})
