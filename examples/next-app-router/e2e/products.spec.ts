import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, test } from '@playwright/test'
import { apiPage, apiRequests, forgetApiRequests, shownIds, signIn, watch } from './support.ts'

test.beforeEach(async () => {
  await forgetApiRequests()
})

test('the server HTML holds the rows of the page the address names, loaded with the token of the cookie', async ({
  page,
  request,
}) => {
  const token = await signIn(page)
  await forgetApiRequests()
  // A plain request, not the browser: what the server rendered, before any script ran.
  const answer = await request.get('/products?page=2', { headers: { cookie: `session=${token}` } })
  expect(answer.status()).toBe(200)
  const html = await answer.text()
  const expected = await apiPage(token, 2)
  expect(expected).toHaveLength(8)
  for (const id of expected) expect(html).toContain(`<td>${id}</td>`)
  expect(html.replaceAll('<!-- -->', '')).toContain('Page 3 of 8')
  // The API saw the server's request with the cookie's token as a bearer token, and nothing else of the browser.
  expect(await apiRequests()).toEqual([
    {
      method: 'GET',
      url: '/api/products?size=8&page=2&sort=id%2Cdesc',
      authorization: `Bearer ${token}`,
      cookie: false,
    },
  ])
  // The token stays on the server: not in the page, its payload or its address.
  expect(html).not.toContain(token)
})

test('hydrates with no error, and asks nothing for the page the server handed over', async ({ page }) => {
  await signIn(page)
  const seen = watch(page)
  await page.goto('/products?page=1')
  const shown = await shownIds(page)
  expect(shown).toHaveLength(8)
  // Moving on is the first request the browser sends: none went for page 2 while it was fresh.
  await page.getByRole('button', { name: 'Next' }).click()
  await expect(page).toHaveURL(/\/products\?page=2$/)
  await expect.poll(() => shownIds(page)).not.toEqual(shown)
  expect(seen.listRequests).toEqual(['GET /api/products?size=8&page=2&sort=id%2Cdesc'])
  expect(seen.errors).toEqual([])
})

test('Next, Back, the browser’s Back and Forward, and a reload follow the address', async ({ page }) => {
  const token = await signIn(page)
  const seen = watch(page)
  const pages = await Promise.all([0, 1, 2].map((n) => apiPage(token, n)))
  expect(await shownIds(page)).toEqual(pages[0])
  const next = page.getByRole('button', { name: 'Next' })
  const back = page.getByRole('button', { name: 'Back' })

  await next.click()
  await expect(page).toHaveURL(/\/products\?page=1$/)
  expect(await shownIds(page)).toEqual(pages[1])
  await next.click()
  await expect(page).toHaveURL(/\/products\?page=2$/)
  expect(await shownIds(page)).toEqual(pages[2])
  await back.click()
  await expect(page).toHaveURL(/\/products\?page=1$/)
  expect(await shownIds(page)).toEqual(pages[1])

  await page.goBack()
  await expect(page).toHaveURL(/\/products\?page=2$/)
  expect(await shownIds(page)).toEqual(pages[2])
  await page.goBack()
  await page.goBack()
  await expect(page).toHaveURL(/\/products$/)
  expect(await shownIds(page)).toEqual(pages[0])
  await page.goForward()
  await expect(page).toHaveURL(/\/products\?page=1$/)
  expect(await shownIds(page)).toEqual(pages[1])

  await forgetApiRequests()
  await page.reload()
  expect(await shownIds(page)).toEqual(pages[1])
  // The reload's page came from the server's render: one request, the server's.
  expect((await apiRequests()).map((r) => r.url)).toEqual(['/api/products?size=8&page=1&sort=id%2Cdesc'])
  expect(seen.errors).toEqual([])
})

test('a create and a delete show on the list, sent with the token of the cookie', async ({ page }) => {
  const token = await signIn(page)
  await forgetApiRequests()
  const seen = watch(page)
  await expect(page.getByText(/\(64 products\)/)).toBeVisible()

  await page.getByLabel('Title').fill('Fountain pen E2E')
  await page.getByLabel('Price').fill('12.50')
  await page.getByRole('button', { name: 'Create' }).click()
  const row = page.getByRole('row', { name: /Fountain pen E2E/ })
  await expect(row).toBeVisible()
  await expect(page.getByText(/\(65 products\)/)).toBeVisible()
  const id = (await row.locator('td').first().textContent()) ?? ''
  expect((await apiPage(token, 0))[0]).toBe(id)

  await row.getByRole('button', { name: 'Delete Fountain pen E2E' }).click()
  await expect(row).toHaveCount(0)
  await expect(page.getByText(/\(64 products\)/)).toBeVisible()
  expect(await apiPage(token, 0)).not.toContain(id)

  // The browser sent no token; the API received the cookie's, on the writes as on the reads.
  const writes = (await apiRequests()).filter((r) => r.method !== 'GET')
  expect(writes).toEqual([
    { method: 'POST', url: '/api/products', authorization: `Bearer ${token}`, cookie: false },
    { method: 'DELETE', url: `/api/products/${id}`, authorization: `Bearer ${token}`, cookie: false },
  ])
  expect(seen.errors).toEqual([])
})

test('a session the API does not know ends on the sign-in page', async ({ page, context }) => {
  await context.addCookies([{ name: 'session', value: 'forged', url: 'http://127.0.0.1:4304', httpOnly: true }])
  await page.goto('/products')
  await page.waitForURL('**/sign-in')
  const sent = await apiRequests()
  expect(sent.length).toBeGreaterThan(0)
  expect(sent.filter((r) => r.url.startsWith('/api/products')).map((r) => r.authorization)).toContain('Bearer forged')
})

test('a production build sends the browser no devtools code, though the app renders <RestPageApiDevtools>', () => {
  // The specs' build writes browser source maps (e2e/appServer.mjs): they list every module the browser gets.
  const chunks = join(import.meta.dirname, '..', '.next', 'static', 'chunks')
  const maps = readdirSync(chunks, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.js.map'))
  const sources = maps.flatMap(
    (file) => (JSON.parse(readFileSync(join(chunks, file), 'utf8')) as { sources: string[] }).sources,
  )
  const ours = sources
    .filter((source) => source.includes('use-rest-page-api/src/'))
    .map((s) => s.replace(/.*use-rest-page-api\//, ''))
  // The maps do name the package's modules (the check can see them)...
  expect(ours).toContain('src/react/RestPageApiProvider.tsx')
  expect(ours).toContain('src/next/useNextUrlAdapter.ts')
  // ...and of the devtools only the production component (the `production` export condition's), which renders its
  // children: no panel, no request log, no development switch.
  expect([...new Set(ours.filter((s) => s.includes('/devtools/')))]).toEqual(['src/devtools/ProductionDevtools.ts'])
  const code = readdirSync(chunks, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.js'))
    .map((file) => readFileSync(join(chunks, file), 'utf8'))
  expect(code.filter((text) => text.includes('use-rest-page-api devtools'))).toEqual([])
})
