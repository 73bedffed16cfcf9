/** Where a resource goes: next to an anchor (`after`, `before`) or under a parent (`child`). */
export const ORDERS = ['after', 'before', 'child'] as const
export type Order = (typeof ORDERS)[number]

/** A grant scope (spec `auth` object): business roles within departments, departments, business roles, persons. */
export interface GrantScope {
  deptRole: { roleId: string; deptIds: string[] }[]
  deptId: string[]
  roleId: string[]
  user: { deptId: string; userId: string }[]
}

/** A node of a form's flow and its responsible persons. */
export interface FlowNodeInput {
  id: string
  name: string
  /** `draft` is the drafting node: its scope is the create role's grant (spec role table). */
  kind: 'draft' | 'approve' | 'end'
  scope: Partial<GrantScope>
}

/** `flow` forms have the four list pages; the others (spec B9 `ext`) are one page each. */
export const FORM_KINDS = ['flow', 'noFlow', 'dashboard', 'roleManage'] as const
export type FormKind = (typeof FORM_KINDS)[number]

/** The generated pages of a flow form. */
export type PageType = 'draft' | 'todo' | 'done' | 'query'

/** A list page of a flow form in the release (spec B9 `position.resources[]`). */
export interface ReleasePage {
  code: string
  name: string
  type: PageType
  url: string
}

/** A system role entry (spec B9 `rlsyConfig[]`). `resourceCode` is a string per the spec, an array in the grouped form. */
export interface RoleConfig {
  authorized: GrantScope
  resourceCode: string | string[]
  rlsyCode: string
  rlsyName: string
  type: 'create' | 'processor' | 'view'
}

/** The release payload of spec B9, field for field. */
export interface ReleaseRequest {
  applyDeptId: string
  applyDeptName: string
  applyUserId: string
  applyUserName: string
  /** Non-flow forms only. */
  ext?: 'noFlow' | 'dashboard' | 'roleManage'
  /** New for every request. */
  flowId: string
  flowType: '9'
  /** Flow forms only: the message id, new for every request. */
  id?: string
  position: {
    code: string
    name: string
    order: Order
    resourceId: string
    /** The four list pages of a flow form; empty for a non-flow form. */
    resources: ReleasePage[]
    /** The page of a non-flow form; empty for a flow form. */
    url: string
  }
  rlsyConfig: RoleConfig[]
  /** Non-flow forms published before: their existing resource (deployed services send it). */
  resourceId?: string
  subId: string
  /** `yyyy-MM-dd HH:mm:ss`. */
  time: string
  title: string
  /** The form's url; deprecated in the spec, still sent. */
  url: string
  workId: string
  workName: string
}
