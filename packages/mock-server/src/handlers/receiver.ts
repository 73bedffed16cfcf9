import { http, HttpResponse } from 'msw'
import { readJson } from '../http/readJson.ts'
import type { HandlerContext } from './context.ts'
import { pathPattern } from './resourceService.ts'

/** Where the publish-notification receiver listens by default. */
export const defaultReceiverPath = '/portal/resource-publish'

/**
 * The publish-notification receiver (spec Endpoints C): records every POSTed tree in `controls.log` and answers 200,
 * or `controls.receiverFailure` when set. A body that is not a JSON object answers 400.
 */
export function receiverHandlers(ctx: HandlerContext, path = defaultReceiverPath) {
  return [
    http.post(pathPattern(path), async ({ request }) => {
      const body = await readJson(request)
      const valid = typeof body === 'object' && body !== null && !Array.isArray(body)
      const status = !valid ? 400 : (ctx.controls.receiverFailure ?? 200)
      const response =
        status === 200
          ? { received: true }
          : { received: false, error: valid ? 'receiver switched to fail' : 'the body must be a JSON object' }
      ctx.controls.record({
        service: 'receiver',
        operation: 'C notify',
        method: request.method,
        url: request.url,
        received: body,
        status,
        response,
      })
      return HttpResponse.json(response, { status })
    }),
  ]
}
