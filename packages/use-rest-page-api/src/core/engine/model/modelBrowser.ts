import { vi } from 'vitest'

/** A message a channel of this tab posted: the channel's name and the message (as the other tabs receive it). */
export interface Posted {
  channel: string
  data: unknown
}

/**
 * The tab's `BroadcastChannel`s, in place of the runtime's (whose messages come when the event loop says): the
 * channels this tab opens, a log of what they post, and the messages of other tabs of the origin delivered when the
 * run says (`deliver`), synchronously, as one task of the browser. A message posted here reaches the tab's other open
 * channels of that name (not the one that posted it) on a timer of the run's clock, as a browser queues a task; the
 * other tabs are the run's (`deliver`) and hear nothing. A closed channel posts nothing (it throws, as a browser's)
 * and hears nothing.
 */
function tabChannels() {
  const open = new Set<ModelChannel>()
  const posted: Posted[] = []
  const hear = (channel: ModelChannel, data: unknown) => {
    if (!open.has(channel)) return
    const event = new MessageEvent('message', { data: structuredClone(data) })
    channel.onmessage?.(event)
    channel.dispatchEvent(event)
  }
  class ModelChannel extends EventTarget {
    onmessage: ((event: MessageEvent) => void) | null = null
    onmessageerror: ((event: MessageEvent) => void) | null = null
    constructor(readonly name: string) {
      super()
      open.add(this)
    }
    postMessage(data: unknown) {
      if (!open.has(this)) throw new DOMException('BroadcastChannel is closed.', 'InvalidStateError')
      posted.push({ channel: this.name, data: structuredClone(data) })
      const to = [...open].filter((c) => c !== this && c.name === this.name)
      if (to.length) setTimeout(() => to.forEach((c) => hear(c, data)), 0)
    }
    close() {
      open.delete(this)
    }
  }
  return {
    ModelChannel,
    posted,
    /** The channels of `name` open now. */
    listening: (name: string) => [...open].filter((c) => c.name === name).length,
    /** Another tab of the origin posts `data` on `name`: every open channel of that name hears it, now. */
    deliver(name: string, data: unknown) {
      for (const channel of [...open]) if (channel.name === name) hear(channel, data)
    },
  }
}

/**
 * The browser a run's views live in, as little of one as they read: a `window` (so the store is a browser's and
 * keeps timers: a server's retries nothing and evicts nothing) with an address of its own that no view syncs with
 * and focus events, a `navigator` whose `onLine` the run turns off and on, a visible `document`, a `BroadcastChannel` to the origin's other tabs that the run drives
 * (`tabChannels`), and time. Timers and `Date` are fake, so a run lets seconds pass (a URL write's throttle, a
 * retry's back-off, a page's eviction) without waiting for them, and replays the same way every time; microtasks and
 * `setImmediate` stay real (`tick`). `stop` gives the runtime's globals back.
 */
export function startModelBrowser() {
  const window = Object.assign(new EventTarget(), { location: new URL('http://localhost/') })
  const tabs = tabChannels()
  vi.stubGlobal('window', window)
  vi.stubGlobal('document', Object.assign(new EventTarget(), { visibilityState: 'visible' }))
  vi.stubGlobal('BroadcastChannel', tabs.ModelChannel)
  // What the outbox reads of the network: `navigator.onLine`, and the window's `online` event.
  const navigator = { onLine: true }
  vi.stubGlobal('navigator', navigator)
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] })
  return {
    /** The window regains focus (the user comes back to the tab). */
    focus() {
      window.dispatchEvent(new Event('focus'))
    },
    /**
     * The browser says the network went (`navigator.onLine` false): writes wait in the outbox. The run's server still
     * answers what is sent (reads): the model looks at the outbox, not at reads failing for lack of network, which
     * the views treat as any failed read.
     */
    offline() {
      navigator.onLine = false
      window.dispatchEvent(new Event('offline'))
    },
    /** The network comes back: `navigator.onLine` true, and the window's `online` event. */
    online() {
      if (navigator.onLine) return
      navigator.onLine = true
      window.dispatchEvent(new Event('online'))
    },
    /** The browser says it is offline. */
    isOffline: () => !navigator.onLine,
    /** Another tab of the origin posts `data` on the channel `name`: this tab's open channels of it hear it now. */
    otherTab(name: string, data: unknown) {
      tabs.deliver(name, data)
    },
    /** What this tab's channels posted, in order. */
    posted: (): readonly Posted[] => tabs.posted,
    /** How many channels of `name` this tab holds open. */
    listening: (name: string) => tabs.listening(name),
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
