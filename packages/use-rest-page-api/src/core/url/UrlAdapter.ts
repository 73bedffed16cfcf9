/**
 * How a synced list reads and writes the address bar. Write one of these to put the list's state under any router;
 * `historyAdapter` (the default) uses `window.history`, and `use-rest-page-api/react-router` ships one for React
 * Router 7. The list only ever touches the query string: the path and the hash belong to the router.
 *
 * @example
 * const adapter: UrlAdapter = {
 *   read: () => window.location.search,
 *   write: (search, mode) => router.navigate({ search }, { replace: mode === 'replace' }),
 *   subscribe: (listener) => router.subscribe(listener),
 * }
 * useRestPageApi('/api/products', [], { syncToUrl: { adapter } })
 */
export interface UrlAdapter {
  /** The current query string, `'?a=1'` or `''` (as `location.search` gives it). */
  read(): string
  /**
   * Make `search` (`'?a=1'`, or `''` for none) the current query string, keeping the path and the hash: `push` adds a
   * history entry (a page move the user can go back from), `replace` does not (normalising the address on mount).
   */
  write(search: string, mode: 'push' | 'replace'): void
  /**
   * Call `listener` after the query string changed by any other means (back and forward, a link, the router's own
   * navigation). Calls for the list's own writes are allowed: the list ignores a query string it already shows.
   * Returns the function that stops listening.
   */
  subscribe(listener: () => void): () => void
  /**
   * The path the address is on now (`location.pathname`): a write the list asked for is dropped when the app has left
   * for another path before it went out. Default: none (never dropped).
   */
  path?(): string
  /**
   * `write` only asks a router to navigate, which it does later, the last navigation asked for winning (React Router):
   * the list then writes at once instead of at the end of the task, so a navigation the app asks for after a move
   * (`list.query(filters); navigate('/other')`) wins over the move's write. Default: `false`.
   */
  readonly deferred?: boolean
}
