import type { Ids } from './ids.ts'

export interface Department {
  id: string
  name: string
  /** `null` for a top-level department. */
  parentId: string | null
}

export interface BusinessRole {
  id: string
  name: string
}

export interface User {
  id: string
  name: string
  deptId: string
  /** Business roles the user holds in their department. */
  roleIds: string[]
}

export interface Org {
  departments: Department[]
  roles: BusinessRole[]
  users: User[]
}

/** Departments, business roles and users after the domain notes: 18043 系统管理部, a 局 → 司 → 处 → 科 chain, 金融保险部. */
export function seedOrg(ids: Ids): Org {
  const ju = { id: ids.platformId(), name: '国际合作局', parentId: null }
  const si = { id: ids.platformId(), name: '合作司', parentId: ju.id }
  const chu = { id: ids.platformId(), name: '综合处', parentId: si.id }
  const ke = { id: ids.platformId(), name: '秘书科', parentId: chu.id }
  const departments: Department[] = [
    { id: '18043', name: '系统管理部', parentId: null },
    ju,
    si,
    chu,
    ke,
    { id: ids.platformId(), name: '金融保险部', parentId: null },
  ]
  const roles: BusinessRole[] = ['处员', '司长', '副司长', '处长', '副处长', '科长', '副科长', '科员'].map((name) => ({
    id: ids.platformId(),
    name,
  }))
  const role = (name: string) => roles.find((r) => r.name === name)?.id as string
  const users: User[] = [
    { id: '1', name: 'admin', deptId: '18043', roleIds: [] },
    { id: ids.platformId(), name: '汪芳', deptId: chu.id, roleIds: [role('处长')] },
    { id: ids.platformId(), name: '张三', deptId: ke.id, roleIds: [role('科员')] },
    { id: ids.platformId(), name: '李四', deptId: si.id, roleIds: [role('副司长')] },
    { id: ids.platformId(), name: '科员一', deptId: ke.id, roleIds: [role('科员')] },
    { id: ids.platformId(), name: '科长一', deptId: ke.id, roleIds: [role('科长')] },
  ]
  return { departments, roles, users }
}
