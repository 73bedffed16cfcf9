import type { ListPage, RecordId } from './types.ts'

/**
 * Pure edits of a list page. Each returns a new page (the input is never changed) and keeps the counts in step:
 * `totalElements` moves with the number of records added or removed, and `totalPages` is recomputed, unless the
 * server had given a `totalPages` of its own (full-text search), which is then kept.
 */

/** Compares ids as strings, so `1` and `'1'` (an id read back from a URL) name the same record. */
export function sameId(a: unknown, b: unknown): boolean {
  return a !== undefined && a !== null && String(a) === String(b)
}

/** The value of the key property of a record. */
export function idOf<TItem>(item: TItem, keyName: keyof TItem & string): RecordId {
  return (item as Record<string, unknown>)[keyName] as RecordId
}

function withCount<TItem, TRaw>(page: ListPage<TItem, TRaw>, items: TItem[], delta: number): ListPage<TItem, TRaw> {
  const totalElements = Math.max(0, page.totalElements + delta)
  const computedBefore = Math.ceil(page.totalElements / page.pageSize)
  const totalPages = page.totalPages === computedBefore ? Math.ceil(totalElements / page.pageSize) : page.totalPages
  return { ...page, items, totalElements, totalPages }
}

/** Adds a record at the start (where `save` puts a created record). */
export function prependItem<TItem, TRaw>(page: ListPage<TItem, TRaw>, item: TItem): ListPage<TItem, TRaw> {
  return withCount(page, [item, ...page.items], 1)
}

/** Adds a record at the end (`addItem`). */
export function appendItem<TItem, TRaw>(page: ListPage<TItem, TRaw>, item: TItem): ListPage<TItem, TRaw> {
  return withCount(page, [...page.items, item], 1)
}

/** Removes the records whose key is in `ids`; counts drop by the number actually removed. */
export function removeItemsByIds<TItem, TRaw>(
  page: ListPage<TItem, TRaw>,
  keyName: keyof TItem & string,
  ids: readonly RecordId[],
): ListPage<TItem, TRaw> {
  const wanted = new Set(ids.map(String))
  const items = page.items.filter((item) => !wanted.has(String(idOf(item, keyName))))
  return items.length === page.items.length ? page : withCount(page, items, items.length - page.items.length)
}

/** Removes the record at a zero-based index; an index out of range changes nothing. */
export function removeItemAt<TItem, TRaw>(page: ListPage<TItem, TRaw>, index: number): ListPage<TItem, TRaw> {
  if (!Number.isInteger(index) || index < 0 || index >= page.items.length) return page
  return withCount(page, page.items.filter((_, i) => i !== index), -1)
}

/** Puts records back at the indexes they had (the inverse of a removal, for rollback). */
export function restoreItems<TItem, TRaw>(
  page: ListPage<TItem, TRaw>,
  removed: readonly { index: number; item: TItem }[],
): ListPage<TItem, TRaw> {
  const items = [...page.items]
  for (const { index, item } of [...removed].sort((a, b) => a.index - b.index)) {
    items.splice(Math.min(index, items.length), 0, item)
  }
  return withCount(page, items, removed.length)
}

/** Replaces the record with the same key; a record not on the page changes nothing. */
export function replaceItem<TItem, TRaw>(
  page: ListPage<TItem, TRaw>,
  keyName: keyof TItem & string,
  item: TItem,
): ListPage<TItem, TRaw> {
  const id = idOf(item, keyName)
  const index = page.items.findIndex((it) => sameId(idOf(it, keyName), id))
  if (index === -1) return page
  const items = [...page.items]
  items[index] = item
  return { ...page, items }
}

/** Sets some fields of the record with the given key. */
export function patchItem<TItem, TRaw>(
  page: ListPage<TItem, TRaw>,
  keyName: keyof TItem & string,
  id: RecordId,
  patch: Partial<TItem>,
): ListPage<TItem, TRaw> {
  const index = page.items.findIndex((it) => sameId(idOf(it, keyName), id))
  if (index === -1) return page
  const items = [...page.items]
  items[index] = { ...items[index], ...patch } as TItem
  return { ...page, items }
}

/** Removes one record by identity (rollback of an optimistic add). */
export function removeExact<TItem, TRaw>(page: ListPage<TItem, TRaw>, item: TItem): ListPage<TItem, TRaw> {
  const index = page.items.indexOf(item)
  return index === -1 ? page : removeItemAt(page, index)
}

/** Replaces one record by identity (an optimistic record swapped for the server's). */
export function swapExact<TItem, TRaw>(page: ListPage<TItem, TRaw>, from: TItem, to: TItem): ListPage<TItem, TRaw> {
  const index = page.items.indexOf(from)
  if (index === -1) return page
  const items = [...page.items]
  items[index] = to
  return { ...page, items }
}
