import type { RestPageApiSettings } from 'use-rest-page-api/server'

/**
 * Where the REST API is: the mock of `pnpm mock:serve` by default. Baked into both bundles at build time, so the
 * server's prefetch and the browser's list ask for the same url (the url is part of a page's key).
 */
export const API_ORIGIN: string = import.meta.env.VITE_API_ORIGIN ?? 'http://127.0.0.1:4010'

/**
 * The settings of every request to the API, the same on the server (`prefetchList` in a loader) and in the browser
 * (`RestPageApiProvider` in the root): the signed-in user's token as a Bearer header.
 */
export function apiSettings(token: string): RestPageApiSettings {
  return { headers: { Authorization: `Bearer ${token}` } }
}
