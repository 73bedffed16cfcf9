export { startMockHttpServer, DEFAULT_MAX_BODY_BYTES } from './http/startMockHttpServer.ts'
export type { MockHttpServer, MockHttpServerOptions } from './http/startMockHttpServer.ts'
