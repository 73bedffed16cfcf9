import type { RecordId } from './types.ts'

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
