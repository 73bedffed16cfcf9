import type { RecordId } from './types.ts'

/** `<base>/<id>` with the id percent-encoded, so an id cannot change the path (`../`, `?`, `#`). */
export function recordUrl(base: string, id: RecordId): string {
  return `${trimSlash(base)}/${encodeURIComponent(String(id))}`
}

/** `<base>/<id1>,<id2>,<id3>` (spec D, delete many), each id percent-encoded. */
export function recordsUrl(base: string, ids: readonly RecordId[]): string {
  return `${trimSlash(base)}/${ids.map((id) => encodeURIComponent(String(id))).join(',')}`
}

/** The base url without its query string, for the record operations when the list url carries one. */
export function baseOfListUrl(url: string): string {
  const q = url.indexOf('?')
  return q === -1 ? url : url.slice(0, q)
}

function trimSlash(base: string): string {
  return base.endsWith('/') ? base.slice(0, -1) : base
}
