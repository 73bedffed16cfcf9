import { useEffect, type RefObject } from 'react'
import { focusRow } from '../page/focusRow.ts'
import { useAfterRender } from '../page/useAfterRender.ts'
import { appliedUpdateText, heldUpdateText } from './pendingUpdateText.ts'
import type { Announce } from '../page/StatusLine.tsx'
import { useLatestTotal } from './useLatestTotal.ts'

/** What the hook's data source offers about a reload held back (`holdUpdates`). */
export interface HoldingList {
  items: readonly { id: string }[]
  pagination: { pageNo: number; pageSize: number; totalElements: number }
  pendingUpdate: { added: number; changed: number; removed: number } | null
  applyPendingUpdate: () => void
}

/**
 * A list's reload held back, said and shown: the notice's words (有 2 条新待办, by the server's latest count against
 * the page on screen), said once in the status line too (…，按“刷新”查看); `apply` (刷新) shows it, gives the focus to
 * the first new row (else the first row, else the list) and says what it did (已显示 2 条新待办。), so the focus never
 * stays on the notice that went away.
 *
 * @example
 * const held = useHeldUpdates(list, url, section, '待办', status.say)
 * <PendingUpdateNotice text={held.text} onApply={held.apply} />
 */
export function useHeldUpdates(
  list: HoldingList,
  url: string,
  section: RefObject<HTMLElement | null>,
  noun: string,
  say: Announce,
) {
  const latest = useLatestTotal(url, list.pagination)
  const change = list.pendingUpdate ? (latest ?? list.pagination.totalElements) - list.pagination.totalElements : 0
  const text = list.pendingUpdate ? heldUpdateText(change, noun) : null
  useEffect(() => {
    if (text) say(`${text}，按“刷新”查看。`, { hidden: true })
  }, [text, say])

  const { items } = list
  const showApplied = useAfterRender((applied: { before: Set<string>; change: number }) => {
    const first = items.find((row) => !applied.before.has(row.id))
    if (!focusRow(section.current, first?.id)) section.current?.querySelector<HTMLElement>('[tabindex="-1"]')?.focus()
    say(appliedUpdateText(applied.change, noun))
  })

  return {
    /** The notice's words, or `null` when nothing is held. */
    text,
    apply() {
      if (!list.pendingUpdate) return
      showApplied({ before: new Set(list.items.map((row) => row.id)), change })
      list.applyPendingUpdate()
    },
  }
}
