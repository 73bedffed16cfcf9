import { vi } from 'vitest'

/**
 * The browser a run's views live in, as little of one as they read: a `window` (so the store is a browser's and
 * keeps timers: a server's retries nothing and evicts nothing) with an address of its own that no view syncs with
 * and focus events, a visible `document`, and time. Timers and `Date` are fake, so a run lets seconds pass (a URL
 * write's throttle, a retry's back-off, a page's eviction) without waiting for them, and replays the same way every
 * time; microtasks and `setImmediate` stay real (`tick`).
 */
export function startModelBrowser() {
  const window = Object.assign(new EventTarget(), { location: new URL('http://localhost/') })
  vi.stubGlobal('window', window)
  vi.stubGlobal('document', Object.assign(new EventTarget(), { visibilityState: 'visible' }))
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] })
  return {
    /** The window regains focus (the user comes back to the tab). */
    focus() {
      window.dispatchEvent(new Event('focus'))
    },
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
    /** Forgets every timer, and gives the real ones and the globals back. */
    stop() {
      vi.clearAllTimers()
      vi.useRealTimers()
      vi.unstubAllGlobals()
    },
  }
}

/** A run's browser (`startModelBrowser`). */
export type ModelBrowser = ReturnType<typeof startModelBrowser>

/** Ends the current task: every microtask runs (and those they queue), as before the next event. */
export async function tick() {
  for (let i = 0; i < 2; i++) await new Promise<void>((resolve) => setImmediate(resolve))
}
