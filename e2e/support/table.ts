import { expect, type Locator, type Page } from '@playwright/test'

/** The page's data table (the list pages have one). */
export const table = (page: Page): Locator => page.getByRole('table')

/** The table's body rows. */
export const rows = (page: Page): Locator => table(page).locator('tbody tr')

/** The header cell of a column, by its visible name. */
export const header = (page: Page, name: string): Locator =>
  table(page).getByRole('columnheader', { name, exact: false })

/** The texts of one column's cells, top to bottom, the column found by its header's text. */
export async function column(page: Page, name: string): Promise<string[]> {
  return table(page).evaluate((el, name) => {
    const heads = [...el.querySelectorAll('thead th')]
    const index = heads.findIndex((th) => (th.textContent ?? '').includes(name))
    if (index < 0) throw new Error(`[e2e] the table has no column "${name}"`)
    return [...el.querySelectorAll('tbody tr')].map((tr) => (tr.children[index]?.textContent ?? '').trim())
  }, name)
}

/**
 * The texts of one column once the table holds the page it shows: a page move shows the new page number in the pager
 * at once, over the previous page's rows (kept on screen while the new page loads, `aria-busy="true"`), so a column
 * read right after the pager changed can be the previous page's.
 */
export async function settledColumn(page: Page, name: string): Promise<string[]> {
  await expect(table(page)).toHaveAttribute('aria-busy', 'false')
  return column(page, name)
}

/** The pager's summary (`共 18 条 · 第 1 / 2 页`). */
export const pagerSummary = (page: Page): Locator =>
  page.getByRole('navigation', { name: '分页' }).locator('.pager-summary')
