import { useCallback, useEffect, useRef, useState } from 'react'
import type { RecordId, SearchParams, SortInfo } from 'use-rest-page-api'
import { describeError } from '../../../components/describeError.ts'
import type { Announce } from '../page/StatusLine.tsx'

/** How long a deleted row can be brought back before the delete is sent. */
export const UNDO_MS = 5000
/**
 * Who offers 撤销 on the status line, one owner a window: the offer stays while others speak (an export, the outcome
 * of the delete before it), until its own delete says how it ended.
 */
let windows = 0
const nextOwner = () => `undoable-delete:${++windows}`

/** What the delete hook needs of a list: its query, its local removal, the delete request and a reload. */
export interface UndoableList {
  pagination: { pageNo: number; pageSize: number; sorts: readonly SortInfo[] }
  searchParams: SearchParams
  removeItemsByIds: (ids: readonly RecordId[]) => void
  remove: (ids: RecordId | readonly RecordId[]) => Promise<void>
  reload: () => Promise<unknown>
}

export interface UndoableDeleteOptions {
  /** 撤销 brought these rows back (give one of them the focus). Default: nothing. */
  onUndone?: ((ids: RecordId[]) => void) | undefined
  /**
   * The delete succeeded: refresh what else counts the rows (another collection's lists, the tab counts) and resolve
   * once what is on screen is the server's; the rows count as pending (`pendingIds`) until then, so a count never
   * shows them again in between. Default: nothing to wait for.
   */
  afterDelete?: (() => Promise<void> | void) | undefined
}

/**
 * Deletes with an undo and no question first (react-admin's undoable mode): the rows leave the list at once, the
 * status line offers 撤销 (with the focus, the rows it had being gone) for 5 s, and only then is the delete sent;
 * 撤销 sends nothing, the rows come back and `onUndone` is told which. Until the server has them gone and the lists
 * on screen say so, `pendingIds` names them, for the counts and exports that read the server (the tab counts,
 * 导出全部) to leave them out. The window belongs to the view it was opened in: a move to another page, size, sort
 * or filter sends the delete first, as leaving the page does, so a pager never counts rows the list no longer
 * shows. A reload or a closed tab within the 5 s sends nothing: the page cannot promise a request on its way out,
 * and a delete not sent loses nothing.
 *
 * @example
 * const deletes = useUndoableDelete(list, status.say, { onUndone: (ids) => focusRow(section, String(ids[0])) })
 * deletes.remove(['61dd…'], '草稿“出差申请”')
 */
export function useUndoableDelete(list: UndoableList, say: Announce, options: UndoableDeleteOptions = {}) {
  const pending = useRef<{
    ids: RecordId[]
    label: string
    owner: string
    timer: ReturnType<typeof setTimeout>
  } | null>(null)
  /** The rows deleted and not yet gone from the server's answers on screen. */
  const [pendingIds, setPendingIds] = useState<readonly RecordId[]>([])
  const latest = useRef({ list, say, options })
  latest.current = { list, say, options }

  /** Sends the pending delete now. */
  const send = useCallback(() => {
    const sent = pending.current
    if (!sent) return
    clearTimeout(sent.timer)
    pending.current = null
    const { list } = latest.current
    const forget = () => setPendingIds((ids) => ids.filter((id) => !sent.ids.includes(id)))
    list.remove(sent.ids.length === 1 ? (sent.ids[0] as RecordId) : sent.ids).then(
      async () => {
        latest.current.say(`已删除${sent.label}。`, { owner: sent.owner })
        await latest.current.options.afterDelete?.()
        forget()
      },
      (error: unknown) => {
        void latest.current.list.reload()
        forget()
        latest.current.say(`${describeError(error).title}，${sent.label}没有删除。`, { owner: sent.owner })
      },
    )
  }, [])

  // Leaving the page within the 5 s sends the delete.
  useEffect(() => send, [send])
  // So does a move to another view of the list.
  const { pageNo, pageSize, sorts } = list.pagination
  const view = JSON.stringify([pageNo, pageSize, sorts, list.searchParams])
  const shownView = useRef(view)
  useEffect(() => {
    if (shownView.current === view) return
    shownView.current = view
    send()
  }, [view, send])

  const undo = useCallback(() => {
    const waiting = pending.current
    if (!waiting) return
    clearTimeout(waiting.timer)
    pending.current = null
    setPendingIds((ids) => ids.filter((id) => !waiting.ids.includes(id)))
    const { list, say, options } = latest.current
    void list.reload().then(() => options.onUndone?.(waiting.ids))
    say(`已撤销，${waiting.label}没有删除。`, { owner: waiting.owner })
  }, [])

  return {
    pendingIds,
    /** Takes the rows out of the list and sends the delete in 5 s unless undone; a delete already waiting goes now. */
    remove(ids: RecordId[], label: string) {
      send()
      latest.current.list.removeItemsByIds(ids)
      const owner = nextOwner()
      pending.current = { ids, label, owner, timer: setTimeout(send, UNDO_MS) }
      setPendingIds((before) => [...before, ...ids])
      latest.current.say(`已删除${label}，5 秒内可以撤销。`, {
        action: { label: '撤销', run: undo },
        focusAction: true,
        owner,
      })
    },
    /** Brings the rows back: nothing was sent; the list reloads what the server still has. */
    undo,
  }
}
export type UndoableDelete = ReturnType<typeof useUndoableDelete>
