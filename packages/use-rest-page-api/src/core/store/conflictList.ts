import type { RecordId } from '../types.ts'

/**
 * A write of a list or a feed that met a conflict (a 412 or a 409) under `onConflict: 'ask'`, waiting for the app to
 * choose: both versions of the record, and `resolve`. Its write's promise settles once resolved: `'server'` rejects
 * it with the `RestError` of kind `'conflict'` (the list shows the server's record), `'client'` sends the write again
 * with the server's version, a record sends that record (a merge) with the server's version. Until then the
 * record's later writes wait, and the list keeps showing what it showed (the optimistic record, with `optimistic`).
 *
 * @example
 * const [conflict] = useRestConflicts<Product>('/api/products')
 * if (conflict) conflict.resolve({ ...conflict.server!, title: conflict.local!.title }) // keep my title, their price
 */
export interface RestConflict<TItem = unknown> {
  /** Unique in the store. */
  readonly id: string
  /** The collection written to: the list's `baseUrl`, else its url without the query string. */
  readonly collection: string
  /** The id of the record. */
  readonly record: RecordId
  /** `'PUT'` for `update`, `'DELETE'` for `remove`. */
  readonly method: 'PUT' | 'DELETE'
  /** What this client sent (`undefined` for a remove). */
  readonly local: TItem | undefined
  /** The record as the server holds it now, read again (`undefined`: it is gone). */
  readonly server: TItem | undefined
  /**
   * Settles the write: `'server'` (the server's record stays, the write's promise rejects with the conflict),
   * `'client'` (the write goes again, with the server's version), or a record (a merge, sent with the server's
   * version; not for a remove, which throws a `TypeError`). A second call does nothing.
   */
  resolve(choice: 'server' | 'client' | TItem): void
}

/** The conflicts of one store, with what settles each when the store is cleared. */
export interface ConflictList {
  /** The conflicts of `collection` (default: all), oldest first; the same array until one of them comes or goes. */
  snapshot(collection?: string): readonly RestConflict[]
  subscribe(listener: () => void): () => void
  add(conflict: RestConflict, drop: () => void): void
  remove(conflict: RestConflict): void
  /** Drops every conflict, each settled by its `drop` (its write rejects). */
  clear(): void
}

const none: readonly RestConflict[] = Object.freeze([])

function createConflictList(): ConflictList {
  let all: readonly RestConflict[] = none
  const drops = new Map<RestConflict, () => void>()
  const listeners = new Set<() => void>()
  /** The last snapshot of each filter (`''`: all), made from `all` as it was then. */
  const made = new Map<string, { from: readonly RestConflict[]; list: readonly RestConflict[] }>()
  const set = (next: readonly RestConflict[]) => {
    all = next.length ? Object.freeze(next) : none
    for (const listener of [...listeners]) listener()
  }
  return {
    snapshot(collection) {
      if (collection === undefined) return all
      const last = made.get(collection)
      if (last?.from === all) return last.list
      const list = all.filter((c) => c.collection === collection)
      const same = last && last.list.length === list.length && last.list.every((c, i) => c === list[i])
      const kept = same ? last.list : list.length ? Object.freeze(list) : none
      made.set(collection, { from: all, list: kept })
      return kept
    },
    subscribe(listener) {
      listeners.add(listener)
      return () => void listeners.delete(listener)
    },
    add(conflict, drop) {
      drops.set(conflict, drop)
      set([...all, conflict])
    },
    remove(conflict) {
      if (!drops.delete(conflict)) return
      set(all.filter((c) => c !== conflict))
    },
    clear() {
      const dropped = [...drops.values()]
      drops.clear()
      if (all.length) set([])
      for (const drop of dropped) drop()
    },
  }
}

const lists = new WeakMap<object, ConflictList>()

/**
 * The conflicts of a store (`RestPageStore.conflicts()`), made on first use. Keyed by the store core's `entries`, which
 * the core and the app's side of it (`withStoreApi`) share.
 *
 * @example
 * conflictsOf(core.entries).snapshot('/api/products')
 */
export function conflictsOf(store: object): ConflictList {
  let list = lists.get(store)
  if (!list) lists.set(store, (list = createConflictList()))
  return list
}
