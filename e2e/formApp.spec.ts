import type { Page } from '@playwright/test'
import { expect, expectAccessible, screenshot, test } from './fixtures.ts'
import { apiLog } from './support/apiLog.ts'
import { form, listRecords, paths } from './support/seed.ts'
import { pagerSummary, rows, table } from './support/table.ts'

// The form app as its users work (issue 16): acting on a to-do, a link to a record, the keyboard, a no-flow form at
// a draft address, filters the controls cannot show, 天数, the sideways-scrolling table, the phone's feed, column
// settings and the one not-found page. axe-core checks every state reached here, not only the last.

const trip = form('出差申请')
const delegations = form('出国（境）团组')
const todos = listRecords('todos', trip.id)
const dones = listRecords('dones', trip.id)
const tabs = (page: Page) => page.getByRole('navigation', { name: '表单的列表' })

test('办理: the drawer is in the address; approved, a to-do moves to 已办 and the tabs recount', async ({
  page,
  openContext,
}, testInfo) => {
  // Two browsers, a history walk and an action: on a loaded two-core machine this took up to 30 s.
  test.setTimeout(60_000)
  const log = apiLog(page)
  await page.goto(paths.list(trip.id, 'todo-list'))
  await expect(tabs(page).getByRole('link', { name: /^待办/ })).toHaveText(`待办 ${todos.length}`)
  await expect(tabs(page).getByRole('link', { name: /^已办/ })).toHaveText(`已办 ${dones.length}`)
  const first = rows(page).first()
  const rowText = await first.innerText()
  await first.getByRole('button').first().click()
  const drawer = page.getByRole('dialog')
  await expect(drawer.getByRole('form', { name: '办理' })).toBeVisible()
  await expect(page).toHaveURL(/[?&]record=[0-9a-f]{24}$/)
  const id = new URL(page.url()).searchParams.get('record') as string
  await expectAccessible(page, 'the to-do drawer with 办理')
  await screenshot(page, 'todo-drawer-handle', testInfo)

  // A copied link opens the same record.
  const other = await (await openContext()).newPage()
  await other.goto(page.url())
  await expect(other.getByRole('dialog')).toBeVisible()
  await expect(other.getByRole('dialog').getByRole('form', { name: '办理' })).toBeVisible()

  // Back closes the drawer; Forward opens it again.
  await page.goBack()
  await expect(drawer).toBeHidden()
  await expect(page).not.toHaveURL(/record=/)
  await page.goForward()
  await expect(drawer).toBeVisible()

  await drawer.getByLabel('办理意见').fill('同意，注意控制预算')
  await drawer.getByRole('button', { name: '同意' }).click()
  const post = await log.sent({ method: 'POST', path: `/api/forms/${trip.id}/records/${id}/actions` })
  expect(post.body).toEqual({ action: 'approve', comment: '同意，注意控制预算' })
  // The drawer says it is done and offers the next to-do; closed, the status line says it.
  await expect(drawer.getByRole('button', { name: '办理下一条' })).toBeFocused()
  await drawer.getByRole('button', { name: '关闭' }).last().click()
  await expect(drawer).toBeHidden()
  await expect(page.getByRole('status')).toContainText('它已移到已办')
  await expect(pagerSummary(page)).toContainText(`共 ${todos.length - 1} 条`)
  await expect(tabs(page).getByRole('link', { name: /^待办/ })).toHaveText(`待办 ${todos.length - 1}`)
  await expect(tabs(page).getByRole('link', { name: /^已办/ })).toHaveText(`已办 ${dones.length + 1}`)
  await expect(rows(page).filter({ hasText: rowText })).toHaveCount(0)
  await expectAccessible(page, 'the to-do list after 办理')

  await tabs(page).getByRole('link', { name: /^已办/ }).click()
  await expect(pagerSummary(page)).toContainText(`共 ${dones.length + 1} 条`)
})

test('the keyboard: 下一页 keeps the focus on the last page; a delete hands it to 撤销', async ({ page }) => {
  await page.goto(paths.list(trip.id, 'todo-list'))
  const next = page.getByRole('button', { name: '下一页' })
  await next.focus()
  await page.keyboard.press('Enter')
  await expect(pagerSummary(page)).toContainText('第 2 / 2 页')
  await expect(next).toHaveAttribute('aria-disabled', 'true')
  await expect(next).toBeFocused()

  await page.goto(paths.list(trip.id, 'draft-list'))
  const title = (await rows(page).first().getByRole('button').first().innerText()).trim()
  await page.getByRole('button', { name: `删除“${title}”` }).click()
  await expect(page.getByRole('button', { name: '撤销' })).toBeFocused()
  await expectAccessible(page, 'the draft list with 撤销 after a delete')
  await page.keyboard.press('Enter')
  await expect(page.getByRole('status')).toContainText('已撤销')
})

test('a no-flow form at a draft-list address says it has no drafts, offers its records, and nothing to save', async ({
  page,
}) => {
  await page.goto(`/sinoform/draftList/${delegations.id}`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${delegations.name}没有草稿`)
  await expect(page.getByRole('button', { name: '新建草稿' })).toHaveCount(0)
  await page.getByRole('link', { name: '打开记录列表' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${delegations.name} · 记录列表`)
})

test('a filter in the address the controls cannot show is listed, and removed', async ({ page }) => {
  const log = apiLog(page)
  await page.goto(`${paths.list(trip.id, 'search-list')}?zbbm=nope`)
  const note = page.getByRole('note', { name: '地址中的其他筛选条件' })
  await expect(note).toContainText('主办部门：nope（没有这个部门）')
  await expect(page.getByText('没有符合筛选条件的记录')).toBeVisible()
  await expectAccessible(page, 'the query list with an unknown filter')
  const mark = log.mark()
  await note.getByRole('button', { name: '移除“主办部门”条件' }).click()
  await log.sent({ path: `/api/forms/${trip.id}/records`, query: { zbbm: null, page: '0' } }, mark)
  await expect(note).toBeHidden()
  await expect(page).not.toHaveURL(/zbbm=/)
})

test('天数 takes whole days from 1 to 365, said beside the field', async ({ page }) => {
  const log = apiLog(page)
  await page.goto(paths.list(trip.id, 'draft-list'))
  await page.getByRole('button', { name: '新建草稿' }).click()
  const drawer = page.getByRole('dialog', { name: '新建草稿' })
  await drawer.getByRole('textbox', { name: '标题' }).fill('赴维也纳')
  const days = drawer.getByRole('textbox', { name: '天数' })
  for (const bad of ['-3', '0', '1.5', '99999']) {
    await days.fill(bad)
    await drawer.getByRole('button', { name: '保存' }).click()
    await expect(days).toHaveAttribute('aria-invalid', 'true')
    await expect(drawer).toContainText('天数须为 1 到 365 之间的整数')
  }
  await expectAccessible(page, 'the draft form with 天数 refused')
  expect(log.all({ method: 'POST', path: `/api/forms/${trip.id}/drafts` })).toEqual([])
  await days.fill('7')
  await drawer.getByRole('button', { name: '保存' }).click()
  await expect(drawer).toBeHidden()
  await expect(page.getByRole('status')).toHaveText('已新建草稿“赴维也纳”。')
  // The list's reload after the save has answered: the new draft is a row, and the rows are no longer dimmed (a
  // reload taking over 200 ms dims them, which axe, checking the last state, reads as too little contrast).
  await expect(rows(page).getByRole('button', { name: '赴维也纳', exact: true })).toBeVisible()
  await expect(table(page)).toHaveAttribute('aria-busy', 'false')
})

test('显示设置 hides a column and sets the density, remembered after a reload', async ({ page }) => {
  await page.goto(paths.list(trip.id, 'done-list'))
  await expect(page.getByRole('columnheader', { name: '办理时间' })).toBeVisible()
  await page.getByRole('button', { name: '显示设置' }).click()
  const panel = page.getByRole('group', { name: '显示设置' })
  await panel.getByRole('checkbox', { name: '办理时间' }).uncheck()
  await panel.getByRole('radio', { name: '紧凑' }).check()
  await expectAccessible(page, 'the done list with 显示设置 open')
  await expect(page.getByRole('columnheader', { name: '办理时间' })).toHaveCount(0)
  await page.reload()
  await expect(rows(page).first()).toBeVisible()
  await expect(page.getByRole('columnheader', { name: '办理时间' })).toHaveCount(0)
  await expect(page.getByRole('region', { name: '已办列表' })).toHaveAttribute('data-density', 'compact')
})

test('one not-found page: an unknown address, an unknown form', async ({ page, consoleGuard }) => {
  // The form and its lists are asked for together; for a form the server does not know, each answers 404.
  consoleGuard.allow(/status of 404/)
  await page.goto('/no/such/page')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('页面不存在')
  await expect(page.getByRole('button', { name: '重试' })).toHaveCount(0)
  await expectAccessible(page, 'the not-found page')
  await page.goto(paths.list('000000000000000000000000', 'todo-list'))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('这个表单不存在')
  await expect(page.getByRole('link', { name: '返回应用首页' })).toBeVisible()
  await expect(page.getByRole('button', { name: '重试' })).toHaveCount(0)
})

test.describe('at 800 px', () => {
  test.use({ viewport: { width: 800, height: 800 } })
  test('the table says it scrolls sideways, and its box takes the keyboard', async ({ page }, testInfo) => {
    await page.goto(paths.list(trip.id, 'search-list'))
    await expect(rows(page).first()).toBeVisible()
    const box = page.getByRole('region', { name: '表格（可左右滚动）' })
    await expect(box).toHaveAttribute('data-more-right', 'true')
    await expect(page.getByText('左右滑动查看更多列')).toBeVisible()
    await screenshot(page, 'search-list-800', testInfo)
    await expectAccessible(page, 'the query list at 800 px')
    await box.focus()
    // The arrows scroll the focused box sideways, 40 px a press, as any scrollable region.
    for (let press = 0; press < 40; press++) await page.keyboard.press('ArrowRight')
    await expect(box).not.toHaveAttribute('data-more-right', 'true')
    await expect(box).toHaveAttribute('data-more-left', 'true')
    // The header stays in view as the rows scroll.
    const header = page.getByRole('columnheader', { name: /标题/ })
    await box.evaluate((el) => (el.scrollTop = el.scrollHeight))
    await expect(header).toBeInViewport()
  })
})

test.describe('at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } })
  test('the to-do list is a feed of cards that loads more as its end comes into view', async ({ page }, testInfo) => {
    const log = apiLog(page)
    await page.goto(paths.list(trip.id, 'todo-list'))
    const feed = page.getByRole('region', { name: '待办列表' })
    await expect(feed.getByRole('listitem')).toHaveCount(Math.min(todos.length, 15))
    await expect(page.getByRole('table')).toHaveCount(0)
    // The form's name is in the heading, not on every card.
    await expect(feed.getByText(trip.name, { exact: true })).toHaveCount(0)
    await expectAccessible(page, 'the to-do feed at 390 px')
    await page.getByRole('button', { name: '加载更多' }).scrollIntoViewIfNeeded()
    await expect(feed.getByRole('listitem')).toHaveCount(todos.length)
    // Paged by cursor (issue 24): the next page carries the first answer's cursor, and no page number.
    const next = await log.sent({ path: `/api/forms/${trip.id}/todos`, query: { page: null, size: '15' } })
    await expect
      .poll(() => log.all({ path: `/api/forms/${trip.id}/todos` }).some((c) => c.query.has('cursor')))
      .toBe(true)
    expect(next.query.get('page')).toBeNull()
    await expect(page.getByText(`已显示全部 ${todos.length} 条`)).toBeVisible()
    await screenshot(page, 'todo-feed-390', testInfo)
  })
})
