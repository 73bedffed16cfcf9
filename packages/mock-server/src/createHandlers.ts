import { getResponse, http, type RequestHandler } from 'msw'
import { createMockDb, type MockDb } from './db/createMockDb.ts'
import { createContext } from './handlers/context.ts'
import { directoryHandlers } from './handlers/directory.ts'
import { formAppHandlers } from './handlers/formApp.ts'
import { formAppPageHandlers } from './handlers/formAppPages.ts'
import { formServiceHandlers, INTERNAL_ORIGIN, type FormServiceOptions } from './handlers/formService.ts'
import { productHandlers, type SpringOptions } from './handlers/products.ts'
import { defaultReceiverPath, receiverHandlers } from './handlers/receiver.ts'
import {
  defaultResourceServiceConfig,
  pathPattern,
  resourceServiceHandlers,
  type ResourceServiceConfig,
} from './handlers/resourceService.ts'
import { sessionHandlers } from './handlers/sessions.ts'
import { submitDraftHandlers } from './handlers/submitDraft.ts'
import { networkControlHandlers } from './handlers/networkControl.ts'
import { todoArrivalHandlers } from './handlers/todoArrivals.ts'
import { controlHandlers, createControls } from './http/controls.ts'
import { errorResponse } from './http/errorResponse.ts'
import { refuseLikeSpring } from './http/springRefusals.ts'

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
  /** The smart form service's own configuration (system id, form-app base, notification address). */
  formService?: FormServiceOptions
  /** How the products collection answers as a Spring Boot server: page shapes, one-indexed pages. */
  spring?: SpringOptions
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
  // The form service reaches the resource service and the receiver in-process, through the same handlers, so it
  // works alike in Node, in the browser and behind the HTTP server.
  const handlers: RequestHandler[] = []
  const dispatch: typeof fetch = async (input, init) => {
    const request = new Request(input, init)
    return (
      (await getResponse(handlers, request)) ??
      errorResponse(request, 404, `the mock has no handler for ${request.method} ${request.url}`)
    )
  }
  const absolute = (address: string) => (/^https?:\/\//.test(address) ? address : `${INTERNAL_ORIGIN}${address}`)
  const serviceUrls = Object.fromEntries(
    Object.entries(resourceService).map(([key, address]) => [key, absolute(address)]),
  ) as ResourceServiceConfig
  const formService = { ...options.formService }
  if (formService.resourcePublishUrl === undefined) formService.resourcePublishUrl = absolute(receiverPath)
  handlers.push(
    // The switch of the network cut comes before the cut: a test can always plug the cable back in.
    ...networkControlHandlers(ctx),
    ...controlHandlers(controls, patterns, (request) => ctx.inBase(request) || !request.url.includes(`${base}/`)),
    // The REST API is a Spring Boot server: what Tomcat and Spring Security refuse before any controller.
    http.all(`*${base}/*`, ({ request }) => (ctx.inBase(request) ? refuseLikeSpring(request) : undefined)),
    ...sessionHandlers(ctx),
    ...productHandlers(ctx, options.spring),
    ...formAppHandlers(ctx),
    ...submitDraftHandlers(ctx),
    ...directoryHandlers(ctx),
    ...formAppPageHandlers(ctx),
    ...formServiceHandlers(ctx, serviceUrls, dispatch, formService),
    ...resourceServiceHandlers(ctx, resourceService),
    ...receiverHandlers(ctx, receiverPath),
    ...todoArrivalHandlers(ctx),
  )
  return {
    db,
    controls,
    handlers,
    /** Restores the seeded data (same seed) and every control. */
    reset() {
      Object.assign(db, createMockDb(db.seed))
      controls.reset()
    },
  }
}
export type MockApi = ReturnType<typeof createHandlers>
