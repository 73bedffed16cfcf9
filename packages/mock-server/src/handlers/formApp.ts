import { http, HttpResponse } from 'msw'
import type { User } from '../db/org.ts'
import type { FormRecord } from '../db/records.ts'
import { errorResponse, type FieldError } from '../http/errorResponse.ts'
import { keysetList } from '../http/keysetList.ts'
import { pageOf, parseListQuery, sortRecords } from '../http/parseListQuery.ts'
import { readJson } from '../http/readJson.ts'
import type { HandlerContext } from './context.ts'
import { arrivalsAsked, arriveTodos } from './todoArrivals.ts'
import { inList, isDraft, mayOpen, type FormList } from '../db/inList.ts'
import { recordView } from '../db/recordView.ts'

/**
 * The filters of the lists: spec A's equality filters `bt`, `cjsj`, `zbbm`, plus `status` and `cjr` (the creator's
 * user id), and the app's search: `btContains` (the title contains it, without regard to case: Spring Data's
 * `findByBtContainingIgnoreCase`), `cjsjFrom` and `cjsjTo` (days, `yyyy-MM-dd`, both included), and `zbbmTree`
 * (the host department is that department or one below it: 国际合作局 finds what its 司, 处 and 科 host).
 */
const LIST_FIELDS = ['bt', 'cjsj', 'zbbm', 'status', 'cjr', 'btContains', 'cjsjFrom', 'cjsjTo', 'zbbmTree']
const DAY = /^\d{4}-\d{2}-\d{2}$/

/** A department and every department below it, by id (an unknown id: itself alone, which hosts nothing). */
function departmentTree(departments: readonly { id: string; parentId: string | null }[], id: string): Set<string> {
  const tree = new Set([id])
  // Walked in rounds, no recursion: a department's children are added once their parent is in.
  for (let grew = true; grew;) {
    grew = false
    for (const d of departments)
      if (d.parentId !== null && tree.has(d.parentId) && !tree.has(d.id)) {
        tree.add(d.id)
        grew = true
      }
  }
  return tree
}

/** Whether a record passes one filter (`cjsj` given as a day matches any time that day; `zbbmTree` as a set). */
function matches(record: FormRecord, [field, value]: [string, string], trees: Map<string, Set<string>>): boolean {
  if (field === 'zbbmTree') return trees.get(value)?.has(record.zbbm) ?? false
  if (field === 'btContains') return record.bt.toLowerCase().includes(value.toLowerCase())
  if (field === 'cjsjFrom') return record.cjsj.slice(0, 10) >= value
  if (field === 'cjsjTo') return record.cjsj.slice(0, 10) <= value
  const actual = String((record as unknown as Record<string, unknown>)[field] ?? '')
  return field === 'cjsj' && DAY.test(value) ? actual.startsWith(`${value} `) : actual === value
}

/** The date filters must be days: a 400 names the one that is not. */
function badDays(filters: [string, string][]): FieldError[] {
  return filters
    .filter(([field, value]) => (field === 'cjsjFrom' || field === 'cjsjTo') && !DAY.test(value))
    .map(([field]) => ({ field, message: 'must be a day, yyyy-MM-dd' }))
}

/** 天数 (days) of a business trip: a whole number of days from 1 to 365. */
const DAYS = /^(?:[1-9]\d?|[12]\d\d|3[0-5]\d|36[0-5])$/

function validateDraft(
  body: unknown,
  forUpdate: boolean,
): FieldError[] | { bt: string; zbbm?: string; fields?: Record<string, string>; id?: string } {
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    return [{ field: '', message: 'the body must be a JSON object' }]
  const record = body as Record<string, unknown>
  const errors: FieldError[] = []
  if (typeof record.bt !== 'string' || record.bt.trim() === '')
    errors.push({ field: 'bt', message: 'the title must be a non-empty string' })
  else if (record.bt.length > 200) errors.push({ field: 'bt', message: 'the title must be at most 200 characters' })
  if (record.zbbm !== undefined && typeof record.zbbm !== 'string')
    errors.push({ field: 'zbbm', message: 'must be a department id' })
  const fields = record.fields
  if (
    fields !== undefined &&
    (typeof fields !== 'object' || fields === null || Object.values(fields).some((v) => typeof v !== 'string'))
  ) {
    errors.push({ field: 'fields', message: 'must be an object of strings' })
  } else if (fields && 'days' in fields && !DAYS.test(String((fields as Record<string, string>).days))) {
    errors.push({ field: 'fields.days', message: 'must be a whole number of days from 1 to 365' })
  }
  if (forUpdate && record.id !== undefined && typeof record.id !== 'string')
    errors.push({ field: 'id', message: 'must be a string' })
  return errors.length > 0
    ? errors
    : (record as { bt: string; zbbm?: string; fields?: Record<string, string>; id?: string })
}

/**
 * The form app: `GET <base>/forms`; the lists `GET <base>/forms/{formId}/drafts|todos|dones|records` (page envelope,
 * size 15 by default, the filters of `LIST_FIELDS`, sorts cjsj and ddsj in every style, newest first by default);
 * drafts' CRUD (天数 a whole number from 1 to 365); `GET <base>/forms/{formId}/records/{id}` (403 for a record the
 * user may not open); and acting on a to-do, `POST <base>/forms/{formId}/records/{id}/actions`.
 */
export function formAppHandlers(ctx: HandlerContext) {
  const { db, base } = ctx
  const formOf = (request: Request, formId: unknown) => {
    const form = db.forms.find((f) => f.id === formId)
    return form ? { form } : { error: errorResponse(request, 404, `no form with id ${String(formId)}`) }
  }
  const draftOf = (request: Request, user: User, formId: string, id: string) => {
    const record = db.records.find((r) => r.id === id && r.formId === formId && isDraft(r))
    if (!record) return { error: errorResponse(request, 404, `no draft with id ${id} in form ${formId}`) }
    if (record.cjr !== user.id) return { error: errorResponse(request, 403, `draft ${id} belongs to another user`) }
    return { record }
  }

  const list = (name: FormList) =>
    http.get(`*${base}/forms/:formId/${name}`, ({ request, params }) => {
      const user = ctx.userOf(request) as User
      const found = formOf(request, params.formId)
      if (found.error) return found.error
      const url = new URL(request.url)
      const query = parseListQuery(url, {
        fields: LIST_FIELDS,
        // The done list is also sorted by 办理时间 (`blsj`, when the asking user acted), newest first by default;
        // `id`, the key, as a keyset feed's tiebreaker (`sort=cjsj_d,id`).
        sortFields: name === 'dones' ? ['cjsj', 'ddsj', 'blsj', 'id'] : ['cjsj', 'ddsj', 'id'],
        defaultSize: 15,
      })
      if (Array.isArray(query)) return errorResponse(request, 400, 'invalid list parameters', query)
      const days = badDays(query.filters)
      if (days.length > 0) return errorResponse(request, 400, 'invalid list parameters', days)
      // A test control: to-dos that arrive just before this answer (`x-mock-arrive: <n>`, the README's controls).
      if (name === 'todos') arriveTodos(db, found.form, user, arrivalsAsked(request))
      const trees = new Map(
        query.filters
          .filter(([field]) => field === 'zbbmTree')
          .map(([, id]) => [id, departmentTree(db.org.departments, id)]),
      )
      const visible = db.records.filter(
        (r) => r.formId === found.form.id && inList(name, r, user) && query.filters.every((f) => matches(r, f, trees)),
      )
      // Sorted as the user sees them: `blsj` is the asking user's own time, known only in the record's view.
      const views = visible.map((r) => recordView(db, r, user))
      const newest = { field: name === 'dones' ? 'blsj' : 'cjsj', desc: true }
      const sorts = query.sorts.length > 0 ? query.sorts : [newest]
      // Offset pages for the tables, keyset windows for the phone's feeds (`?cursor=`, `http/keysetList.ts`).
      const answer = keysetList(views, sorts, query, url.searchParams.get('cursor'), 'id')
      if ('refused' in answer)
        return errorResponse(request, 400, `invalid cursor: ${answer.refused}`, [
          { field: 'cursor', message: answer.refused },
        ])
      if ('window' in answer) return HttpResponse.json(answer.window)
      return HttpResponse.json({ ...pageOf(answer.sorted, query.page, query.size), ...answer.next })
    })

  return [
    http.get(`*${base}/forms`, ({ request }) => {
      const query = parseListQuery(new URL(request.url), { fields: ['id', 'name', 'type', 'appId'], defaultSize: 20 })
      if (Array.isArray(query)) return errorResponse(request, 400, 'invalid list parameters', query)
      const forms = db.forms
        .map((f) => ({
          id: f.id,
          name: f.name,
          type: f.type,
          appId: f.appId,
          app: db.apps.find((a) => a.id === f.appId)?.name ?? '',
        }))
        .filter((f) => query.filters.every(([field, value]) => (f as Record<string, unknown>)[field] === value))
      return HttpResponse.json(pageOf(sortRecords(forms, query.sorts), query.page, query.size))
    }),
    list('drafts'),
    list('todos'),
    list('dones'),
    list('records'),
    http.get(`*${base}/forms/:formId/records/:id`, ({ request, params }) => {
      const user = ctx.userOf(request) as User
      const found = formOf(request, params.formId)
      if (found.error) return found.error
      const record = db.records.find((r) => r.id === params.id && r.formId === found.form.id)
      if (!record) return errorResponse(request, 404, `no record with id ${String(params.id)} in form ${found.form.id}`)
      if (!mayOpen(record, user)) return errorResponse(request, 403, `user ${user.id} may not open record ${record.id}`)
      return HttpResponse.json(recordView(db, record, user))
    }),
    // Acting on a to-do (办理): approve it, which finishes the flow (one approver), or return it to its drafter, whose
    // draft it is again, marked 已退回 until it is submitted again. Either way it leaves the handler's to-do list for the done list, with the opinion kept.
    http.post(`*${base}/forms/:formId/records/:id/actions`, async ({ request, params }) => {
      const user = ctx.userOf(request) as User
      const found = formOf(request, params.formId)
      if (found.error) return found.error
      const record = db.records.find((r) => r.id === params.id && r.formId === found.form.id)
      if (!record) return errorResponse(request, 404, `no record with id ${String(params.id)} in form ${found.form.id}`)
      if (record.status !== '流转中' || !record.handlers.includes(user.id)) {
        // Who got there first and when, so the client can say so (a ProblemDetail-style extension of the body).
        const last = [...record.handled].reverse().find((h) => h.action)
        const handled = last
          ? {
              by: db.org.users.find((u) => u.id === last.userId)?.name ?? null,
              at: last.time,
              action: last.action as string,
            }
          : null
        return errorResponse(request, 409, `record ${record.id} is not waiting on user ${user.id}`, [], { handled })
      }
      const body = (await readJson(request)) as { action?: unknown; comment?: unknown } | undefined
      const errors: FieldError[] = []
      if (body?.action !== 'approve' && body?.action !== 'return')
        errors.push({ field: 'action', message: 'must be approve or return' })
      const comment = typeof body?.comment === 'string' ? body.comment.trim() : ''
      if (body?.comment !== undefined && typeof body.comment !== 'string')
        errors.push({ field: 'comment', message: 'must be a string' })
      else if (comment.length > 500) errors.push({ field: 'comment', message: 'must be at most 500 characters' })
      else if (body?.action === 'return' && comment === '')
        errors.push({ field: 'comment', message: 'a return needs the reason' })
      if (errors.length > 0) return errorResponse(request, 400, 'invalid action', errors)
      const action = body?.action as 'approve' | 'return'
      record.handled.push({ userId: user.id, time: db.clock.now(), action, ...(comment && { comment }) })
      Object.assign(record, {
        status: action === 'approve' ? '已办结' : '已退回',
        handlers: [],
        ddsj: null,
        prevHandler: null,
        workItemId: null,
      })
      return HttpResponse.json(recordView(db, record, user))
    }),
    http.post(`*${base}/forms/:formId/drafts`, async ({ request, params }) => {
      const user = ctx.userOf(request) as User
      const found = formOf(request, params.formId)
      if (found.error) return found.error
      if (found.form.type !== 'flow')
        return errorResponse(request, 400, `form ${found.form.id} has no flow and so no drafts`)
      const body = validateDraft(await readJson(request), false)
      if (Array.isArray(body)) return errorResponse(request, 400, 'invalid draft', body)
      const record: FormRecord = {
        id: db.ids.objectId(),
        formId: found.form.id,
        bt: body.bt,
        cjsj: db.clock.now(),
        cjr: user.id,
        zbbm: body.zbbm ?? user.deptId,
        status: '草稿',
        handlers: [],
        handled: [],
        ddsj: null,
        prevHandler: null,
        workItemId: null,
        fields: { ...body.fields },
      }
      db.records.push(record)
      return HttpResponse.json(recordView(db, record, user), { status: 201 })
    }),
    http.get(`*${base}/forms/:formId/drafts/:id`, ({ request, params }) => {
      const user = ctx.userOf(request) as User
      const found = draftOf(request, user, String(params.formId), String(params.id))
      return found.error ?? HttpResponse.json(recordView(db, found.record, user))
    }),
    http.put(`*${base}/forms/:formId/drafts/:id`, async ({ request, params }) => {
      const user = ctx.userOf(request) as User
      const body = validateDraft(await readJson(request), true)
      if (Array.isArray(body)) return errorResponse(request, 400, 'invalid draft', body)
      if (body.id !== undefined && body.id !== params.id) {
        return errorResponse(request, 400, `the body's id ${body.id} differs from the path's ${String(params.id)}`, [
          { field: 'id', message: 'must equal the id in the path' },
        ])
      }
      const found = draftOf(request, user, String(params.formId), String(params.id))
      if (found.error) return found.error
      Object.assign(found.record, {
        bt: body.bt,
        zbbm: body.zbbm ?? found.record.zbbm,
        fields: { ...found.record.fields, ...body.fields },
      })
      return HttpResponse.json(recordView(db, found.record, user))
    }),
    http.delete(`*${base}/forms/:formId/drafts/:ids`, ({ request, params }) => {
      const user = ctx.userOf(request) as User
      const ids = String(params.ids).split(',')
      const drafts = ids.map((id) => db.records.find((r) => r.id === id && r.formId === params.formId && isDraft(r)))
      const missing = ids.filter((_, i) => !drafts[i])
      if (missing.length > 0)
        return errorResponse(
          request,
          404,
          `no draft with id ${missing.join(', ')} in form ${String(params.formId)}; nothing was deleted`,
        )
      const others = drafts.filter((d) => d && d.cjr !== user.id).map((d) => d?.id)
      if (others.length > 0)
        return errorResponse(request, 403, `drafts ${others.join(', ')} belong to another user; nothing was deleted`)
      db.records = db.records.filter((r) => !ids.includes(r.id))
      return new HttpResponse(null, { status: 204 })
    }),
  ]
}
