import { afterEach, describe, expect, it, vi } from 'vitest'
import { createStoreCore } from './createStoreCore.ts'
import { isDue } from './entryState.ts'
import type { StoreEvent } from './storeTypes.ts'

type Page = { rows: string[] }
const page = (...rows: string[]): Page => ({ rows })
const base = '/api/products'

/** A load whose answer the test gives by hand, seeing the signal it was handed. */
function held() {
  let answer!: (data: Page) => void
  let refuse!: (error: unknown) => void
  let signal: AbortSignal | undefined
  const loader = vi.fn(
    (s: AbortSignal) =>
      new Promise<Page>((resolve, reject) => {
        signal = s
        answer = resolve
        refuse = reject
      }),
  )
  return {
    loader,
    answer: (data: Page) => answer(data),
    refuse: (error: unknown) => refuse(error),
    get aborted() {
      return signal?.aborted
    },
  }
}

/** Every promise callback queued so far has run (a release's deferred work, a load's answer). */
const settle = () => new Promise<void>((resolve) => setTimeout(resolve, 0))

/** The events a listener heard, as `type key`. */
const heard = () => {
  const events: string[] = []
  return { events, listener: (e: StoreEvent) => void events.push(`${e.type} ${e.key}`) }
}

afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

/** A browser's store keeps pages no list shows for `gcTime`: with no window (a server) it keeps them for good. */
const inBrowser = () => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] })
  vi.stubGlobal('window', { location: new URL('https://shop.example/products') })
}

describe('createStoreCore', () => {
  it("tells a key's watchers of that key's changes alone, and its subscribers of every change", async () => {
    const store = createStoreCore<Page>()
    const a = heard()
    const b = heard()
    const all = heard()
    store.watch('a', a.listener)
    store.watch('b', b.listener)
    store.subscribe(all.listener)
    const load = held()
    const done = store.load('a', load.loader)
    load.answer(page('1'))
    await done
    store.set('c', page('2'))
    store.discard('a')
    expect(a.events).toEqual(['added a', 'updated a', 'updated a', 'removed a'])
    expect(b.events).toEqual([])
    expect(all.events).toEqual(['added a', 'updated a', 'updated a', 'added c', 'updated c', 'removed a'])
  })

  it('stops telling a watcher or a subscriber once it stops', () => {
    const store = createStoreCore<Page>()
    const watcher = heard()
    const subscriber = heard()
    const unwatch = store.watch('a', watcher.listener)
    const unsubscribe = store.subscribe(subscriber.listener)
    store.set('a', page('1'))
    unwatch()
    unsubscribe()
    store.set('a', page('2'))
    expect(watcher.events).toEqual(['added a', 'updated a'])
    expect(subscriber.events).toEqual(['added a', 'updated a'])
  })

  it('calls one listener for a change of one key among 1,000 keys watched by 1,000 listeners', () => {
    const store = createStoreCore<Page>()
    const keys = Array.from({ length: 1000 }, (_, i) => `k${i}`)
    for (const key of keys) store.set(key, page(key))
    const listeners = keys.map((key) => {
      const listener = vi.fn()
      store.watch(key, listener)
      return listener
    })
    const calls = () => listeners.reduce((sum, listener) => sum + listener.mock.calls.length, 0)
    store.set('k500', page('edited'))
    expect(calls()).toBe(1)
    expect(listeners[500]).toHaveBeenCalledWith({ type: 'updated', key: 'k500' })
    // A change of each key once: a call each, not one per key per change.
    for (const key of keys) store.set(key, page('again'))
    expect(calls()).toBe(1001)
    expect(listeners.every((listener, i) => listener.mock.calls.length === (i === 500 ? 2 : 1))).toBe(true)
  })

  it('abandons the load on its way for a write without keep: its answer is dropped and the page is due again', async () => {
    const store = createStoreCore<Page>()
    const load = held()
    const done = store.load('a', load.loader)
    store.set('a', page('saved'))
    expect(load.aborted).toBe(true)
    expect(store.state('a')).toMatchObject({ fetchStatus: 'idle', data: page('saved'), isInvalidated: true })
    expect(isDue(store.state('a'))).toBe(true)
    load.answer(page('before the save'))
    await done
    expect(store.get('a')).toEqual(page('saved'))
    expect(isDue(store.state('a'))).toBe(true)
  })

  it('lets the load on its way answer through a write with keep, the edit applied to its answer', async () => {
    const store = createStoreCore<Page>()
    const load = held()
    const done = store.load('a', load.loader)
    const mark = (data: Page) => ({ rows: data.rows.map((row) => `${row}*`) })
    const release = store.set('a', page('x*'), { keep: mark })
    expect(load.aborted).toBe(false)
    expect(store.state('a')).toMatchObject({ fetchStatus: 'fetching', data: page('x*') })
    load.answer(page('x', 'y'))
    await done
    expect(store.state('a')).toMatchObject({ status: 'success', data: page('x*', 'y*'), isInvalidated: false })
    // Released (the write came back), the next answer is the server's alone.
    release()
    const reload = held()
    const redone = store.load('a', reload.loader)
    reload.answer(page('x', 'y'))
    await redone
    expect(store.get('a')).toEqual(page('x', 'y'))
  })

  it('does nothing on refresh while a load is on its way, and makes the page due after it', async () => {
    const store = createStoreCore<Page>()
    const load = held()
    const done = store.load('a', load.loader)
    const before = store.state('a')
    const events = heard()
    store.subscribe(events.listener)
    store.refresh('a')
    expect(store.state('a')).toBe(before)
    expect(events.events).toEqual([])
    load.answer(page('1'))
    await done
    expect(isDue(store.state('a'))).toBe(false)
    store.refresh('a')
    expect(isDue(store.state('a'))).toBe(true)
  })

  it('abandons the load on its way on a refresh for a write made elsewhere, which the load may predate', async () => {
    const store = createStoreCore<Page>()
    store.set('a', page('old'))
    const load = held()
    const done = store.load('a', load.loader, { force: true })
    store.refresh('a', true)
    expect(load.aborted).toBe(true)
    expect(isDue(store.state('a'))).toBe(true)
    load.answer(page('before the write'))
    await done
    expect(store.get('a')).toEqual(page('old'))
  })

  it('joins the load on its way instead of starting another, unless forced', async () => {
    const store = createStoreCore<Page>()
    const first = held()
    const second = held()
    const done = store.load('a', first.loader)
    expect(store.load('a', second.loader)).toBe(done)
    expect(second.loader).not.toHaveBeenCalled()
    const forced = store.load('a', second.loader, { force: true })
    expect(first.aborted).toBe(true)
    first.answer(page('old'))
    second.answer(page('new'))
    await Promise.all([done, forced])
    expect(store.get('a')).toEqual(page('new'))
  })

  it('aborts nothing and ages nothing when a list leaves and comes back in one task', async () => {
    const store = createStoreCore<Page>()
    const release = store.observe('a', true, base)
    const load = held()
    const done = store.load('a', load.loader)
    const events = heard()
    store.subscribe(events.listener)
    release({})
    const again = store.observe('a', true, base)
    await settle()
    expect(load.aborted).toBe(false)
    expect(events.events).toEqual([])
    load.answer(page('1'))
    await done
    expect(store.state('a')).toMatchObject({ data: page('1'), isInvalidated: false })
    again({})
  })

  it('makes a page old once no list asks for it, while a list still keeps it on screen', async () => {
    const store = createStoreCore<Page>()
    const asking = store.observe('a', true, base)
    const keeping = store.observe('a', false, base)
    store.set('a', page('1'))
    asking({})
    expect(store.state('a')?.isInvalidated).toBe(false)
    await settle()
    expect(store.state('a')?.isInvalidated).toBe(true)
    keeping({})
  })

  it('aborts the load of a key no list shows any more and drops its answer', async () => {
    const store = createStoreCore<Page>()
    const release = store.observe('a', true, base)
    const load = held()
    const done = store.load('a', load.loader)
    release({})
    expect(load.aborted).toBe(false)
    await settle()
    expect(load.aborted).toBe(true)
    expect(store.state('a')?.fetchStatus).toBe('idle')
    load.answer(page('late'))
    await done
    expect(store.get('a')).toBeUndefined()
  })

  it('lets a prefetch load on after the last list leaves', async () => {
    const store = createStoreCore<Page>()
    const release = store.observe('a', true, base)
    const load = held()
    const done = store.load('a', load.loader, { prefetch: true })
    release({})
    await settle()
    expect(load.aborted).toBe(false)
    load.answer(page('ahead'))
    await done
    expect(store.get('a')).toEqual(page('ahead'))
  })

  it('aborts a prefetch a list joined once that list leaves', async () => {
    const store = createStoreCore<Page>()
    const load = held()
    void store.load('a', load.loader, { prefetch: true })
    const release = store.observe('a', true, base)
    void store.load('a', load.loader)
    release({})
    await settle()
    expect(load.aborted).toBe(true)
  })

  it('evicts a page no list shows after gcTime, and keeps one a list came back to', async () => {
    inBrowser()
    const store = createStoreCore<Page>()
    const events = heard()
    store.watch('a', events.listener)
    store.set('a', page('1'))
    store.set('b', page('2'))
    const a = store.observe('a', true, base)
    const b = store.observe('b', true, base)
    a({ gcTime: 1000 })
    b({ gcTime: 1000 })
    await vi.advanceTimersByTimeAsync(999)
    expect(store.get('a')).toEqual(page('1'))
    const back = store.observe('b', true, base)
    await vi.advanceTimersByTimeAsync(1)
    expect(store.state('a')).toBeUndefined()
    expect(events.events.at(-1)).toBe('removed a')
    await vi.advanceTimersByTimeAsync(10_000)
    expect(store.get('b')).toEqual(page('2'))
    back({ gcTime: 1000 })
  })

  it('keeps a page no list shows for good where there is no window', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] })
    expect(typeof window).toBe('undefined')
    const store = createStoreCore<Page>()
    store.set('a', page('1'))
    store.observe('a', true, base)({ gcTime: 1000 })
    await vi.advanceTimersByTimeAsync(1_000_000)
    expect(store.get('a')).toEqual(page('1'))
  })

  it('keeps at most maxCachedPages pages, evicting the one left longest ago first', async () => {
    const store = createStoreCore<Page>()
    for (const key of ['a', 'b', 'c']) store.set(key, page(key))
    const shown = store.observe('c', true, base)
    store.observe('a', true, base)({ maxCachedPages: 3 })
    await settle()
    expect(store.get('a')).toEqual(page('a'))
    store.observe('b', true, base)({ maxCachedPages: 2 })
    await settle()
    expect([store.get('a'), store.get('b'), store.get('c')]).toEqual([undefined, page('b'), page('c')])
    shown({})
  })

  it('ages the pages of a collection on invalidate, abandoning their loads', async () => {
    const store = createStoreCore<Page>()
    store.set('a', page('1'))
    store.observe('a', true, base)
    store.observe('other', true, '/api/orders')
    store.set('other', page('2'))
    const load = held()
    void store.load('a', load.loader)
    store.invalidate(base)
    expect(load.aborted).toBe(true)
    expect(store.state('a')).toMatchObject({ fetchStatus: 'idle', isInvalidated: true })
    expect(store.state('other')?.isInvalidated).toBe(false)
  })

  it('shows the error of a failed first load and retries none of it', async () => {
    inBrowser()
    const store = createStoreCore<Page>()
    store.observe('a', true, base)
    const load = held()
    const done = store.load('a', load.loader, { retry: 3 })
    load.refuse(new Error('down'))
    await done
    expect(store.state('a')).toMatchObject({ status: 'error', error: new Error('down'), failureCount: 1 })
    await vi.advanceTimersByTimeAsync(60_000)
    expect(load.loader).toHaveBeenCalledTimes(1)
  })

  it('keeps a load that failed with undefined failed, not due again', async () => {
    const store = createStoreCore<Page>()
    store.observe('a', true, base)
    const load = held()
    const done = store.load('a', load.loader)
    load.refuse(undefined)
    await done
    expect(store.state('a')?.status).toBe('error')
    expect(isDue(store.state('a'))).toBe(false)
  })

  it('retries a failed background reload after 1 s, then 2 s, while a list shows the key', async () => {
    inBrowser()
    const store = createStoreCore<Page>()
    store.observe('a', true, base)
    store.set('a', page('on screen'))
    const loader = vi.fn(() => Promise.reject<Page>(new Error('down')))
    await store.load('a', loader, { retry: 2 })
    await vi.advanceTimersByTimeAsync(999)
    expect(loader).toHaveBeenCalledTimes(1)
    await vi.advanceTimersByTimeAsync(1)
    expect(loader).toHaveBeenCalledTimes(2)
    await vi.advanceTimersByTimeAsync(2000)
    expect(loader).toHaveBeenCalledTimes(3)
    await vi.advanceTimersByTimeAsync(60_000)
    expect(loader).toHaveBeenCalledTimes(3)
    expect(store.state('a')).toMatchObject({ status: 'error', data: page('on screen'), failureCount: 3 })
  })
})
