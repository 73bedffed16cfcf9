/** What every key the package writes to a storage starts with (a list page's: then its store key, `["/api/...`). */
export const STORAGE_PREFIX = 'use-rest-page-api:'

/**
 * The longest stored value read back, in characters (about 8 MB of UTF-16, more than `localStorage` holds): a longer
 * one is dropped unparsed, so a corrupt or foreign value never stalls a page load in `JSON.parse`.
 */
export const MAX_STORED_LENGTH = 4_000_000

/** A value read back: its time (`dataUpdatedAt` for a page, the write's for a blob) and itself. */
export interface Stored<T> {
  at: number
  value: T
}

/** What reading found: nothing stored (`undefined`), a value, or one to remove (`'drop'`). */
export type StoredRead<T> = Stored<T> | 'drop' | undefined

/**
 * The stored text of a value: JSON `{ buster, at, page }` (a list page) or `{ buster, at, value }` (a blob), the buster
 * and the time first, so they are read from the head of the text without parsing the rest. Throws what
 * `JSON.stringify` throws (a BigInt, a cycle).
 *
 * @example
 * encodeStored('0.1.0', 1_700_000_000_000, 'page', page) // '{"buster":"0.1.0","at":1700000000000,"page":{...}}'
 */
export const encodeStored = (buster: string, at: number, field: 'page' | 'value', value: unknown): string =>
  JSON.stringify({ buster, at, [field]: value })

/** The head `encodeStored` writes: the buster (a JSON string) and the time. */
const HEAD = /^\{"buster":("(?:[^"\\]|\\.)*"),"at":(\d{1,16}(?:\.\d+)?)[,}]/

const isCount = (n: unknown) => typeof n == 'number' && Number.isFinite(n) && n >= 0

/** A value that can stand for a list page: what a list reads of one, with the types it reads. */
export const isListPage = (page: unknown): boolean => {
  if (typeof page != 'object' || page === null) return false
  const p = page as Record<string, unknown>
  return (
    Array.isArray(p.items) &&
    [p.totalElements, p.totalPages, p.pageNo, p.pageSize].every(isCount) &&
    typeof p.hasNext == 'boolean' &&
    typeof p.totalKnown == 'boolean' &&
    (p.links === undefined || (typeof p.links == 'object' && p.links !== null))
  )
}

/**
 * Reads a stored text back, bounded: the head first (another buster, or older than `maxAge` at `now`: dropped
 * unparsed), then the length, then the parse and the shape (`field` holds a list page, or any JSON value). Never
 * throws: what does not read is `'drop'`, for the caller to remove.
 *
 * @example
 * decodeStored(text, '0.1.0', 'page', 86_400_000, Date.now()) // { at, value: page } | 'drop' | undefined
 */
export function decodeStored(
  text: string | null | undefined,
  buster: string,
  field: 'page' | 'value',
  maxAge: number,
  now: number,
): StoredRead<unknown> {
  if (text === null || text === undefined) return undefined
  if (typeof text != 'string' || text.length > MAX_STORED_LENGTH) return 'drop'
  const head = HEAD.exec(text)
  if (!head) return 'drop'
  let parsed: unknown
  try {
    if (JSON.parse(head[1] as string) !== buster) return 'drop'
    const at = Number(head[2])
    if (now - at > maxAge) return 'drop'
    parsed = JSON.parse(text)
  } catch {
    return 'drop'
  }
  const { at, [field]: value } = parsed as Record<string, unknown>
  if (typeof at != 'number' || (field === 'page' ? !isListPage(value) : value === undefined)) return 'drop'
  return { at, value }
}
