import type { RestPageStorage } from '../core/persist/RestPageStorage.ts'

/** The options of `indexedDbStorage`. */
export interface IndexedDbStorageOptions {
  /** The database's name: one per app on an origin that runs several. Default: `'use-rest-page-api'`. */
  name?: string
  /** The object store, in that database, the values go to. Default: `'pages'`. */
  storeName?: string
}

/** A request's answer as a promise. */
const done = <T>(request: IDBRequest<T>) =>
  new Promise<T>((resolve, reject) => {
    request.onsuccess = () => resolve(request.result)
    request.onerror = () => reject(request.error)
  })

/**
 * A `RestPageStorage` over IndexedDB, for `createRestPageStore({ persist: { storage: indexedDbStorage() } })`: no 5 MB
 * cap and no work on the main thread while a page is written, unlike `localStorage`. The database opens on the first
 * call, and closes when another tab upgrades it (the next call opens it again). Where there is no IndexedDB (a server,
 * a browser that refuses it) it holds nothing: reads find nothing and writes are dropped. A write the browser refuses
 * (its quota) rejects, and the store skips that page.
 *
 * @example
 * import { createRestPageStore } from 'use-rest-page-api'
 * import { indexedDbStorage } from 'use-rest-page-api/persist'
 *
 * const store = createRestPageStore({ persist: { storage: indexedDbStorage({ name: 'form-app' }) } })
 */
export function indexedDbStorage({
  name = 'use-rest-page-api',
  storeName = 'pages',
}: IndexedDbStorageOptions = {}): RestPageStorage {
  let opened: Promise<IDBDatabase> | undefined
  const open = () =>
    (opened ??= new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open(name, 1)
      request.onupgradeneeded = () => {
        if (!request.result.objectStoreNames.contains(storeName)) request.result.createObjectStore(storeName)
      }
      request.onsuccess = () => {
        const db = request.result
        // Another tab upgrades or deletes the database: let it, and open it again on the next call.
        db.onversionchange = () => {
          db.close()
          opened = undefined
        }
        resolve(db)
      }
      request.onerror = () => {
        opened = undefined
        reject(request.error)
      }
    }))
  /** Runs `work` on the object store; resolves once its transaction has committed (a write is then on disk). */
  const run = async <T>(mode: IDBTransactionMode, work: (store: IDBObjectStore) => IDBRequest<T>): Promise<T> => {
    const db = await open()
    const transaction = db.transaction(storeName, mode)
    const answer = done(work(transaction.objectStore(storeName)))
    await new Promise<void>((resolve, reject) => {
      transaction.oncomplete = () => resolve()
      // A refused write (QuotaExceededError) aborts the transaction with its error.
      transaction.onabort = transaction.onerror = () => reject(transaction.error ?? new Error('transaction aborted'))
    })
    return answer
  }
  const present = () => typeof indexedDB != 'undefined'
  return {
    getItem: async (key) => {
      if (!present()) return null
      const value = await run('readonly', (store) => store.get(key) as IDBRequest<unknown>)
      return typeof value == 'string' ? value : null
    },
    setItem: async (key, value) => {
      if (present()) await run('readwrite', (store) => store.put(value, key))
    },
    removeItem: async (key) => {
      if (present()) await run('readwrite', (store) => store.delete(key))
    },
    keys: async () => {
      if (!present()) return []
      const keys = await run('readonly', (store) => store.getAllKeys())
      return keys.filter((key): key is string => typeof key == 'string')
    },
  }
}
