/**
 * Something outside the lists that makes them reload (TanStack Query's `focusManager` and `onlineManager`): the lists
 * subscribe to it, and an app replaces how it is heard (`setEventListener`: React Native's `AppState`, a desktop
 * shell's events) or tells it itself (`emit`). The window's events are heard only while some list listens.
 */
export interface EventManager {
  /** Calls `listener` each time the event happens; returns the function that stops it. */
  subscribe(listener: () => void): () => void
  /**
   * Replaces how the event is heard: `setup` gets the function to call when it happens, and returns the function that
   * stops listening (called when no list listens any more, or when another setup replaces it).
   *
   * @example
   * focusManager.setEventListener((focused) => {
   *   const sub = AppState.addEventListener('change', (state) => state === 'active' && focused())
   *   return () => sub.remove()
   * })
   */
  setEventListener(setup: (happened: () => void) => (() => void) | void): void
  /** Tells every list listening that the event happened. */
  emit(): void
}

/**
 * An event manager heard through `setup` while some list subscribes.
 *
 * @example
 * const onlineManager = createEventManager((online) => onWindow('online', online))
 */
export function createEventManager(setup: (happened: () => void) => (() => void) | void): EventManager {
  const listeners = new Set<() => void>()
  let stop: (() => void) | void | undefined
  const emit = () => {
    for (const listener of [...listeners]) listener()
  }
  return {
    subscribe(listener) {
      listeners.add(listener)
      if (listeners.size === 1) stop = setup(emit)
      return () => {
        if (!listeners.delete(listener) || listeners.size) return
        stop?.()
        stop = undefined
      }
    },
    setEventListener(next) {
      stop?.()
      setup = next
      stop = listeners.size ? setup(emit) : undefined
    },
    emit,
  }
}

/** There is a window to listen to (not a server, a script, or a test's stand-in for one). */
const hasWindow = () => typeof window != 'undefined' && typeof window.addEventListener == 'function'

/** The page is hidden (another tab, a minimised window): intervals wait unless asked to run. */
export const isHidden = (): boolean => typeof document != 'undefined' && document.visibilityState === 'hidden'

/**
 * The window regained focus or the page became visible again (not while it is hidden): what `revalidateOnFocus`
 * reloads on. Nothing is heard where there is no window (a server, a script).
 *
 * @example
 * const stop = focusManager.subscribe(() => list.refresh())
 */
export const focusManager: EventManager = /* @__PURE__ */ createEventManager((focused) => {
  if (!hasWindow() || typeof document == 'undefined') return
  const heard = () => !isHidden() && focused()
  window.addEventListener('focus', heard)
  document.addEventListener('visibilitychange', heard)
  return () => {
    window.removeEventListener('focus', heard)
    document.removeEventListener('visibilitychange', heard)
  }
})

/**
 * The browser came back online: what `revalidateOnReconnect` reloads on. Nothing is heard where there is no window.
 *
 * @example
 * onlineManager.emit() // a host that knows better than the browser
 */
export const onlineManager: EventManager = /* @__PURE__ */ createEventManager((online) => {
  if (!hasWindow()) return
  window.addEventListener('online', online)
  return () => window.removeEventListener('online', online)
})
