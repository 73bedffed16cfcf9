import { setupWorker } from 'msw/browser'
import { createHandlers, type MockServerOptions } from './createHandlers.ts'

/** The mock in the browser (demo, Storybook): an msw worker over a fresh database. Call `start()` on it. */
export function createMockWorker(options: MockServerOptions = {}) {
  const { db, handlers } = createHandlers(options)
  return { db, worker: setupWorker(...handlers) }
}
