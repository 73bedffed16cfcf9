/**
 * Where `persist` keeps pages: `localStorage` and `sessionStorage` fit as they are; an async storage (the IndexedDB one
 * of `use-rest-page-api/persist`, a wrapper of another library's) returns promises. Every call may throw or reject (a
 * full quota, a storage the browser refuses): the store then skips that page, and never throws.
 *
 * @example
 * const memory = new Map<string, string>()
 * const storage: RestPageStorage = {
 *   getItem: (key) => memory.get(key) ?? null,
 *   setItem: (key, value) => void memory.set(key, value),
 *   removeItem: (key) => void memory.delete(key),
 *   keys: () => [...memory.keys()],
 * }
 */
export interface RestPageStorage {
  /** The value stored at `key`, or `null`. */
  getItem(key: string): string | null | Promise<string | null>
  /** Stores `value` at `key`; throws or rejects when it cannot (`QuotaExceededError`). */
  setItem(key: string, value: string): void | Promise<void>
  /** Removes `key`. */
  removeItem(key: string): void | Promise<void>
  /**
   * Every key it holds, for `store.clear()` and for reading an async storage ahead. A `Storage` object (`localStorage`)
   * has `length` and `key(i)` instead: both are accepted. Default: `length` and `key(i)`, else nothing is enumerated
   * (`clear()` then removes only the pages this store wrote or read).
   */
  keys?(): string[] | Promise<string[]>
}
