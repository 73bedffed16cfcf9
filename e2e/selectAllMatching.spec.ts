import { readFile } from 'node:fs/promises'
import { expect, expectAccessible, screenshot, test, type Page } from './fixtures.ts'
import { apiLog } from './support/apiLog.ts'
import { expectAccessibleHeld, holdTheClock } from './support/clock.ts'
import { mockControls } from './support/mockControls.ts'
import { form, listRecords, paths, seed } from './support/seed.ts'
import { column, pagerSummary, rows, settledColumn } from './support/table.ts'

// Issue 22, item 4: select every record the filters match, not only the page; untick rows to leave them out; then
// export them (every page read, the exclusions skipped) or, on drafts, delete them in chunks with progress and a
// summary naming each record that was not deleted and why.

const trip = form('出差申请')
const records = `/api/forms/${trip.id}/records`
const drafts = `/api/forms/${trip.id}/drafts`

/** Adds drafts through the API as the signed-in user, behind the list's back. */
async function addDrafts(page: Page, titles: string[]) {
  await page.evaluate(
    async ({ url, titles }) => {
      const { token } = JSON.parse(sessionStorage.getItem('sinoform.session') ?? '{}') as { token: string }
      for (const bt of titles) {
        const response = await fetch(url, {
          method: 'POST',
          headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
          body: JSON.stringify({ bt, fields: { destination: '日内瓦', days: '3' } }),
        })
        if (response.status !== 201) throw new Error(`POST ${url} answered ${response.status}`)
      }
    },
    { url: drafts, titles },
  )
}

const selectPage = (page: Page) => page.getByRole('checkbox', { name: /^选择本页全部/ })

test('selects every record the filter matches, leaves out the rows unticked on any page, and exports the rest', async ({
  page,
}, testInfo) => {
  const finished = listRecords('records', trip.id)
    .filter((r) => r.status === '已办结')
    .sort((a, b) => b.cjsj.localeCompare(a.cjsj))
  expect(finished.length).toBeGreaterThan(15)
  const log = apiLog(page)
  await page.goto(`${paths.list(trip.id, 'search-list')}?status=${encodeURIComponent('已办结')}`)
  await expect(pagerSummary(page)).toContainText(`共 ${finished.length} 条`)

  await selectPage(page).check()
  await expect(page.getByText('已选 15 条记录')).toBeVisible()
  const offer = page.getByRole('button', { name: `选择全部 ${finished.length} 条匹配记录` })
  await expect(offer).toBeVisible()
  await expectAccessible(page, 'the page ticked, 选择全部 offered')
  await screenshot(page, 'select-all-matching-offer', testInfo)

  await offer.click()
  await expect(page.getByText(`已选全部 ${finished.length} 条匹配记录`)).toBeVisible()
  await expect(page.getByRole('button', { name: '清除选择' })).toBeFocused()
  await expect(page.getByRole('status')).toContainText(`已选择全部 ${finished.length} 条匹配记录`)

  // Page 2: its rows are ticked too; unticking one leaves it out.
  await page.getByRole('button', { name: '下一页' }).click()
  await expect(pagerSummary(page)).toContainText('第 2 /')
  const second = await settledColumn(page, '标题')
  expect(second[0]).toBe(finished[15]?.bt)
  for (const row of await rows(page).all()) await expect(row.getByRole('checkbox')).toBeChecked()
  await rows(page).nth(0).getByRole('checkbox').uncheck()
  const left = finished.length - 1
  await expect(page.getByText(`已选 ${left} 条匹配记录，排除了 1 条`)).toBeVisible()
  await expectAccessible(page, 'every match selected, one excluded')
  await screenshot(page, 'select-all-matching-excluded', testInfo)

  // Back on page 1 the selection holds.
  await page.getByRole('button', { name: '上一页' }).click()
  await expect(pagerSummary(page)).toContainText('第 1 /')
  await expect(selectPage(page)).toBeChecked()

  const mark = log.mark()
  const download = page.waitForEvent('download')
  await page.getByRole('button', { name: `导出所选（${left}）` }).click()
  const file = await download
  // The whole filtered query was read, as the list asks for it.
  const read = await log.sent({ path: records, query: { page: '0', status: '已办结' } }, mark)
  expect(Number(read.query.get('size'))).toBeGreaterThan(15)
  await expect(page.getByRole('status')).toContainText(`已导出 ${left} 条`)
  expect(file.suggestedFilename()).toBe('出差申请-查询列表-所选.csv')
  const lines = (await readFile(await file.path(), 'utf8')).slice(1).split('\r\n').slice(1, -1)
  expect(lines.map((line) => line.split(',')[0])).toEqual(finished.filter((_, i) => i !== 15).map((r) => r.bt))

  // 清除选择: nothing is selected, the page's box takes the focus.
  await page.getByRole('button', { name: '清除选择' }).click()
  await expect(selectPage(page)).toBeFocused()
  await expect(selectPage(page)).not.toBeChecked()
  await expect(page.getByRole('status')).toContainText('已清除选择')
})

test('a new filter ends the selection of every match', async ({ page }) => {
  await page.goto(`${paths.list(trip.id, 'search-list')}?status=${encodeURIComponent('已办结')}`)
  await selectPage(page).check()
  await page.getByRole('button', { name: /^选择全部 \d+ 条匹配记录$/ }).click()
  await expect(page.getByRole('button', { name: '清除选择' })).toBeVisible()
  // 状态 is past the search's first row, filled in: 展开 1 项已填 shows it.
  await page.getByRole('search').getByRole('button', { name: /^展开/ }).click()
  await page.getByRole('combobox', { name: '状态' }).selectOption('流转中')
  await page.getByRole('button', { name: '查询', exact: true }).click()
  await expect(page).toHaveURL(/status=%E6%B5%81/)
  await expect(page.getByRole('button', { name: '清除选择' })).toBeHidden()
  await expect(selectPage(page)).not.toBeChecked()
})

test('deletes every matching draft but the excluded one in chunks, and names the one the server refused', async ({
  page,
  consoleGuard,
}, testInfo) => {
  consoleGuard.allow(/status of 403/)
  const controls = await mockControls(page)
  const log = apiLog(page)
  const seeded = listRecords('drafts', trip.id)
  await page.goto(paths.list(trip.id, 'draft-list'))
  await expect(pagerSummary(page)).toContainText(`共 ${seeded.length} 条`)
  const added = Array.from({ length: 25 }, (_, i) => `批量删除 ${String(i + 1).padStart(2, '0')}`)
  await addDrafts(page, added)
  // Asked again (the drafts were added behind the list's back): sorting by 创建时间 twice reads the list afresh.
  await page
    .getByRole('columnheader', { name: /创建时间/ })
    .getByRole('button')
    .click()
  await page
    .getByRole('columnheader', { name: /创建时间/ })
    .getByRole('button')
    .click()
  const total = seeded.length + added.length
  await expect(pagerSummary(page)).toContainText(`共 ${total} 条`)
  const titles = await settledColumn(page, '标题')
  const [keep, refused] = [titles[0] as string, titles[1] as string]

  // The server refuses to delete one of them (403), in any request that names it.
  const refusedId = await rows(page).nth(1).getAttribute('data-row-id')
  await controls.add({ method: 'DELETE', path: `/drafts/.*${refusedId}`, headers: { 'x-mock-fault': '403' } })
  await selectPage(page).check()
  await page.getByRole('button', { name: `选择全部 ${total} 条匹配记录` }).click()
  await rows(page).nth(0).getByRole('checkbox').uncheck()
  const chosen = total - 1
  await expect(page.getByText(`已选 ${chosen} 条匹配记录，排除了 1 条`)).toBeVisible()

  const mark = log.mark()
  await page.getByRole('button', { name: `删除所选（${chosen}）` }).click()
  const confirm = page.getByRole('alertdialog', { name: `删除 ${chosen} 份草稿` })
  await expect(confirm).toContainText('不能撤销')
  await expectAccessible(page, 'the bulk delete confirmation')
  await confirm.getByRole('button', { name: '删除' }).click()
  await expect(confirm).toBeHidden()

  // The outcome: a summary naming the draft not deleted and why, with the focus.
  const summary = page.getByRole('alert').filter({ hasText: '没有删除' })
  await expect(summary).toContainText(`已删除 ${chosen - 1} 份，1 份草稿没有删除`)
  await expect(summary).toContainText(`“${refused}”：你无权删除它`)
  await expect(summary).toBeFocused()
  await expect(page.getByRole('status')).toContainText(`已删除 ${chosen - 1} 份草稿；1 份没有删除`)
  await expectAccessible(page, 'the partial-failure summary')
  await screenshot(page, 'select-all-matching-delete-summary', testInfo)

  // Chunks of 20, one after another; the refused chunk again id by id.
  const deletes = log.all({ method: 'DELETE', path: new RegExp(`^${drafts}/`) }, mark)
  const sizes = deletes.map((d) => d.path.slice(drafts.length + 1).split(',').length)
  expect(sizes).toEqual([20, ...Array.from({ length: 20 }, () => 1), chosen - 20])
  const sent = new Set(deletes.flatMap((d) => d.path.slice(drafts.length + 1).split(',')))
  expect(sent.size).toBe(chosen)

  // The list reloads: the excluded draft and the refused one are all that is left.
  await expect(pagerSummary(page)).toContainText('共 2 条')
  expect(await column(page, '标题')).toEqual([keep, refused])
  await summary.getByRole('button', { name: '知道了' }).click()
  await expect(summary).toBeHidden()
  await expect(page.getByRole('status')).toBeFocused()
})

test('a bulk delete shows its progress and 停止 sends no further request', async ({ page }, testInfo) => {
  const controls = await mockControls(page)
  const log = apiLog(page)
  await page.goto(paths.list(trip.id, 'draft-list'))
  await expect(rows(page).first()).toBeVisible()
  const seeded = listRecords('drafts', trip.id).length
  await addDrafts(
    page,
    Array.from({ length: 41 }, (_, i) => `暂停测试 ${i + 1}`),
  )
  await page
    .getByRole('columnheader', { name: /创建时间/ })
    .getByRole('button')
    .click()
  const total = seeded + 41
  await expect(pagerSummary(page)).toContainText(`共 ${total} 条`)
  // Each delete takes a while, on the page's clock (the mock answers in the page), held from here: the first one is
  // still under way when 停止 is pressed, however loaded the machine is.
  await controls.add({ method: 'DELETE', path: '/drafts/', headers: { 'x-mock-delay': '4000' } })
  await holdTheClock(page)
  await selectPage(page).check()
  await page.getByRole('button', { name: `选择全部 ${total} 条匹配记录` }).click()
  const mark = log.mark()
  await page.getByRole('button', { name: `删除所选（${total}）` }).click()
  await page.getByRole('alertdialog').getByRole('button', { name: '删除' }).click()
  const stop = page.getByRole('button', { name: '停止', exact: true })
  await expect(stop).toBeFocused()
  await expect(page.getByRole('progressbar', { name: '删除进度' })).toBeVisible()
  await expect(page.getByText(`已处理 0 / ${total} 份草稿`)).toBeVisible()
  await expectAccessibleHeld(page, 'a bulk delete under way')
  await screenshot(page, 'select-all-matching-progress', testInfo)
  await stop.click()
  // The request under way completes; none follows it.
  await page.clock.resume()
  await expect(page.getByRole('status')).toContainText(`已删除 20 份草稿；已停止，其余 ${total - 20} 份没有发送`)
  await expect(page.getByRole('status')).toBeFocused()
  expect(log.all({ method: 'DELETE', path: new RegExp(`^${drafts}/`) }, mark)).toHaveLength(1)
  await expect(pagerSummary(page)).toContainText(`共 ${total - 20} 条`)
})

test('on /products too, every product the filter matches but the unticked one is deleted, with the count said', async ({
  page,
}) => {
  const total = seed.products.length
  const log = apiLog(page)
  await page.goto('/products')
  await expect(pagerSummary(page)).toContainText(`共 ${total} 个`)
  expect(total).toBeGreaterThan(15)
  await selectPage(page).check()
  await page.getByRole('button', { name: `选择全部 ${total} 个匹配产品` }).click()
  await rows(page).nth(0).getByRole('checkbox').uncheck()
  const kept = await rows(page).nth(0).getAttribute('data-row-id')
  await expect(page.getByText(`已选 ${total - 1} 个匹配产品，排除了 1 个`)).toBeVisible()
  const mark = log.mark()
  await page.getByRole('button', { name: `删除所选（${total - 1}）` }).click()
  await page
    .getByRole('alertdialog', { name: `删除 ${total - 1} 个产品` })
    .getByRole('button', { name: '删除' })
    .click()
  await expect(page.getByRole('status')).toContainText(`已删除 ${total - 1} 个产品。`)
  await expect(page.getByRole('status')).toBeFocused()
  await expect(pagerSummary(page)).toContainText('共 1 个')
  const sent = log
    .all({ method: 'DELETE', path: /^\/api\/products\// }, mark)
    .flatMap((d) => d.path.slice('/api/products/'.length).split(','))
  expect(sent).toHaveLength(total - 1)
  expect(sent).not.toContain(kept)
})
