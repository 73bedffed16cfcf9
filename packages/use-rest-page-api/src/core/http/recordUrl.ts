import { DEV } from './dev.ts'
import { PREFIX } from './RestError.ts'
import type { RecordId } from '../types.ts'

/**
 * `<base>/<id>`, or `<base>/<id1>,<id2>,<id3>` for several (spec D, delete many), each id percent-encoded so an id
 * cannot change the path (`../`, `?`, `#`, `,`).
 */
export function recordUrl(base: string, ids: RecordId | readonly RecordId[]): string {
  return `${base.replace(/\/$/, '')}/${([] as RecordId[])
    .concat(ids)
    .map((id) => encodeURIComponent(id))
    .join(',')}`
}

/** The base url without its query string, for the record operations when the list url carries one. */
export function baseOfListUrl(url: string): string {
  return url.split('?')[0] as string
}

/**
 * Refuses, with a `TypeError` naming the id and the reason, an id a Spring server would misread, before anything is
 * sent: an empty id or `.` or `..` (fetch drops such a path segment, so the request would reach the collection or
 * its parent), an id with whitespace or a control character at either end (Spring trims the elements of a comma
 * list with Java's `String.trim()`, which strips every character up to U+0020, so `' 7'` or `'\u00017'` would name
 * record 7), and with `commas`, an id holding a comma (Spring splits `<base>/<id1>,<id2>` after decoding `%2C`).
 *
 * @example
 * checkIds(['..'], 'get()') // TypeError: [use-rest-page-api] get() refuses id "..": ...; nothing was sent
 */
export function checkIds(ids: readonly RecordId[], where: string, commas = false): void {
  for (const id of ids) {
    const text = String(id)
    // The reason (`false` in a production build, which keeps the short message); `undefined`: the id is fine.
    const reason =
      text === '' || text === '.' || text === '..'
        ? DEV && 'fetch drops an empty, "." or ".." path segment, so the request would reach another address'
        : /^[\s\0- ]|[\s\0- ]$/.test(text)
          ? DEV &&
            'Spring trims the ids of a comma list (every character up to U+0020 and whitespace), so it would name another record'
          : commas && text.includes(',')
            ? DEV && 'a comma separates ids in DELETE <base>/<ids>, so other records would go'
            : undefined
    if (reason !== undefined)
      throw new TypeError(
        `${PREFIX}${where} refuses id ${JSON.stringify(id)}${DEV ? `: ${reason}; nothing was sent` : ''}`,
      )
  }
}

/**
 * The ids in groups whose `recordUrl` stays within `maxLength` characters (one group per id when it alone is longer),
 * for delete-many under a server's request-line limit (Spring Boot refuses a request head over 8 KB).
 *
 * @example
 * groupIds('/api/products', ['1', '2', '3'], 16) // [['1', '2'], ['3']]
 */
export function groupIds(base: string, ids: readonly RecordId[], maxLength: number): RecordId[][] {
  const empty = recordUrl(base, []).length
  const groups: RecordId[][] = []
  let group: RecordId[] = []
  let length = empty
  for (const id of ids) {
    const size = encodeURIComponent(id).length
    if (group.length && length + 1 + size > maxLength) {
      groups.push(group)
      group = []
      length = empty
    }
    length += (group.length ? 1 : 0) + size
    group.push(id)
  }
  if (group.length) groups.push(group)
  return groups
}
