import { setupServer } from 'msw/node'
import { createHandlers, type MockServerOptions } from './createHandlers.ts'

/** The mock in Node (tests): an msw server over a fresh database. Call `listen()` on it. */
export function createMockServer(options: MockServerOptions = {}) {
  const { db, handlers } = createHandlers(options)
  return { db, server: setupServer(...handlers) }
}
