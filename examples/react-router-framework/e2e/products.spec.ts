import { expect, listRequests, test, type MockClient } from '../../../test/examples/exampleTest.ts'
import type { Page } from '@playwright/test'

// The list as the app asks for it: ten a page, dearest first.
const list = (page: number, sort = 'price,desc') => ({ page: String(page), size: '10', sort })

const titles = (page: Page) => page.locator('table.products tbody td:first-child')

/** Signs the browser in through the app's own sign-in action (the session cookie then rides every request). */
async function signIn(page: Page) {
  const response = await page.request.post('/sign-in', { form: { userId: '1' }, maxRedirects: 0 })
  expect(response.status()).toBe(302)
}

/** Waits for the list to show the mock's page `n` (`sort` as the address has it). */
async function expectPage(page: Page, mock: MockClient, n: number, sort?: string) {
  await expect(titles(page)).toHaveText(await mock.titles(list(n, sort)))
  await expect(page.getByText(`Page ${n + 1} of 7`)).toBeVisible()
}

test('the server HTML holds the rows of the page the address names', async ({ page, mock }) => {
  await signIn(page)
  const response = await page.request.get('/products?page=2')
  expect(response.status()).toBe(200)
  const html = await response.text()
  for (const title of await mock.titles(list(2))) expect(html).toContain(`<td>${title}</td>`)
  for (const title of await mock.titles(list(0))) expect(html).not.toContain(`<td>${title}</td>`)
})

test('hydrates the handed-over page without asking for it again', async ({ page, mock, apiCalls }) => {
  await signIn(page)
  const loaderCalls: string[] = []
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.endsWith('.data')) loaderCalls.push(request.url())
  })
  await page.goto('/products')
  await expectPage(page, mock, 0)
  // Enabled once hydrated: the list's effects have run, and the page it holds came from the server.
  await page.getByRole('button', { name: 'Next' }).click()
  await expectPage(page, mock, 1)
  expect(listRequests(apiCalls)).toEqual([list(1)])
  // The move was the list's alone: no loader ran again on the server for it.
  expect(loaderCalls).toEqual([])
  // The browser's own request carries the signed-in user's token, as the loader's did.
  expect(apiCalls[0]?.request.headers()['authorization']).toMatch(/^Bearer [0-9a-f]{32}$/)
})

test('Next, Back, a sort and a reload follow the address', async ({ page, mock }) => {
  await signIn(page)
  await page.goto('/products')
  await expectPage(page, mock, 0)
  await page.getByRole('button', { name: 'Next' }).click()
  await expect(page).toHaveURL(/\/products\?page=1$/)
  await expectPage(page, mock, 1)
  await page.getByRole('button', { name: 'Next' }).click()
  await expect(page).toHaveURL(/\/products\?page=2$/)
  await expectPage(page, mock, 2)
  await page.goBack()
  await expect(page).toHaveURL(/\/products\?page=1$/)
  await expectPage(page, mock, 1)
  // A reload is a new server render of the address: the same rows, hydrated without a mismatch.
  await page.reload()
  await expectPage(page, mock, 1)
  await page.getByRole('button', { name: /^Price/ }).click()
  await expect(page).toHaveURL(/\/products\?sort=price%2Casc$/)
  await expectPage(page, mock, 0, 'price,asc')
  await page.goBack()
  await expectPage(page, mock, 1)
  await page.goBack()
  await expect(page).toHaveURL(/\/products$/)
  await expectPage(page, mock, 0)
})

test('a created product shows on the list, and is gone once deleted', async ({ page, mock, apiCalls }) => {
  await signIn(page)
  await page.goto('/products')
  await expectPage(page, mock, 0)
  const title = `Example pen ${Date.now()}`
  await page.getByLabel('Name').fill(title)
  // Dearer than any seeded product (997.52 at most): first on the first page.
  await page.getByLabel('Price').fill('999.99')
  await page.getByRole('button', { name: 'Add product' }).click()
  await expect(titles(page).first()).toHaveText(title)
  const post = apiCalls.find((call) => call.method === 'POST' && call.path === '/api/products')
  expect(post?.request.headers()['authorization'], 'POST /api/products with the token').toMatch(/^Bearer /)
  const { id } = (await (await post!.request.response())!.json()) as { id: string }

  await page.getByRole('button', { name: `Delete ${title}` }).click()
  await expect(page.getByRole('cell', { name: title })).toHaveCount(0)
  await expectPage(page, mock, 0)
  expect(await mock.productStatus(id)).toBe(404)
})

test('an address asked for while signed out is where signing in leads', async ({ page, mock, apiCalls }) => {
  await page.goto('/products?page=3')
  await expect(page).toHaveURL(/\/sign-in\?next=%2Fproducts%3Fpage%3D3$/)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page).toHaveURL(/\/products\?page=3$/)
  await expectPage(page, mock, 3)
  const before = apiCalls.length
  await page.getByRole('button', { name: 'Sign out' }).click()
  await expect(page).toHaveURL(/\/sign-in$/)
  // Leaving the route, the list loads nothing for the address it leaves to.
  expect(listRequests(apiCalls.slice(before))).toEqual([])
})
