/** What the window tells the lists: it came back into view (focus), or the browser is online again. */
export type WindowEvent = 'focus' | 'online'

const listeners: Record<WindowEvent, Set<() => void>> = { focus: new Set(), online: new Set() }
let detach: (() => void) | undefined

/** The page is hidden (another tab, a minimised window): intervals wait unless asked to run. */
export const isHidden = (): boolean => typeof document != 'undefined' && document.visibilityState === 'hidden'

/**
 * Calls `listener` when the window regains focus or the page becomes visible again (`focus`), or when the browser
 * comes back online (`online`): one set of window listeners for every list, attached while some list listens.
 * Returns the function that stops it. Nothing happens on a server (no window).
 *
 * @example
 * const stop = onWindowEvent('focus', () => list.refresh())
 */
export function onWindowEvent(type: WindowEvent, listener: () => void): () => void {
  listeners[type].add(listener)
  if (!detach && typeof window != 'undefined' && typeof document != 'undefined') {
    const tell = (to: WindowEvent) => () => {
      if (to === 'focus' && isHidden()) return
      for (const heard of [...listeners[to]]) heard()
    }
    const focus = tell('focus')
    const online = tell('online')
    window.addEventListener('focus', focus)
    document.addEventListener('visibilitychange', focus)
    window.addEventListener('online', online)
    detach = () => {
      window.removeEventListener('focus', focus)
      document.removeEventListener('visibilitychange', focus)
      window.removeEventListener('online', online)
    }
  }
  return () => {
    listeners[type].delete(listener)
    if (listeners.focus.size || listeners.online.size) return
    detach?.()
    detach = undefined
  }
}
