/** The types of what the form app's pages read (`packages/mock-server/src/handlers/formAppPages.ts`). */

export type FormType = 'flow' | 'noFlow' | 'dashboard'

/** A form as the app lists it. */
export interface FormSummary {
  id: string
  name: string
  type: FormType
  groupId: string | null
  /** Its resource on the platform; `null` until published. */
  resourceId: string | null
}

/** `GET /api/apps/{appId}`: the app, its groups with their forms, and the forms outside any group. */
export interface AppStructure {
  id: string
  name: string
  iconUrl: string
  resourceId: string | null
  groups: { id: string; name: string; forms: FormSummary[] }[]
  forms: FormSummary[]
}

/** `GET /api/forms/{formId}`. */
export interface FormDetail extends FormSummary {
  appId: string
  app: string
  /** The group's name, or `null`. */
  group: string | null
  flowNodes: { id: string; name: string; kind: 'draft' | 'approve' | 'end' }[]
}

/** `GET /api/groups/{groupId}`. */
export interface GroupDetail {
  id: string
  name: string
  appId: string
  app: string
  resourceId: string | null
  forms: FormSummary[]
}

/** `GET /api/dashboards/{dashboardId}/statistics`. */
export interface DashboardStatistics {
  dashboard: { id: string; name: string; appId: string; app: string }
  total: number
  byStatus: { status: string; count: number }[]
  byDepartment: { deptId: string; deptName: string; count: number }[]
}

/** Kinds of form, as the pages name them. */
export const FORM_TYPE_LABELS: Record<FormType, string> = {
  flow: '流程表单',
  noFlow: '无流程表单',
  dashboard: '统计看板',
}
