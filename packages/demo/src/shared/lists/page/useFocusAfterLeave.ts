import type { RefObject } from 'react'
import { focusRow } from './focusRow.ts'
import { useAfterRender } from './useAfterRender.ts'

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
  const focusOnceGone = useAfterRender(
    ({ next }: { id: string; next: string[] }) => {
      const landed = next.some((id) => focusRow(section.current, id)) || focusRow(section.current)
      if (!landed) fallback()?.focus()
    },
    ({ id }) => !items.some((r) => r.id === id),
  )
  return (id: string) => {
    const order = items.map((r) => r.id)
    const at = order.indexOf(id)
    focusOnceGone({ id, next: [...order.slice(at + 1), ...order.slice(0, Math.max(at, 0)).reverse()] })
  }
}
