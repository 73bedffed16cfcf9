import { useSWRConfig } from 'swr'
import { useApi } from '../../app/api/useApi.ts'
import type { FormRecordRow } from './formRecord.ts'

/** What a handler does with a to-do: approve it, or return it to its drafter with the reason. */
export type TodoAction = 'approve' | 'return'

export const TODO_ACTION_LABELS: Record<TodoAction, string> = { approve: '同意', return: '退回' }

/** The list url of a list page's SWR key; `undefined` for any other key. */
function listUrlOf(key: unknown): string | undefined {
  if (typeof key != 'string' || !key.startsWith('[')) return undefined
  try {
    const [url] = JSON.parse(key) as unknown[]
    return typeof url == 'string' ? url : undefined
  } catch {
    return undefined
  }
}

/**
 * Acting on a to-do (办理): `POST /api/forms/{formId}/records/{id}/actions` with the action and the opinion, then
 * every list of the form on screen reloads (the to-do leaves the to-do list for the done list, a returned one goes
 * back to its drafter's drafts, and the tabs recount): SWR's own `mutate` with a key filter reaches the lists, which
 * register as SWR's revalidators while shown; the others reload when shown next.
 *
 * @example
 * const handle = useHandleTodo(formId)
 * await handle(row.id, 'approve', '同意')
 */
export function useHandleTodo(formId: string) {
  const api = useApi()
  const { mutate } = useSWRConfig()
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
    // The form's lists, by the list url in their key (`[url, page, size, sorts, filters]`, the hook's README).
    await mutate((key) => listUrlOf(key)?.startsWith(`/api/forms/${form}/`) ?? false)
    return record
  }
}
