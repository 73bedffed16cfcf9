import { useEffect, useState, type RefObject } from 'react'
import { focusRow } from './focusRow.ts'

/**
 * Where the focus goes when a row leaves its list (a draft submitted): once the list no longer shows it, to the row
 * that followed it on screen (else the one before, else the first), or `fallback` when the list is empty. Until
 * then the focus stays where it was (the row's button is still there).
 *
 * @example
 * const leave = useFocusAfterLeave(list.items, section, () => status.line.current)
 * leave(row.id) // after the row's 提交 succeeded
 */
export function useFocusAfterLeave(
  items: readonly { id: string }[],
  section: RefObject<HTMLElement | null>,
  fallback: () => HTMLElement | null,
) {
  const [leaving, setLeaving] = useState<{ id: string; next: string[] } | null>(null)
  useEffect(() => {
    if (!leaving || items.some((r) => r.id === leaving.id)) return
    setLeaving(null)
    const landed = leaving.next.some((id) => focusRow(section.current, id)) || focusRow(section.current)
    if (!landed) fallback()?.focus()
  }, [items, leaving, section, fallback])
  return (id: string) => {
    const order = items.map((r) => r.id)
    const at = order.indexOf(id)
    setLeaving({ id, next: [...order.slice(at + 1), ...order.slice(0, Math.max(at, 0)).reverse()] })
  }
}
