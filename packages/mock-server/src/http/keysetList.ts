import { cursorOf, keysetSort, keysetWindow } from './keysetCursor.ts'
import { pageOf, sortRecords, type MockSort } from './parseListQuery.ts'

/** A list's answer to a keyset feed: the window and the next window's cursor. */
export interface KeysetAnswer<T> {
  content: T[]
  hasNext: boolean
  nextCursor: string | null
}

/**
 * How a list answers under the keyset wire contract (the hook's README, "Keyset paging"), for a list whose key is
 * `key`, sorted by `sorts` (the list's default already applied):
 * - `?cursor=` present: the window after it (`cursor=` empty: the first window), sorted by `sorts` with the key
 *   appended unless they end in it; a cursor that does not decode or was made for another sort is refused (the
 *   reason, for a 400);
 * - no cursor and a sort that ends in the key (a keyset feed's first request): the page envelope of the first page
 *   (`page` is honoured, as Spring's `Pageable` would), plus `hasNext` and the `nextCursor` of the window after it;
 * - otherwise a plain page envelope (offset paging, the tables).
 *
 * @example
 * keysetList(records, [{ field: 'cjsj', desc: true }, { field: 'id', desc: false }], { page: 0, size: 15 }, null, 'id')
 * // { content: [15 records], number: 0, size: 15, totalPages, totalElements, hasNext: true, nextCursor: 'S19b…' }
 */
export function keysetList<T extends object>(
  records: readonly T[],
  sorts: readonly MockSort[],
  { page, size }: { page: number; size: number },
  cursor: string | null,
  key: string,
): KeysetAnswer<T> | (ReturnType<typeof pageOf<T>> & Partial<KeysetAnswer<T>>) | { refused: string } {
  if (cursor !== null) {
    const keyed = keysetSort(sorts, key)
    const window = keysetWindow(sortRecords(records, keyed), keyed, size, cursor === '' ? null : cursor)
    return typeof window == 'string' ? { refused: window } : window
  }
  const sorted = sortRecords(records, sorts)
  const envelope = pageOf(sorted, page, size)
  if (sorts.at(-1)?.field !== key) return envelope
  const hasNext = (page + 1) * size < sorted.length
  const last = envelope.content.at(-1)
  return { ...envelope, hasNext, nextCursor: hasNext && last ? cursorOf(last, sorts) : null }
}
