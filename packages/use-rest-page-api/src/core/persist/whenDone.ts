/**
 * Calls `next` with a storage call's result: at once when it is a value (a sync storage stays sync: `localStorage`
 * pages restore in the same task a list shows them), when it settles when it is a promise. A throw or a rejection
 * goes to `failed`. Never throws nor rejects itself.
 *
 * @example
 * whenDone(() => storage.getItem(key), (text) => restore(text), () => skip())
 */
export function whenDone<T>(
  call: () => T | PromiseLike<T>,
  next: (value: T) => void,
  failed: (error: unknown) => void = () => {},
): void | Promise<void> {
  let result: T | PromiseLike<T>
  try {
    result = call()
  } catch (error) {
    return failed(error)
  }
  if (typeof (result as PromiseLike<T> | undefined)?.then != 'function') return next(result as T)
  return Promise.resolve(result)
    .then(next, failed)
    .catch(() => {})
}
