import { PREFIX, RestError, isRestError } from '../http/RestError.ts'
import type { ListPage, RecordId } from '../types.ts'
import { conflictsOf, type RestConflict } from '../store/conflictList.ts'
import { removeItemsByIds, replaceItem } from './listEdits.ts'

/**
 * What a list does when the server refuses an `update` or a `remove` as a conflict (412, 409): `'server-wins'` shows
 * the server's record and rejects the write, `'client-wins'` sends it again once with the server's version, `'ask'`
 * lists it for the app (`RestConflict`).
 */
export type OnConflict = 'server-wins' | 'client-wins' | 'ask'

/** What a store remembers of a record's version: the tag to send, and the versions it stands for. */
interface Known {
  /** The `If-Match` to send: an `ETag` answered, or the quoted version. */
  tag: string
  /** The record's `versionField` in the answer that gave it. */
  version: unknown
  /** The version this client's own write was sent with, which that write's answer moved on to `version`. */
  was?: unknown
}

/** The versions of one store: per collection and id, what was read, and the writes on their way per record. */
interface StoreVersions {
  known: Map<string, Known>
  chains: Map<string, Promise<unknown>>
}

const stores = new WeakMap<object, StoreVersions>()
const versionsOf = (store: object): StoreVersions => {
  let versions = stores.get(store)
  if (!versions) stores.set(store, (versions = { known: new Map(), chains: new Map() }))
  return versions
}
const keyOf = (collection: string, id: RecordId) => `${collection} ${String(id)}`
/** Spring Data REST's `ETag`: the `@Version`, quoted (`ETag.toString()`). */
const quoted = (version: unknown) => (version == null ? undefined : `"${String(version)}"`)
const same = (a: unknown, b: unknown) => a != null && b != null && String(a) === String(b)
const versionIn = (record: unknown, field: string | undefined) =>
  field && typeof record == 'object' && record ? (record as Record<string, unknown>)[field] : undefined

/**
 * Remembers the version a record was read with (a `get`, the answer of a write, a conflict's second read): its
 * strong `ETag`, else its `versionField` quoted. Forgotten when neither is known.
 *
 * @example
 * rememberVersion(core.entries, '/api/products', '7', '"3"', product, 'version')
 */
export function rememberVersion(
  store: object,
  collection: string,
  id: RecordId,
  etag: string | undefined,
  record: unknown,
  versionField: string | undefined,
  was?: unknown,
): void {
  const { known } = versionsOf(store)
  const version = versionIn(record, versionField)
  // A weak tag (`W/"…"`) never matches an If-Match (RFC 9110 13.1.1: strong comparison), so it is not kept.
  const tag = (etag?.startsWith('W/') ? undefined : etag) ?? quoted(version)
  if (tag) known.set(keyOf(collection, id), { tag, version, was })
  else known.delete(keyOf(collection, id))
}

/** The record shown after a conflict settled the server's way, per error (`serverEdit`). */
const shownAfter = new WeakMap<object, <TItem, TRaw>(page: ListPage<TItem, TRaw>) => ListPage<TItem, TRaw>>()

/**
 * The edit that shows the server's record after a write rejected with a conflict settled the server's way (the
 * server's record in place of the local one, or the record gone when it is), for the page the write started on;
 * `undefined` for any other error.
 */
export const serverEdit = (error: unknown) => (typeof error == 'object' && error ? shownAfter.get(error) : undefined)

/** One versioned write of a record (`update`, or a `remove` of one id), as `writeVersioned` runs it. */
export interface VersionedWrite<TItem, R> {
  store: object
  collection: string
  id: RecordId
  method: 'PUT' | 'DELETE'
  keyName: keyof TItem & string
  versionField: (keyof TItem & string) | undefined
  onConflict: OnConflict | undefined
  /** The record sent (`update`); `undefined` for a remove. */
  local: TItem | undefined
  /** The version the record was read with: of the record passed in (`update`), of the one on screen (`remove`). */
  version: unknown
  /** Sends the write with this record and `If-Match` (none when `undefined`); resolves with its result and `ETag`. */
  send(record: TItem | undefined, ifMatch: string | undefined): Promise<{ result: R; etag?: string | undefined }>
  /** Reads the record again (`GET <base>/<id>`), with its `ETag`; rejects with a `notFound` `RestError` when gone. */
  read(): Promise<{ record: TItem; etag?: string | undefined }>
}

let conflictIds = 0

/**
 * Runs an `update` or a `remove` of one record with its version: `If-Match` with the tag remembered for the record
 * (its `get`'s `ETag`, or the answer of this client's last write of it), when the record carries the version that tag
 * stands for, else its `versionField` quoted. Writes of one record go one after the other (a later one waits for the
 * earlier one, and for its conflict to be settled). A 412 or a 409 reads the record again, then `onConflict` decides.
 * A write with no version at all (no `versionField`, no `onConflict`, no tag remembered) is sent as it is.
 *
 * @example
 * await writeVersioned({ store, collection: '/api/products', id: '7', method: 'PUT', ... })
 */
export function writeVersioned<TItem, R>(w: VersionedWrite<TItem, R>): Promise<R> {
  const { known, chains } = versionsOf(w.store)
  const key = keyOf(w.collection, w.id)
  if (w.versionField === undefined && w.onConflict === undefined && !known.has(key))
    return w.send(w.local, undefined).then(({ result }) => result)
  const before = chains.get(key)
  const done = (before ? before.then(noop, noop) : Promise.resolve()).then(() => attempt(w))
  chains.set(key, done)
  const end = () => void (chains.get(key) === done && chains.delete(key))
  done.then(end, end)
  return done
}

const noop = () => {}

async function attempt<TItem, R>(w: VersionedWrite<TItem, R>): Promise<R> {
  const { known } = versionsOf(w.store)
  const key = keyOf(w.collection, w.id)
  const mode = w.onConflict ?? 'server-wins'
  const field = w.versionField
  let record = w.local
  let ifMatch = quoted(w.version)
  // The tag read with this version (or the one this client's own earlier write moved it to) wins.
  const held = known.get(key)
  if (held && (w.version == null || same(held.version, w.version) || same(held.was, w.version))) {
    ifMatch = held.tag
    if (field && record && held.version != null) record = { ...record, [field]: held.version }
  }
  for (let tries = 0; ; tries++) {
    let error: unknown
    try {
      const { result, etag } = await w.send(record, ifMatch)
      if (w.method === 'DELETE') known.delete(key)
      else rememberVersion(w.store, w.collection, w.id, etag, result, field, versionIn(record, field))
      return result
    } catch (thrown) {
      error = thrown
    }
    if (!isRestError(error, 'conflict')) throw error
    known.delete(key)
    let server: TItem | undefined
    try {
      const read = await w.read()
      server = read.record
      rememberVersion(w.store, w.collection, w.id, read.etag, server, field)
    } catch (failed) {
      // The record could not be read: the conflict as it came (the list reloads), unless it is gone.
      if (!isRestError(failed, 'notFound')) throw error
    }
    const choice =
      mode === 'ask' ? await ask(w, server, error) : mode === 'client-wins' && tries === 0 ? 'client' : 'server'
    if (choice === 'server') throw settledForServer(w, error, server)
    // Gone: a remove has nothing left to do; an update is sent as it is (a PUT creates it again, as Spring's does).
    if (server === undefined && w.method === 'DELETE') return undefined as R
    const base = choice === 'client' ? w.local : choice
    const version = versionIn(server, field)
    record = base && field && version !== undefined ? { ...base, [field]: version } : base
    ifMatch = server === undefined ? undefined : known.get(key)?.tag
  }
}

/** The conflict error with the server's record, which the list shows in place of the local one. */
function settledForServer<TItem, R>(w: VersionedWrite<TItem, R>, error: RestError, server: TItem | undefined) {
  const settled = new RestError(error.message.slice(PREFIX.length), { ...error, server, cause: error })
  shownAfter.set(settled, (page) =>
    server === undefined
      ? removeItemsByIds(page, w.keyName as never, [w.id])
      : replaceItem(page, w.keyName as never, server as never),
  )
  return settled
}

/** Lists the conflict (`RestPageStore.conflicts()`) until the app resolves it, or the store is cleared. */
function ask<TItem, R>(w: VersionedWrite<TItem, R>, server: TItem | undefined, error: RestError) {
  const list = conflictsOf(w.store)
  return new Promise<'server' | 'client' | TItem>((resolve, reject) => {
    const conflict: RestConflict<TItem> = Object.freeze({
      id: String(++conflictIds),
      collection: w.collection,
      record: w.id,
      method: w.method,
      local: w.local,
      server,
      resolve(choice: 'server' | 'client' | TItem) {
        if (
          choice !== 'server' &&
          choice !== 'client' &&
          (w.method === 'DELETE' || typeof choice != 'object' || !choice)
        )
          throw new TypeError(
            `${PREFIX}resolve() of a conflict of ${w.method} ${w.collection}/${String(w.id)} takes 'server', 'client'${w.method === 'PUT' ? ' or a record' : ''}, got ${JSON.stringify(choice)}`,
          )
        list.remove(conflict as RestConflict)
        resolve(choice)
      },
    })
    // The store was cleared (sign-out): the write rejects with its conflict, and no page is touched.
    list.add(conflict as RestConflict, () =>
      reject(new RestError(error.message.slice(PREFIX.length), { ...error, server })),
    )
  })
}
