import { compareRecords, type MockSort } from './parseListQuery.ts'

/** What a keyset cursor holds: the sort properties of the last row sent, in the sort's order. */
export type Keyset = Record<string, string | number | boolean | null>

const encodeBase64 = (text: string) => btoa(String.fromCharCode(...new TextEncoder().encode(text)))
const decodeBase64 = (text: string) => new TextDecoder().decode(Uint8Array.from(atob(text), (c) => c.charCodeAt(0)))

/**
 * A keyset cursor as Spring for GraphQL writes one (`ScrollPositionCursorStrategy` over `JsonKeysetCursorStrategy`,
 * encoded by `Base64CursorEncoder`): Base64 of `"K_"` and the keys as Jackson writes a `LinkedHashMap` with default
 * typing, `["java.util.LinkedHashMap",{"cjsj":"2026-02-28 20:24:00","id":"6a1f…"}]`. Strings, numbers and booleans
 * are written plainly (final Java types carry no type name); dates are strings here, which a Java server must map.
 *
 * @example
 * encodeKeysetCursor({ id: 7 }) // btoa('K_["java.util.LinkedHashMap",{"id":7}]')
 */
export function encodeKeysetCursor(keys: Keyset): string {
  return encodeBase64(`K_${JSON.stringify(['java.util.LinkedHashMap', keys])}`)
}

/** The keys of a cursor `encodeKeysetCursor` wrote, or `undefined` when it does not decode to one. */
export function decodeKeysetCursor(cursor: string): Keyset | undefined {
  try {
    if (cursor.length > 4096) return undefined
    const text = decodeBase64(cursor)
    if (!text.startsWith('K_')) return undefined
    const parsed: unknown = JSON.parse(text.slice(2))
    if (!Array.isArray(parsed) || parsed.length !== 2 || typeof parsed[0] != 'string') return undefined
    const keys: unknown = parsed[1]
    if (typeof keys != 'object' || keys === null || Array.isArray(keys)) return undefined
    const values = Object.values(keys)
    if (values.some((v) => v !== null && !['string', 'number', 'boolean'].includes(typeof v))) return undefined
    return keys as Keyset
  } catch {
    return undefined
  }
}

/** The sort a keyset window pages by: the sort asked for, with the key property appended unless it ends in it. */
export function keysetSort(sorts: readonly MockSort[], key: string): MockSort[] {
  return sorts.at(-1)?.field === key ? [...sorts] : [...sorts, { field: key, desc: false }]
}

/** The cursor of the page after `row`: its values of the sort's properties. */
export function cursorOf<T extends object>(row: T, sorts: readonly MockSort[]): string {
  const keys: Keyset = {}
  for (const { field } of sorts) keys[field] = (row as Record<string, Keyset[string]>)[field] ?? null
  return encodeKeysetCursor(keys)
}

/**
 * One keyset window of `sorted` records (sorted by `sorts`, which end in the key), as Spring Data's `Window` gives
 * it: the `size` rows after the cursor's keys (the first rows without a cursor), whether more follow, and the cursor
 * of the next window. A cursor that does not decode, or names other properties than the sort's, is refused: the
 * reason, for a 400.
 */
export function keysetWindow<T extends object>(
  sorted: readonly T[],
  sorts: readonly MockSort[],
  size: number,
  cursor: string | null,
): { content: T[]; hasNext: boolean; nextCursor: string | null } | string {
  let start = 0
  if (cursor !== null) {
    const keys = decodeKeysetCursor(cursor)
    if (!keys) return 'the cursor does not decode (Base64 of "K_" and the keyset as JSON)'
    if (Object.keys(keys).join() !== sorts.map((s) => s.field).join())
      return `the cursor was made for another sort (${Object.keys(keys).join(', ').slice(0, 80)})`
    const after = sorted.findIndex((row) => compareRecords(row, keys as T, sorts) > 0)
    start = after < 0 ? sorted.length : after
  }
  const content = sorted.slice(start, start + size)
  const hasNext = start + size < sorted.length
  return { content, hasNext, nextCursor: hasNext ? cursorOf(content.at(-1) as T, sorts) : null }
}
