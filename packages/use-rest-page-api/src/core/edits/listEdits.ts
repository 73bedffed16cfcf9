import { pageCount } from '../spring/pageCount.ts'
import type { ListPage, RecordId } from '../types.ts'

/**
 * Pure edits of a list page. Each makes one pass over the page and returns a new page (the input is never changed),
 * or the same page when nothing changed, so a caller knows a page changed by identity, with no deep comparison. The
 * counts keep in step: `totalElements` moves with the number of records added or removed, and `totalPages` is
 * recomputed, unless the server had given a `totalPages` of its own (full-text search), which is then kept.
 */

/** Compares ids as strings, so `1` and `'1'` (an id read back from a URL) name the same record. */
export function sameId(a: unknown, b: unknown): boolean {
  return a != null && String(a) === String(b)
}

/** The value of the key property of a record. */
export function idOf<TItem>(item: TItem, keyName: keyof TItem & string): RecordId {
  return item[keyName] as RecordId
}

/** The page with other items, which the caller knows to differ; the counts move by the change in length. */
export function withItems<TItem, TRaw>(page: ListPage<TItem, TRaw>, items: TItem[]): ListPage<TItem, TRaw> {
  const { pageSize } = page
  const totalElements = Math.max(0, page.totalElements + items.length - page.items.length)
  // Recounted unless the server gave its own (full-text search) or there are no totals (a Slice).
  const computed = page.totalKnown && page.totalPages === pageCount(page.totalElements, pageSize)
  const totalPages = computed ? pageCount(totalElements, pageSize) : page.totalPages
  return { ...page, items, totalElements, totalPages, hasNext: computed ? page.pageNo + 1 < totalPages : page.hasNext }
}

/** Maps every item in one pass; the same page when no item changed identity. */
function mapItems<TItem, TRaw>(page: ListPage<TItem, TRaw>, fn: (item: TItem) => TItem): ListPage<TItem, TRaw> {
  let changed = false
  const items = page.items.map((item) => {
    const next = fn(item)
    if (next !== item) changed = true
    return next
  })
  return changed ? withItems(page, items) : page
}

/** Keeps the items that pass in one pass; the same page when none was dropped. */
function filterItems<TItem, TRaw>(
  page: ListPage<TItem, TRaw>,
  keep: (item: TItem, index: number) => boolean,
): ListPage<TItem, TRaw> {
  const items = page.items.filter(keep)
  return items.length === page.items.length ? page : withItems(page, items)
}

/** Adds a record at the start (where `save` puts a created record). */
export const prependItem = <TItem, TRaw>(page: ListPage<TItem, TRaw>, item: TItem) =>
  withItems(page, [item, ...page.items])

/** Adds a record at the end (`addItem`). */
export const appendItem = <TItem, TRaw>(page: ListPage<TItem, TRaw>, item: TItem) =>
  withItems(page, [...page.items, item])

/** Removes the records whose key is in `ids`. */
export function removeItemsByIds<TItem, TRaw>(
  page: ListPage<TItem, TRaw>,
  keyName: keyof TItem & string,
  ids: readonly RecordId[],
) {
  const gone = new Set(ids.map(String))
  return filterItems(page, (item) => idOf(item, keyName) == null || !gone.has(String(idOf(item, keyName))))
}

/** Removes the record at a zero-based index; an index out of range changes nothing. */
export const removeItemAt = <TItem, TRaw>(page: ListPage<TItem, TRaw>, index: number) =>
  filterItems(page, (_, i) => i !== index)

/**
 * Puts removed records back (the rollback of a removal), each in its place among the records still on the page:
 * right after the nearest record that came before it in `before` (the page as it was) and is there now, or first.
 * Indexes would misplace them on a page that lost other records meanwhile. A record already on the page again (a
 * reload brought it back) is not put back twice.
 */
export function restoreItems<TItem, TRaw>(
  page: ListPage<TItem, TRaw>,
  keyName: keyof TItem & string,
  removed: readonly TItem[],
  before: readonly TItem[],
) {
  const key = (item: TItem) => String(idOf(item, keyName))
  const back = new Set(removed.map(key))
  for (const item of page.items) back.delete(key(item))
  if (!back.size) return page
  const items = [...page.items]
  let at = 0
  for (const item of before) {
    const k = key(item)
    if (back.has(k)) {
      back.delete(k)
      items.splice(at++, 0, item)
    } else {
      const i = items.findIndex((it) => key(it) === k)
      if (i >= 0) at = i + 1
    }
  }
  return withItems(page, items)
}

/**
 * Replaces the record whose key is `id` (keys are unique) with `replace(record)`: a search that stops at the record
 * and compares keys in place, then a copy of the array (a page of 10,000 records costs no callback per record). The
 * id's string is computed once; only a key of another type than the id (1 and '1') is turned into a string. The same
 * page when no key matched.
 */
function mapById<TItem, TRaw>(
  page: ListPage<TItem, TRaw>,
  keyName: keyof TItem & string,
  id: unknown,
  replace: (item: TItem) => TItem,
): ListPage<TItem, TRaw> {
  const target = String(id)
  const type = typeof id
  const i = page.items.findIndex((item) => {
    const key = item[keyName]
    return key === id ? id != null : typeof key != type && key != null && String(key) === target
  })
  if (i < 0) return page
  const items = page.items.slice()
  items[i] = replace(items[i] as TItem)
  return withItems(page, items)
}

/** Replaces the record with the same key; a record not on the page changes nothing. */
export const replaceItem = <TItem, TRaw>(page: ListPage<TItem, TRaw>, keyName: keyof TItem & string, item: TItem) =>
  mapById(page, keyName, item[keyName], () => item)

/** Sets some fields of the record with the given key. */
export const patchItem = <TItem, TRaw>(
  page: ListPage<TItem, TRaw>,
  keyName: keyof TItem & string,
  id: RecordId,
  patch: Partial<TItem>,
) => mapById(page, keyName, id, (it) => ({ ...it, ...patch }))

/** Removes one record by identity (rollback of an optimistic add). */
export const removeExact = <TItem, TRaw>(page: ListPage<TItem, TRaw>, item: TItem) =>
  filterItems(page, (it) => it !== item)

/** Replaces one record by identity (an optimistic record swapped for the server's). */
export const swapExact = <TItem, TRaw>(page: ListPage<TItem, TRaw>, from: TItem, to: TItem) =>
  mapItems(page, (it) => (it === from ? to : it))
