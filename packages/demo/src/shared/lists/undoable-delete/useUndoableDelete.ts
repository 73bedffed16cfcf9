import { useCallback, useEffect, useRef, useState } from 'react'
import type { ListFetchOptions, RecordId, SearchParams, SortInfo } from 'use-rest-page-api'
import { describeError } from '../../../components/describeError.ts'
import { useLatest } from '../../../components/useLatest.ts'
import type { Announce } from '../page/StatusLine.tsx'

/** How long a deleted row can be brought back before the delete is sent. */
export const UNDO_MS = 5000

/** What the delete hook needs of a list: its rows and query, its local removal, the delete request and its moves. */
export interface UndoableList {
  items: readonly { id: RecordId }[]
  pagination: { pageNo: number; pageSize: number; sorts: readonly SortInfo[] }
  searchParams: SearchParams
  removeItemsByIds: (ids: readonly RecordId[]) => void
  remove: (ids: RecordId | readonly RecordId[]) => Promise<void>
  reload: () => Promise<unknown>
  fetch: (query: Pick<ListFetchOptions, 'page' | 'replace'>) => Promise<unknown>
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

/** A delete waiting out its 5 s. */
interface Waiting {
  ids: RecordId[]
  label: string
  /** Its offer's owner on the status line, one a window. */
  owner: string
  timer: ReturnType<typeof setTimeout>
  /** The page the rows were on, when they were all its rows: the list then shows the page before (the hook's move). */
  emptied?: { pageNo: number; view: string } | undefined
}

/** The list's view (page, size, sort, filters): a delete's window belongs to the view it was opened in. */
const viewOf = (list: UndoableList, pageNo = list.pagination.pageNo) =>
  JSON.stringify([pageNo, list.pagination.pageSize, list.pagination.sorts, list.searchParams])

let windows = 0

/**
 * Deletes with an undo and no question first (react-admin's undoable mode): the rows leave the list at once, the
 * status line offers 撤销 (with the focus, the rows it had being gone) for 5 s, and only then is the delete sent;
 * 撤销 sends nothing, the rows come back and `onUndone` is told which. Until the server has them gone and the lists
 * on screen say so, `pendingIds` names them, for the counts and exports that read the server (the tab counts,
 * 导出全部) to leave them out. The window belongs to the view it was opened in: a move to another page, size, sort
 * or filter sends the delete first, as leaving the page does, so a pager never counts rows the list no longer
 * shows. The one move that does not is the list's own: rows that were all of a page past the first leave it empty,
 * and the list shows the page before; that page's counts still hold them, so `offPage` says how many to leave out,
 * and 撤销 goes back to their page. A reload or a closed tab within the 5 s sends nothing: the page cannot promise a
 * request on its way out, and a delete not sent loses nothing.
 *
 * @example
 * const deletes = useUndoableDelete(list, status.say, { onUndone: (ids) => focusRow(section, String(ids[0])) })
 * deletes.remove(['61dd…'], '草稿“出差申请”')
 */
export function useUndoableDelete(list: UndoableList, say: Announce, options: UndoableDeleteOptions = {}) {
  const pending = useRef<Waiting | null>(null)
  /** The rows deleted and not yet gone from the server's answers on screen. */
  const [pendingIds, setPendingIds] = useState<readonly RecordId[]>([])
  /** Rows of the page the list left (emptied by a delete) that the page it shows still counts, in that view. */
  const [offPage, setOffPage] = useState<{ view: string; count: number } | null>(null)
  // What the callbacks read when they run.
  const latest = useLatest({ list, say, options })

  /** Sends the pending delete now. */
  const send = useCallback(() => {
    const sent = pending.current
    if (!sent) return
    clearTimeout(sent.timer)
    pending.current = null
    const forget = () => {
      setPendingIds((ids) => ids.filter((id) => !sent.ids.includes(id)))
      setOffPage(null)
    }
    latest.current.list.remove(sent.ids.length === 1 ? (sent.ids[0] as RecordId) : sent.ids).then(
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
  }, [latest])

  // Leaving the page within the 5 s sends the delete.
  useEffect(() => send, [send])
  // So does a move to another view of the list, but the list's own to the page before one the delete emptied.
  const view = viewOf(list)
  const shownView = useRef(view)
  useEffect(() => {
    if (shownView.current === view) return
    shownView.current = view
    const waiting = pending.current
    if (waiting?.emptied?.view === view) return setOffPage({ view, count: waiting.ids.length })
    setOffPage(null)
    send()
  }, [view, send])

  const undo = useCallback(() => {
    const waiting = pending.current
    if (!waiting) return
    clearTimeout(waiting.timer)
    pending.current = null
    setPendingIds((ids) => ids.filter((id) => !waiting.ids.includes(id)))
    setOffPage(null)
    const { list, say, options } = latest.current
    // Back to the page the rows were on, when the list had left it; else the page reads what the server still has.
    const back = waiting.emptied ? list.fetch({ page: waiting.emptied.pageNo, replace: true }) : list.reload()
    void back.then(() => options.onUndone?.(waiting.ids))
    say(`已撤销，${waiting.label}没有删除。`, { owner: waiting.owner })
  }, [latest])

  /** Takes the rows out of the list and sends the delete in 5 s unless undone; a delete already waiting goes now. */
  const remove = useCallback(
    (ids: RecordId[], label: string) => {
      send()
      const { list, say } = latest.current
      const { pageNo } = list.pagination
      const gone = new Set(ids.map(String))
      const emptied =
        pageNo > 0 && list.items.length > 0 && list.items.every((item) => gone.has(String(item.id)))
          ? { pageNo, view: viewOf(list, pageNo - 1) }
          : undefined
      const owner = `undoable-delete:${++windows}`
      pending.current = { ids, label, owner, timer: setTimeout(send, UNDO_MS), emptied }
      setPendingIds((before) => [...before, ...ids])
      list.removeItemsByIds(ids)
      say(`已删除${label}，5 秒内可以撤销。`, { action: { label: '撤销', run: undo }, focusAction: true, owner })
    },
    [send, undo, latest],
  )

  return {
    pendingIds,
    /**
     * How many rows the page on screen counts that the user deleted (within their 5 s) from the page after it, which
     * they emptied: its pager leaves them out. `0` otherwise.
     */
    offPage: offPage?.view === view ? offPage.count : 0,
    remove,
    /** Brings the rows back: nothing was sent; the list reloads what the server still has. */
    undo,
  }
}
export type UndoableDelete = ReturnType<typeof useUndoableDelete>
