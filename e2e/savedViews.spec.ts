import { expect, expectAccessible, screenshot, test, type Page } from './fixtures.ts'
import { apiLog } from './support/apiLog.ts'
import { form, listRecords, paths } from './support/seed.ts'
import { header, pagerSummary, rows, table } from './support/table.ts'

// Issue 22, item 4: saved views. A view keeps the filters, the sort, the columns shown and the density under a
// name, kept per form and list on this device, listed beside the tabs; choosing one puts it all back, and its link
// (the list's address plus view, hide and density) shows the same list to whoever opens it.

const trip = form('出差申请')
const leave = form('请假申请')
const records = `/api/forms/${trip.id}/records`
const finished = listRecords('records', trip.id).filter((r) => r.status === '已办结')

const views = (page: Page) => page.getByRole('group', { name: '我的视图' })
const density = (page: Page) => page.getByRole('region', { name: '查询列表' })

/** Filters 已办结, sorts oldest first, hides 创建人 and makes the rows compact: the view the tests save. */
async function arrangeList(page: Page) {
  // 状态 is past the search's first row: 展开 shows it.
  await page.getByRole('search').getByRole('button', { name: /^展开/ }).click()
  await page.getByRole('combobox', { name: '状态' }).selectOption('已办结')
  await page.getByRole('button', { name: '查询', exact: true }).click()
  await expect(pagerSummary(page)).toContainText(`共 ${finished.length} 条`)
  await header(page, '创建时间').getByRole('button').click()
  await expect(header(page, '创建时间')).toHaveAttribute('aria-sort', 'ascending')
  await page.getByRole('button', { name: '显示设置' }).click()
  const settings = page.getByRole('group', { name: '显示设置' })
  await settings.getByRole('checkbox', { name: '创建人', exact: true }).uncheck()
  await settings.getByRole('radio', { name: '紧凑' }).check()
  await settings.getByRole('button', { name: '完成' }).click()
  await expect(header(page, '创建人')).toHaveCount(1) // 创建人部门 stays
}

test('saves the list as a named view beside the tabs, and choosing it puts filters, sort, columns and density back', async ({
  page,
}, testInfo) => {
  // Some twenty steps, each a list read: 23 s alone, up to 37 s in the full run on a two-core machine (seen once).
  test.setTimeout(60_000)
  await page.goto(paths.list(trip.id, 'search-list'))
  await expect(rows(page).first()).toBeVisible()
  await arrangeList(page)

  await views(page).getByRole('button', { name: '保存视图' }).click()
  const dialog = page.getByRole('dialog', { name: '保存视图' })
  await dialog.getByRole('button', { name: '保存' }).click()
  await expect(dialog.getByText('请给视图起个名字')).toBeVisible()
  await dialog.getByRole('textbox', { name: '视图名称' }).fill('已办结 · 最早的在前')
  await expectAccessible(page, 'the save-view dialog')
  await dialog.getByRole('button', { name: '保存' }).click()
  await expect(dialog).toBeHidden()
  const chip = views(page).getByRole('button', { name: '已办结 · 最早的在前', exact: true })
  await expect(chip).toBeFocused()
  await expect(chip).toHaveAttribute('aria-pressed', 'true')
  await expect(page.getByRole('status')).toContainText('已保存视图“已办结 · 最早的在前”')
  await expectAccessible(page, 'a saved view, shown')
  await screenshot(page, 'saved-view-active', testInfo)

  // Back to the default list: the view is no longer the one shown.
  await page.getByRole('button', { name: '清除', exact: true }).click()
  await expect(pagerSummary(page)).toContainText(`共 ${listRecords('records', trip.id).length} 条`)
  await expect(chip).toHaveAttribute('aria-pressed', 'false')
  await page.getByRole('button', { name: '显示设置' }).click()
  const settings = page.getByRole('group', { name: '显示设置' })
  await settings.getByRole('checkbox', { name: '创建人', exact: true }).check()
  await settings.getByRole('radio', { name: '舒适' }).check()
  await settings.getByRole('button', { name: '完成' }).click()
  await expect(density(page)).toHaveAttribute('data-density', 'comfortable')

  const log = apiLog(page)
  await chip.click()
  await log.sent({ path: records, query: { status: '已办结', sort: 'cjsj', page: '0' } })
  await expect(pagerSummary(page)).toContainText(`共 ${finished.length} 条`)
  await expect(page).toHaveURL(/status=%E5%B7%B2%E5%8A%9E%E7%BB%93/)
  await expect(header(page, '创建时间')).toHaveAttribute('aria-sort', 'ascending')
  await expect(density(page)).toHaveAttribute('data-density', 'compact')
  await expect(table(page).getByRole('columnheader', { name: '创建人', exact: true })).toHaveCount(0)
  await expect(chip).toHaveAttribute('aria-pressed', 'true')
  await expect(chip).toBeFocused()
  // Said in turn: 已切换到视图…, then (as after any search) what the view's filters found.
  await expect(page.getByRole('status')).toContainText(`筛选结果：${finished.length} 条记录`)
})

test('a saved view is kept on this device, for its form’s list only', async ({ page }) => {
  // Saved earlier on this device (written before the app starts, as the app writes it).
  await page.addInitScript((key) => {
    if (!localStorage.getItem(key))
      localStorage.setItem(
        key,
        JSON.stringify([
          { id: 'v1', name: '结案', filters: { status: '已办结' }, sorts: [], hidden: [], density: 'comfortable' },
        ]),
      )
  }, `sinoform:saved-views:${trip.id}:search`)
  const saved = (p: Page) => views(p).getByRole('button', { name: '结案', exact: true })
  await page.goto(paths.list(trip.id, 'search-list'))
  await expect(saved(page)).toHaveAttribute('aria-pressed', 'false')
  await page.reload()
  await expect(saved(page)).toBeVisible()
  await page.goto(paths.list(trip.id, 'done-list'))
  await expect(rows(page).first()).toBeVisible()
  await expect(views(page).getByRole('button', { name: '保存视图' })).toBeVisible()
  await expect(saved(page)).toHaveCount(0)
  await page.goto(paths.list(leave.id, 'search-list'))
  await expect(rows(page).first()).toBeVisible()
  await expect(views(page).getByRole('button', { name: '保存视图' })).toBeVisible()
  await expect(saved(page)).toHaveCount(0)
})

test('a view’s link shows the same list to someone else, who can keep it; a removed view can be brought back', async ({
  page,
  context,
  openContext,
}, testInfo) => {
  // Two browsers and some twenty steps: 22 s alone on a two-core machine.
  test.setTimeout(60_000)
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  await page.goto(paths.list(trip.id, 'search-list'))
  await expect(rows(page).first()).toBeVisible()
  await arrangeList(page)
  await views(page).getByRole('button', { name: '保存视图' }).click()
  await page.getByRole('dialog', { name: '保存视图' }).getByRole('textbox', { name: '视图名称' }).fill('结案')
  await page.getByRole('dialog', { name: '保存视图' }).getByRole('button', { name: '保存' }).click()

  await views(page).getByRole('button', { name: '复制链接（视图“结案”）' }).click()
  await expect(page.getByRole('status')).toContainText('已复制视图“结案”的链接')
  const link = await page.evaluate(() => navigator.clipboard.readText())
  const url = new URL(link)
  expect(url.pathname).toBe(paths.list(trip.id, 'search-list'))
  expect(Object.fromEntries(url.searchParams)).toEqual({
    status: '已办结',
    sort: 'cjsj,asc',
    view: '结案',
    hide: 'cjrName',
    density: 'compact',
  })

  // Someone else, on another device: the same list, and 保存视图 to keep it.
  const other = await (await openContext()).newPage()
  await other.goto(`${url.pathname}${url.search}`)
  await expect(pagerSummary(other)).toContainText(`共 ${finished.length} 条`)
  await expect(header(other, '创建时间')).toHaveAttribute('aria-sort', 'ascending')
  await expect(density(other)).toHaveAttribute('data-density', 'compact')
  await expect(table(other).getByRole('columnheader', { name: '创建人', exact: true })).toHaveCount(0)
  await expect(other).not.toHaveURL(/view=/)
  await expect(other).toHaveURL(/status=/)
  await expect(other.getByRole('status')).toContainText('已打开别人分享的视图“结案”')
  await expectAccessible(other, 'a shared view opened')
  await screenshot(other, 'saved-view-shared', testInfo)
  await other.getByRole('status').getByRole('button', { name: '保存视图' }).click()
  await expect(views(other).getByRole('button', { name: '结案', exact: true })).toHaveAttribute('aria-pressed', 'true')

  // Removing a view offers 撤销, which brings it back with the focus.
  await views(page).getByRole('button', { name: '删除视图“结案”' }).click()
  await expect(views(page).getByRole('button', { name: '结案', exact: true })).toHaveCount(0)
  const undo = page.getByRole('status').getByRole('button', { name: '撤销' })
  await expect(undo).toBeFocused()
  await undo.click()
  await expect(views(page).getByRole('button', { name: '结案', exact: true })).toBeFocused()
  await expect(page.getByRole('status')).toContainText('已恢复视图“结案”')
})
