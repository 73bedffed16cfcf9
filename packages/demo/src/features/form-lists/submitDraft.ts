import { useRestPageApiStore } from 'use-rest-page-api'
import { useApi } from '../../shared/api/useApi.ts'
import type { FormRecordRow } from './formRecord.ts'
import { formCollections } from './kinds.ts'

/**
 * 提交: sends a draft (a returned one too) into its form's flow, `POST /api/forms/{formId}/drafts/{id}/actions` with
 * `{action: 'submit'}` (the shape of 办理's actions; the spec names no submit), and answers the record now in flow,
 * with the handlers it waits on (`handlerNames`). Then every list of the form is made stale through the lists'
 * store, as 办理 does: the draft leaves the drafts, the tabs recount.
 *
 * @example
 * const submit = useSubmitDraft(formId)
 * const record = await submit(row.id) // record.status === '流转中'
 */
export function useSubmitDraft(formId: string) {
  const api = useApi()
  const lists = useRestPageApiStore()
  return async (id: string) => {
    const path = `/api/forms/${encodeURIComponent(formId)}/drafts/${encodeURIComponent(id)}/actions`
    const record = await api.send<FormRecordRow>('POST', path, { action: 'submit' })
    // By hand: the write is the app's own POST, not a list's, so the store cannot know the form's lists are old.
    for (const collection of formCollections(formId)) lists.invalidate(collection)
    return record
  }
}

/** What the status line says of a submitted draft: where it went. */
export function submittedMessage(record: Pick<FormRecordRow, 'bt' | 'handlerNames'>) {
  const to = (record.handlerNames ?? []).filter(Boolean).join('、')
  return `已提交“${record.bt}”${to ? `，已送${to}办理` : ''}。`
}
