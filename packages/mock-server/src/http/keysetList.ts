import { keysetSort, keysetWindow } from './keysetCursor.ts'
import { sortRecords, type MockSort } from './parseListQuery.ts'

/** A list's answer to a keyset feed: the window and the next window's cursor. */
export interface KeysetAnswer<T> {
  content: T[]
  hasNext: boolean
  nextCursor: string | null
}

/** How a list answers a request, before it is written in the list's page shape. */
export type ListAnswer<T> =
  /** A window after a cursor: written as it is (`{ content, hasNext, nextCursor }`) or as a `SlicedModel`. */
  | { window: KeysetAnswer<T> }
  /** An offset page of `sorted`, and when a feed may start from it, the cursor of the window after the page. */
  | { sorted: T[]; next?: { hasNext: boolean; nextCursor: string | null } }
  /** A cursor that does not decode or was made for another sort: the reason, for a 400. */
  | { refused: string }

/**
 * How a list answers under the keyset wire contract (docs/guides/LoadMore.mdx), for a list whose key is
 * `key`, sorted by `sorts` (the list's default already applied):
 * - `?cursor=` present: the window after it (`cursor=` empty: the first window), sorted by `sorts` with the key
 *   appended unless they end in it; a cursor that does not decode or was made for another sort is refused;
 * - no cursor and no `page` (a feed's first request, which never sends a page): the first page, sorted with the key
 *   appended (as the client and Spring Data's `KeysetScrollSpecification` append it, so the window after it lines
 *   up), with `hasNext` and the `nextCursor` of the window after it;
 * - no cursor and a `page` (a table's request): that offset page, sorted as asked, and when the sort ends in the key,
 *   the next window's cursor too, so a feed can start from either.
 *
 * @example
 * keysetList(records, [{ field: 'cjsj', desc: true }], { page: 0, size: 15, pageAsked: false }, null, 'id')
 * // { sorted: [records by cjsj desc, id], next: { hasNext: true, nextCursor: 'S19b…' } }
 */
export function keysetList<T extends object>(
  records: readonly T[],
  sorts: readonly MockSort[],
  { page, size, pageAsked }: { page: number; size: number; pageAsked: boolean },
  cursor: string | null,
  key: string,
): ListAnswer<T> {
  const keyed = keysetSort(sorts, key)
  if (cursor !== null) {
    const window = keysetWindow(sortRecords(records, keyed), keyed, size, cursor === '' ? null : cursor)
    return typeof window == 'string' ? { refused: window } : { window }
  }
  const feed = !pageAsked || sorts.at(-1)?.field === key
  if (!feed) return { sorted: sortRecords(records, sorts) }
  const sorted = sortRecords(records, keyed)
  // Without a cursor a window is never refused.
  const { hasNext, nextCursor } = keysetWindow(sorted.slice(page * size), keyed, size, null) as KeysetAnswer<T>
  return { sorted, next: { hasNext, nextCursor } }
}
