import type { StoreCore } from '../store/createStoreCore.ts'
import { baseOfListUrl } from '../http/recordUrl.ts'
import { prependItem, removeItemsByIds, replaceItem } from './../edits/listEdits.ts'
import type { ListPage, RecordId } from '../types.ts'

/**
 * An optimistic step described as plain JSON, so it survives a reload: over the pages of `collection`'s lists, records
 * leave (`remove`), a record replaces the one with its id (`replace`), or a new record comes first (`prepend`).
 */
export interface Overlay {
  /** The lists whose pages it changes: their `baseUrl`, else their url without the query string. */
  collection: string
  /** The id field of the records. Default: `'id'`. */
  keyName?: string | undefined
  /** Ids of records that leave the pages. */
  remove?: readonly RecordId[] | undefined
  /** A record that replaces the one with its id. */
  replace?: unknown
  /** A record put first on the pages (a save on its way). */
  prepend?: unknown
}

type Page = ListPage<unknown, unknown>

/** The request line of a list key (the JSON of `[line, ...]`). */
const lineOf = (key: string): string => {
  try {
    return String((JSON.parse(key) as unknown[])[0])
  } catch {
    return key
  }
}

/** The page edit an overlay describes. */
export const overlayEdit =
  ({ keyName = 'id', remove, replace, prepend }: Overlay) =>
  (page: Page): Page => {
    if (!page || !Array.isArray(page.items)) return page
    let next = page
    if (remove?.length) next = removeItemsByIds(next, keyName as never, remove)
    if (replace && typeof replace == 'object') next = replaceItem(next, keyName as never, replace as never)
    if (prepend && typeof prepend == 'object') next = prependItem(next, prepend)
    return next
  }

/**
 * Applies `overlay` to every list page of its collection the store holds, and to each that comes later (a restored
 * page, a page shown for the first time), exactly once per entry: it is kept over the answers of their reloads until
 * the returned function releases it. The pages keep their freshness (a restored page still reloads).
 *
 * @example
 * const release = applyOverlay(core, { collection: '/api/todos', remove: ['7'] })
 * await sendRequest(settings, { method: 'POST', url: '/api/todos/7/approve' })
 * release()
 */
export function applyOverlay(core: StoreCore<unknown>, overlay: Overlay): () => void {
  const edit = overlayEdit(overlay)
  const done = new WeakSet<object>()
  const releases: (() => void)[] = []
  const visit = (key: string) => {
    const e = core.entries.get(key)
    if (!e || done.has(e) || !key.startsWith('["') || e.state.data === undefined) return
    if (!e.bases.has(overlay.collection) && baseOfListUrl(e.request?.url ?? lineOf(key)) !== overlay.collection) return
    done.add(e)
    releases.push(core.set(key, edit(e.state.data as Page), { keep: edit as (data: unknown) => unknown }))
  }
  for (const key of [...core.entries.keys()]) visit(key)
  const stop = core.subscribe((event) => event.type != 'removed' && visit(event.key))
  return () => {
    stop()
    for (const release of releases.splice(0)) release()
  }
}
