import { expect, screenshot, test } from './fixtures.ts'

// Every page of the app at both widths (the desktop and mobile projects), each photographed to
// test-results/screenshots/<project>/<page>.png.

test('the built app starts its mock worker and renders the first page', async ({ page }, testInfo) => {
  const firstApiCall = page.waitForRequest((request) => new URL(request.url()).pathname.startsWith('/api/'))
  await page.goto('/')
  await firstApiCall
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL))
    .toMatch(/\/mockServiceWorker\.js$/)
  await expect(page.locator('#root')).not.toBeEmpty()
  await screenshot(page, 'start', testInfo)
})
