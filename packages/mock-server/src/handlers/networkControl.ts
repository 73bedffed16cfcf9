import { http, HttpResponse } from 'msw'
import { errorResponse } from '../http/errorResponse.ts'
import { readJson } from '../http/readJson.ts'
import type { HandlerContext } from './context.ts'

/** Where a test cuts the mock's network and restores it. */
export const NETWORK_CONTROL_PATH = '/mock-controls/network'

/**
 * A test control, outside the REST API and its identity, and never cut itself: `PUT /mock-controls/network` with
 * `{ network: 'offline' | 'online' }` sets `controls.network` (a cut cable, and the cable back) and answers 200 with
 * `{ network }`; `GET` answers the current state; anything else in the body is a 400. An e2e spec, whose mock runs
 * inside the page, reaches it with the page's own `fetch`.
 */
export function networkControlHandlers(ctx: HandlerContext) {
  const mine = (request: Request) => new URL(request.url).pathname === NETWORK_CONTROL_PATH
  return [
    http.get(`*${NETWORK_CONTROL_PATH}`, ({ request }) =>
      mine(request) ? HttpResponse.json({ network: ctx.controls.network }) : undefined,
    ),
    http.put(`*${NETWORK_CONTROL_PATH}`, async ({ request }) => {
      if (!mine(request)) return undefined
      const body = (await readJson(request)) as { network?: unknown } | undefined
      if (body?.network !== 'online' && body?.network !== 'offline')
        return errorResponse(request, 400, 'send { "network": "offline" } or { "network": "online" }', [
          { field: 'network', message: `must be "online" or "offline" (got ${JSON.stringify(body?.network)})` },
        ])
      ctx.controls.network = body.network
      return HttpResponse.json({ network: ctx.controls.network })
    }),
  ]
}
