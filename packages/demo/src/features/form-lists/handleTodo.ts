import { useRestPageApiStore } from 'use-rest-page-api'
import { useApi } from '../../app/api/useApi.ts'
import type { FormRecordRow } from './formRecord.ts'
import { formCollections } from './kinds.ts'

/** What a handler does with a to-do: approve it, or return it to its drafter with the reason. */
export type TodoAction = 'approve' | 'return'

export const TODO_ACTION_LABELS: Record<TodoAction, string> = { approve: '同意', return: '退回' }

/**
 * Acting on a to-do (办理): `POST /api/forms/{formId}/records/{id}/actions` with the action and the opinion, then
 * every list of the form on screen reloads (the to-do leaves the to-do list for the done list, a returned one goes
 * back to its drafter's drafts, and the tabs recount): the lists' store marks the lists of the form's collections
 * old (`invalidate`, the hook's collection API), so those on screen reload and the others reload when shown next.
 *
 * @example
 * const handle = useHandleTodo(formId)
 * await handle(row.id, 'approve', '同意')
 */
export function useHandleTodo(formId: string) {
  const api = useApi()
  const lists = useRestPageApiStore()
  return async (id: string, action: TodoAction, comment: string) => {
    const form = encodeURIComponent(formId)
    const record = await api.send<FormRecordRow>(
      'POST',
      `/api/forms/${form}/records/${encodeURIComponent(id)}/actions`,
      {
        action,
        comment,
      },
    )
    for (const collection of formCollections(formId)) lists.invalidate(collection)
    return record
  }
}
