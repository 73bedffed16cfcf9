// Server-side only (server components, route handlers, server actions): where the REST API is, and the settings its
// requests carry. The browser never talks to the API: it calls this app's /api/* (app/api/[...path]/route.ts).
import type { RestPageApiSettings } from 'use-rest-page-api/server'

/** The Spring-style REST API (the mock in development and in the e2e specs). */
export const API_ORIGIN = process.env.API_ORIGIN ?? 'http://127.0.0.1:4314'

/** The httpOnly cookie that holds the API token: no script on the page can read it. */
export const SESSION_COOKIE = 'session'

/**
 * The settings of a server's requests for a signed-in user: the token as the API expects it, and the lists' urls
 * (`/api/products`, the same string the browser uses, so the keys of the pages handed over match) sent to the API.
 */
export function apiSettings(token: string): RestPageApiSettings {
  return {
    headers: { Authorization: `Bearer ${token}` },
    fetch: (input, init) => fetch(typeof input === 'string' ? new URL(input, API_ORIGIN) : input, init),
  }
}
