import { readFile } from 'node:fs/promises'
import { expect, expectAccessible, screenshot, test, type Page } from './fixtures.ts'
import { apiLog } from './support/apiLog.ts'
import { mockControls } from './support/mockControls.ts'
import { form, listRecords, paths } from './support/seed.ts'
import { pagerSummary, rows } from './support/table.ts'

// Focus has a home after every action, and every action is said in the page's one polite live region (issue 22,
// item 1): 办理 is a queue a keyboard user clears without leaving the drawer; a refused 办理 keeps the focus on its
// error; 撤销 gives it to the restored row; 清除 to the first filter, 清除筛选 to the list; 重试 to the first row or
// the error again. Nothing leaves the focus on <body>.

const trip = form('出差申请')
const todos = listRecords('todos', trip.id).sort((a, b) => b.cjsj.localeCompare(a.cjsj))
const newest = todos[0]
if (!newest) throw new Error('[e2e] the seed gives the admin no to-dos')

/** The element with the focus, described for a failure message; never `<body>` after an action. */
async function expectFocusNotOnBody(page: Page) {
  await expect.poll(() => page.evaluate(() => document.activeElement?.tagName)).not.toBe('BODY')
}

/** The page's live regions: the one status line. */
const liveRegions = (page: Page) => page.locator('[role="status"], [aria-live="polite"], [aria-live="assertive"]')

/** A drafter with two or three of the admin's to-dos, and those to-dos, newest first. */
function smallQueue() {
  const byCreator = new Map<string, typeof todos>()
  for (const record of todos) byCreator.set(record.cjr, [...(byCreator.get(record.cjr) ?? []), record])
  const entry = [...byCreator].find(([, records]) => records.length >= 2 && records.length <= 3)
  if (!entry) throw new Error('[e2e] no drafter has two or three of the admin’s to-dos')
  return { creator: entry[0], queue: entry[1] }
}

test('办理 is a queue: 办理下一条 is one key away, and after the last the heading takes the focus', async ({
  page,
}, testInfo) => {
  test.setTimeout(60_000)
  const { creator, queue } = smallQueue()
  const log = apiLog(page)
  await page.goto(`${paths.list(trip.id, 'todo-list')}?cjr=${creator}`)
  await expect(pagerSummary(page)).toContainText(`共 ${queue.length} 条`)
  await expect(liveRegions(page)).toHaveCount(1)
  await rows(page)
    .first()
    .getByRole('button', { name: queue[0]?.bt ?? '', exact: true })
    .click()

  for (const [index, record] of queue.entries()) {
    const drawer = page.getByRole('dialog', { name: record.bt })
    await expect(drawer.getByRole('form', { name: '办理' })).toBeVisible()
    await expect(page).toHaveURL(new RegExp(`record=${record.id}`))
    const last = index === queue.length - 1
    if (last) {
      await drawer.getByLabel('办理意见').fill('请补充日程')
      await drawer.getByRole('button', { name: '退回起草人' }).click()
      const post = await log.sent({ method: 'POST', path: `/api/forms/${trip.id}/records/${record.id}/actions` })
      expect(post.body).toEqual({ action: 'return', comment: '请补充日程' })
      break
    }
    await drawer.getByRole('button', { name: '同意' }).click()
    const post = await log.sent({ method: 'POST', path: `/api/forms/${trip.id}/records/${record.id}/actions` })
    expect(post.body).toEqual({ action: 'approve', comment: '' })
    // The drawer says what happened and how many are left, with the next one a key away.
    const next = drawer.getByRole('button', { name: '办理下一条' })
    await expect(next).toBeFocused()
    await expect(drawer).toContainText(`已同意“${record.bt}”，它已移到已办。`)
    await expect(drawer).toContainText(`还剩 ${queue.length - index - 1} 条`)
    await expect(page.getByRole('status')).toContainText(`已同意“${record.bt}”`)
    if (index === 0) {
      await expectAccessible(page, 'the drawer after 同意, offering 办理下一条')
      await screenshot(page, 'todo-queue-next', testInfo)
    }
    await page.keyboard.press('Enter')
    await expectFocusNotOnBody(page)
  }
  // The last one: the drawer closes, the heading takes the focus, and the line says the queue is done.
  await expect(page.getByRole('dialog')).toBeHidden()
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused()
  await expect(page.getByRole('status')).toContainText(`已退回“${queue.at(-1)?.bt}”给起草人。`)
  await expect(page.getByRole('status')).toContainText('待办已全部办完')
  await expect(pagerSummary(page)).toHaveCount(0)
  await expectAccessible(page, 'the to-do list after its last to-do')
  await screenshot(page, 'todo-queue-done', testInfo)
})

test('a 办理 the server refuses keeps the focus in the drawer, on the error, and what was typed', async ({
  page,
  consoleGuard,
}, testInfo) => {
  consoleGuard.allow(/status of 500/)
  const controls = await mockControls(page)
  await page.goto(paths.list(trip.id, 'todo-list'))
  await rows(page).first().getByRole('button', { name: newest.bt, exact: true }).click()
  const drawer = page.getByRole('dialog', { name: newest.bt })
  await drawer.getByLabel('办理意见').fill('同意，注意控制预算')
  await controls.add({ method: 'POST', path: '/actions$', headers: { 'x-mock-fault': '500' }, times: 1 })
  await drawer.getByRole('button', { name: '同意' }).click()
  const error = drawer.getByText('服务器暂时出了问题，没有同意。')
  await expect(error).toBeVisible()
  await expect(error).toBeFocused()
  await expect(drawer.getByLabel('办理意见')).toHaveValue('同意，注意控制预算')
  await expectAccessible(page, 'the drawer with a refused 办理')
  await screenshot(page, 'todo-handle-refused', testInfo)
})

test('撤销 gives the focus to the restored row, said in the status line', async ({ page }) => {
  await page.goto(paths.list(trip.id, 'draft-list'))
  const title = (await rows(page).first().getByRole('button').first().innerText()).trim()
  await page.getByRole('button', { name: `删除“${title}”` }).click()
  await expect(page.getByRole('button', { name: '撤销' })).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(page.getByRole('status')).toContainText(`已撤销，草稿“${title}”没有删除。`)
  await expect(rows(page).first().getByRole('button', { name: title, exact: true })).toBeFocused()
  await expectAccessible(page, 'the draft list after 撤销')
})

test('清除 gives the focus to the first filter; 清除筛选 to the list', async ({ page }) => {
  const log = apiLog(page)
  await page.goto(paths.list(trip.id, 'search-list'))
  await expect(rows(page).first()).toBeVisible()
  const search = page.getByRole('search', { name: '筛选查询' })
  await search.getByRole('textbox', { name: '标题' }).fill('不存在的标题')
  await search.getByRole('button', { name: '查询' }).click()
  await expect(page.getByText('没有符合筛选条件的记录')).toBeVisible()
  await expect(page.getByRole('status')).toContainText('筛选结果：没有符合条件的记录')
  await search.getByRole('button', { name: '清除' }).click()
  await expect(search.getByRole('textbox', { name: '标题' })).toBeFocused()
  await log.sent({ path: `/api/forms/${trip.id}/records`, query: { btContains: null, page: '0' } })

  await page.goto(`${paths.list(trip.id, 'search-list')}?btContains=不存在的标题`)
  await page.getByRole('button', { name: '清除筛选' }).click()
  await expect(page.getByRole('region', { name: '查询列表' })).toBeFocused()
  await expect(rows(page).first()).toBeVisible()
  await expect(page.getByRole('status')).toContainText('已清除筛选')
  await expectAccessible(page, 'the query list after 清除筛选')
})

test('重试 gives the focus to the first row, or to the error when it fails again', async ({ page, consoleGuard }) => {
  consoleGuard.allow(/status of 503/)
  const controls = await mockControls(page)
  const records = listRecords('records', trip.id).sort((a, b) => b.cjsj.localeCompare(a.cjsj))
  await page.goto(paths.list(trip.id, 'search-list'))
  await expect(rows(page).first()).toBeVisible()
  // The second page fails twice, then answers.
  const path = `^/api/forms/${trip.id}/records$`
  await controls.add({ path, query: { page: '1' }, headers: { 'x-mock-fault': '503' }, times: 2 })
  await page.getByRole('button', { name: '下一页' }).click()
  const alert = page.getByRole('alert')
  await expect(alert).toContainText('服务器暂时出了问题')
  await alert.getByRole('button', { name: '重试' }).click()
  await expect(alert).toBeFocused()
  await expectAccessible(page, 'the error panel after a failed 重试')
  await alert.getByRole('button', { name: '重试' }).click()
  const first = records[15]
  await expect(
    rows(page)
      .first()
      .getByRole('button', { name: first?.bt ?? '', exact: true }),
  ).toBeFocused()
})

test('an export that is done is said in the status line', async ({ page }) => {
  await page.goto(paths.list(trip.id, 'done-list'))
  await expect(rows(page).first()).toBeVisible()
  const download = page.waitForEvent('download')
  await page.getByRole('button', { name: '导出全部' }).click()
  await readFile(await (await download).path(), 'utf8')
  const dones = listRecords('dones', trip.id)
  await expect(page.getByRole('status')).toContainText(`已导出 ${dones.length} 条`)
  await expect(liveRegions(page)).toHaveCount(1)
})

test.describe('at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } })
  test('同意 on the feed is said in the status line, and offers the next to-do', async ({ page }, testInfo) => {
    await page.goto(paths.list(trip.id, 'todo-list'))
    const feed = page.getByRole('region', { name: '待办列表' })
    await feed.getByRole('button', { name: newest.bt, exact: true }).click()
    const drawer = page.getByRole('dialog', { name: newest.bt })
    await drawer.getByRole('button', { name: '同意' }).click()
    await expect(drawer.getByRole('button', { name: '办理下一条' })).toBeFocused()
    await expect(drawer).toContainText(`还剩 ${todos.length - 1} 条`)
    await screenshot(page, 'todo-feed-queue-next-390', testInfo)
    await drawer.getByRole('button', { name: '关闭' }).last().click()
    await expect(page.getByRole('status')).toContainText(`已同意“${newest.bt}”，它已移到已办。`)
    await expect(liveRegions(page)).toHaveCount(1)
    await expect(feed.locator(`[data-row-id="${newest.id}"]`)).toHaveCount(0)
    await expectFocusNotOnBody(page)
    await screenshot(page, 'todo-feed-after-handle-390', testInfo)
    await expectAccessible(page, 'the to-do feed after 同意')
  })
})
