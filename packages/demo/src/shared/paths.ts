/** The form app's base path (`form-resource-api` emits urls under it). */
export const FORM_APP_BASE = '/sinoform'

const seg = encodeURIComponent

export const appHomePath = (appId: string) => `${FORM_APP_BASE}/app/${seg(appId)}/home`
export const formPath = (appId: string, formId: string) => `${appHomePath(appId)}/form/${seg(formId)}`
export const groupPath = (appId: string, groupId: string) => `${appHomePath(appId)}/group/${seg(groupId)}`
export const dashboardPath = (appId: string, dashboardId: string) =>
  `${appHomePath(appId)}/dashboard/${seg(dashboardId)}`
