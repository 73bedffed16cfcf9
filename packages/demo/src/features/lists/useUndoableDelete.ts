import { useCallback, useEffect, useRef, useState } from 'react'
import type { RecordId } from 'use-rest-page-api'
import { describeError } from '../../components/describeError.ts'
import type { Announce } from './StatusLine.tsx'

/** How long a deleted row can be brought back before the delete is sent. */
export const UNDO_MS = 5000

/** What the delete hook needs of a list: its local removal, the delete request and a reload. */
export interface UndoableList {
  removeItemsByIds: (ids: readonly RecordId[]) => void
  remove: (ids: RecordId | readonly RecordId[]) => Promise<void>
  reload: () => Promise<unknown>
}

/**
 * Deletes with an undo (react-admin's undoable mode): the rows leave the list at once, the status line offers 撤销
 * (with the focus, the rows it had being gone) for 5 s, and only then is the delete sent; 撤销 sends nothing, the
 * rows come back and `onUndone` is told which (to give one of them the focus). Leaving the page within the 5 s sends
 * it then. A reload or a closed tab within the 5 s sends nothing: the page cannot promise a request on its way out,
 * and a delete not sent loses nothing.
 *
 * @example
 * const deletes = useUndoableDelete(list, status.say, (ids) => focusRow(ids[0]))
 * deletes.remove(['61dd…'], '草稿“出差申请”')
 */
export function useUndoableDelete(list: UndoableList, say: Announce, onUndone?: (ids: RecordId[]) => void) {
  const pending = useRef<{ ids: RecordId[]; label: string; timer: ReturnType<typeof setTimeout> } | null>(null)
  /** The rows waiting to be deleted: gone from the list, its counts and its exports until sent or undone. */
  const [pendingIds, setPendingIds] = useState<readonly RecordId[]>([])
  const latest = useRef({ list, say, onUndone })
  latest.current = { list, say, onUndone }

  /** Sends the pending delete now. */
  const send = useCallback(() => {
    const sent = pending.current
    if (!sent) return
    clearTimeout(sent.timer)
    pending.current = null
    const { list, say } = latest.current
    list.remove(sent.ids.length === 1 ? (sent.ids[0] as RecordId) : sent.ids).then(
      () => {
        setPendingIds([])
        say(`已删除${sent.label}。`)
      },
      (error: unknown) => {
        void latest.current.list.reload()
        setPendingIds([])
        latest.current.say(`${describeError(error).title}，${sent.label}没有删除。`)
      },
    )
  }, [])

  // Leaving the page within the 5 s sends the delete.
  useEffect(() => send, [send])

  const undo = useCallback(() => {
    const waiting = pending.current
    if (!waiting) return
    clearTimeout(waiting.timer)
    pending.current = null
    setPendingIds([])
    const { list, say, onUndone } = latest.current
    void list.reload().then(() => onUndone?.(waiting.ids))
    say(`已撤销，${waiting.label}没有删除。`)
  }, [])

  return {
    pendingIds,
    /** Takes the rows out of the list and sends the delete in 5 s unless undone; a delete already waiting goes now. */
    remove(ids: RecordId[], label: string) {
      send()
      latest.current.list.removeItemsByIds(ids)
      pending.current = { ids, label, timer: setTimeout(send, UNDO_MS) }
      setPendingIds(ids)
      latest.current.say(`已删除${label}，5 秒内可以撤销。`, {
        action: { label: '撤销', run: undo },
        focusAction: true,
      })
    },
    /** Brings the rows back: nothing was sent; the list reloads what the server still has. */
    undo,
  }
}
export type UndoableDelete = ReturnType<typeof useUndoableDelete>
