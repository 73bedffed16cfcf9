import { expect, test } from '@playwright/test'
import { apiPage, apiRequests, delayApi, forgetApiRequests, readStreamed, shownIds, signIn, watch } from './support.ts'

/** How long the API takes to answer while a spec watches what the page sends before it: longer than a shell takes. */
const SLOW_API_MS = 3_000
const PAGE_0 = '/api/products?size=8&page=0&sort=id%2Cdesc'

test.beforeEach(async () => {
  await delayApi(0)
  await forgetApiRequests()
})

test.afterEach(async () => {
  await delayApi(0)
})

const hasShell = (html: string) =>
  html.includes('<h1>Products, streamed</h1>') &&
  /<p role="status" aria-live="polite">Loading the products…<\/p>/.test(html)
const hasRows = (ids: string[]) => (html: string) => ids.every((id) => html.includes(`<td>${id}</td>`))

test('the shell goes out before the API answers, and the rows later in the same response', async ({ page }) => {
  const token = await signIn(page)
  const expected = await apiPage(token, 0)
  await forgetApiRequests()
  await delayApi(SLOW_API_MS)
  const slow = await readStreamed('/streamed', token)
  expect(slow.status).toBe(200)
  const shellAt = slow.firstAt(hasShell)
  const rowsAt = slow.firstAt(hasRows(expected))
  // The server did not wait for the API (which took SLOW_API_MS): the heading and the fallback came first, no row
  // with them, and the rows in a later piece of the same body, once the API answered.
  expect(shellAt).toBeDefined()
  expect(shellAt).toBeLessThan(SLOW_API_MS)
  expect(slow.firstAt((html) => html.includes('<td>'))).toBeGreaterThan(shellAt ?? Infinity)
  expect(rowsAt).toBeGreaterThanOrEqual(SLOW_API_MS)
  // One request for the page: the server's, with the cookie's token.
  expect(await apiRequests()).toEqual([{ method: 'GET', url: PAGE_0, authorization: `Bearer ${token}`, cookie: false }])

  // What it takes with the API answering at once (the mock on this machine), for the README.
  await delayApi(0)
  const times: { shell: number; rows: number }[] = []
  for (let run = 0; run < 5; run++) {
    const fast = await readStreamed('/streamed', token)
    times.push({ shell: fast.firstAt(hasShell) ?? NaN, rows: fast.firstAt(hasRows(expected)) ?? NaN })
  }
  const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)]?.toFixed(0)
  console.log(
    `[streamed] API ${SLOW_API_MS} ms: shell at ${shellAt?.toFixed(0)} ms, rows at ${rowsAt?.toFixed(0)} ms; ` +
      `API at once (median of 5): shell at ${median(times.map((t) => t.shell))} ms, rows at ${median(times.map((t) => t.rows))} ms`,
  )
  for (const { rows } of times) expect(rows).not.toBeNaN()
})

test('the browser shows the fallback, then the streamed rows, with no request for them and no error', async ({
  page,
}) => {
  const token = await signIn(page)
  const [first, second] = await Promise.all([apiPage(token, 0), apiPage(token, 1)])
  await forgetApiRequests()
  await delayApi(SLOW_API_MS)
  const seen = watch(page)
  await page.goto('/streamed', { waitUntil: 'commit' })
  const fallback = page.getByRole('status').filter({ hasText: 'Loading the products…' })
  await expect(fallback).toBeVisible()
  expect(await shownIds(page)).toEqual(first)
  await expect(fallback).toHaveCount(0)
  expect(seen.listRequests).toEqual([])
  expect((await apiRequests()).map((r) => r.url)).toEqual([PAGE_0])

  // A page move keeps the rows on screen while the next page loads (no fallback again): the browser's first request.
  await page.getByRole('button', { name: 'Next' }).click()
  await expect(page.getByRole('table')).toHaveAttribute('aria-busy', 'true')
  expect(await page.locator('tbody tr td:first-child').allTextContents()).toEqual(first)
  await expect(fallback).toHaveCount(0)
  await expect(page).toHaveURL(/\/streamed\?page=1$/)
  expect(await shownIds(page)).toEqual(second)
  expect(seen.listRequests).toEqual(['GET /api/products?size=8&page=1&sort=id%2Cdesc'])
  expect(seen.errors).toEqual([])
})

test('a link to the streamed page hands the rows over in the navigation’s payload: the browser asks nothing', async ({
  page,
}) => {
  const token = await signIn(page)
  // From a page whose lists are not this one's (the products page's would be in the browser's store already).
  await page.goto('/compare')
  const seen = watch(page)
  await delayApi(SLOW_API_MS)
  await page.getByRole('link', { name: 'Streamed' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Loading the products…' })).toBeVisible()
  await expect(page).toHaveURL(/\/streamed$/)
  expect(await shownIds(page)).toEqual(await apiPage(token, 0))
  expect(seen.listRequests).toEqual([])
  expect(seen.errors).toEqual([])
})

test('a session the API refuses ends on the route’s error boundary, with a way to sign in again', async ({
  page,
  context,
}) => {
  await context.addCookies([{ name: 'session', value: 'forged', url: 'http://127.0.0.1:4304', httpOnly: true }])
  const seen = watch(page)
  await page.goto('/streamed')
  await expect(page.getByRole('alert').filter({ hasText: 'The products could not be loaded.' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Sign in again' })).toBeVisible()
  // The server's failure was handed over: the browser did not ask again.
  expect(seen.listRequests).toEqual([])
  expect((await apiRequests()).map((r) => [r.url, r.authorization])).toEqual([[PAGE_0, 'Bearer forged']])
  // React logs the error its boundary caught: the server's failure redacted (its kind and status only), nothing else.
  expect(seen.errors).toEqual([
    expect.stringMatching(/^RestError: \[use-rest-page-api\] the server's load of this page failed\n/),
  ])
})
