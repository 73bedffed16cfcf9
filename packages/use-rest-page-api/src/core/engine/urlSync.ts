import type { UrlAdapter } from '../url/UrlAdapter.ts'
import { serializeUrlState, type UrlListState, type UrlStateConfig } from '../url/urlState.ts'

/** The address is written at most once in this many milliseconds (nuqs' throttle; browsers limit history calls). */
export const URL_THROTTLE_MS = 50

type Mode = 'push' | 'replace'

/** What URL sync reads of its list, each time it needs it. */
export interface UrlSyncSource {
  adapter(): UrlAdapter
  /** The codec's configuration, or `null` when the list is not synced now. */
  config(): UrlStateConfig | null
  /** The query the address asks for. */
  parse(search: string): UrlListState
  /** What the list shows, to write. */
  shown(): UrlListState
  /** The address shows another query than the list: take it. */
  follow(state: UrlListState): void
}

/**
 * A list's place in the address bar (nuqs's model): it follows the address (on connect, and whenever the adapter
 * says it changed by other means: Back, a link), and writes what the list shows. A write is made at the end of the
 * task, so moves made in one event are one history entry, and at most once every 50 ms (browsers limit history
 * calls), the last state always written; an adapter that only asks a router to navigate later (`deferred`, React
 * Router) is written at once, so a navigation the app asks for after the move wins. A write waiting when the app
 * leaves for another path (`adapter.path()`) is dropped, and so is one the address moved away from meanwhile (Back:
 * the user's move wins).
 *
 * @example
 * const sync = urlSync(source)
 * const stop = sync.connect()
 * sync.write('push') // after a move
 */
export function urlSync(source: UrlSyncSource) {
  /** A write waiting: its mode, its timer, the list's part of the address and the path when it was asked. */
  let waiting:
    { mode: Mode; timer: ReturnType<typeof setTimeout> | undefined; seen: string; path: string | undefined } | undefined
  let lastWrite = -Infinity
  let connected = false
  /** This list's part of an address (its owned keys, as it would write them). */
  const own = (search: string, config: UrlStateConfig) => serializeUrlState('', source.parse(search), config)

  const flush = () => {
    const write = waiting
    if (!write) return
    clearTimeout(write.timer)
    waiting = undefined
    const config = source.config()
    const adapter = source.adapter()
    if (!config || (write.path !== undefined && adapter.path?.() !== write.path)) return
    const current = adapter.read()
    const search = serializeUrlState(current, source.shown(), config)
    if (search === current) return
    // Only a history call counts against the throttle.
    lastWrite = Date.now()
    adapter.write(search, write.mode)
  }
  const follow = () => {
    const config = source.config()
    if (!config) return
    const address = source.adapter().read()
    if (waiting) {
      // This list's part of the address has not moved since it asked for a write that waits: nothing to follow.
      if (own(address, config) === waiting.seen) return
      // Someone else moved it (Back): their move wins over the write that waited.
      clearTimeout(waiting.timer)
      waiting = undefined
    }
    const next = source.parse(address)
    if (serializeUrlState('', next, config) !== serializeUrlState('', source.shown(), config)) source.follow(next)
  }

  return {
    /** Writes what the list shows to the address: `push` adds a history entry, `replace` does not. */
    write(mode: Mode) {
      const config = source.config()
      if (!config || !connected) return
      const adapter = source.adapter()
      if (adapter.deferred) {
        const current = adapter.read()
        const search = serializeUrlState(current, source.shown(), config)
        if (search !== current) adapter.write(search, mode)
        return
      }
      if (waiting) {
        if (mode === 'push') waiting.mode = 'push'
        return
      }
      const write = (waiting = {
        mode,
        timer: undefined as ReturnType<typeof setTimeout> | undefined,
        seen: own(adapter.read(), config),
        path: adapter.path?.(),
      })
      // At most the throttle, whatever the clock did (set back, the wait would be as long as it went back).
      const wait = Math.min(lastWrite + URL_THROTTLE_MS - Date.now(), URL_THROTTLE_MS)
      if (wait > 0) write.timer = setTimeout(() => waiting === write && flush(), wait)
      else queueMicrotask(() => waiting === write && flush())
    },
    /** Follows the address if it shows another query than the list. */
    follow,
    /**
     * Starts: the address may have moved while the list was away (hidden by `<Activity>`, Back meanwhile), so it is
     * followed first, and only then is what the list shows written (normalising the address). Returns the function
     * that stops, writing first what waits.
     */
    connect(): () => void {
      connected = true
      if (!source.config()) return () => void (connected = false)
      follow()
      this.write('replace')
      const adapter = source.adapter()
      const stop = adapter.subscribe(follow)
      return () => {
        flush()
        stop()
        connected = false
      }
    },
  }
}
