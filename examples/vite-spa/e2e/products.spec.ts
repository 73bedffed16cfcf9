import type { Page } from '@playwright/test'
import { expect, listRequests, test, type MockClient } from '../../../test/examples/exampleTest.ts'

// The list as the app asks for it: ten a page, dearest first.
const list = (page: number, sort = 'price,desc') => ({ page: String(page), size: '10', sort })

const titles = (page: Page) => page.locator('table.products tbody td:first-child')

/** Opens `path`, which sends a signed-out user to sign in, and signs in as the first user listed (the admin). */
async function signInAt(page: Page, path: string) {
  await page.goto(path)
  await expect(page).toHaveURL(`/sign-in?${new URLSearchParams({ next: path })}`)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page).toHaveURL(path)
}

/** Waits for the list to show the mock's page `n` (`sort` as the address has it). */
async function expectPage(page: Page, mock: MockClient, n: number, sort?: string) {
  await expect(titles(page)).toHaveText(await mock.titles(list(n, sort)))
  await expect(page.getByText(`Page ${n + 1} of 7`)).toBeVisible()
}

test('signs in, then asks for the first page once, with the token', async ({ page, mock, apiCalls }) => {
  await signInAt(page, '/products')
  await expectPage(page, mock, 0)
  // StrictMode mounts the list twice: still one request.
  expect(listRequests(apiCalls)).toEqual([list(0)])
  const get = apiCalls.find((call) => call.method === 'GET' && call.path === '/api/products')
  expect(get?.request.headers()['authorization']).toMatch(/^Bearer [0-9a-f]{32}$/)
})

test('Next, Back, a sort and a reload follow the address', async ({ page, mock, apiCalls }) => {
  await signInAt(page, '/products')
  await expectPage(page, mock, 0)
  await page.getByRole('button', { name: 'Next' }).click()
  await expect(page).toHaveURL('/products?page=1')
  await expectPage(page, mock, 1)
  await page.getByRole('button', { name: 'Next' }).click()
  await expect(page).toHaveURL('/products?page=2')
  await expectPage(page, mock, 2)
  await page.goBack()
  await expect(page).toHaveURL('/products?page=1')
  await expectPage(page, mock, 1)
  // A reload starts the app again at the address (the token stays in the tab's session storage).
  const before = apiCalls.length
  await page.reload()
  await expectPage(page, mock, 1)
  expect(listRequests(apiCalls.slice(before))).toEqual([list(1)])
  await page.getByRole('button', { name: /^Price/ }).click()
  await expect(page).toHaveURL('/products?sort=price%2Casc')
  await expectPage(page, mock, 0, 'price,asc')
  await page.goBack()
  await expectPage(page, mock, 1)
  await page.goBack()
  await expect(page).toHaveURL('/products')
  await expectPage(page, mock, 0)
})

test('a created product shows on the list, and is gone once deleted', async ({ page, mock, apiCalls }) => {
  await signInAt(page, '/products')
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

test('signing out sends no request without a token, and asks to sign in again', async ({ page, mock, apiCalls }) => {
  await signInAt(page, '/products?page=3')
  await expectPage(page, mock, 3)
  const before = apiCalls.length
  await page.getByRole('button', { name: 'Sign out' }).click()
  await expect(page).toHaveURL('/sign-in')
  await page.goBack()
  // The route sends a signed-out user to sign in; no list asked for a page without a token (the console guard
  // fails the test on the 401 such a request gets).
  await expect(page).toHaveURL(`/sign-in?${new URLSearchParams({ next: '/products?page=3' })}`)
  expect(listRequests(apiCalls.slice(before))).toEqual([])
  // Signing in again empties the store first, then the list loads the page for the new identity.
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expectPage(page, mock, 3)
  expect(listRequests(apiCalls.slice(before))).toEqual([list(3)])
})
