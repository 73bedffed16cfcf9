import type { GrantScope } from 'form-resource-api'
import type { Ids } from './ids.ts'
import type { Org } from './org.ts'

export type { GrantScope } from 'form-resource-api'

export interface FlowNode {
  id: string
  name: string
  /** The drafting node starts the flow; its scope is the create role's grant (spec role table). */
  kind: 'draft' | 'approve' | 'end'
  /** Responsible persons of the node. */
  scope: GrantScope
}

export type FormType = 'flow' | 'noFlow' | 'dashboard'

export interface Form {
  id: string
  name: string
  type: FormType
  appId: string
  /** The group the form sits in, if any. */
  groupId: string | null
  /** Flow forms only. */
  flowNodes: FlowNode[]
  /** Set once the form is published: its resource on the platform. */
  resourceId: string | null
  /** The administrators set at the last publication (the view role). */
  administrators: GrantScope
}

export interface Group {
  id: string
  name: string
  appId: string
  resourceId: string | null
}

export interface App {
  id: string
  name: string
  iconUrl: string
  resourceId: string | null
}

export const emptyScope = (): GrantScope => ({ deptRole: [], deptId: [], roleId: [], user: [] })

/**
 * The app 国际合作 of the domain notes: flow forms 出差申请 (clerk applies → section chief approves → end), 请假申请,
 * 印章申请, 接待通报单; no-flow forms 出国（境）团组 and 借阅记录; the dashboard 统计分析; the group 人员资料库.
 */
export function seedApps(ids: Ids, org: Org) {
  const app: App = { id: ids.objectId(), name: '国际合作', iconUrl: '/icons/international.svg', resourceId: null }
  const group: Group = { id: ids.objectId(), name: '人员资料库', appId: app.id, resourceId: null }
  const ke = org.departments.find((d) => d.name === '秘书科')?.id as string
  const role = (name: string) => org.roles.find((r) => r.name === name)?.id as string
  const user = (name: string) => {
    const u = org.users.find((x) => x.name === name)
    return { deptId: u?.deptId as string, userId: u?.id as string }
  }
  const flow = (name: string): Form => ({
    id: ids.objectId(),
    name,
    type: 'flow',
    appId: app.id,
    groupId: null,
    resourceId: null,
    administrators: emptyScope(),
    flowNodes: [
      {
        id: ids.code(),
        name: '科员申请',
        kind: 'draft',
        scope: { ...emptyScope(), deptRole: [{ roleId: role('科员'), deptIds: [ke] }], user: [user('张三')] },
      },
      {
        id: ids.code(),
        name: '科长审批',
        kind: 'approve',
        scope: { ...emptyScope(), roleId: [role('科长')], user: [user('科长一')] },
      },
      { id: ids.code(), name: '结束', kind: 'end', scope: emptyScope() },
    ],
  })
  const other = (name: string, type: FormType, groupId: string | null = null): Form => ({
    id: ids.objectId(),
    name,
    type,
    appId: app.id,
    groupId,
    resourceId: null,
    administrators: emptyScope(),
    flowNodes: [],
  })
  const forms: Form[] = [
    flow('出差申请'),
    flow('请假申请'),
    flow('印章申请'),
    flow('接待通报单'),
    other('出国（境）团组', 'noFlow'),
    other('借阅记录', 'noFlow', group.id),
    other('统计分析', 'dashboard'),
  ]
  return { apps: [app], groups: [group], forms }
}
