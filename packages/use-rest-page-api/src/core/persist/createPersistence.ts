import { DEV } from '../http/dev.ts'
import { PREFIX } from '../http/RestError.ts'
import type { StoreCore } from '../store/createStoreCore.ts'
import { requestOfKey } from '../store/listKey.ts'
import type { Persistence } from './Persistence.ts'
import type { PersistOptions } from './PersistOptions.ts'
import type { RestPageStorage } from './RestPageStorage.ts'
import { PACKAGE_VERSION } from './version.ts'
import { decodeStored, encodeStored, STORAGE_PREFIX, type Stored } from './storedValue.ts'
import { whenDone } from './whenDone.ts'

/** `maxAge`'s default: 24 hours. */
const DAY = 86_400_000

/** A list page's key (a single resource's, `GET <url>`, is never persisted). */
const isListKey = (key: string) => key.startsWith('["')

/** Every key the storage holds: its `keys()`, or a `Storage` object's `length` and `key(i)`. */
function keysOf(storage: RestPageStorage): string[] | Promise<string[]> {
  if (typeof storage.keys == 'function') return storage.keys()
  const { length, key } = storage as Partial<Storage>
  if (typeof length != 'number' || typeof key != 'function') return []
  const keys: string[] = []
  for (let i = 0; i < length; i++) {
    const k = key.call(storage, i)
    if (k !== null) keys.push(k)
  }
  return keys
}

/**
 * The persistence of a store's pages (`createRestPageStore({ persist })`, `core.persistence`), TanStack Query's
 * per-query persister: each answer of a list page is written as it came (no kept edit: optimistic rows are never
 * written; a load still on its way is not), under `use-rest-page-api:` and its key. A list showing a key the store
 * holds no page for restores the stored one, marked stale so the list reloads it once in the background: at once from
 * a sync storage, when it arrives from an async one (read ahead at creation, so most pages are there before a list
 * asks). A restored page never replaces a newer one (by `dataUpdatedAt`: a server's hydrated page wins), and applies
 * only when a list observes it, after the commit, never in a render, so a hydration render is the server's. A storage
 * that refuses a write (its quota) skips that page; nothing throws, nothing loops.
 *
 * The store core calls none of it: this wraps the core's `observe` and its link's `loaded` (the link must be the
 * store's own object), and sets `core.persistence`, for the outbox's named values and `store.clear()`.
 *
 * @example
 * const core = createStoreCore({ ...link })
 * createPersistence(core, { storage: localStorage })
 */
export function createPersistence<TData>(
  core: StoreCore<TData>,
  { storage, maxAge = DAY, buster = PACKAGE_VERSION, filter }: PersistOptions,
): Persistence {
  /** Bumped by `clear()`: a read started before it finds nothing to restore into. */
  let generation = 0
  /** Stored texts read ahead from an async storage, by store key, until a list shows the key. */
  let ahead = new Map<string, string>()
  /**
   * The read ahead of an async storage, or a `clear()`, while on its way: the keys lists show meanwhile wait for it
   * (a page read during a `clear()` may be the previous user's).
   */
  let reading: Promise<void> | undefined
  const waiting = new Set<string>()
  /** Restores the keys lists showed while `busy` was on its way, once it is done (and nothing else started). */
  const after = (busy: Promise<unknown>) => {
    const done: Promise<void> = busy
      .catch(() => {})
      .then(() => {
        if (reading !== done) return
        reading = undefined
        const keys = [...waiting]
        waiting.clear()
        for (const key of keys) persistence.observed(key)
      })
    return (reading = done)
  }
  /** Keys written or read by this store: what `clear()` removes of a storage it cannot enumerate. */
  const known = new Set<string>()
  let warned = false
  let swept = false

  const remove = (name: string) =>
    whenDone(
      () => storage.removeItem(name),
      () => {},
    )
  /** What a stored text holds, a dropped one removed. */
  const decode = (name: string, text: string | null, field: 'page' | 'value') => {
    const read = decodeStored(text, buster, field, field === 'page' ? maxAge : Infinity, Date.now())
    if (read !== 'drop') return read
    void remove(name)
    return undefined
  }
  const requestAt = (key: string) => core.entries.get(key)?.request ?? requestOfKey(key)
  const wanted = (key: string) => isListKey(key) && (!filter || filter(requestAt(key)))

  /**
   * Shows a stored page for `key` where the store holds nothing newer, with the edits kept over its pages (an
   * optimistic write on its way), marked stale: the list shows it and reloads it once.
   */
  const apply = (key: string, stored: Stored<unknown>) => {
    const e = core.entries.get(key)
    if (!e?.observers) return
    const held = e.state
    if (held.data !== undefined && held.dataUpdatedAt >= stored.at) return
    const page = e.kept.reduce((page, kept) => kept.edit(page), stored.value as TData)
    core.link.write?.(key, page)
    core.dispatch(key, e, { type: 'hydrate', data: page, at: stored.at })
    core.dispatch(key, e, { type: 'invalidate' })
  }
  const restore = (key: string, text: string | null) => {
    const stored = decode(STORAGE_PREFIX + key, text, 'page')
    if (stored) apply(key, stored)
  }
  /** Reads the stored page of a key and restores it, unless `clear()` came between. */
  const readPage = (key: string) => {
    const at = generation
    const name = STORAGE_PREFIX + key
    known.add(name)
    return whenDone(
      () => storage.getItem(name),
      (text) => {
        if (at === generation) restore(key, text)
      },
    )
  }

  /**
   * Once a storage refused a write (its quota): the pages of ours it holds that would never be restored (too old,
   * another buster, unreadable) go, so later pages fit. Once per store: a storage that stays full is not read again.
   */
  const sweep = () => {
    if (swept) return
    swept = true
    void whenDone(
      () => keysOf(storage),
      (keys) => {
        for (const name of keys)
          if (name.startsWith(STORAGE_PREFIX + '["'))
            void whenDone(
              () => storage.getItem(name),
              (text) => void decode(name, text, 'page'),
            )
      },
    )
  }
  /** Writes a text; a refusal (a full quota) removes the key instead, and frees what is of no use. */
  const put = (name: string, text: string) => {
    known.add(name)
    return whenDone(
      () => storage.setItem(name, text),
      () => {},
      (error) => {
        void remove(name)
        sweep()
        if (DEV && !warned) {
          warned = true
          console.warn(`${PREFIX}persist: the storage refused ${name.slice(0, 120)} (${String(error)}); it is skipped`)
        }
      },
    )
  }

  /** Reads our list pages ahead (an async storage), keeping their texts until a list shows their key. */
  const readAhead = (keys: string[]) => {
    const at = generation
    const names = keys.filter((name) => name.startsWith(STORAGE_PREFIX + '["'))
    return Promise.all(
      names.map((name) =>
        whenDone(
          () => storage.getItem(name),
          (text) => {
            known.add(name)
            if (at === generation && text !== null) ahead.set(name.slice(STORAGE_PREFIX.length), text)
          },
        ),
      ),
    )
  }
  // An async storage is read ahead at once, so a list that shows a key later finds its page waiting; a sync one
  // answers each key when a list asks for it.
  let listed: string[] | Promise<string[]>
  try {
    listed = keysOf(storage)
  } catch {
    listed = []
  }
  if (!Array.isArray(listed)) void after(Promise.resolve(listed).then(readAhead))

  const persistence: Persistence = {
    observed(key) {
      const e = core.entries.get(key)
      if (!e || e.state.data !== undefined || !wanted(key)) return
      if (reading) return void waiting.add(key)
      const text = ahead.get(key)
      if (text === undefined) return void readPage(key)
      ahead.delete(key)
      restore(key, text)
    },
    loaded(key, page, at, request) {
      if (!isListKey(key) || (filter && !filter(request ?? requestAt(key)))) return
      ahead.delete(key)
      let text: string
      try {
        text = encodeStored(buster, at, 'page', page)
      } catch {
        // Not JSON (a BigInt, a cycle in a transformed page): not persisted.
        return
      }
      void put(STORAGE_PREFIX + key, text)
    },
    read(name) {
      const key = STORAGE_PREFIX + name
      known.add(key)
      return new Promise((resolve) => {
        void whenDone(
          () => storage.getItem(key),
          (text) => resolve(decode(key, text, 'value')?.value),
          () => resolve(undefined),
        )
      })
    },
    async write(name, value) {
      let text: string
      try {
        text = encodeStored(buster, Date.now(), 'value', value)
      } catch {
        return
      }
      await put(STORAGE_PREFIX + name, text)
    },
    async remove(name) {
      await remove(STORAGE_PREFIX + name)
    },
    clear() {
      generation++
      ahead = new Map()
      const gone = [...known]
      known.clear()
      const cleared = new Promise<void>((done) => {
        const removeAll = (names: string[]) => void Promise.all(names.map(remove)).then(() => done())
        void whenDone(
          () => keysOf(storage),
          (keys) => removeAll([...new Set([...gone, ...keys.filter((name) => name.startsWith(STORAGE_PREFIX))])]),
          () => removeAll(gone),
        )
      })
      return after(cleared)
    },
  }
  // Wired into the store, which knows nothing of it: a key a list shows is restored once `observe` has counted the
  // list; each answer is written as `link.loaded` hears it (the server's page, before any kept edit).
  const { observe, link } = core
  core.observe = (key, asking, base, request) => {
    const release = observe(key, asking, base, request)
    persistence.observed(key)
    return release
  }
  const { loaded } = link
  link.loaded = (key, data, error) => {
    loaded?.call(link, key, data, error)
    if (data !== undefined) persistence.loaded(key, data, Date.now(), undefined)
  }
  return (core.persistence = persistence)
}
