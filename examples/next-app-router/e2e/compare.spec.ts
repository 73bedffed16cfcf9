import { expect, test } from '@playwright/test'
import { apiPage, apiRequests, forgetApiRequests, shownIds, signIn, watch } from './support.ts'

const cheapest = (token: string, pageNo: number) => apiPage(token, pageNo, 5, 'price,asc')
const dearest = (token: string, pageNo: number) => apiPage(token, pageNo, 5, 'price,desc')

test('two lists in two components keep their own parts of the address and build on each other’s writes', async ({
  page,
}) => {
  const token = await signIn(page)
  const seen = watch(page)
  // Both lists take their defaults out of the address on mount, in one task: the second writes over the first's.
  await page.goto('/compare?cheap.page=0&dear.page=0&utm=x')
  await expect(page).toHaveURL(/\/compare\?utm=x$/)
  expect(await shownIds(page, 'cheapest')).toEqual(await cheapest(token, 0))
  expect(await shownIds(page, 'dearest')).toEqual(await dearest(token, 0))

  await page.getByRole('navigation', { name: 'cheapest pages' }).getByRole('button', { name: 'Next' }).click()
  await expect(page).toHaveURL(/\/compare\?utm=x&cheap\.page=1$/)
  expect(await shownIds(page, 'cheapest')).toEqual(await cheapest(token, 1))
  await page.getByRole('navigation', { name: 'dearest pages' }).getByRole('button', { name: 'Next' }).click()
  await expect(page).toHaveURL(/\/compare\?utm=x&cheap\.page=1&dear\.page=1$/)
  expect(await shownIds(page, 'dearest')).toEqual(await dearest(token, 1))

  await page.goBack()
  await expect(page).toHaveURL(/\/compare\?utm=x&cheap\.page=1$/)
  expect(await shownIds(page, 'dearest')).toEqual(await dearest(token, 0))
  expect(await shownIds(page, 'cheapest')).toEqual(await cheapest(token, 1))

  await forgetApiRequests()
  await page.reload()
  expect(await shownIds(page, 'cheapest')).toEqual(await cheapest(token, 1))
  expect(await shownIds(page, 'dearest')).toEqual(await dearest(token, 0))
  const served = (await apiRequests()).filter((r) => r.url.startsWith('/api/products?size=5'))
  expect(served.map((r) => r.url).sort()).toEqual([
    '/api/products?size=5&page=0&sort=price%2Cdesc',
    '/api/products?size=5&page=1&sort=price%2Casc',
  ])
  expect(seen.errors).toEqual([])
})

test('a link to the page hands its lists over in the navigation’s payload: the browser asks nothing for them', async ({
  page,
}) => {
  const token = await signIn(page)
  const seen = watch(page)
  await page.getByRole('link', { name: 'Cheapest and dearest' }).click()
  await expect(page).toHaveURL(/\/compare$/)
  expect(await shownIds(page, 'cheapest')).toEqual(await cheapest(token, 0))
  await page.getByRole('navigation', { name: 'cheapest pages' }).getByRole('button', { name: 'Next' }).click()
  await expect(page).toHaveURL(/\/compare\?cheap\.page=1$/)
  expect(await shownIds(page, 'cheapest')).toEqual(await cheapest(token, 1))
  expect(seen.listRequests).toEqual(['GET /api/products?size=5&page=1&sort=price%2Casc'])
  expect(seen.errors).toEqual([])
})
