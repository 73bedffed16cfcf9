/** The form app's base path (`form-resource-api` emits urls under it). */
export const FORM_APP_BASE = '/sinoform'

/** The lists of a form, by their path segment in the publish tree (`…/home/form/<formId>/<segment>`). */
export type ListKind = 'draft' | 'todo' | 'done' | 'search' | 'noFlow'

/** Path segment of each list under a form in the app (spec C urls). */
export const LIST_SEGMENT: Record<ListKind, string> = {
  draft: 'draft-list',
  todo: 'todo-list',
  done: 'done-list',
  search: 'search-list',
  noFlow: 'no-flow-list',
}

/** Path of each list in the release payload (spec B9 urls: `/sinoform/<name>/<formId>`). */
export const RELEASE_LIST: Partial<Record<ListKind, string>> = {
  draft: 'draftList',
  todo: 'todoList',
  done: 'doneList',
  search: 'searchList',
}

const seg = encodeURIComponent

export const appHomePath = (appId: string) => `${FORM_APP_BASE}/app/${seg(appId)}/home`
export const formPath = (appId: string, formId: string) => `${appHomePath(appId)}/form/${seg(formId)}`
export const groupPath = (appId: string, groupId: string) => `${appHomePath(appId)}/group/${seg(groupId)}`
export const dashboardPath = (appId: string, dashboardId: string) =>
  `${appHomePath(appId)}/dashboard/${seg(dashboardId)}`

/** A list's address: in the app when `appId` is known, otherwise the release payload's short form. */
export function listPath(kind: ListKind, formId: string, appId?: string): string {
  const short = RELEASE_LIST[kind]
  if (appId || !short) return `${formPath(appId ?? '', formId)}/${LIST_SEGMENT[kind]}`
  return `${FORM_APP_BASE}/${short}/${seg(formId)}`
}
