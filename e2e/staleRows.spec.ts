import { expect, expectAccessible, test } from './fixtures.ts'
import { mockControls } from './support/mockControls.ts'
import { form, paths } from './support/seed.ts'
import { pagerSummary, rows, table } from './support/table.ts'

// A page shown again from the store while its reload has not answered (issue 29, item 2): its rows and count come
// back at once, dimmed under a busy table until the server answers.

const trip = form('出差申请')

test('a page shown again is dimmed and busy until its slow reload answers', async ({ page }) => {
  const controls = await mockControls(page)
  await page.goto(paths.list(trip.id, 'search-list') + '?size=5')
  await expect(table(page)).toHaveAttribute('aria-busy', 'false')
  const pageOne = await rows(page).allTextContents()
  const pager = page.getByRole('navigation', { name: '分页' })
  await pager.getByRole('button', { name: '第 2 页' }).click()
  await expect(pagerSummary(page)).toContainText('第 2 / 15 页')
  await expect(table(page)).toHaveAttribute('aria-busy', 'false')

  // Page 1's reload takes 3 s from now.
  await controls.add({
    path: `^/api/forms/${trip.id}/records$`,
    query: { page: '0' },
    headers: { 'x-mock-delay': '3000' },
    times: 1,
  })
  await pager.getByRole('button', { name: '第 1 页' }).click()
  await expect(pagerSummary(page)).toContainText('第 1 / 15 页')
  await expect(rows(page)).toHaveText(pageOne)
  await expect(table(page)).toHaveAttribute('aria-busy', 'true')
  await expect(table(page).locator('tbody')).toHaveClass(/is-stale/)
  // Dimmed, and still readable: the rows' text keeps the contrast axe asks of text (opacity would not).
  await expect(rows(page).first().locator('td').first()).toHaveCSS('color', 'rgb(91, 100, 114)')
  await expectAccessible(page, 'a page shown again, dimmed until its reload answers')

  await expect(table(page)).toHaveAttribute('aria-busy', 'false')
  await expect(table(page).locator('tbody')).not.toHaveClass(/is-stale/)
  await expect(rows(page).first().locator('td').first()).toHaveCSS('color', 'rgb(29, 36, 48)')
})
