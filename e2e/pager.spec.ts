import { expect, expectAccessible, test, type Page } from './fixtures.ts'
import { form, paths } from './support/seed.ts'
import { pagerSummary, rows, table } from './support/table.ts'

// The pager's page numbers (issue 22, item 4): the first and the last page always, the current one marked
// aria-current="page" with its neighbours, … for the rest; reached from the keyboard, said in the status line, and
// on one row at 390 px.

const trip = form('出差申请')
const pager = (page: Page) => page.getByRole('navigation', { name: '分页' })

test('page numbers with the first and the last page, from the keyboard', async ({ page }) => {
  // 75 records, 5 a page: 15 pages.
  await page.goto(paths.list(trip.id, 'search-list') + '?size=5')
  await expect(rows(page).first()).toBeVisible()
  const numbers = pager(page).getByRole('list').getByRole('button')
  await expect(numbers).toHaveText(['1', '2', '3', '4', '5', '15'])
  await expect(pager(page).getByRole('button', { name: '第 1 页' })).toHaveAttribute('aria-current', 'page')
  await expectAccessible(page, 'the query list’s pager on its first page')

  const last = pager(page).getByRole('button', { name: '第 15 页' })
  await last.focus()
  await page.keyboard.press('Enter')
  await expect(pagerSummary(page)).toContainText('第 15 / 15 页')
  await expect(last).toHaveAttribute('aria-current', 'page')
  await expect(last).toBeFocused()
  await expect(page.getByRole('status')).toHaveText('已到第 15 页，共 15 页。')
  await expect(numbers).toHaveText(['1', '11', '12', '13', '14', '15'])
  await expect(table(page)).toHaveAttribute('aria-busy', 'false')
  await expectAccessible(page, 'the query list’s pager on its last page')

  await pager(page).getByRole('button', { name: '第 12 页' }).click()
  await expect(pagerSummary(page)).toContainText('第 12 / 15 页')
  await expect(numbers).toHaveText(['1', '11', '12', '13', '14', '15'])
  await pager(page).getByRole('button', { name: '第 1 页' }).click()
  await expect(pagerSummary(page)).toContainText('第 1 / 15 页')
  await expect(page).not.toHaveURL(/[?&]page=/)
})

test.describe('at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('the page numbers fit on the phone’s screen', async ({ page }) => {
    // 8 done records, 1 a page: 8 pages; the address counts pages from 0, so page=4 is the fifth.
    await page.goto(paths.list(trip.id, 'done-list') + '?size=1&page=4')
    await expect(rows(page).first()).toBeVisible()
    const numbers = pager(page).getByRole('list').getByRole('button')
    await expect(numbers).toHaveText(['1', '4', '5', '6', '7', '8'])
    await pager(page).scrollIntoViewIfNeeded()
    for (const button of await numbers.all()) {
      const box = await button.boundingBox()
      expect(box && box.x >= 0 && box.x + box.width <= 390, `${await button.textContent()} within 390 px`).toBe(true)
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
    await pager(page).getByRole('button', { name: '第 8 页' }).click()
    await expect(pager(page).getByRole('button', { name: '第 8 页' })).toHaveAttribute('aria-current', 'page')
    await expectAccessible(page, 'the done list’s pager at 390 px')
  })
})
