import type { MockControls, NetworkState } from '../http/controls.ts'

/** Where the page's tab remembers a cut network over a reload (`remember`). */
export const NETWORK_STORAGE_KEY = 'form-mock-server:network'

export interface FollowNetworkOptions {
  /**
   * Keeps a cut over a reload of the tab, as a cut cable stays cut: `'offline'` is written here and read back when
   * the next page's mock starts (sessionStorage in the demo: the tab's own). Default: none (each page starts online).
   */
  remember?: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null | undefined
}

/**
 * The page follows the mock's network cut as it follows a real one: while `controls.network` is `'offline'`,
 * `navigator.onLine` reads `false`, and each change fires the window's `offline` or `online` event, so an app's
 * online detection (an outbox, a "you are offline" line) sees the cut the mock makes. Returns a function that stops
 * following and gives `navigator.onLine` back to the browser.
 *
 * @example
 * const mock = createHandlers()
 * followNetworkInPage(mock.controls, window, { remember: sessionStorage })
 * mock.controls.network = 'offline' // navigator.onLine === false, and `offline` fired on window
 */
export function followNetworkInPage(
  controls: MockControls,
  win: Window,
  { remember }: FollowNetworkOptions = {},
): () => void {
  const { navigator } = win
  const browser = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(navigator) as object, 'onLine')?.get
  const browserOnLine = () => (browser ? Boolean(browser.call(navigator)) : true)
  Object.defineProperty(navigator, 'onLine', {
    configurable: true,
    get: () => controls.network === 'online' && browserOnLine(),
  })
  let stored: string | null = null
  try {
    stored = remember?.getItem(NETWORK_STORAGE_KEY) ?? null
  } catch {
    // Storage refused (private mode): the page starts online.
  }
  // Before listening: the page starts offline, as a page loaded behind a cut cable does, without an event.
  if (stored === 'offline') controls.network = 'offline'
  const stop = controls.watchNetwork((state: NetworkState) => {
    try {
      if (state === 'offline') remember?.setItem(NETWORK_STORAGE_KEY, 'offline')
      else remember?.removeItem(NETWORK_STORAGE_KEY)
    } catch {
      // Not remembered over a reload; the page itself still follows.
    }
    win.dispatchEvent(new Event(state))
  })
  return () => {
    stop()
    delete (navigator as { onLine?: boolean }).onLine
  }
}
