import type { Page } from '@playwright/test'
import { expect, listRequests, test, type MockClient } from '../../../test/examples/exampleTest.ts'

// The list as the app asks for it: ten a page, dearest first.
const list = (page: number, sort = 'price,desc') => ({ page: String(page), size: '10', sort })

const titles = (page: Page) => page.locator('table.products tbody td:first-child')

/** Waits for the list to show the mock's page `n` (`sort` as the address has it). */
async function expectPage(page: Page, mock: MockClient, n: number, sort?: string) {
  await expect(titles(page)).toHaveText(await mock.titles(list(n, sort)))
  await expect(page.getByText(`Page ${n + 1} of 7`)).toBeVisible()
}

test('the server HTML holds the rows of the page the address names, and the fallback', async ({ request, mock }) => {
  const response = await request.get('/?page=2')
  expect(response.status()).toBe(200)
  const html = await response.text()
  for (const title of await mock.titles(list(2))) expect(html).toContain(`<td>${title}</td>`)
  for (const title of await mock.titles(list(0))) expect(html).not.toContain(`<td>${title}</td>`)
  const fallback = /<script type="application\/json" id="swr-fallback">(.*?)<\/script>/.exec(html)?.[1]
  // One page, keyed as the list's SWR key: its request, the query string's parameters in order.
  expect(Object.keys(JSON.parse(fallback ?? '{}'))).toEqual([
    JSON.stringify(['http://127.0.0.1:4312/api/products?page=2&size=10&sort=price%2Cdesc']),
  ])
})

test('hydrates the handed-over page without asking for it again', async ({ page, mock, apiCalls }) => {
  await page.goto('/')
  await expectPage(page, mock, 0)
  // Enabled once hydrated: the list's effects have run, and the page it holds came from the fallback.
  await page.getByRole('button', { name: 'Next' }).click()
  await expectPage(page, mock, 1)
  expect(listRequests(apiCalls)).toEqual([list(1)])
})

test("SWR's mutate reloads the list's page, which sits in its cache", async ({ page, mock, apiCalls }) => {
  await page.goto('/?page=1')
  await expectPage(page, mock, 1)
  expect(listRequests(apiCalls)).toEqual([])
  await page.getByRole('button', { name: 'Reload from the server' }).click()
  await expect.poll(() => listRequests(apiCalls)).toEqual([list(1)])
  await expectPage(page, mock, 1)
})

test('Next, Back, a sort and a reload follow the address', async ({ page, mock }) => {
  await page.goto('/')
  await expectPage(page, mock, 0)
  await page.getByRole('button', { name: 'Next' }).click()
  await expect(page).toHaveURL('/?page=1')
  await expectPage(page, mock, 1)
  await page.getByRole('button', { name: 'Next' }).click()
  await expect(page).toHaveURL('/?page=2')
  await expectPage(page, mock, 2)
  await page.goBack()
  await expect(page).toHaveURL('/?page=1')
  await expectPage(page, mock, 1)
  // A reload is a new server render of the address: the same rows, hydrated without a mismatch.
  await page.reload()
  await expectPage(page, mock, 1)
  await page.getByRole('button', { name: /^Price/ }).click()
  await expect(page).toHaveURL('/?sort=price%2Casc')
  await expectPage(page, mock, 0, 'price,asc')
  await page.goBack()
  await expectPage(page, mock, 1)
  await page.goBack()
  await expect(page).toHaveURL('/')
  await expectPage(page, mock, 0)
})

test('a created product shows on the list, and is gone once deleted', async ({ page, mock, apiCalls }) => {
  await page.goto('/')
  await expectPage(page, mock, 0)
  const title = `Example pen ${Date.now()}`
  await page.getByLabel('Name').fill(title)
  // Dearer than any seeded product (997.52 at most): first on the first page.
  await page.getByLabel('Price').fill('999.99')
  await page.getByRole('button', { name: 'Add product' }).click()
  await expect(titles(page).first()).toHaveText(title)
  const post = apiCalls.find((call) => call.method === 'POST' && call.path === '/api/products')
  const { id } = (await (await post!.request.response())!.json()) as { id: string }

  await page.getByRole('button', { name: `Delete ${title}` }).click()
  await expect(page.getByRole('cell', { name: title })).toHaveCount(0)
  await expectPage(page, mock, 0)
  expect(await mock.productStatus(id)).toBe(404)
})
