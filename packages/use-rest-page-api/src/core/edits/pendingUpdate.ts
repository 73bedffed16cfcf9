import { idOf } from './listEdits.ts'
import type { PendingUpdate } from '../engine/RestPageDataSource.ts'

/**
 * True when two lists of records hold the same records in the same order (by key): an answer that only changes
 * fields moves no row, and is shown at once even while updates are held.
 *
 * @example
 * sameRows([{ id: 1 }, { id: 2 }], [{ id: 1, title: 'x' }, { id: 2 }], 'id') // true
 */
export function sameRows<TItem>(a: readonly TItem[], b: readonly TItem[], keyName: keyof TItem & string): boolean {
  return (
    a.length === b.length && a.every((item, i) => String(idOf(item, keyName)) === String(idOf(b[i] as TItem, keyName)))
  )
}

/**
 * What `next` would change on screen (`shown`): records added, records whose fields differ, records removed.
 *
 * @example
 * diffRows([{ id: 1 }, { id: 2 }], [{ id: 3 }, { id: 1 }], 'id') // { added: 1, changed: 0, removed: 1 }
 */
export function diffRows<TItem>(
  shown: readonly TItem[],
  next: readonly TItem[],
  keyName: keyof TItem & string,
): PendingUpdate {
  const before = new Map(shown.map((item) => [String(idOf(item, keyName)), item]))
  let added = 0
  let changed = 0
  for (const item of next) {
    const key = String(idOf(item, keyName))
    const old = before.get(key)
    if (!before.delete(key)) added++
    else if (old !== item && JSON.stringify(old) !== JSON.stringify(item)) changed++
  }
  return { added, changed, removed: before.size }
}
