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
