import { createMockDb, type MockDb } from './db/createMockDb.ts'
import { productHandlers } from './handlers/products.ts'

export interface MockServerOptions {
  /** The database to serve. Default: `createMockDb()`. */
  db?: MockDb
  /** The path every handler sits under. Default: `'/api'`. */
  base?: string
}

/** Every handler of the mock over one database. */
export function createHandlers(options: MockServerOptions = {}) {
  const db = options.db ?? createMockDb()
  return { db, handlers: [...productHandlers(db, options.base ?? '/api')] }
}
