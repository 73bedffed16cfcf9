import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { focusManager, onlineManager } from './eventManager.ts'
import { FOCUS_THROTTLE_MS, liveTriggers, type LiveSet } from './liveTriggers.ts'

const none: LiveSet = { focus: false, online: false, interval: 0, hidden: false, crossTab: false }

/** Triggers over a remote channel the test fires by hand; `mine` takes the products' collection alone. */
function triggers() {
  const refresh = vi.fn()
  const heard = new Set<(collection: string) => void>()
  const stopRemote = vi.fn()
  const remote = vi.fn((listener: (collection: string) => void) => {
    heard.add(listener)
    return () => {
      stopRemote()
      heard.delete(listener)
    }
  })
  const live = liveTriggers(refresh, remote, (collection) => collection === '/api/products')
  started.push(live)
  return {
    live,
    refresh,
    remote,
    stopRemote,
    /** Another tab wrote to `collection`. */
    tell: (collection: string) => heard.forEach((listener) => listener(collection)),
  }
}

/** Every trigger a test started, stopped after it: the managers are shared by the whole module. */
const started: { stop(): void }[] = []
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] })
})
afterEach(() => {
  started.splice(0).forEach((live) => live.stop())
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

describe('liveTriggers', () => {
  it('reloads on focus at most once every 5 s', () => {
    const { live, refresh } = triggers()
    live.listen({ ...none, focus: true })
    focusManager.emit()
    expect(refresh).toHaveBeenCalledTimes(1)
    vi.advanceTimersByTime(FOCUS_THROTTLE_MS - 1)
    focusManager.emit()
    expect(refresh).toHaveBeenCalledTimes(1)
    vi.advanceTimersByTime(1)
    focusManager.emit()
    expect(refresh).toHaveBeenCalledTimes(2)
  })

  it('counts the 5 s of focus from a new connection', () => {
    const { live, refresh } = triggers()
    live.listen({ ...none, focus: true })
    live.connected()
    focusManager.emit()
    expect(refresh).not.toHaveBeenCalled()
    vi.advanceTimersByTime(FOCUS_THROTTLE_MS)
    focusManager.emit()
    expect(refresh).toHaveBeenCalledTimes(1)
  })

  it('reloads on focus 5 s after the last one even when the clock was set back meanwhile', () => {
    const { live, refresh } = triggers()
    live.listen({ ...none, focus: true })
    focusManager.emit()
    vi.setSystemTime(Date.now() - 3_600_000)
    vi.advanceTimersByTime(FOCUS_THROTTLE_MS)
    focusManager.emit()
    expect(refresh).toHaveBeenCalledTimes(2)
  })

  it('reloads when the browser comes back online, each time', () => {
    const { live, refresh } = triggers()
    live.listen({ ...none, online: true })
    onlineManager.emit()
    onlineManager.emit()
    focusManager.emit()
    expect(refresh).toHaveBeenCalledTimes(2)
  })

  it('hears neither focus nor reconnection when its set names neither', () => {
    const { live, refresh } = triggers()
    live.listen(none)
    focusManager.emit()
    onlineManager.emit()
    vi.advanceTimersByTime(60_000)
    expect(refresh).not.toHaveBeenCalled()
  })

  it('reloads every interval', () => {
    const { live, refresh } = triggers()
    live.listen({ ...none, interval: 1000 })
    vi.advanceTimersByTime(999)
    expect(refresh).not.toHaveBeenCalled()
    vi.advanceTimersByTime(2001)
    expect(refresh).toHaveBeenCalledTimes(3)
  })

  it('skips the interval while the page is hidden, unless asked to run hidden', () => {
    const visibility = { visibilityState: 'hidden' }
    vi.stubGlobal('document', visibility)
    const hiddenAware = triggers()
    const alwaysOn = triggers()
    hiddenAware.live.listen({ ...none, interval: 1000 })
    alwaysOn.live.listen({ ...none, interval: 1000, hidden: true })
    vi.advanceTimersByTime(3000)
    expect(hiddenAware.refresh).not.toHaveBeenCalled()
    expect(alwaysOn.refresh).toHaveBeenCalledTimes(3)
    visibility.visibilityState = 'visible'
    vi.advanceTimersByTime(1000)
    expect(hiddenAware.refresh).toHaveBeenCalledTimes(1)
  })

  it("reloads on another tab's write to its own collection alone", () => {
    const { live, refresh, tell } = triggers()
    live.listen({ ...none, crossTab: true })
    tell('/api/orders')
    expect(refresh).not.toHaveBeenCalled()
    tell('/api/products')
    expect(refresh).toHaveBeenCalledTimes(1)
  })

  it('subscribes once when it listens to the same set twice, and again when the set changes', () => {
    const { live, refresh, remote, stopRemote } = triggers()
    const set: LiveSet = { focus: false, online: true, interval: 1000, hidden: false, crossTab: true }
    live.listen(set)
    live.listen({ ...set })
    expect(remote).toHaveBeenCalledTimes(1)
    onlineManager.emit()
    vi.advanceTimersByTime(1000)
    expect(refresh).toHaveBeenCalledTimes(2)
    live.listen({ ...set, interval: 2000 })
    expect(stopRemote).toHaveBeenCalledTimes(1)
    expect(remote).toHaveBeenCalledTimes(2)
    onlineManager.emit()
    vi.advanceTimersByTime(1000)
    expect(refresh).toHaveBeenCalledTimes(3)
  })

  it('stops every trigger on stop', () => {
    const { live, refresh, stopRemote, tell } = triggers()
    live.listen({ focus: true, online: true, interval: 1000, hidden: true, crossTab: true })
    live.stop()
    expect(stopRemote).toHaveBeenCalledTimes(1)
    focusManager.emit()
    onlineManager.emit()
    tell('/api/products')
    vi.advanceTimersByTime(10_000)
    expect(refresh).not.toHaveBeenCalled()
  })

  it('listens again after a stop, even to the set it listened to before', () => {
    const { live, refresh } = triggers()
    const set = { ...none, online: true }
    live.listen(set)
    live.stop()
    live.listen(set)
    onlineManager.emit()
    expect(refresh).toHaveBeenCalledTimes(1)
  })
})
