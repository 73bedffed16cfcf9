import { http, HttpResponse } from 'msw'
import type { User } from '../db/org.ts'
import { scopeUsers } from '../db/scopeUsers.ts'
import { errorResponse } from '../http/errorResponse.ts'
import { readJson } from '../http/readJson.ts'
import type { HandlerContext } from './context.ts'
import { isDraft } from '../db/inList.ts'
import { recordView } from '../db/recordView.ts'

/**
 * 提交: `POST <base>/forms/{formId}/drafts/{id}/actions` with `{action: 'submit'}` sends the asking user's draft (a
 * returned one too) into its form's flow, as a Spring controller would: the flow's first node after drafting gets
 * it, as a to-do of every user the node's scope names (`ddsj` now, the drafter its previous handler, a new work
 * item), and the submission is kept in `handled` (no `action`: a drafter's step, not an opinion). Answers 200 with
 * the record, now at `…/records/{id}`. 404 for no such draft, 403 for another user's, 409 for a record no longer a
 * draft (submitted twice), 400 for another action, and 409 when the flow's next node names nobody (nothing changes).
 */
export function submitDraftHandlers(ctx: HandlerContext) {
  const { db, base } = ctx
  return [
    http.post(`*${base}/forms/:formId/drafts/:id/actions`, async ({ request, params }) => {
      const user = ctx.userOf(request) as User
      const form = db.forms.find((f) => f.id === params.formId)
      if (!form) return errorResponse(request, 404, `no form with id ${String(params.formId)}`)
      const record = db.records.find((r) => r.id === params.id && r.formId === form.id)
      if (!record) return errorResponse(request, 404, `no draft with id ${String(params.id)} in form ${form.id}`)
      if (record.cjr !== user.id) return errorResponse(request, 403, `draft ${record.id} belongs to another user`)
      const body = (await readJson(request)) as { action?: unknown } | undefined
      if (body?.action !== 'submit')
        return errorResponse(request, 400, 'invalid action', [{ field: 'action', message: 'must be submit' }])
      if (!isDraft(record))
        return errorResponse(request, 409, `record ${record.id} is no longer a draft (${record.status})`)
      const node = form.flowNodes.find((n) => n.kind === 'approve')
      const handlers = node ? scopeUsers(db.org, node.scope).filter((id) => id !== user.id) : []
      if (!node || handlers.length === 0)
        return errorResponse(
          request,
          409,
          `the flow of form ${form.id} has no handler for ${node?.name ?? 'a next step'}`,
        )
      const now = db.clock.now()
      record.handled.push({ userId: user.id, time: now })
      Object.assign(record, {
        status: '流转中',
        handlers,
        ddsj: now,
        prevHandler: user.id,
        workItemId: db.ids.objectId(),
      })
      return HttpResponse.json(recordView(db, record, user))
    }),
  ]
}
