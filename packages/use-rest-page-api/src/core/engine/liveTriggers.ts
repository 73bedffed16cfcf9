import { focusManager, isHidden, onlineManager } from './eventManager.ts'
import type { LiveOptions } from './RestPageApiOptions.ts'

/** Focus reloads a list at most once in this many milliseconds (SWR's `focusThrottleInterval`). */
export const FOCUS_THROTTLE_MS = 5000

/** What one list listens to for reloads on its own, as its options say now. */
export interface LiveSet {
  focus: boolean
  online: boolean
  /** Milliseconds between reloads; `0` never. */
  interval: number
  hidden: boolean
  crossTab: boolean
}

/**
 * The reloads on their own of one list (focus, reconnect, an interval, another tab), over the replaceable managers
 * (`focusManager`, `onlineManager`), a timer, and the store's channel to other tabs: `listen(set)` starts what `set`
 * names (again only when it changed), `stop()` ends all. Focus reloads at most once every 5 s, counted from `listen`
 * on a new connection (`connected()`). Each calls `refresh`; another tab's write calls it only for the list's own
 * collection (`mine`).
 *
 * @example
 * const live = liveTriggers(refresh, (heard) => store.listenRemote(heard), (collection) => collection === base)
 * live.listen({ focus: true, online: true, interval: 0, hidden: false, crossTab: true })
 */
export function liveTriggers(
  refresh: (written?: boolean) => void,
  remote: (heard: (collection: string) => void) => () => void,
  mine: (collection: string) => boolean,
) {
  let listening = ''
  let stops: (() => void)[] = []
  let focusedAt = 0
  const stop = () => {
    for (const s of stops) s()
    stops = []
    listening = ''
  }
  return {
    /** Listens to what `set` names (nothing new when it is what it listens to already). */
    listen(set: LiveSet) {
      const key = JSON.stringify(set)
      if (key === listening) return
      stop()
      listening = key
      if (set.focus)
        stops.push(
          focusManager.subscribe(() => {
            // A clock set back counts as time gone by: focus is never ignored for longer than the throttle.
            const since = Date.now() - focusedAt
            if (since >= 0 && since < FOCUS_THROTTLE_MS) return
            focusedAt = Date.now()
            refresh()
          }),
        )
      if (set.online) stops.push(onlineManager.subscribe(refresh))
      if (set.interval) {
        const timer = setInterval(() => (set.hidden || !isHidden()) && refresh(), set.interval)
        stops.push(() => clearInterval(timer))
      }
      // Another tab wrote: a load on its way may predate the write, and is abandoned (as `invalidate` does).
      if (set.crossTab) stops.push(remote((collection) => mine(collection) && refresh(true)))
    },
    /** A new connection: focus counts from now. */
    connected() {
      focusedAt = Date.now()
    },
    stop,
  }
}

/** The live options of a list: its own, else the provider's, else their defaults. */
export function liveSet(options: LiveOptions, settings: LiveOptions, whole: (n: unknown) => number): LiveSet {
  const pick = <K extends keyof LiveOptions>(name: K, fallback: NonNullable<LiveOptions[K]>) =>
    options[name] ?? settings[name] ?? fallback
  return {
    focus: pick('revalidateOnFocus', true),
    online: pick('revalidateOnReconnect', true),
    interval: whole(pick('refreshInterval', 0)),
    hidden: pick('refreshWhenHidden', false),
    crossTab: pick('crossTab', true),
  }
}
