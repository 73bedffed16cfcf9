import { describe, expect, it } from 'vitest'
import { createSessionStore } from './sessionStore.ts'

/** A Storage over a Map, as sessionStorage behaves. */
function memoryStorage(initial: Record<string, string> = {}): Storage {
  const map = new Map(Object.entries(initial))
  return {
    get length() {
      return map.size
    },
    clear: () => map.clear(),
    getItem: (key) => map.get(key) ?? null,
    key: (i) => [...map.keys()][i] ?? null,
    removeItem: (key) => void map.delete(key),
    setItem: (key, value) => void map.set(key, value),
  }
}

const session = { token: 't1', user: { id: '1', name: 'admin' } }

describe('createSessionStore', () => {
  it('keeps the session in storage across stores, and forgets it on sign-out', () => {
    const storage = memoryStorage()
    createSessionStore(storage).signedIn(session)
    const again = createSessionStore(storage)
    expect(again.token()).toBe('t1')
    again.signOut()
    expect(again.getSnapshot()).toEqual({ session: null, signInRequired: true })
    expect(createSessionStore(storage).token()).toBeNull()
  })

  it.each([['not json'], ['{"token":1,"user":{"id":"1","name":"a"}}'], ['{"token":"t"}'], ['x'.repeat(5000)]])(
    'ignores a stored entry that is not a session: %s',
    (raw) => {
      expect(createSessionStore(memoryStorage({ 'sinoform.session': raw })).getSnapshot().session).toBeNull()
    },
  )

  it('resumes every request waiting for a sign-in, and tells subscribers', async () => {
    const store = createSessionStore()
    const seen: boolean[] = []
    store.subscribe(() => seen.push(store.getSnapshot().signInRequired))
    store.requireSignIn()
    const waiting = [store.waitForSignIn(), store.waitForSignIn()]
    store.signedIn(session)
    await expect(Promise.all(waiting)).resolves.toEqual([undefined, undefined])
    expect(seen).toEqual([true, false])
  })

  it('lets a waiting request go when its signal aborts', async () => {
    const store = createSessionStore()
    const controller = new AbortController()
    const waiting = store.waitForSignIn(controller.signal)
    controller.abort(new DOMException('time-out', 'TimeoutError'))
    await expect(waiting).rejects.toMatchObject({ name: 'TimeoutError' })
  })
})
