import { http, HttpResponse } from 'msw'
import { arriveTodo } from '../db/arriveTodo.ts'
import { errorResponse } from '../http/errorResponse.ts'
import { readJson } from '../http/readJson.ts'
import { recordView } from './formApp.ts'
import type { HandlerContext } from './context.ts'

/** Where a test makes a to-do arrive. */
export const TODO_ARRIVALS_PATH = '/mock-controls/todos'

/**
 * A test control, outside the REST API and its identity: `POST /mock-controls/todos` with `{ userId?, formId? }`
 * (both optional: the admin, the first flow form) makes a to-do arrive for that user now (`arriveTodo`), as another
 * person's 提交 would, and answers 201 with the record as the user's lists show it; 400 for an unknown user or form.
 */
export function todoArrivalHandlers(ctx: HandlerContext) {
  return [
    http.post(`*${TODO_ARRIVALS_PATH}`, async ({ request }) => {
      if (new URL(request.url).pathname !== TODO_ARRIVALS_PATH) return undefined
      const body = ((await readJson(request)) ?? {}) as { userId?: unknown; formId?: unknown }
      const pick = (value: unknown) => (typeof value === 'string' ? value : undefined)
      const userId = pick(body.userId)
      const formId = pick(body.formId)
      const todo = arriveTodo(ctx.db, { ...(userId && { userId }), ...(formId && { formId }) })
      if (typeof todo === 'string') return errorResponse(request, 400, `no to-do arrived: ${todo}`)
      const user = ctx.db.org.users.find((u) => u.id === todo.handlers[0])
      return HttpResponse.json(recordView(ctx.db, todo, user), { status: 201 })
    }),
  ]
}
