import { expect, test } from './fixtures.ts'
import { apiLog } from './support/apiLog.ts'
import { form, listRecords, paths, seed } from './support/seed.ts'
import { column, header, pagerSummary, settledColumn } from './support/table.ts'

// A list's state lives in the address bar: a copied address reopens the same list elsewhere, back and forward walk
// through the states, and a page past the end becomes the last page.

const trip = form('出差申请')
const path = `/api/forms/${trip.id}/records`
const records = listRecords('records', trip.id)
/**
 * The host department with the most records and none below it (含下级部门, on by default, then finds what it hosts
 * alone), so its list has several pages.
 */
const leaf = (id: string) => !seed.org.departments.some((d) => d.parentId === id)
const dept = [...records.reduce((m, r) => m.set(r.zbbm, (m.get(r.zbbm) ?? 0) + 1), new Map<string, number>())]
  .filter(([id]) => leaf(id))
  .sort((a, b) => b[1] - a[1])[0] as [string, number]

test('a copied address opens the same list, sorted, filtered and paged, in another browser', async ({
  page,
  openContext,
}) => {
  await page.goto(paths.list(trip.id, 'search-list'))
  await page.getByRole('combobox', { name: '主办部门' }).selectOption(dept[0])
  await page.getByRole('button', { name: '查询' }).click()
  await expect(pagerSummary(page)).toContainText(`共 ${dept[1]} 条`)
  // Newest first by default: a click sorts oldest first, which the address then holds.
  await header(page, '创建时间').getByRole('button').click()
  await expect(header(page, '创建时间')).toHaveAttribute('aria-sort', 'ascending')
  await page.getByRole('button', { name: '下一页' }).click()
  await expect(pagerSummary(page)).toContainText('第 2 / ')
  const titles = await settledColumn(page, '标题')
  const times = await column(page, '创建时间')
  // The address follows within the 50 ms throttle of history calls.
  await expect(page).toHaveURL(/[?&]page=1(&|$)/)
  const address = page.url()

  const other = await (await openContext()).newPage()
  const log = apiLog(other)
  await other.goto(address)
  await log.sent({ path, query: { zbbmTree: dept[0], sort: 'cjsj', page: '1', size: '15' } })
  await expect(pagerSummary(other)).toHaveText(await pagerSummary(page).innerText())
  await expect.poll(() => column(other, '创建时间')).toEqual(times)
  expect(await column(other, '标题')).toEqual(titles)
  await expect(other.getByRole('combobox', { name: '主办部门' })).toHaveValue(dept[0])
  await expect(header(other, '创建时间')).toHaveAttribute('aria-sort', 'ascending')
})

test('back and forward walk through pages and filters', async ({ page }) => {
  const pages = Math.ceil(records.length / 15)
  const log = apiLog(page)
  await page.goto(paths.list(trip.id, 'search-list'))
  await expect(pagerSummary(page)).toHaveText(`共 ${records.length} 条 · 第 1 / ${pages} 页`)
  const first = await settledColumn(page, '创建时间')
  await page.getByRole('button', { name: '下一页' }).click()
  await expect(pagerSummary(page)).toHaveText(`共 ${records.length} 条 · 第 2 / ${pages} 页`)
  // The pager says 第 2 页 at once, over page 1's rows until page 2 is in.
  const second = await settledColumn(page, '创建时间')
  await page.getByRole('combobox', { name: '主办部门' }).selectOption(dept[0])
  await page.getByRole('button', { name: '查询' }).click()
  await expect(pagerSummary(page)).toContainText(`共 ${dept[1]} 条 · 第 1 / `)
  const filtered = await settledColumn(page, '创建时间')

  await page.goBack()
  await expect(page).toHaveURL(/\?page=1$/)
  await expect(pagerSummary(page)).toHaveText(`共 ${records.length} 条 · 第 2 / ${pages} 页`)
  await expect(page.getByRole('combobox', { name: '主办部门' })).toHaveValue('')
  await expect.poll(() => column(page, '创建时间')).toEqual(second)

  await page.goBack()
  await expect(page).toHaveURL(/search-list$/)
  await expect(pagerSummary(page)).toHaveText(`共 ${records.length} 条 · 第 1 / ${pages} 页`)
  await expect.poll(() => column(page, '创建时间')).toEqual(first)

  await page.goForward()
  await page.goForward()
  await expect(page).toHaveURL(new RegExp(`[?&]zbbmTree=${dept[0]}`))
  await expect(page.getByRole('combobox', { name: '主办部门' })).toHaveValue(dept[0])
  await expect.poll(() => column(page, '创建时间')).toEqual(filtered)
  expect(log.all({ path, query: { zbbmTree: dept[0], page: '0' } }).length).toBeGreaterThan(0)
})

test('a page past the end opens the last page, replacing the address', async ({ page }) => {
  const todos = listRecords('todos', trip.id).length
  const last = Math.ceil(todos / 15) - 1
  const log = apiLog(page)
  await page.goto(`${paths.list(trip.id, 'todo-list')}?page=9`)
  await log.sent({ path: `/api/forms/${trip.id}/todos`, query: { page: '9' } })
  await log.sent({ path: `/api/forms/${trip.id}/todos`, query: { page: String(last) } })
  await expect(page).toHaveURL(new RegExp(`\\?page=${last}$`))
  await expect(pagerSummary(page)).toHaveText(`共 ${todos} 条 · 第 ${last + 1} / ${last + 1} 页`)
  // Replaced: back leaves the list instead of landing on page 10 again.
  const entries = await page.evaluate(() => history.length)
  await page.goBack()
  expect({ entries, back: page.url() }).toEqual({ entries: 2, back: 'about:blank' })
})
