import { isRestError, useRestPageApiStore } from 'use-rest-page-api'
import { useApi } from '../../shared/api/useApi.ts'
import type { FormRecordRow } from './formRecord.ts'
import { formCollections } from './kinds.ts'

/** What a handler does with a to-do: approve it, or return it to its drafter with the reason. */
export type TodoAction = 'approve' | 'return'

export const TODO_ACTION_LABELS: Record<TodoAction, string> = { approve: '同意', return: '退回' }

/** The last action on a to-do someone got to first (the mock's 409 body, `handled`). */
export interface TakenBy {
  /** The person's name. */
  by: string | null
  /** `yyyy-MM-dd HH:mm:ss`. */
  at: string
  action: string
}

/** How a 办理 ended: done, or someone got there first (409), `taken` naming who and when when the server says. */
export type HandleOutcome = { done: FormRecordRow } | { taken: TakenBy | null }

/**
 * Acting on a to-do (办理): `POST /api/forms/{formId}/records/{id}/actions` with the action and the opinion, then
 * every list of the form on screen reloads (the to-do leaves the to-do list for the done list, a returned one goes
 * back to its drafter's drafts, and the tabs recount): the lists' store marks the lists of the form's collections
 * old (`invalidate`, the hook's collection API), so those on screen reload and the others reload when shown next.
 * A 409 (it no longer waits on the user: someone got there first) is an outcome, not a failure: the lists reload
 * all the same. Any other failure rejects.
 *
 * @example
 * const handle = useHandleTodo(formId)
 * const outcome = await handle(row.id, 'approve', '同意')
 */
export function useHandleTodo(formId: string) {
  const api = useApi()
  const lists = useRestPageApiStore()
  // By hand: the write is the app's own POST, not a list's, so the store cannot know the form's lists are old.
  const refresh = () => {
    for (const collection of formCollections(formId)) lists.invalidate(collection)
  }
  return async (id: string, action: TodoAction, comment: string): Promise<HandleOutcome> => {
    const url = `/api/forms/${encodeURIComponent(formId)}/records/${encodeURIComponent(id)}/actions`
    try {
      const done = await api.send<FormRecordRow>('POST', url, { action, comment })
      refresh()
      return { done }
    } catch (error) {
      if (!isRestError(error) || error.status !== 409) throw error
      refresh()
      const handled = (error.body as { handled?: TakenBy | null } | undefined)?.handled
      return { taken: handled && typeof handled.at == 'string' ? handled : null }
    }
  }
}

/** What a 409 says: who handled the to-do and when, in words (`科长一已于 2026-03-02 09:14 同意了这份待办`). */
export function describeTaken(taken: TakenBy | null, me: string | undefined): string {
  if (!taken) return '这份待办已不在你的待办中，不需要你再办理。'
  const who = taken.by === null ? '有人' : taken.by === me ? '你' : taken.by
  const what = taken.action === 'return' ? '退回了' : taken.action === 'approve' ? '同意了' : '办理了'
  return `${who}已于 ${taken.at.slice(0, 16)} ${what}这份待办，不需要你再办理。`
}
