import { describe, expect, it } from 'vitest'
import { createWaiters } from './waiters.ts'

type Page = { pageNo: number }
const page: Page = { pageNo: 2 }
const failure = new Error('refused')

/** Where a promise stands once the callbacks queued so far have run. */
const outcome = async (promise: Promise<Page | undefined>) => {
  let settled: { value: Page | undefined } | undefined
  void promise.then((value) => (settled = { value }))
  await new Promise<void>((resolve) => setTimeout(resolve, 0))
  return settled ? settled.value : 'waits'
}

describe('createWaiters', () => {
  it.each<[string, Page | undefined | 'waits', { target: string; fetching: boolean; error: unknown; gone: boolean }]>([
    ['its keys still loading', 'waits', { target: 'a', fetching: true, error: undefined, gone: false }],
    ['its keys loading again after a failure', 'waits', { target: 'a', fetching: true, error: failure, gone: false }],
    ['its keys loaded', page, { target: 'a', fetching: false, error: undefined, gone: false }],
    ['its keys failed', undefined, { target: 'a', fetching: false, error: failure, gone: false }],
    [
      'other keys loading (another query superseded it)',
      undefined,
      { target: 'b', fetching: true, error: undefined, gone: false },
    ],
    ['other keys loaded', undefined, { target: 'b', fetching: false, error: undefined, gone: false }],
    ['the list gone while loading', undefined, { target: 'a', fetching: true, error: undefined, gone: true }],
    ['the list gone after loading', undefined, { target: 'a', fetching: false, error: undefined, gone: true }],
  ])('answers a wait for keys "a" seeing %s: %s', async (_name, expected, now) => {
    const waiters = createWaiters<Page>()
    const waiting = waiters.wait('a')
    waiters.check({ ...now, page })
    expect(await outcome(waiting)).toBe(expected)
  })

  it('resolves with the page shown, which may be none', async () => {
    const waiters = createWaiters<Page>()
    const waiting = waiters.wait('a')
    waiters.check({ target: 'a', fetching: false, error: undefined, page: undefined, gone: false })
    expect(await outcome(waiting)).toBeUndefined()
  })

  it('settles each wait once, and keeps the waits still loading for a later check', async () => {
    const waiters = createWaiters<Page>()
    const a = waiters.wait('a')
    const b = waiters.wait('b')
    const alsoA = waiters.wait('a')
    waiters.check({ target: 'a', fetching: true, error: undefined, page: undefined, gone: false })
    expect([await outcome(a), await outcome(b), await outcome(alsoA)]).toEqual(['waits', undefined, 'waits'])
    waiters.check({ target: 'a', fetching: false, error: undefined, page, gone: false })
    expect([await outcome(a), await outcome(alsoA)]).toEqual([page, page])
    // Nothing waits any more: a later failure changes nothing.
    waiters.check({ target: 'a', fetching: false, error: failure, page: undefined, gone: false })
    expect(await outcome(a)).toBe(page)
  })
})
