import { vi } from 'vitest'

/**
 * The model's time, in a browser: timers and `Date` are fake, so a run lets seconds pass (a URL write's throttle, a
 * retry's back-off, a page's eviction) without waiting for them, and replays the same way every time. Microtasks
 * and `setImmediate` stay real: `tick` lets every promise callback run. A `window` (an address of its own that no
 * view syncs with, and no `document`, so no window events) makes the store a browser's, which keeps timers (a
 * server's retries nothing and evicts nothing).
 */
export function startModelClock() {
  vi.stubGlobal('window', { location: new URL('http://localhost/') })
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] })
  return {
    /** Lets `ms` milliseconds pass, running the timers due on the way. */
    async pass(ms: number) {
      await vi.advanceTimersByTimeAsync(ms)
    },
    /** Runs every timer, those they set included (jumping to their times); false when there was none. */
    async drain(): Promise<boolean> {
      if (vi.getTimerCount() === 0) return false
      await vi.runAllTimersAsync()
      return true
    },
    /** Forgets every timer and gives the real ones back. */
    stop() {
      vi.clearAllTimers()
      vi.useRealTimers()
      vi.unstubAllGlobals()
    },
  }
}

/** A run's clock (`startModelClock`). */
export type ModelClock = ReturnType<typeof startModelClock>

/** Ends the current task: every microtask runs (and those they queue), as before the next event. */
export async function tick() {
  for (let i = 0; i < 2; i++) await new Promise<void>((resolve) => setImmediate(resolve))
}
