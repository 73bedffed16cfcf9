import { createMockDb, type MockDb } from './db/createMockDb.ts'
import { createContext } from './handlers/context.ts'
import { formAppHandlers } from './handlers/formApp.ts'
import { productHandlers } from './handlers/products.ts'
import { defaultReceiverPath, receiverHandlers } from './handlers/receiver.ts'
import { defaultResourceServiceConfig, pathPattern, resourceServiceHandlers, type ResourceServiceConfig } from './handlers/resourceService.ts'
import { sessionHandlers } from './handlers/sessions.ts'
import { controlHandlers, createControls } from './http/controls.ts'

export interface MockServerOptions {
  /** The database to serve. Default: `createMockDb()`. */
  db?: MockDb
  /** The path the REST API sits under. Default: `'/api'`. */
  base?: string
  /** Whether REST requests need an identity (spec Authentication). Default: `true`. */
  auth?: boolean
  /** Addresses of the resource service operations. Default: `defaultResourceServiceConfig`. */
  resourceService?: Partial<ResourceServiceConfig>
  /** Where the publish-notification receiver listens. Default: `'/portal/resource-publish'`. */
  receiverPath?: string
}

/**
 * Every handler of the mock over one database: the test controls first, then identity, products, the form app, the
 * resource service and the receiver. `reset()` restores the seeded data and the controls.
 */
export function createHandlers(options: MockServerOptions = {}) {
  const db = options.db ?? createMockDb()
  const controls = createControls()
  const base = options.base ?? '/api'
  const ctx = createContext(db, base, options.auth ?? true, controls)
  const resourceService: ResourceServiceConfig = { ...defaultResourceServiceConfig, ...options.resourceService }
  const receiverPath = options.receiverPath ?? defaultReceiverPath
  const addresses = [...Object.values(resourceService), receiverPath].map(pathPattern)
  const patterns = [...new Set([`*${base}/*`, ...addresses, ...addresses.map((a) => `${a}/*`)])]
  return {
    db,
    controls,
    handlers: [
      ...controlHandlers(controls, patterns),
      ...sessionHandlers(ctx),
      ...productHandlers(ctx),
      ...formAppHandlers(ctx),
      ...resourceServiceHandlers(ctx, resourceService),
      ...receiverHandlers(ctx, receiverPath),
    ],
    /** Restores the seeded data (same seed) and every control. */
    reset() {
      Object.assign(db, createMockDb(db.seed))
      controls.reset()
    },
  }
}
export type MockApi = ReturnType<typeof createHandlers>
