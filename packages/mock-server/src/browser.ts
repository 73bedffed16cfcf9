import { setupWorker } from 'msw/browser'
import { createHandlers, type MockServerOptions } from './createHandlers.ts'
import { syncAcrossTabs } from './sync/syncAcrossTabs.ts'

interface MockWorkerOptions extends MockServerOptions {
  /**
   * Share the mock's writes with the other tabs of the origin (`syncAcrossTabs`), so they act as one server. Default:
   * `false` (each page its own database, as Storybook's stories want).
   */
  crossTab?: boolean
}

/** The mock in the browser (demo, Storybook): an msw worker over a fresh database. Call `worker.start()`. */
export function createMockWorker({ crossTab = false, ...options }: MockWorkerOptions = {}) {
  const mock = createHandlers(options)
  if (!crossTab) return { ...mock, worker: setupWorker(...mock.handlers) }
  const sync = syncAcrossTabs(mock)
  // The other tabs stop waiting for this one as it goes.
  window.addEventListener('pagehide', () => sync.close(), { once: true })
  return { ...mock, worker: setupWorker(...sync.handlers) }
}
export type { MockWorkerOptions }
