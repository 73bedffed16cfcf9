import type { InputProblem } from './ReleaseInputError.ts'
import type { GrantScope } from './types.ts'

/** A scope with every member present. */
export function toScope(partial: Partial<GrantScope> = {}): GrantScope {
  return unionScopes(partial)
}

/**
 * The union of scopes, without duplicates: departments, roles and persons once each; a business role's departments
 * merged into one `deptRole` entry per role.
 */
export function unionScopes(...scopes: Partial<GrantScope>[]): GrantScope {
  const deptId = new Set<string>()
  const roleId = new Set<string>()
  const users = new Map<string, { deptId: string; userId: string }>()
  const deptRole = new Map<string, Set<string>>()
  for (const scope of scopes) {
    scope.deptId?.forEach((id) => deptId.add(id))
    scope.roleId?.forEach((id) => roleId.add(id))
    scope.user?.forEach((u) => users.set(`${u.deptId}\u0000${u.userId}`, { deptId: u.deptId, userId: u.userId }))
    for (const entry of scope.deptRole ?? []) {
      const depts = deptRole.get(entry.roleId) ?? new Set<string>()
      entry.deptIds.forEach((d) => depts.add(d))
      deptRole.set(entry.roleId, depts)
    }
  }
  return {
    deptRole: [...deptRole].map(([id, depts]) => ({ roleId: id, deptIds: [...depts] })),
    deptId: [...deptId],
    roleId: [...roleId],
    user: [...users.values()],
  }
}

/** True when a scope grants nothing. */
export function isEmptyScope(scope: GrantScope): boolean {
  return scope.deptId.length + scope.roleId.length + scope.user.length + scope.deptRole.length === 0
}

/** True when `outer` grants at least everything `inner` grants (the spec's roll-up rule). */
export function scopeCovers(outer: GrantScope, inner: GrantScope): boolean {
  const has = (list: string[], value: string) => list.includes(value)
  return (
    inner.deptId.every((d) => has(outer.deptId, d)) &&
    inner.roleId.every((r) => has(outer.roleId, r)) &&
    inner.user.every((u) => outer.user.some((o) => o.deptId === u.deptId && o.userId === u.userId)) &&
    inner.deptRole.every((e) =>
      e.deptIds.every((d) => outer.deptRole.some((o) => o.roleId === e.roleId && o.deptIds.includes(d))),
    )
  )
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v)
const isId = (v: unknown): v is string => typeof v === 'string' && v.trim() !== ''
const shown = (v: unknown) =>
  typeof v === 'string' ? JSON.stringify(v.slice(0, 40)) : (JSON.stringify(v) ?? String(v))

/**
 * Every problem of a value that should be a (partial) grant scope: an object whose `deptId` and `roleId` are arrays
 * of non-empty strings, `user` an array of `{deptId, userId}` and `deptRole` an array of `{roleId, deptIds}`; each
 * member may be left out. Numbers are not ids. Unknown members are ignored.
 *
 * @example
 * scopeProblems({ deptId: [1] }, 'administrators') // [{ field: 'administrators.deptId[0]', message: 'must be a non-empty string id, got 1' }]
 */
export function scopeProblems(value: unknown, field: string): InputProblem[] {
  if (value === undefined) return []
  if (!isRecord(value))
    return [{ field, message: `must be a grant scope object {deptRole, deptId, roleId, user}, got ${shown(value)}` }]
  const problems: InputProblem[] = []
  const list = (name: string, each: (item: unknown, at: string) => void) => {
    const items = value[name]
    if (items === undefined) return
    if (!Array.isArray(items))
      problems.push({ field: `${field}.${name}`, message: `must be an array, got ${shown(items)}` })
    else items.forEach((item, i) => each(item, `${field}.${name}[${i}]`))
  }
  const id = (item: unknown, at: string) => {
    if (!isId(item)) problems.push({ field: at, message: `must be a non-empty string id, got ${shown(item)}` })
  }
  list('deptId', id)
  list('roleId', id)
  list('user', (item, at) => {
    if (!isRecord(item)) problems.push({ field: at, message: `must be {deptId, userId}, got ${shown(item)}` })
    else {
      id(item.deptId, `${at}.deptId`)
      id(item.userId, `${at}.userId`)
    }
  })
  list('deptRole', (item, at) => {
    if (!isRecord(item)) problems.push({ field: at, message: `must be {roleId, deptIds}, got ${shown(item)}` })
    else {
      id(item.roleId, `${at}.roleId`)
      if (!Array.isArray(item.deptIds))
        problems.push({
          field: `${at}.deptIds`,
          message: `must be an array of department ids, got ${shown(item.deptIds)}`,
        })
      else item.deptIds.forEach((d, i) => id(d, `${at}.deptIds[${i}]`))
    }
  })
  return problems
}

/** Every problem of a form's flow nodes: an array of node objects whose `scope` is a grant scope. */
export function flowNodeProblems(value: unknown, field: string): InputProblem[] {
  if (value === undefined) return []
  if (!Array.isArray(value)) return [{ field, message: `must be an array of flow nodes, got ${shown(value)}` }]
  return value.flatMap((node, i) =>
    isRecord(node)
      ? scopeProblems(node.scope, `${field}[${i}].scope`)
      : [{ field: `${field}[${i}]`, message: `must be a flow node {id, name, kind, scope}, got ${shown(node)}` }],
  )
}
