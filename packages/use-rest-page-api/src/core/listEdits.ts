import type { ListPage, RecordId } from './types.ts'

/**
 * Pure edits of a list page. Each returns a new page (the input is never changed), or the same page when nothing
 * changed, and keeps the counts in step: `totalElements` moves with the number of records added or removed, and
 * `totalPages` is recomputed, unless the server had given a `totalPages` of its own (full-text search), which is
 * then kept.
 */

/** Compares ids as strings, so `1` and `'1'` (an id read back from a URL) name the same record. */
export function sameId(a: unknown, b: unknown): boolean {
  return a != null && String(a) === String(b)
}

/** The value of the key property of a record. */
export function idOf<TItem>(item: TItem, keyName: keyof TItem & string): RecordId {
  return item[keyName] as RecordId
}

/** The page with other items; the counts move by the change in length. */
export function withItems<TItem, TRaw>(page: ListPage<TItem, TRaw>, items: TItem[]): ListPage<TItem, TRaw> {
  const { items: old, pageSize } = page
  if (items.length === old.length && items.every((item, i) => item === old[i])) return page
  const totalElements = Math.max(0, page.totalElements + items.length - old.length)
  const computed = page.totalPages === Math.ceil(page.totalElements / pageSize)
  return { ...page, items, totalElements, totalPages: computed ? Math.ceil(totalElements / pageSize) : page.totalPages }
}

/** Adds a record at the start (where `save` puts a created record). */
export const prependItem = <TItem, TRaw>(page: ListPage<TItem, TRaw>, item: TItem) =>
  withItems(page, [item, ...page.items])

/** Adds a record at the end (`addItem`). */
export const appendItem = <TItem, TRaw>(page: ListPage<TItem, TRaw>, item: TItem) =>
  withItems(page, [...page.items, item])

/** Removes the records whose key is in `ids`. */
export const removeItemsByIds = <TItem, TRaw>(
  page: ListPage<TItem, TRaw>,
  keyName: keyof TItem & string,
  ids: readonly RecordId[],
) =>
  withItems(
    page,
    page.items.filter((item) => !ids.some((id) => sameId(idOf(item, keyName), id))),
  )

/** Removes the record at a zero-based index; an index out of range changes nothing. */
export const removeItemAt = <TItem, TRaw>(page: ListPage<TItem, TRaw>, index: number) =>
  withItems(
    page,
    page.items.filter((_, i) => i !== index),
  )

/** Puts records back at the indexes they had (the inverse of a removal, for rollback). */
export function restoreItems<TItem, TRaw>(
  page: ListPage<TItem, TRaw>,
  removed: readonly { index: number; item: TItem }[],
) {
  const items = [...page.items]
  for (const { index, item } of [...removed].sort((a, b) => a.index - b.index)) items.splice(index, 0, item)
  return withItems(page, items)
}

/** Replaces the record with the same key; a record not on the page changes nothing. */
export const replaceItem = <TItem, TRaw>(page: ListPage<TItem, TRaw>, keyName: keyof TItem & string, item: TItem) =>
  withItems(
    page,
    page.items.map((it) => (sameId(idOf(it, keyName), idOf(item, keyName)) ? item : it)),
  )

/** Sets some fields of the record with the given key. */
export const patchItem = <TItem, TRaw>(
  page: ListPage<TItem, TRaw>,
  keyName: keyof TItem & string,
  id: RecordId,
  patch: Partial<TItem>,
) =>
  withItems(
    page,
    page.items.map((it) => (sameId(idOf(it, keyName), id) ? { ...it, ...patch } : it)),
  )

/** Removes one record by identity (rollback of an optimistic add). */
export const removeExact = <TItem, TRaw>(page: ListPage<TItem, TRaw>, item: TItem) =>
  withItems(
    page,
    page.items.filter((it) => it !== item),
  )

/** Replaces one record by identity (an optimistic record swapped for the server's). */
export const swapExact = <TItem, TRaw>(page: ListPage<TItem, TRaw>, from: TItem, to: TItem) =>
  withItems(
    page,
    page.items.map((it) => (it === from ? to : it)),
  )
