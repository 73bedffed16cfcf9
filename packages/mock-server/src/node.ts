import { setupServer } from 'msw/node'
import { createHandlers, type MockServerOptions } from './createHandlers.ts'

export { startMockHttpServer } from './http/startMockHttpServer.ts'
export type { MockHttpServer, MockHttpServerOptions } from './http/startMockHttpServer.ts'

/** The mock in Node (tests): an msw server over a fresh database. Call `server.listen()`. */
export function createMockServer(options: MockServerOptions = {}) {
  const mock = createHandlers(options)
  return { ...mock, server: setupServer(...mock.handlers) }
}
