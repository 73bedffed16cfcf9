import { PREFIX } from '../http/RestError.ts'
import type { UrlAdapter } from './UrlAdapter.ts'

/**
 * The query string a synced list reads where it renders on a server, and in the hydration render that must agree
 * with it: the query of `serverUrl` (the provider's setting, also `prefetchList`'s) when there is one, else what the
 * list's adapter reads (a router's adapter reads the request's address on the server; `historyAdapter` reads `''`
 * there). Throws a `TypeError` naming `serverUrl` when it is not a url, a path or a query string.
 *
 * @example
 * serverSearch('https://shop.example/products?page=2', historyAdapter) // '?page=2'
 */
export function serverSearch(serverUrl: string | undefined, adapter: UrlAdapter | undefined): string {
  if (serverUrl === undefined || serverUrl === '') return adapter?.read() ?? ''
  try {
    return new URL(serverUrl, 'http://server').search
  } catch {
    throw new TypeError(`${PREFIX}serverUrl is no url: ${JSON.stringify(serverUrl.slice(0, 200))}`)
  }
}
