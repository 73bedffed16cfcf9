/** Per cache, how many mounted lists show each key. */
const observers = new WeakMap<object, Map<string, number>>()
const countsOf = (cache: object) => observers.get(cache) ?? observers.set(cache, new Map()).get(cache)!

/**
 * Records that a mounted list shows `key` of `cache`, until the returned function is called. SWR shares one load
 * between the lists that show a key, so a load may be aborted only when no list shows its key any more (TanStack
 * Query's rule: cancel a query that has no observers).
 *
 * @example
 * const release = observeKey(cache, key) // in an effect
 * isObserved(cache, key) // true until release()
 */
export function observeKey(cache: object, key: string): () => void {
  const counts = countsOf(cache)
  counts.set(key, (counts.get(key) ?? 0) + 1)
  return () => {
    const left = (counts.get(key) ?? 1) - 1
    if (left) counts.set(key, left)
    else counts.delete(key)
  }
}

/** True while a mounted list shows `key` of `cache` (`observeKey`). */
export const isObserved = (cache: object, key: string): boolean => countsOf(cache).has(key)
