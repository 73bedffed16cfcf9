import { http, HttpResponse } from 'msw'
import { arriveTodo } from '../db/arriveTodo.ts'
import { errorResponse } from '../http/errorResponse.ts'
import { readJson } from '../http/readJson.ts'
import { recordView } from '../db/recordView.ts'
import type { HandlerContext } from './context.ts'
import type { Form } from '../db/apps.ts'
import type { MockDb } from '../db/createMockDb.ts'
import type { User } from '../db/org.ts'
import type { FormRecord } from '../db/records.ts'

/** The request header that makes to-dos arrive (a test control, as `x-mock-fault` is). */
export const ARRIVE_HEADER = 'x-mock-arrive'
/** Most to-dos one request can make arrive. */
const MOST = 20

/** How many to-dos a request asks to arrive: `x-mock-arrive: <n>`, a whole number from 1 to 20; else 0. */
export function arrivalsAsked(request: Request): number {
  const raw = request.headers.get(ARRIVE_HEADER)
  return raw !== null && /^\d{1,2}$/.test(raw) ? Math.min(Number(raw), MOST) : 0
}

/** Makes `count` to-dos of `form` arrive for `user` (`arriveTodo`): what `x-mock-arrive` does before a to-do list answers. */
export function arriveTodos(db: MockDb, form: Form, user: User, count: number): FormRecord[] {
  const made: FormRecord[] = []
  for (let i = 0; i < count; i++) {
    const todo = arriveTodo(db, { userId: user.id, formId: form.id })
    if (typeof todo !== 'string') made.push(todo)
  }
  return made
}

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
