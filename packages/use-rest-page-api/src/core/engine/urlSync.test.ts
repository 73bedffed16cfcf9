import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { UrlAdapter } from '../url/UrlAdapter.ts'
import { parseUrlState, type UrlListState, type UrlStateConfig } from '../url/urlState.ts'
import { urlSync } from './urlSync.ts'

const config: UrlStateConfig = {
  prefix: '',
  filterKeys: ['title'],
  defaults: { pageSize: 15, sorts: [], searchParams: {} },
}

/**
 * An address bar in memory: a history of query strings, the path it is on, and a log of what happened in order
 * (the list's writes, its follows).
 */
function memoryAddress(initial = '', { deferred = false } = {}) {
  const entries = [initial]
  let index = 0
  let path = '/products'
  const log: string[] = []
  const listeners = new Set<() => void>()
  const adapter: UrlAdapter = {
    read: () => entries[index] as string,
    write(search, mode) {
      log.push(`${mode} ${search}`)
      if (mode === 'push') entries.splice(++index, entries.length, search)
      else entries[index] = search
    },
    subscribe(listener) {
      listeners.add(listener)
      return () => void listeners.delete(listener)
    },
    path: () => path,
    deferred,
  }
  return {
    adapter,
    log,
    history: () => entries.slice(),
    listeners: () => listeners.size,
    /** A move the list did not make (Back, a link): a new entry, told to the subscribers. */
    navigate(search: string) {
      entries.splice(++index, entries.length, search)
      for (const listener of [...listeners]) listener()
    },
    /** The app leaves for another path. */
    leave(to: string) {
      path = to
    },
  }
}

/**
 * A list over `address`: what it shows, moved by the test, and followed when the address moves (`lagging`: it takes
 * what it follows later, as a list does whose follow waits for a load, so what it shows is still its own move).
 */
function syncedList(address: ReturnType<typeof memoryAddress>, { synced = true, lagging = false } = {}) {
  let shown: UrlListState = { pageNo: 0, pageSize: 15, sorts: [], searchParams: {} }
  const sync = urlSync({
    adapter: () => address.adapter,
    config: () => (synced ? config : null),
    parse: (search) => parseUrlState(search, config),
    shown: () => shown,
    follow(state) {
      address.log.push(`follow page ${state.pageNo}`)
      if (!lagging) shown = state
    },
  })
  return {
    sync,
    shown: () => shown,
    /** The list moves to `page` (as a move does), and asks for the address to follow. */
    move(pageNo: number, mode: 'push' | 'replace' = 'push') {
      shown = { ...shown, pageNo }
      sync.write(mode)
    },
  }
}

/** The end of the task: a write waiting for it has gone out. */
const endOfTask = () => vi.advanceTimersByTimeAsync(0)

beforeEach(() => {
  // The throttle reads Date.now(); the end of the task stays a real microtask.
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] })
})
afterEach(() => {
  vi.useRealTimers()
})

describe('urlSync', () => {
  it('follows the address on connect first, then writes what the list shows with replace', async () => {
    const address = memoryAddress('?page=2&size=15&utm=mail')
    const { sync, shown } = syncedList(address)
    const disconnect = sync.connect()
    expect(address.log).toEqual(['follow page 2'])
    await endOfTask()
    expect(address.log).toEqual(['follow page 2', 'replace ?utm=mail&page=2'])
    expect(address.history()).toEqual(['?utm=mail&page=2'])
    expect(shown().pageNo).toBe(2)
    disconnect()
  })

  it('writes nothing on connect when the address already shows the list', async () => {
    const address = memoryAddress('?page=3')
    const { sync } = syncedList(address)
    const disconnect = sync.connect()
    await endOfTask()
    expect(address.log).toEqual(['follow page 3'])
    disconnect()
  })

  it('makes two writes in one task one history entry, push winning over replace', async () => {
    const address = memoryAddress()
    const { sync, move } = syncedList(address)
    const disconnect = sync.connect()
    move(1, 'replace')
    move(2, 'push')
    expect(address.log).toEqual([])
    await endOfTask()
    expect(address.log).toEqual(['push ?page=2'])
    expect(address.history()).toEqual(['', '?page=2'])
    disconnect()
  })

  it('writes at most once every 50 ms, the last state always written', async () => {
    const address = memoryAddress()
    const { sync, move } = syncedList(address)
    const disconnect = sync.connect()
    move(1)
    await endOfTask()
    expect(address.log).toEqual(['push ?page=1'])
    move(2)
    await endOfTask()
    await vi.advanceTimersByTimeAsync(48)
    move(3, 'replace')
    await vi.advanceTimersByTimeAsync(1)
    expect(address.log).toEqual(['push ?page=1'])
    await vi.advanceTimersByTimeAsync(1)
    expect(address.log).toEqual(['push ?page=1', 'push ?page=3'])
    await vi.advanceTimersByTimeAsync(1000)
    expect(address.history()).toEqual(['', '?page=1', '?page=3'])
    disconnect()
  })

  it('writes within 50 ms after the clock was set back', async () => {
    const address = memoryAddress()
    const { sync, move } = syncedList(address)
    const disconnect = sync.connect()
    move(1)
    await endOfTask()
    vi.setSystemTime(Date.now() - 3_600_000)
    move(2)
    await vi.advanceTimersByTimeAsync(50)
    expect(address.log).toEqual(['push ?page=1', 'push ?page=2'])
    disconnect()
  })

  it('writes to a deferred adapter at once, each write on its own', () => {
    const address = memoryAddress('', { deferred: true })
    const { sync, move } = syncedList(address)
    const disconnect = sync.connect()
    move(1)
    move(2, 'replace')
    expect(address.log).toEqual(['push ?page=1', 'replace ?page=2'])
    disconnect()
  })

  it('drops a waiting write once the app has left for another path', async () => {
    const address = memoryAddress()
    const { sync, move } = syncedList(address)
    const disconnect = sync.connect()
    move(1)
    address.leave('/orders')
    await endOfTask()
    expect(address.log).toEqual([])
    disconnect()
    expect(address.log).toEqual([])
  })

  it("drops a waiting write when someone else moved the list's part of the address, and follows it", async () => {
    const address = memoryAddress()
    const { sync, move, shown } = syncedList(address)
    const disconnect = sync.connect()
    move(1)
    address.navigate('?page=5')
    await vi.advanceTimersByTimeAsync(1000)
    expect(address.log).toEqual(['follow page 5'])
    expect(shown().pageNo).toBe(5)
    expect(address.history()).toEqual(['', '?page=5'])
    disconnect()
  })

  it('drops a waiting write after a foreign move even before the list shows what it followed', async () => {
    const address = memoryAddress()
    const { sync, move, shown } = syncedList(address, { lagging: true })
    const disconnect = sync.connect()
    move(1)
    address.navigate('?page=5')
    await vi.advanceTimersByTimeAsync(1000)
    expect(address.log).toEqual(['follow page 5'])
    expect(shown().pageNo).toBe(1)
    expect(address.history()).toEqual(['', '?page=5'])
    disconnect()
  })

  it('keeps a waiting write when only a parameter the list does not own moved, keeping that parameter', async () => {
    const address = memoryAddress()
    const { sync, move } = syncedList(address)
    const disconnect = sync.connect()
    move(1)
    address.navigate('?utm=ad')
    await endOfTask()
    expect(address.log).toEqual(['push ?utm=ad&page=1'])
    disconnect()
  })

  it('writes what waits when it disconnects, and nothing after', async () => {
    const address = memoryAddress()
    const { sync, move } = syncedList(address)
    const disconnect = sync.connect()
    move(1)
    await endOfTask()
    move(2)
    disconnect()
    expect(address.log).toEqual(['push ?page=1', 'push ?page=2'])
    expect(address.listeners()).toBe(0)
    move(3)
    address.navigate('?page=7')
    await vi.advanceTimersByTimeAsync(1000)
    expect(address.log).toEqual(['push ?page=1', 'push ?page=2'])
  })

  it('follows a move of the address it hears while connected', () => {
    const address = memoryAddress()
    const { sync, shown } = syncedList(address)
    const disconnect = sync.connect()
    address.navigate('?page=4&title=pen')
    expect(shown()).toEqual({ pageNo: 4, pageSize: 15, sorts: [], searchParams: { title: 'pen' } })
    address.navigate('?page=4&title=pen&utm=x')
    expect(address.log).toEqual(['follow page 4'])
    disconnect()
  })

  it('neither reads nor writes the address for a list that is not synced', async () => {
    const address = memoryAddress('?page=2')
    const { sync, move } = syncedList(address, { synced: false })
    const disconnect = sync.connect()
    move(1)
    await endOfTask()
    expect(address.log).toEqual([])
    expect(address.listeners()).toBe(0)
    disconnect()
  })
})
