import { expect, expectAccessible, screenshot, test } from './fixtures.ts'
import { apiLog } from './support/apiLog.ts'
import { form, listRecords, paths, seed } from './support/seed.ts'
import { column, pagerSummary } from './support/table.ts'

// Searches that find what people mean (issue 22, item 6): 主办部门 includes the departments below the one chosen
// (含下级部门, on by default); products' 名称 finds names containing the words; the list API's version is not a
// switch on the user's page.

const trip = form('出差申请')
const records = `/api/forms/${trip.id}/records`
const bureau = seed.org.departments.find((d) => d.name === '国际合作局')
if (!bureau) throw new Error('[e2e] the seed has no 国际合作局')
/** 国际合作局 and every department below it. */
const tree = new Set([bureau.id])
for (let grew = true; grew;) {
  grew = false
  for (const d of seed.org.departments)
    if (d.parentId && tree.has(d.parentId) && !tree.has(d.id)) grew = Boolean(tree.add(d.id))
}
const all = listRecords('records', trip.id)
const inTree = all.filter((r) => tree.has(r.zbbm))

test('主办部门 = 国际合作局 finds what its 司, 处 and 科 host; 含下级部门 unticked, what it hosts itself', async ({
  page,
}, testInfo) => {
  expect(inTree.length).toBeGreaterThan(all.length / 2)
  const log = apiLog(page)
  await page.goto(paths.list(trip.id, 'search-list'))
  await expect(pagerSummary(page)).toContainText(`共 ${all.length} 条`)
  const below = page.getByRole('checkbox', { name: '含下级部门' })
  await expect(below).toBeChecked()

  let mark = log.mark()
  await page.getByRole('combobox', { name: '主办部门' }).selectOption(bureau.id)
  await page.getByRole('button', { name: '查询' }).click()
  await log.sent({ path: records, query: { zbbmTree: bureau.id, zbbm: null, page: '0' } }, mark)
  await expect(pagerSummary(page)).toContainText(`共 ${inTree.length} 条`)
  await expect(page).toHaveURL(new RegExp(`zbbmTree=${bureau.id}`))
  await expectAccessible(page, 'the query list filtered by a bureau and the departments below it')
  await screenshot(page, 'search-department-tree', testInfo)

  // Unticked: the department alone (the spec's exact zbbm), which hosts nothing itself.
  mark = log.mark()
  await below.uncheck()
  await page.getByRole('button', { name: '查询' }).click()
  await log.sent({ path: records, query: { zbbm: bureau.id, zbbmTree: null, page: '0' } }, mark)
  await expect(page.getByText('没有符合筛选条件的记录')).toBeVisible()

  // A reload keeps the choice: the address holds which of the two it is.
  await page.reload()
  await expect(page.getByRole('combobox', { name: '主办部门' })).toHaveValue(bureau.id)
  await expect(page.getByRole('checkbox', { name: '含下级部门' })).not.toBeChecked()
})

test('产品的名称 finds the names that contain the words; no version switch on the page', async ({ page }, testInfo) => {
  const words = '台灯'
  const found = seed.products.filter((p) => p.title.includes(words))
  expect(found.length).toBeGreaterThan(0)
  const log = apiLog(page)
  await page.goto('/products')
  await expect(pagerSummary(page)).toContainText(`共 ${seed.products.length} 个`)
  await expect(page.getByText('接口版本')).toHaveCount(0)
  await expect(page.getByRole('radio')).toHaveCount(0)

  const mark = log.mark()
  await page.getByRole('textbox', { name: '名称' }).fill(words)
  await page.getByRole('button', { name: '查询' }).click()
  await log.sent({ path: '/api/products', query: { titleContains: words, title: null } }, mark)
  await expect(pagerSummary(page)).toContainText(`共 ${found.length} 个`)
  for (const title of await column(page, '名称')) expect(title).toContain(words)
  await expectAccessible(page, 'the products whose name contains a word')
  await screenshot(page, 'products-name-contains', testInfo)
})

test.describe('at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } })
  test('含下级部门 sits beside 主办部门 in the folded filters of a phone', async ({ page }, testInfo) => {
    const log = apiLog(page)
    await page.goto(paths.list(trip.id, 'search-list'))
    await page.getByText('筛选条件').click()
    await expect(page.getByRole('checkbox', { name: '含下级部门' })).toBeChecked()
    const mark = log.mark()
    await page.getByRole('combobox', { name: '主办部门' }).selectOption(bureau.id)
    await page.getByRole('button', { name: '查询' }).click()
    await log.sent({ path: records, query: { zbbmTree: bureau.id } }, mark)
    await expect(page.getByRole('status')).toContainText(`${inTree.length}`)
    await screenshot(page, 'search-department-tree-390', testInfo)
    await expectAccessible(page, 'the query list filtered by a bureau, at 390 px')
  })
})
