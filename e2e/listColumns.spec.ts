import { readFile } from 'node:fs/promises'
import { expect, expectAccessible, test, type Page } from './fixtures.ts'
import { form, paths } from './support/seed.ts'
import { rows, table } from './support/table.ts'

// Every list's columns come from one place, the kinds table (issue 22, item 10): what a list's table shows is what
// its CSV holds, column for column and in the same order, and a column hidden in 显示设置 leaves both.

const trip = form('出差申请')
const delegations = form('出国（境）团组')

const lists = [
  { segment: 'draft-list', formId: trip.id, name: '草稿列表' },
  { segment: 'todo-list', formId: trip.id, name: '待办列表' },
  { segment: 'done-list', formId: trip.id, name: '已办列表' },
  { segment: 'search-list', formId: trip.id, name: '查询列表' },
  { segment: 'no-flow-list', formId: delegations.id, name: '记录列表' },
] as const

/** The table's column headings as a person reads them, the selection and the row's buttons left out. */
async function headings(page: Page): Promise<string[]> {
  return table(page).evaluate((el) =>
    [...el.querySelectorAll('thead th')]
      .filter((th) => !th.querySelector('input[type="checkbox"]') && !th.classList.contains('cell-actions'))
      .map((th) => (th.textContent ?? '').replace(/[▲▼↕\d]/g, '').trim()),
  )
}

/** The header line of the CSV 导出全部 saves. */
async function exportedHeader(page: Page): Promise<string[]> {
  const download = page.waitForEvent('download')
  await page.getByRole('button', { name: '导出全部' }).click()
  const text = await readFile(await (await download).path(), 'utf8')
  return (text.replace(/^\uFEFF/, '').split('\r\n')[0] ?? '').split(',')
}

for (const { segment, formId, name } of lists) {
  test(`the ${segment} exports the columns its table shows, in order`, async ({ page }) => {
    await page.goto(paths.list(formId, segment))
    await expect(rows(page).first()).toBeVisible()
    const shown = await headings(page)
    expect(shown.length).toBeGreaterThan(3)
    expect(await exportedHeader(page)).toEqual(shown)
    await expectAccessible(page, `the ${name} after an export`)
  })
}

test('a column hidden in 显示设置 leaves the CSV too', async ({ page }) => {
  await page.goto(paths.list(trip.id, 'todo-list'))
  await expect(rows(page).first()).toBeVisible()
  await page.getByRole('button', { name: '显示设置' }).click()
  await page.getByRole('group', { name: '显示设置' }).getByRole('checkbox', { name: '上一处理人' }).uncheck()
  await page.getByRole('group', { name: '显示设置' }).getByRole('button', { name: '完成' }).click()
  const shown = await headings(page)
  expect(shown).not.toContain('上一处理人')
  expect(await exportedHeader(page)).toEqual(shown)
})
