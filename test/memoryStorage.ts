import type { RestPageStorage } from '../packages/use-rest-page-api/src/core/persist/RestPageStorage.ts'

/**
 * A `localStorage` in memory for node tests: `getItem`, `setItem`, `removeItem`, and `length` with `key(i)` as a
 * `Storage` object has them (no `keys()`), every call answered at once. `map` is what it holds; `setItem` may be
 * replaced to refuse writes.
 *
 * @example
 * const storage = memoryStorage()
 * createRestPageStore({ persist: { storage } })
 */
export function memoryStorage() {
  const map = new Map<string, string>()
  const storage = {
    map,
    /** Every `setItem` call, by key. */
    writes: [] as string[],
    getItem: (key: string) => map.get(key) ?? null,
    setItem(key: string, value: string) {
      storage.writes.push(key)
      map.set(key, value)
    },
    removeItem: (key: string) => void map.delete(key),
    key: (index: number) => [...map.keys()][index] ?? null,
    get length() {
      return map.size
    },
  }
  return storage satisfies RestPageStorage
}

/** A `QuotaExceededError` as a browser's `localStorage.setItem` throws it. */
export const quotaError = () => new DOMException('The quota has been exceeded.', 'QuotaExceededError')
