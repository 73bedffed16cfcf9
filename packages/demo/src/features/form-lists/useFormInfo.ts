import { useRestResource } from 'use-rest-page-api'

/** A form as `GET /api/forms/{formId}` answers it: enough for a list's heading and links. */
export interface FormInfo {
  id: string
  name: string
  type: 'flow' | 'noFlow' | 'dashboard'
  appId: string
  app: string
}

/** The form a list belongs to (its name, its app). */
export function useFormInfo(formId: string) {
  return useRestResource<FormInfo>(`/api/forms/${encodeURIComponent(formId)}`)
}
