import { PREFIX } from '../http/RestError.ts'

// Replaced by the app's bundler, as React's own `process.env.NODE_ENV` is: a production build drops the message.
declare const process: { env: { NODE_ENV?: string } }

let warned = false

/**
 * Says once per process, in development, that a list synced with the address through `historyAdapter` rendered on a
 * server that was not told the address: it rendered the defaults, which the browser's hydration render shows too (so
 * the two match), and at an address that holds the list's parameters the browser then loads and shows the address's
 * page: the first page a user sees is not the one the address names.
 *
 * @example
 * if (isServer() && adapter === historyAdapter && !settings.serverUrl) warnNoAddress()
 */
export function warnNoAddress(): void {
  if (process.env.NODE_ENV === 'production' || warned) return
  warned = true
  console.warn(
    `${PREFIX}a list synced with the address (syncToUrl) rendered on a server that was not told the address: give the server's RestPageApiProvider the request's url as serverUrl, or the list a router's UrlAdapter, or the page it renders is the list's first, not the one the address names, until the browser loads that one`,
  )
}
