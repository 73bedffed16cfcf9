import type { Locator, Page } from '@playwright/test'
import { expect, expectAccessible, screenshot, test } from './fixtures.ts'
import { apiLog } from './support/apiLog.ts'
import { form, paths, user } from './support/seed.ts'
import { column, header, settledColumn } from './support/table.ts'

// The whole loop (issue 22, item 2): a drafter's 提交 makes a to-do for the flow's handler; the handler (another
// 当前用户) returns it with a reason; the drafter sees 已退回 and the reason in the 草稿 list, edits it and submits it
// again. The handler's 已办 says 已退回 and is ordered by 办理时间, newest first, sortable by it (`blsj`).

const trip = form('出差申请')
const chief = user('科长一')
const title = '赴日内瓦参加国际劳工大会'
const tabs = (page: Page) => page.getByRole('navigation', { name: '表单的列表' })
const submitPath = new RegExp(`^/api/forms/${trip.id}/drafts/[0-9a-f]{24}/actions$`)
/** The row whose title is `title` (the seed's titles name their drafter and destination: this one is unique). */
const rowOf = (page: Page, name: string): Locator =>
  page.locator('tbody tr', { has: page.getByRole('button', { name, exact: true }) })

async function switchUser(page: Page, name: string) {
  const who = user(name)
  await page.getByRole('combobox', { name: '当前用户' }).selectOption({ label: name })
  await expect(page.getByRole('combobox', { name: '当前用户' })).toHaveValue(who.id)
}

/** Photographs the page at 1280 and at 390 px, and back. */
async function bothWidths(page: Page, name: string, testInfo: Parameters<typeof screenshot>[2]) {
  await screenshot(page, name, testInfo)
  await page.setViewportSize({ width: 390, height: 844 })
  await screenshot(page, `${name}-390`, testInfo)
  await page.setViewportSize({ width: 1280, height: 800 })
}

test('提交 → the handler’s to-do → 退回 with a reason → 已退回 in the drafts → edited and submitted again', async ({
  page,
}, testInfo) => {
  // Two users, four lists and two round trips of a record: on a loaded two-core machine this takes 20-30 s.
  test.setTimeout(90_000)
  const log = apiLog(page)
  await page.goto(paths.list(trip.id, 'draft-list'))
  await page.getByRole('button', { name: '新建草稿' }).first().click()
  const create = page.getByRole('dialog', { name: '新建草稿' })
  await create.getByRole('textbox', { name: '标题' }).fill(title)
  await create.getByRole('textbox', { name: '目的地' }).fill('日内瓦')
  await create.getByRole('button', { name: '保存' }).click()
  await expect(create).toBeHidden()
  const draft = rowOf(page, title)
  await expect(draft.getByText('草稿', { exact: true })).toBeVisible()

  // 提交: sent to the mock, which makes it 科长一's to-do; the row leaves, the next row's title has the focus.
  let mark = log.mark()
  await draft.getByRole('button', { name: `提交“${title}”` }).click()
  const submit = await log.sent({ method: 'POST', path: submitPath }, mark)
  expect(submit.body).toEqual({ action: 'submit' })
  const id = submit.path.split('/').at(-2) as string
  expect((await submit.request.response())?.status()).toBe(200)
  await expect(page.getByRole('status')).toHaveText(`已提交“${title}”，已送科长一办理。`)
  await expect(draft).toHaveCount(0)
  await expect(page.locator('tbody tr [data-primary]').first()).toBeFocused()
  await expectAccessible(page, 'the draft list after 提交')

  // 科长一 finds it in their to-dos and returns it with the reason.
  await switchUser(page, chief.name)
  await tabs(page).getByRole('link', { name: /^待办/ }).click()
  await rowOf(page, title).getByRole('button', { name: title, exact: true }).click()
  const drawer = page.getByRole('dialog', { name: title })
  await drawer.getByLabel('办理意见').fill('请补充日程安排')
  mark = log.mark()
  await drawer.getByRole('button', { name: '退回起草人' }).click()
  const returned = await log.sent({ method: 'POST', path: `/api/forms/${trip.id}/records/${id}/actions` }, mark)
  expect(returned.body).toEqual({ action: 'return', comment: '请补充日程安排' })
  await expect(page.getByRole('status')).toContainText(`已退回“${title}”给起草人。`)
  await drawer.getByRole('button', { name: '关闭' }).last().click()
  await expect(drawer).toBeHidden()

  // 科长一's 已办: newest handled first (blsj_d), the returned one on top, said 已退回 with its reason.
  mark = log.mark()
  await tabs(page).getByRole('link', { name: /^已办/ }).click()
  await log.sent({ path: `/api/forms/${trip.id}/dones`, query: { sort: 'blsj_d', page: '0' } }, mark)
  await expect(header(page, '办理时间')).toHaveAttribute('aria-sort', 'descending')
  const top = page.locator('tbody tr').first()
  await expect(top.getByRole('button', { name: title, exact: true })).toBeVisible()
  await expect(top.getByText('已退回', { exact: true })).toBeVisible()
  await expect(top).toContainText('退回原因：请补充日程安排')
  const newestFirst = await settledColumn(page, '办理时间')
  expect(newestFirst).toEqual([...newestFirst].sort().reverse())
  await expectAccessible(page, 'the handler’s 已办 with a returned record')
  await bothWidths(page, 'done-returned', testInfo)
  // Sorted by 办理时间 the other way: the server is asked for blsj ascending.
  mark = log.mark()
  await header(page, '办理时间').getByRole('button').click()
  await log.sent({ path: `/api/forms/${trip.id}/dones`, query: { sort: 'blsj', page: '0' } }, mark)
  await expect(header(page, '办理时间')).toHaveAttribute('aria-sort', 'ascending')
  // The oldest handled first: before the oldest of the newest page, in ascending order.
  await expect.poll(async () => (await settledColumn(page, '办理时间'))[0]! < (newestFirst.at(-1) as string)).toBe(true)
  const oldestFirst = await column(page, '办理时间')
  expect(oldestFirst).toEqual([...oldestFirst].sort())

  // The drafter: the draft is back, marked 已退回 with the reason in its row.
  await switchUser(page, 'admin')
  await tabs(page).getByRole('link', { name: /^草稿/ }).click()
  const back = rowOf(page, title)
  await expect(back.getByText('已退回', { exact: true })).toBeVisible()
  await expect(back).toContainText('退回原因：请补充日程安排')
  await expect(back).toContainText('科长一')
  await expectAccessible(page, 'the drafts with a returned draft')
  await bothWidths(page, 'draft-returned', testInfo)

  // Edited and submitted again: it goes back to 科长一.
  await back.getByRole('button', { name: `编辑“${title}”` }).click()
  const edit = page.getByRole('dialog', { name: '编辑草稿' })
  await edit.getByRole('textbox', { name: '天数' }).fill('5')
  mark = log.mark()
  await edit.getByRole('button', { name: '保存' }).click()
  const put = await log.sent({ method: 'PUT', path: `/api/forms/${trip.id}/drafts/${id}` }, mark)
  expect(put.body).toMatchObject({ bt: title, fields: { destination: '日内瓦', days: '5' } })
  await expect(edit).toBeHidden()
  await expect(rowOf(page, title).getByText('已退回', { exact: true })).toBeVisible()
  mark = log.mark()
  await rowOf(page, title)
    .getByRole('button', { name: `提交“${title}”` })
    .click()
  expect((await log.sent({ method: 'POST', path: `/api/forms/${trip.id}/drafts/${id}/actions` }, mark)).body).toEqual({
    action: 'submit',
  })
  await expect(page.getByRole('status')).toHaveText(`已提交“${title}”，已送科长一办理。`)
  await expect(rowOf(page, title)).toHaveCount(0)
  await expect.poll(() => page.evaluate(() => document.activeElement?.tagName)).not.toBe('BODY')

  await switchUser(page, chief.name)
  await tabs(page).getByRole('link', { name: /^待办/ }).click()
  await expect(rowOf(page, title)).toHaveCount(1)
})
