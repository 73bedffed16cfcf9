import { readFile } from 'node:fs/promises'
import type { Page } from '@playwright/test'
import { expect, expectAccessible, screenshot, test } from './fixtures.ts'
import { apiLog, type ApiCall } from './support/apiLog.ts'
import { mockControls } from './support/mockControls.ts'
import { form, listRecords, paths, seed } from './support/seed.ts'

// The phone's feeds (below 600 px, the 待办 and 查询 lists): keyset paging against the mock with "n new" on the
// to-do feed (issue 24 item 5), and 排序, 导出 and 显示设置 (issue 22 item 7). Every state is checked by axe-core.

const trip = form('出差申请')
const todos = listRecords('todos', trip.id)
const todosPath = `/api/forms/${trip.id}/todos`
const feedOf = (page: Page, name = '待办列表') => page.getByRole('region', { name })
const cards = (page: Page, name?: string) => feedOf(page, name).locator('[data-row-id]')
const ids = (page: Page, name?: string) =>
  cards(page, name).evaluateAll((els) => els.map((e) => (e as HTMLElement).dataset.rowId))
/** The `nextCursor` the mock answered a request with. */
const nextCursorOf = async (call: ApiCall) =>
  ((await (await call.request.response())?.json()) as { nextCursor?: string }).nextCursor

test.use({ viewport: { width: 390, height: 844 } })

test('the to-do feed pages by cursor, and offers the to-dos that arrive above it as "n new"', async ({
  page,
}, testInfo) => {
  await page.clock.install()
  const controls = await mockControls(page)
  const log = apiLog(page)
  await page.goto(paths.list(trip.id, 'todo-list'))
  await expect(cards(page)).toHaveCount(15)
  // The first request: newest first with the key as tiebreaker, no page and no cursor.
  const first = await log.sent({ path: todosPath, query: { sort: 'cjsj_d,id', page: null, cursor: null } })
  const cursor = await nextCursorOf(first)
  expect(cursor).toBeTruthy()

  const mark = log.mark()
  await page.getByRole('button', { name: '加载更多' }).scrollIntoViewIfNeeded()
  await expect(cards(page)).toHaveCount(todos.length)
  // The second page carries the cursor the first answer gave, and no page number.
  await log.sent({ path: todosPath, query: { cursor: cursor as string, page: null, sort: 'cjsj_d,id' } }, mark)
  const before = await ids(page)
  expect(new Set(before).size).toBe(todos.length)

  // A colleague sends a to-do while the feed is read; the window regains focus (past the 5 s focus throttle).
  await page.clock.fastForward(6_000)
  await controls.add({ path: `^${todosPath}$`, query: {}, headers: { 'x-mock-arrive': '1' }, times: 1 })
  const refresh = log.mark()
  await page.evaluate(() => window.dispatchEvent(new Event('focus')))
  const notice = feedOf(page).getByRole('button', { name: '有 1 条新待办 · 刷新' })
  await expect(notice).toBeVisible()
  // Only the first page was asked for afresh, by no page and no cursor: the page below it, which follows the first
  // page as it is on screen, is not asked for again. Nothing moved under the reader.
  expect(await ids(page)).toEqual(before)
  await expectAccessible(page, 'the to-do feed with "n new"')
  await screenshot(page, 'todo-feed-n-new-390', testInfo)
  const again = log.all({ path: todosPath, query: { size: '15' } }, refresh)
  expect(again.map((c) => [c.query.get('page'), c.query.get('cursor')])).toEqual([[null, null]])

  await notice.click()
  await expect(notice).toBeHidden()
  await expect(cards(page)).toHaveCount(todos.length + 1)
  const after = await ids(page)
  expect(after.slice(1)).toEqual(before)
  // The new to-do on top takes the focus, and the status line says what came.
  await expect(cards(page).first().getByRole('button').first()).toBeFocused()
  await expect(cards(page).first()).toContainText('新到')
  await expect(page.getByRole('status')).toContainText('已显示 1 条新待办。')
  await expectAccessible(page, 'the to-do feed after 刷新')
  await screenshot(page, 'todo-feed-after-n-new-390', testInfo)
})

test('排序 sorts the feed by a field and direction, and the next page follows that sort by cursor', async ({
  page,
}, testInfo) => {
  const log = apiLog(page)
  await page.goto(paths.list(trip.id, 'todo-list'))
  await expect(cards(page)).toHaveCount(15)
  const sort = page.getByRole('combobox', { name: '排序' })
  await expect(sort).toHaveValue('cjsj:desc')
  await expect(sort.locator('option')).toHaveText([
    '到达时间 · 最新在前',
    '到达时间 · 最早在前',
    '起草时间 · 最新在前',
    '起草时间 · 最早在前',
  ])
  const mark = log.mark()
  await sort.focus()
  await sort.selectOption({ label: '到达时间 · 最早在前' })
  const first = await log.sent({ path: todosPath, query: { sort: 'ddsj,id', page: null, cursor: null } }, mark)
  await expect(page.getByRole('status')).toContainText('已按到达时间排序，最早在前。')
  await expect(sort).toBeFocused()
  await expect(page).toHaveURL(/sort=ddsj/)
  const byArrival = [...todos].sort((a, b) => (a.ddsj ?? '').localeCompare(b.ddsj ?? '') || a.id.localeCompare(b.id))
  await expect(cards(page).first()).toHaveAttribute('data-row-id', byArrival[0]?.id as string)
  await expectAccessible(page, 'the to-do feed sorted by 到达时间')

  // The end of the feed in view loads the next page.
  await page.getByRole('button', { name: '加载更多' }).scrollIntoViewIfNeeded()
  await expect(cards(page)).toHaveCount(todos.length)
  await log.sent(
    { path: todosPath, query: { sort: 'ddsj,id', page: null, cursor: (await nextCursorOf(first)) as string } },
    mark,
  )
  expect(await ids(page)).toEqual(byArrival.map((r) => r.id))
  await screenshot(page, 'todo-feed-sorted-390', testInfo)
})

test('导出 on the phone saves the whole query as the desktop does, and says so', async ({ page }) => {
  const records = listRecords('records', trip.id)
  const log = apiLog(page)
  await page.goto(paths.list(trip.id, 'search-list'))
  await expect(cards(page, '查询列表')).toHaveCount(15)
  const download = page.waitForEvent('download')
  const mark = log.mark()
  await page.getByRole('button', { name: '导出全部' }).click()
  const file = await download
  await log.sent({ path: `/api/forms/${trip.id}/records`, query: { page: '0', sort: 'cjsj_d' } }, mark)
  await expect(page.getByRole('status')).toContainText(`已导出 ${records.length} 条。`)
  expect(file.suggestedFilename()).toBe('出差申请-查询列表.csv')
  const text = await readFile(await file.path(), 'utf8')
  // Every column of the list, not only the card's few.
  expect(text.startsWith('\uFEFF标题,目的地,天数,状态,创建人,创建人部门,创建时间\r\n')).toBe(true)
  expect(text.slice(1).split('\r\n').slice(1, -1)).toHaveLength(records.length)
  await expectAccessible(page, 'the query feed after 导出')
})

test('显示设置 on the phone chooses the card fields and density, remembered, and closes on Escape', async ({
  page,
}, testInfo) => {
  await page.goto(paths.list(trip.id, 'todo-list'))
  await expect(cards(page)).toHaveCount(15)
  const top = [...todos].sort((a, b) => b.cjsj.localeCompare(a.cjsj))[0]
  const dept = seed.org.departments.find((d) => d.id === top?.zbbm)?.name as string
  const firstCard = cards(page).first()
  await expect(firstCard.locator('dt')).toHaveText(['到达时间', '起草人'])

  const open = page.getByRole('button', { name: '显示设置' })
  await open.click()
  const panel = page.getByRole('group', { name: '显示设置' })
  await panel.getByRole('checkbox', { name: '主办部门' }).check()
  await panel.getByRole('checkbox', { name: '起草人' }).uncheck()
  await expect(firstCard.locator('dt')).toHaveText(['到达时间', '主办部门'])
  await expect(firstCard.locator('dd').nth(1)).toHaveText(dept)
  const comfortable = (await firstCard.boundingBox())?.height ?? 0
  await panel.getByRole('radio', { name: '紧凑' }).check()
  await expect.poll(async () => (await firstCard.boundingBox())?.height ?? 0).toBeLessThan(comfortable)
  await expectAccessible(page, 'the feed settings open')
  await screenshot(page, 'todo-feed-settings-390', testInfo)
  await page.keyboard.press('Escape')
  await expect(panel).toBeHidden()
  await expect(open).toBeFocused()

  // Remembered on this device.
  await page.reload()
  await expect(cards(page).first().locator('dt')).toHaveText(['到达时间', '主办部门'])
  await expect(feedOf(page)).toHaveAttribute('data-density', 'compact')
  // 恢复默认, and a press outside closes it.
  await open.click()
  await panel.getByRole('button', { name: '恢复默认' }).click()
  await expect(cards(page).first().locator('dt')).toHaveText(['到达时间', '起草人'])
  await page.getByRole('heading', { level: 1 }).click()
  await expect(panel).toBeHidden()
})
