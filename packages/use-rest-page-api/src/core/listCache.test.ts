import { delay } from 'msw'
import { describe, expect, it, vi } from 'vitest'
import { createListCache } from './listCache.ts'

function setup() {
  const data = new Map<string, string>()
  const cache = createListCache<string>({
    get: (key) => data.get(key),
    set: (key, value) => void data.set(key, value),
    delete: (key) => void data.delete(key),
  })
  /** A load that answers when told to. */
  const pending = () => {
    let answer!: (value: string) => void
    let fail!: (error: unknown) => void
    const signals: AbortSignal[] = []
    const loader = vi.fn(
      (signal: AbortSignal) =>
        new Promise<string>((resolve, reject) => {
          signals.push(signal)
          answer = resolve
          fail = reject
        }),
    )
    return { loader, signals, answer: (v: string) => answer(v), fail: (e: unknown) => fail(e) }
  }
  return { cache, data, pending }
}

describe('createListCache', () => {
  it('loads a key once however many ask, and keeps the answer in the store', async () => {
    const { cache, data, pending } = setup()
    const load = pending()
    const a = cache.load('k', load.loader)
    const b = cache.load('k', load.loader)
    expect(cache.status('k')).toMatchObject({ loading: true })
    load.answer('page')
    await Promise.all([a, b])
    expect(load.loader).toHaveBeenCalledTimes(1)
    expect(data.get('k')).toBe('page')
    expect(cache.status('k')).toEqual({ loading: false, error: undefined, stale: false, observers: 0 })
  })

  it('drops an answer that started before a write, and marks the key stale', async () => {
    const { cache, data, pending } = setup()
    const load = pending()
    const done = cache.load('k', load.loader)
    cache.set('k', 'edited')
    load.answer('older than the edit')
    await done
    expect(data.get('k')).toBe('edited')
    expect(cache.status('k').stale).toBe(true)
  })

  it('records the error of a load a list asked for, and none of a prefetch', async () => {
    const { cache, pending } = setup()
    const asked = pending()
    const prefetch = pending()
    const a = cache.load('a', asked.loader)
    const p = cache.load('p', prefetch.loader, { prefetch: true })
    asked.fail(new Error('503'))
    prefetch.fail(new Error('503'))
    await Promise.all([a, p])
    expect(cache.status('a').error).toEqual(new Error('503'))
    expect(cache.status('p').error).toBeUndefined()
  })

  it('aborts a load once no list shows its key, after the current task', async () => {
    const { cache, pending } = setup()
    const load = pending()
    const release = cache.observe('k')
    void cache.load('k', load.loader)
    release({})
    // Shown again in the same task (StrictMode's second mount): nothing is aborted.
    const again = cache.observe('k')
    await delay(0)
    expect(load.signals[0]?.aborted).toBe(false)
    again({})
    await delay(0)
    expect(load.signals[0]?.aborted).toBe(true)
    expect(cache.status('k')).toMatchObject({ loading: false, stale: true })
  })

  it('marks the keys a write picks stale, and tells its listeners', () => {
    const { cache } = setup()
    cache.set('["/api/a",0]', 'x')
    cache.set('["/api/b",0]', 'y')
    const told = vi.fn()
    cache.subscribe(told)
    cache.invalidate((key) => key.includes('/api/a'))
    expect(cache.status('["/api/a",0]').stale).toBe(true)
    expect(cache.status('["/api/b",0]').stale).toBe(false)
    expect(told).toHaveBeenCalledTimes(1)
  })
})
