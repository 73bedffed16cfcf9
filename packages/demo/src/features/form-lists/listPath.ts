import { FORM_APP_BASE, formPath } from '../../shared/paths.ts'
import { LIST_KINDS, type ListKind } from './kinds.ts'

const seg = encodeURIComponent

/** A list's address: in the app when `appId` is known, otherwise the release payload's short form. */
export function listPath(kind: ListKind, formId: string, appId?: string): string {
  const { release, segment } = LIST_KINDS[kind]
  if (appId || !release) return `${formPath(appId ?? '', formId)}/${segment}`
  return `${FORM_APP_BASE}/${release}/${seg(formId)}`
}
