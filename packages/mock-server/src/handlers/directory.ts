import { http, HttpResponse } from 'msw'
import { errorResponse } from '../http/errorResponse.ts'
import { pageOf, parseListQuery, sortRecords } from '../http/parseListQuery.ts'
import type { HandlerContext } from './context.ts'

/**
 * The organisation as the form app's pickers read it, each a page envelope (spec A) with equality filters:
 * `GET <base>/departments` (`{ id, name, parentId, path }`, tree order, 100 a page by default),
 * and `GET <base>/users` (`{ id, name, deptId, deptName }`).
 */
export function directoryHandlers(ctx: HandlerContext) {
  const { db, base } = ctx
  const list = <T extends object>(path: string, fields: string[], rows: () => T[], defaultSize = 100) =>
    http.get(`*${base}/${path}`, ({ request }) => {
      const query = parseListQuery(new URL(request.url), { fields, sortFields: ['name'], defaultSize })
      if (Array.isArray(query)) return errorResponse(request, 400, 'invalid list parameters', query)
      const found = rows().filter((row) =>
        query.filters.every(([field, value]) => String((row as Record<string, unknown>)[field] ?? '') === value),
      )
      return HttpResponse.json(pageOf(sortRecords(found, query.sorts), query.page, query.size))
    })

  /** Departments depth first, each with its path of names from the top (`国际合作局 / 合作司`). */
  const departments = () => {
    const all = db.org.departments
    const out: { id: string; name: string; parentId: string | null; path: string }[] = []
    const visit = (parentId: string | null, prefix: string) => {
      for (const d of all.filter((x) => x.parentId === parentId)) {
        const path = prefix ? `${prefix} / ${d.name}` : d.name
        out.push({ id: d.id, name: d.name, parentId: d.parentId, path })
        visit(d.id, path)
      }
    }
    visit(null, '')
    return out
  }
  const users = () =>
    db.org.users.map((u) => ({
      id: u.id,
      name: u.name,
      deptId: u.deptId,
      deptName: db.org.departments.find((d) => d.id === u.deptId)?.name ?? '',
    }))

  return [list('departments', ['id', 'name', 'parentId'], departments), list('users', ['id', 'name', 'deptId'], users)]
}
