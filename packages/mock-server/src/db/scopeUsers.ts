import type { GrantScope } from './apps.ts'
import type { Org } from './org.ts'

/**
 * The users a flow node's scope names, in the directory's order: the persons listed, the members of the departments,
 * the holders of the roles, and the holders of a business role in one of its departments (spec role table).
 *
 * @example
 * scopeUsers(db.org, approveNode.scope) // ['4028…'] (科长一)
 */
export function scopeUsers(org: Org, scope: GrantScope): string[] {
  return org.users
    .filter(
      (u) =>
        scope.user.some((p) => p.userId === u.id) ||
        scope.deptId.includes(u.deptId) ||
        u.roleIds.some((r) => scope.roleId.includes(r)) ||
        scope.deptRole.some((e) => u.roleIds.includes(e.roleId) && e.deptIds.includes(u.deptId)),
    )
    .map((u) => u.id)
}
