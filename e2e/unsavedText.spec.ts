import { expect, expectAccessible, screenshot, test, type Page } from './fixtures.ts'
import { apiLog } from './support/apiLog.ts'
import { form, listRecords, paths, user } from './support/seed.ts'
import { pagerSummary, rows } from './support/table.ts'

// Nothing typed is lost (issue 22, item 3): Escape, the backdrop or a navigation away from a drawer with unsaved
// text asks first; a 办理 someone else got to first (409) says who and when, and the lists refresh.

const trip = form('出差申请')
const kezhang = user('科长一')
const todos = listRecords('todos', trip.id).sort((a, b) => b.cjsj.localeCompare(a.cjsj))
const tabs = (page: Page) => page.getByRole('navigation', { name: '表单的列表' })

/** The question asked before what was typed is thrown away. */
const discard = (page: Page) => page.getByRole('alertdialog', { name: '放弃未保存的内容？' })

test('Escape and the backdrop ask before a typed draft is thrown away', async ({ page }, testInfo) => {
  const log = apiLog(page)
  await page.goto(paths.list(trip.id, 'draft-list'))
  await expect(rows(page).first()).toBeVisible()
  await page.getByRole('button', { name: '新建草稿' }).click()
  const drawer = page.getByRole('dialog', { name: '新建草稿' })
  await drawer.getByRole('textbox', { name: '标题' }).fill('赴维也纳参加工发组织会议')

  await page.keyboard.press('Escape')
  await expect(discard(page)).toBeVisible()
  await expect(discard(page).getByRole('button', { name: '继续编辑' })).toBeFocused()
  await expectAccessible(page, 'the question before a typed draft is thrown away')
  await screenshot(page, 'draft-discard-question', testInfo)
  await page.keyboard.press('Escape')
  await expect(discard(page)).toBeHidden()
  await expect(drawer.getByRole('textbox', { name: '标题' })).toHaveValue('赴维也纳参加工发组织会议')
  await expect(drawer.getByRole('textbox', { name: '标题' })).toBeFocused()

  // The backdrop asks too; 放弃 closes the drawer and sends nothing.
  await page.mouse.click(20, 400)
  await discard(page).getByRole('button', { name: '放弃' }).click()
  await expect(drawer).toBeHidden()
  await expect(page.getByRole('button', { name: '新建草稿' })).toBeFocused()
  expect(log.all({ method: 'POST', path: `/api/forms/${trip.id}/drafts` })).toEqual([])

  // An untouched form closes at once.
  await page.getByRole('button', { name: '新建草稿' }).click()
  await page.keyboard.press('Escape')
  await expect(drawer).toBeHidden()
  await expect(discard(page)).toHaveCount(0)
})

test('Back and 关闭 ask before a typed opinion is thrown away', async ({ page }) => {
  const record = todos[0]
  if (!record) throw new Error('[e2e] the seed gives the admin no to-dos')
  await page.goto(paths.list(trip.id, 'todo-list'))
  await rows(page).first().getByRole('button', { name: record.bt, exact: true }).click()
  const drawer = page.getByRole('dialog', { name: record.bt })
  await drawer.getByLabel('办理意见').fill('请补充预算明细')

  await page.goBack()
  await expect(discard(page)).toBeVisible()
  await discard(page).getByRole('button', { name: '继续编辑' }).click()
  await expect(drawer.getByLabel('办理意见')).toHaveValue('请补充预算明细')
  await expect(page).toHaveURL(new RegExp(`record=${record.id}`))

  // The drawer's 关闭 asks as well.
  await drawer.getByRole('button', { name: '关闭' }).last().click()
  await expect(discard(page)).toBeVisible()
  await discard(page).getByRole('button', { name: '放弃' }).click()
  await expect(drawer).toBeHidden()
  await expect(page).not.toHaveURL(/record=/)
  await expect(tabs(page).getByRole('link', { name: /^已办/ })).toBeVisible()
})

test('a 办理 someone else got to first says who and when, and the lists refresh', async ({
  page,
  consoleGuard,
}, testInfo) => {
  consoleGuard.allow(/status of 409/)
  // A to-do that waits on the admin and on 科长一 (或签: the first to act takes it).
  const shared = todos.find((r) => r.handlers.includes(kezhang.id))
  if (!shared) throw new Error('[e2e] the seed has no to-do shared with 科长一')
  const log = apiLog(page)
  await page.goto(paths.list(trip.id, 'todo-list'))
  await expect(pagerSummary(page)).toContainText(`共 ${todos.length} 条`)
  await page.getByRole('button', { name: shared.bt, exact: true }).first().click()
  await expect(page).toHaveURL(new RegExp(`record=${shared.id}`))
  const drawer = page.getByRole('dialog')
  await expect(drawer.getByRole('form', { name: '办理' })).toBeVisible()

  // Meanwhile 科长一 approves it (through the gateway's header, as another browser would).
  const actions = `/api/forms/${trip.id}/records/${shared.id}/actions`
  const status = await page.evaluate(
    async ({ url, userId }) =>
      (
        await fetch(url, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', 'sinoform-current-user-id': userId },
          body: JSON.stringify({ action: 'approve', comment: '同意' }),
        })
      ).status,
    { url: actions, userId: kezhang.id },
  )
  expect(status).toBe(200)

  const mark = log.mark()
  await drawer.getByLabel('办理意见').fill('同意')
  await drawer.getByRole('button', { name: '同意' }).click()
  const refused = await log.sent({ method: 'POST', path: actions }, mark)
  expect((await refused.request.response())?.status()).toBe(409)
  await expect(drawer).toContainText(/科长一已于 2026-\d\d-\d\d \d\d:\d\d 同意了这份待办，不需要你再办理。/)
  await expect(drawer.getByRole('button', { name: '办理下一条' })).toBeFocused()
  // The lists refresh: the to-do list and the tabs' counts are asked again.
  await log.sent({ path: `/api/forms/${trip.id}/todos`, query: { size: '15' } }, mark)
  await expect(tabs(page).getByRole('link', { name: /^待办/ })).toHaveText(`待办 ${todos.length - 1}`)
  await expectAccessible(page, 'the drawer after a 409')
  await screenshot(page, 'todo-conflict', testInfo)
})

test.describe('at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } })
  test('Escape asks before a typed opinion is thrown away on the feed too', async ({ page }, testInfo) => {
    const record = todos[0]
    if (!record) throw new Error('[e2e] the seed gives the admin no to-dos')
    await page.goto(paths.list(trip.id, 'todo-list'))
    await page.getByRole('region', { name: '待办列表' }).getByRole('button', { name: record.bt, exact: true }).click()
    const drawer = page.getByRole('dialog', { name: record.bt })
    await drawer.getByLabel('办理意见').fill('请补充预算明细')
    await page.keyboard.press('Escape')
    await expect(discard(page).getByRole('button', { name: '继续编辑' })).toBeFocused()
    await screenshot(page, 'todo-discard-question-390', testInfo)
    await expectAccessible(page, 'the question before a typed opinion is thrown away, at 390 px')
    await page.keyboard.press('Enter')
    await expect(drawer.getByLabel('办理意见')).toHaveValue('请补充预算明细')
  })
})
