import { setupWorker } from 'msw/browser'
import { createHandlers, type MockServerOptions } from './createHandlers.ts'

/** The mock in the browser (demo, Storybook): an msw worker over a fresh database. Call `worker.start()`. */
export function createMockWorker(options: MockServerOptions = {}) {
  const mock = createHandlers(options)
  return { ...mock, worker: setupWorker(...mock.handlers) }
}
