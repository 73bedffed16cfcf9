import { useCallback, useEffect, useRef, useState } from 'react'
import type { RecordId } from 'use-rest-page-api'
import { describeError } from '../../components/describeError.ts'

/** How long a deleted row can be brought back before the delete is sent. */
export const UNDO_MS = 5000

/** What the delete hook needs of a list: its local removal, the delete request and a reload. */
export interface UndoableList {
  removeItemsByIds: (ids: readonly RecordId[]) => void
  remove: (ids: RecordId | readonly RecordId[]) => Promise<void>
  reload: () => Promise<unknown>
}

export type DeleteNotice =
  | { status: 'pending'; message: string }
  | { status: 'done'; message: string }
  | { status: 'undone'; message: string }
  | { status: 'failed'; message: string }

/**
 * Deletes with an undo (react-admin's undoable mode): the rows leave the list at once, a notice offers 撤销 for
 * 5 s, and only then is the delete sent; 撤销 sends nothing and the rows come back. Leaving the page within the 5 s
 * sends it then. A reload or a closed tab within the 5 s sends nothing: the page cannot promise a request on its way
 * out, and a delete not sent loses nothing.
 *
 * @example
 * const deletes = useUndoableDelete(list, (n) => `${n} 份草稿`)
 * deletes.remove(['61dd…'], '草稿“出差申请”')
 */
export function useUndoableDelete(list: UndoableList) {
  const [notice, setNotice] = useState<DeleteNotice | null>(null)
  const pending = useRef<{ ids: RecordId[]; label: string; timer: ReturnType<typeof setTimeout> } | null>(null)
  const latest = useRef(list)
  latest.current = list

  /** Sends the pending delete now. */
  const send = useCallback(() => {
    const sent = pending.current
    if (!sent) return
    clearTimeout(sent.timer)
    pending.current = null
    latest.current.remove(sent.ids.length === 1 ? (sent.ids[0] as RecordId) : sent.ids).then(
      () => setNotice({ status: 'done', message: `已删除${sent.label}。` }),
      (error: unknown) => {
        void latest.current.reload()
        setNotice({ status: 'failed', message: `${describeError(error).title}，${sent.label}没有删除。` })
      },
    )
  }, [])

  // Leaving the page within the 5 s sends the delete.
  useEffect(() => send, [send])

  return {
    notice,
    /** Takes the rows out of the list and sends the delete in 5 s unless undone; a delete already waiting goes now. */
    remove(ids: RecordId[], label: string) {
      send()
      latest.current.removeItemsByIds(ids)
      pending.current = { ids, label, timer: setTimeout(send, UNDO_MS) }
      setNotice({ status: 'pending', message: `已删除${label}。` })
    },
    /** Brings the rows back: nothing was sent; the list reloads what the server still has. */
    undo() {
      const waiting = pending.current
      if (!waiting) return
      clearTimeout(waiting.timer)
      pending.current = null
      void latest.current.reload()
      setNotice({ status: 'undone', message: `已撤销，${waiting.label}没有删除。` })
    },
    dismiss: () => setNotice(null),
  }
}
export type UndoableDelete = ReturnType<typeof useUndoableDelete>
