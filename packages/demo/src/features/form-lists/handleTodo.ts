import { isRestError, useRestSend } from 'use-rest-page-api'
import { describeError } from '../../components/describeError.ts'
import { useSyncNoticesStore } from '../../shared/sync/syncNotices.ts'
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

/**
 * How a 办理 ended: done, someone got there first (409, `taken` naming who and when when the server says), or, with
 * no connection, `queued`: it waits in the lists' outbox and goes out when the connection is back.
 */
export type HandleOutcome = { done: FormRecordRow } | { taken: TakenBy | null } | { queued: true }

/** The to-do acted on: its id, and its title for what is said about it later. */
export interface TodoRef {
  id: string
  title: string
}

export interface HandleTodoOptions {
  /** The signed-in user's name (describeTaken says 你 for them). */
  me: string | undefined
  /** Where 查看 opens a to-do whose answer comes later (its record in the form's query list). */
  viewPath: (id: string) => string
}

/** What a 409's body says about who got there first. */
function takenBy(error: unknown): TakenBy | null {
  const handled = (isRestError(error) ? (error.body as { handled?: TakenBy | null } | undefined) : undefined)?.handled
  return handled && typeof handled.at == 'string' ? handled : null
}

/**
 * Acting on a to-do (办理): `POST /api/forms/{formId}/records/{id}/actions` with the action and the opinion, sent
 * through the lists' outbox (`useRestSend`): the to-do leaves the lists of the form's records at once (`removes`),
 * and after the answer every list of the form reloads (the to-do moves to the done list, a returned one goes back to
 * its drafter's drafts, the tabs recount). A 409 (it no longer waits on the user: someone got there first) is an
 * outcome, not a failure. Offline, the write waits in the outbox and the outcome is `queued` at once; when it is
 * answered later, a 409 or a refusal is told as a notice (`SyncNoticesContext`) with 查看, wherever the user is by
 * then. Any other failure of a write sent at once rejects.
 *
 * @example
 * const handle = useHandleTodo(formId, { me, viewPath })
 * const outcome = await handle({ id: row.id, title: row.bt }, 'approve', '同意')
 */
export function useHandleTodo(formId: string, { me, viewPath }: HandleTodoOptions) {
  const send = useRestSend()
  const notices = useSyncNoticesStore()
  const records = `/api/forms/${encodeURIComponent(formId)}/records`
  return async ({ id, title }: TodoRef, action: TodoAction, comment: string): Promise<HandleOutcome> => {
    const offline = !navigator.onLine
    const answered = send({
      method: 'POST',
      url: `${records}/${encodeURIComponent(id)}/actions`,
      body: { action, comment },
      collection: formCollections(formId),
      record: id,
      removes: { collection: records, ids: [id] },
    }).then(
      (done) => ({ done: done as FormRecordRow }),
      (error: unknown): HandleOutcome => {
        if (isRestError(error) && error.status === 409) return { taken: takenBy(error) }
        throw error
      },
    )
    if (!offline) return answered
    // It waits for the connection: what becomes of it is said when it is answered, wherever the user is by then.
    answered.then(
      (outcome) => {
        if ('taken' in outcome)
          notices.add({ id, text: `“${title}”：${describeTaken(outcome.taken, me)}`, tone: 'info', view: viewPath(id) })
      },
      (error: unknown) =>
        notices.add({
          id,
          text: `“${title}”：${describeError(error).title}，没有${TODO_ACTION_LABELS[action]}。`,
          tone: 'error',
          view: viewPath(id),
        }),
    )
    return { queued: true }
  }
}

/** What a 409 says: who handled the to-do and when, in words (`科长一已于 2026-03-02 09:14 同意了这份待办`). */
export function describeTaken(taken: TakenBy | null, me: string | undefined): string {
  if (!taken) return '这份待办已不在你的待办中，不需要你再办理。'
  const who = taken.by === null ? '有人' : taken.by === me ? '你' : taken.by
  const what = taken.action === 'return' ? '退回了' : taken.action === 'approve' ? '同意了' : '办理了'
  return `${who}已于 ${taken.at.slice(0, 16)} ${what}这份待办，不需要你再办理。`
}
