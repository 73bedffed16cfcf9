import type { MockDb } from '../db/createMockDb.ts'
import type { Product } from '../db/products.ts'
import type { FormRecord } from '../db/records.ts'

/** What a write changed in the collections tabs share: the records and products it created or changed, and those it removed. */
export interface DbChanges {
  records: { upserted: FormRecord[]; removed: string[] }
  products: { upserted: Product[]; removed: string[] }
}

/** The shared collections as they stand: each row's JSON by id, to tell afterwards what a write changed. */
export interface DbSnapshot {
  records: Map<string, string>
  products: Map<string, string>
}

const byId = <T extends { id: string }>(rows: readonly T[]) => new Map(rows.map((row) => [row.id, JSON.stringify(row)]))

/** The shared collections of `db` now (records and products; sessions, apps and the resource tree stay in the tab). */
export function snapshotDb(db: MockDb): DbSnapshot {
  return { records: byId(db.records), products: byId(db.products) }
}

function diff<T extends { id: string }>(before: Map<string, string>, rows: readonly T[]) {
  const upserted = rows.filter((row) => before.get(row.id) !== JSON.stringify(row))
  const ids = new Set(rows.map((row) => row.id))
  const removed = [...before.keys()].filter((id) => !ids.has(id))
  return { upserted: structuredClone(upserted), removed }
}

/** What changed in `db` since `before`; `null` when nothing did. */
export function changesSince(before: DbSnapshot, db: MockDb): DbChanges | null {
  const changes = { records: diff(before.records, db.records), products: diff(before.products, db.products) }
  const none = Object.values(changes).every((c) => c.upserted.length === 0 && c.removed.length === 0)
  return none ? null : changes
}

function apply<T extends { id: string }>(rows: T[], { upserted, removed }: { upserted: T[]; removed: string[] }) {
  const gone = new Set(removed)
  const kept = rows.filter((row) => !gone.has(row.id))
  for (const row of upserted) {
    const at = kept.findIndex((r) => r.id === row.id)
    if (at === -1) kept.push(row)
    else kept[at] = row
  }
  return kept
}

/**
 * Makes the same changes in `db` (another tab's write): rows replaced or added by id (new ones last, as a write adds
 * them), removed ones taken out. A snapshot given is moved on alike, so a write of this tab under way does not count
 * them as its own.
 */
export function applyChanges(db: MockDb, changes: DbChanges, snapshots: Iterable<DbSnapshot> = []) {
  db.records = apply(db.records, changes.records)
  db.products = apply(db.products, changes.products)
  // The next product id stays past every product a tab created.
  for (const product of changes.products.upserted) {
    const id = Number(product.id)
    if (Number.isInteger(id) && id >= db.nextProductId) db.nextProductId = id + 1
  }
  for (const snapshot of snapshots) {
    for (const [key, rows] of [
      ['records', changes.records],
      ['products', changes.products],
    ] as const) {
      for (const row of rows.upserted) snapshot[key].set(row.id, JSON.stringify(row))
      for (const id of rows.removed) snapshot[key].delete(id)
    }
  }
}
