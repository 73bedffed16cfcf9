import type { Route } from '@playwright/test'
import { expect, expectAccessible, test } from './fixtures.ts'
import { apiLog } from './support/apiLog.ts'
import { form, listRecords, paths } from './support/seed.ts'
import { pagerSummary, rows } from './support/table.ts'

// How the app starts (issue 22, speed): the page shows it is loading before any script has run, and the embedded
// mock starts beside the app's code, not after it, yet still answers every request the app sends.

const trip = form('出差申请')

/** The module script index.html starts with (the entry chunk), read from the built page. */
async function entryScript(baseURL: string): Promise<string> {
  const html = await (await fetch(baseURL)).text()
  const src = /<script type="module"[^>]*src="([^"]+)"/.exec(html)?.[1]
  if (!src) throw new Error('[e2e] the built index.html has no module script')
  return new URL(src, baseURL).pathname
}

test('a first visit: the mock starts while the app’s code is held back, and answers every request', async ({
  page,
  baseURL,
}) => {
  const entry = await entryScript(baseURL as string)
  // Every script but the entry, its preload helper and the embedded mock's own chunks (vite.config.ts: msw,
  // mock-server; `form-mock-server/browser`) waits until released.
  const mockChunk = /\/assets\/(msw|mock-server|browser|preload-helper)-[\w-]+\.js$/
  const held: Route[] = []
  let release = false
  await page.route(/\/assets\/.*\.js$/, (route) => {
    const path = new URL(route.request().url()).pathname
    if (release || path === entry || mockChunk.test(path)) return route.continue()
    held.push(route)
  })
  const mswLoaded = page.waitForResponse((response) => /\/assets\/msw-[\w-]+\.js$/.test(response.url()))
  const log = apiLog(page)

  await page.goto(paths.list(trip.id, 'todo-list'), { waitUntil: 'commit' })
  // Before the app's code: the loading bar from index.html, and the mock's worker and code on their way.
  const loading = page.getByRole('progressbar', { name: '正在加载' })
  await expect(loading).toBeVisible()
  await mswLoaded
  // The mock's service worker controls the page already.
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null))
    .toMatch(/\/mockServiceWorker\.js$/)
  await expect.poll(() => held.length).toBeGreaterThan(0)
  await expectAccessible(page, 'the page before the app’s code has loaded')

  release = true
  for (const route of held.splice(0)) await route.continue()
  await expect(pagerSummary(page)).toContainText(`共 ${listRecords('todos', trip.id).length} 条`)
  await expect(rows(page)).toHaveCount(15)
  await expect(loading).toBeHidden()
  // Nothing reached the preview server: the mock answered the session and every list request.
  expect(log.calls.length).toBeGreaterThan(0)
  for (const call of log.calls) {
    const response = await call.request.response()
    expect(response?.fromServiceWorker(), `${call.method} ${call.path} answered by the mock`).toBe(true)
  }
})

test('a reload, with the worker in control or (a hard reload) without it, shows the same list from the mock', async ({
  page,
}) => {
  await page.goto(paths.list(trip.id, 'search-list'))
  const total = `共 ${listRecords('records', trip.id).length} 条`
  await expect(pagerSummary(page)).toContainText(total)
  expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true)

  const log = apiLog(page)
  await page.reload()
  await expect(pagerSummary(page)).toContainText(total)
  await log.sent({ path: `/api/forms/${trip.id}/records`, query: { page: '0' } })
  for (const call of log.calls) expect((await call.request.response())?.fromServiceWorker()).toBe(true)

  // Shift+reload: the page starts without the worker in control, though it is registered and active; msw reloads
  // the page once to have it in control (the registration ahead of msw must not wait for a control that never comes).
  const mark = log.mark()
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Page.reload', { ignoreCache: true })
  await log.sent({ path: `/api/forms/${trip.id}/records`, query: { page: '0' } }, mark)
  await expect(pagerSummary(page)).toContainText(total)
  expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true)
  for (const call of log.calls.slice(mark)) expect((await call.request.response())?.fromServiceWorker()).toBe(true)
})
