import { http, HttpResponse } from 'msw'
import type { MockDb } from '../db/createMockDb.ts'
import type { Form } from '../db/apps.ts'
import type { User } from '../db/org.ts'
import { RECORD_STATUSES } from '../db/records.ts'
import { errorResponse } from '../http/errorResponse.ts'
import { pageOf, parseListQuery, sortRecords } from '../http/parseListQuery.ts'
import type { HandlerContext } from './context.ts'
import { mayOpen } from '../db/inList.ts'

/** A form as the app's pages list it. */
export interface FormSummary {
  id: string
  name: string
  type: Form['type']
  groupId: string | null
  /** The form's resource on the platform, `null` until it is published. */
  resourceId: string | null
}

const summary = (f: Form): FormSummary => ({
  id: f.id,
  name: f.name,
  type: f.type,
  groupId: f.groupId,
  resourceId: f.resourceId,
})

/** The app's structure: its groups with their forms, then the forms outside any group, in the app's order. */
function appStructure(db: MockDb, appId: string) {
  const forms = db.forms.filter((f) => f.appId === appId)
  return {
    groups: db.groups
      .filter((g) => g.appId === appId)
      .map((g) => ({ id: g.id, name: g.name, forms: forms.filter((f) => f.groupId === g.id).map(summary) })),
    forms: forms.filter((f) => f.groupId === null).map(summary),
  }
}

/**
 * What the form app's own pages read besides the lists: `GET <base>/apps` (page envelope, filters `id`, `name`),
 * `GET <base>/apps/{appId}` (the app with its groups and forms), `GET <base>/groups/{groupId}` (the group and its
 * forms), `GET <base>/forms/{formId}` (the form, its app, group and flow nodes), and
 * `GET <base>/dashboards/{dashboardId}/statistics` (the records of the dashboard's app the user may open, counted by
 * status and by host department). Unknown ids answer 404.
 */
export function formAppPageHandlers(ctx: HandlerContext) {
  const { db, base } = ctx
  const appName = (appId: string) => db.apps.find((a) => a.id === appId)?.name ?? ''
  const groupName = (groupId: string | null) =>
    groupId === null ? null : (db.groups.find((g) => g.id === groupId)?.name ?? null)

  return [
    http.get(`*${base}/apps`, ({ request }) => {
      const query = parseListQuery(new URL(request.url), { fields: ['id', 'name'], defaultSize: 20 })
      if (Array.isArray(query)) return errorResponse(request, 400, 'invalid list parameters', query)
      const apps = db.apps
        .map((a) => ({ id: a.id, name: a.name, iconUrl: a.iconUrl, resourceId: a.resourceId }))
        .filter((a) => query.filters.every(([field, value]) => (a as Record<string, unknown>)[field] === value))
      return HttpResponse.json(pageOf(sortRecords(apps, query.sorts), query.page, query.size))
    }),
    http.get(`*${base}/apps/:appId`, ({ request, params }) => {
      const app = db.apps.find((a) => a.id === params.appId)
      if (!app) return errorResponse(request, 404, `no app with id ${String(params.appId)}`)
      return HttpResponse.json({ ...app, ...appStructure(db, app.id) })
    }),
    http.get(`*${base}/groups/:groupId`, ({ request, params }) => {
      const group = db.groups.find((g) => g.id === params.groupId)
      if (!group) return errorResponse(request, 404, `no group with id ${String(params.groupId)}`)
      return HttpResponse.json({
        ...group,
        app: appName(group.appId),
        forms: db.forms.filter((f) => f.groupId === group.id).map(summary),
      })
    }),
    http.get(`*${base}/forms/:formId`, ({ request, params }) => {
      const form = db.forms.find((f) => f.id === params.formId)
      if (!form) return errorResponse(request, 404, `no form with id ${String(params.formId)}`)
      return HttpResponse.json({
        ...summary(form),
        appId: form.appId,
        app: appName(form.appId),
        group: groupName(form.groupId),
        flowNodes: form.flowNodes.map((n) => ({ id: n.id, name: n.name, kind: n.kind })),
      })
    }),
    http.get(`*${base}/dashboards/:dashboardId/statistics`, ({ request, params }) => {
      const user = ctx.userOf(request) as User
      const dashboard = db.forms.find((f) => f.id === params.dashboardId && f.type === 'dashboard')
      if (!dashboard) return errorResponse(request, 404, `no dashboard with id ${String(params.dashboardId)}`)
      const forms = new Set(db.forms.filter((f) => f.appId === dashboard.appId).map((f) => f.id))
      const records = db.records.filter((r) => forms.has(r.formId) && mayOpen(r, user))
      const byDept = new Map<string, number>()
      for (const r of records) byDept.set(r.zbbm, (byDept.get(r.zbbm) ?? 0) + 1)
      const deptName = (id: string) => db.org.departments.find((d) => d.id === id)?.name ?? id
      return HttpResponse.json({
        dashboard: { id: dashboard.id, name: dashboard.name, appId: dashboard.appId, app: appName(dashboard.appId) },
        total: records.length,
        byStatus: RECORD_STATUSES.map((status) => ({
          status,
          count: records.filter((r) => r.status === status).length,
        })),
        byDepartment: [...byDept]
          .map(([deptId, count]) => ({ deptId, deptName: deptName(deptId), count }))
          .sort((a, b) => b.count - a.count || a.deptName.localeCompare(b.deptName, 'zh')),
      })
    }),
  ]
}
