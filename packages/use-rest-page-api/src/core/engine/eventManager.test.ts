import { describe, expect, it, vi } from 'vitest'
import { createEventManager } from './eventManager.ts'

/** A setup that records the function it was handed and whether it was stopped. */
function recordedSetup() {
  const stop = vi.fn()
  let happened: (() => void) | undefined
  const setup = vi.fn((fire: () => void) => {
    happened = fire
    return stop
  })
  return { setup, stop, fire: () => happened?.() }
}

describe('createEventManager', () => {
  it('sets up its listener with the first subscriber and stops it with the last', () => {
    const { setup, stop } = recordedSetup()
    const manager = createEventManager(setup)
    expect(setup).not.toHaveBeenCalled()
    const first = manager.subscribe(() => {})
    const second = manager.subscribe(() => {})
    expect(setup).toHaveBeenCalledTimes(1)
    first()
    expect(stop).not.toHaveBeenCalled()
    second()
    expect(stop).toHaveBeenCalledTimes(1)
    // Stopping twice stops nothing more, and a new first subscriber sets it up again.
    second()
    expect(stop).toHaveBeenCalledTimes(1)
    manager.subscribe(() => {})()
    expect(setup).toHaveBeenCalledTimes(2)
    expect(stop).toHaveBeenCalledTimes(2)
  })

  it('tells every subscriber when the event its setup hears happens', () => {
    const { setup, fire } = recordedSetup()
    const manager = createEventManager(setup)
    const a = vi.fn()
    const b = vi.fn()
    manager.subscribe(a)
    const stopB = manager.subscribe(b)
    fire()
    stopB()
    fire()
    expect(a).toHaveBeenCalledTimes(2)
    expect(b).toHaveBeenCalledTimes(1)
  })

  it('tells every subscriber on emit, with or without a setup that hears anything', () => {
    const manager = createEventManager(() => {})
    const a = vi.fn()
    const b = vi.fn()
    manager.subscribe(a)
    manager.subscribe(b)
    manager.emit()
    expect([a.mock.calls.length, b.mock.calls.length]).toEqual([1, 1])
  })

  it('replaces its setup while subscribed: the old one stops, the new one starts and is heard', () => {
    const old = recordedSetup()
    const next = recordedSetup()
    const manager = createEventManager(old.setup)
    const listener = vi.fn()
    manager.subscribe(listener)
    manager.setEventListener(next.setup)
    expect(old.stop).toHaveBeenCalledTimes(1)
    expect(next.setup).toHaveBeenCalledTimes(1)
    next.fire()
    expect(listener).toHaveBeenCalledTimes(1)
  })

  it('replaces its setup while nobody subscribes without starting it, and starts the new one with the next subscriber', () => {
    const old = recordedSetup()
    const next = recordedSetup()
    const manager = createEventManager(old.setup)
    manager.subscribe(() => {})()
    manager.setEventListener(next.setup)
    expect(old.stop).toHaveBeenCalledTimes(1)
    expect(next.setup).not.toHaveBeenCalled()
    const stop = manager.subscribe(() => {})
    expect(next.setup).toHaveBeenCalledTimes(1)
    expect(old.setup).toHaveBeenCalledTimes(1)
    stop()
    expect(next.stop).toHaveBeenCalledTimes(1)
  })
})
