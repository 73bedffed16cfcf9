import { setupWorker } from 'msw/browser'
import { createHandlers, type MockServerOptions } from './createHandlers.ts'
import { followNetworkInPage } from './network/followNetworkInPage.ts'
import { syncAcrossTabs } from './sync/syncAcrossTabs.ts'

interface MockWorkerOptions extends MockServerOptions {
  /**
   * Share the mock's writes with the other tabs of the origin (`syncAcrossTabs`), so they act as one server. Default:
   * `false` (each page its own database, as Storybook's stories want).
   */
  crossTab?: boolean
  /**
   * Keep a network cut (`controls.network = 'offline'`) over a reload of the tab, as a cut cable stays cut: the page
   * after the reload starts offline, `navigator.onLine` false, until the network is set `'online'`. Kept in
   * sessionStorage (the tab's own). Default: `false` (each page starts online).
   */
  rememberNetwork?: boolean
}

/**
 * The mock in the browser (demo, Storybook): an msw worker over a fresh database. Call `worker.start()`. The page
 * follows the mock's network cut (`controls.network`): `navigator.onLine` and the window's `offline` / `online`
 * events say what the mock does.
 *
 * @example
 * const mock = createMockWorker({ crossTab: true, rememberNetwork: true })
 * await mock.worker.start()
 * mock.controls.network = 'offline' // every /api request now fails, navigator.onLine is false
 */
export function createMockWorker({ crossTab = false, rememberNetwork = false, ...options }: MockWorkerOptions = {}) {
  const mock = createHandlers(options)
  followNetworkInPage(mock.controls, window, { remember: rememberNetwork ? window.sessionStorage : null })
  if (!crossTab) return { ...mock, worker: setupWorker(...mock.handlers) }
  const sync = syncAcrossTabs(mock)
  // The other tabs stop waiting for this one as it goes.
  window.addEventListener('pagehide', () => sync.close(), { once: true })
  return { ...mock, worker: setupWorker(...sync.handlers) }
}
export type { MockWorkerOptions }
