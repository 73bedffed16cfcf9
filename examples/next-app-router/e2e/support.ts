import { expect, type Page } from '@playwright/test'
import { API_PORT, APP_PORT, RECORDER_PORT } from './ports.ts'

const API = `http://127.0.0.1:${API_PORT}`
const RECORDER = `http://127.0.0.1:${RECORDER_PORT}/__recorded`
const APP = `http://127.0.0.1:${APP_PORT}`

/** A request the REST API received from the app (through the recorder in front of it). */
export interface ApiRequest {
  method: string
  url: string
  authorization: string | null
  cookie: boolean
}

/** Signs in through the app's form (the first user); returns the token its httpOnly cookie holds. */
export async function signIn(page: Page): Promise<string> {
  await page.goto('/sign-in')
  await page.getByRole('button', { name: 'Sign in' }).click()
  await page.waitForURL('**/products')
  const cookie = (await page.context().cookies()).find((c) => c.name === 'session')
  expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax' })
  return cookie?.value ?? ''
}

/** The ids of a page of products as the API itself answers it (by default newest first, 8 a page), asked directly. */
export async function apiPage(token: string, pageNo: number, size = 8, sort = 'id,desc'): Promise<string[]> {
  const answer = await fetch(`${API}/api/products?size=${size}&page=${pageNo}&sort=${sort}`, {
    headers: { authorization: `Bearer ${token}`, accept: 'application/json' },
  })
  expect(answer.status).toBe(200)
  return ((await answer.json()) as { content: { id: string }[] }).content.map((p) => p.id)
}

/** The requests the API received since the last `forgetApiRequests()`. */
export async function apiRequests(): Promise<ApiRequest[]> {
  return (await (await fetch(RECORDER)).json()) as ApiRequest[]
}

export async function forgetApiRequests(): Promise<void> {
  await fetch(RECORDER, { method: 'DELETE' })
}

/** From now on the API waits `ms` before each answer (the mock's `x-mock-delay`, added by the recorder); 0 ends it. */
export async function delayApi(ms: number): Promise<void> {
  const answer = await fetch(`http://127.0.0.1:${RECORDER_PORT}/__delay?ms=${ms}`, { method: 'PUT' })
  expect(answer.status).toBe(204)
}

/** A page's HTML as a plain request (no browser) receives it: each piece of the body, with when it came. */
export interface StreamedResponse {
  status: number
  /** The body's pieces, `at` in ms since the request went out. */
  chunks: { at: number; text: string }[]
  /** When the body received so far first satisfied `test` (ms since the request went out), or `undefined`. */
  firstAt(test: (html: string) => boolean): number | undefined
}

/** Requests an app page with the session cookie of `token` and reads its body as it comes, piece by piece. */
export async function readStreamed(path: string, token: string): Promise<StreamedResponse> {
  const sent = performance.now()
  const answer = await fetch(`${APP}${path}`, { headers: { cookie: `session=${token}` } })
  const chunks: StreamedResponse['chunks'] = []
  const decoder = new TextDecoder()
  const reader = answer.body?.getReader()
  for (let piece = await reader?.read(); piece && !piece.done; piece = await reader?.read())
    chunks.push({ at: performance.now() - sent, text: decoder.decode(piece.value, { stream: true }) })
  return {
    status: answer.status,
    chunks,
    firstAt(test) {
      let html = ''
      for (const { at, text } of chunks) if (test((html += text))) return at
      return undefined
    },
  }
}

/** The ids in the table (of the section named `within`, when there are several) once it is not loading. */
export async function shownIds(page: Page, within?: string): Promise<string[]> {
  const table = (within ? page.getByRole('region', { name: within }) : page).getByRole('table')
  await expect(table).toHaveAttribute('aria-busy', 'false')
  return table.locator('tbody tr td:first-child').allTextContents()
}

/**
 * What goes wrong on a page, from the moment this is called: console errors (a hydration mismatch is one),
 * uncaught exceptions, and the requests the browser sends to the app's /api/ (the lists' loads).
 */
export function watch(page: Page) {
  const errors: string[] = []
  const listRequests: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text())
  })
  page.on('pageerror', (error) => errors.push(error.message))
  page.on('request', (request) => {
    const url = new URL(request.url())
    if (url.pathname.startsWith('/api/')) listRequests.push(`${request.method()} ${url.pathname}${url.search}`)
  })
  return { errors, listRequests }
}
