import { LIST_KINDS, type ListKind } from '../features/form-lists/kinds.ts'

/** The form app's base path (`form-resource-api` emits urls under it). */
export const FORM_APP_BASE = '/sinoform'

const seg = encodeURIComponent

export const appHomePath = (appId: string) => `${FORM_APP_BASE}/app/${seg(appId)}/home`
export const formPath = (appId: string, formId: string) => `${appHomePath(appId)}/form/${seg(formId)}`
export const groupPath = (appId: string, groupId: string) => `${appHomePath(appId)}/group/${seg(groupId)}`
export const dashboardPath = (appId: string, dashboardId: string) =>
  `${appHomePath(appId)}/dashboard/${seg(dashboardId)}`

/** A list's address: in the app when `appId` is known, otherwise the release payload's short form. */
export function listPath(kind: ListKind, formId: string, appId?: string): string {
  const { release, segment } = LIST_KINDS[kind]
  if (appId || !release) return `${formPath(appId ?? '', formId)}/${segment}`
  return `${FORM_APP_BASE}/${release}/${seg(formId)}`
}
