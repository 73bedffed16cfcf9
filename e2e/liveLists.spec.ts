import { expect, expectAccessible, screenshot, test, type Page } from './fixtures.ts'
import { apiLog } from './support/apiLog.ts'
import { form, listRecords, paths } from './support/seed.ts'
import { pagerSummary, rows } from './support/table.ts'

// Issue 23, the form app: lists that stay true while people look at them. Two tabs of one browser (two pages in one
// context), each with the embedded mock in its page: the mocks share their writes (form-mock-server's
// syncAcrossTabs), and the lists hear the other tab's writes through the hook's cross-tab channel.

const trip = form('出差申请')
const todos = listRecords('todos', trip.id)
const dones = listRecords('dones', trip.id)
const tabs = (page: Page) => page.getByRole('navigation', { name: '表单的列表' })
const notice = (page: Page) => page.locator('.pending-update')

/** Opens a list and waits until it and its tab counts are on screen. */
async function openList(page: Page, segment: 'todo-list', total: number) {
  await page.goto(paths.list(trip.id, segment))
  await expect(pagerSummary(page)).toContainText(`共 ${total} 条`)
  await expect(tabs(page).getByRole('link', { name: /^已办/ })).toHaveText(`已办 ${dones.length}`)
}

/** What another tab's 提交 does: its mock makes the to-do (shared with this tab's mock), its lists' store says so. */
async function submitInOtherTab(other: Page) {
  const arrived = await other.evaluate(async (formId) => {
    const response = await fetch('/mock-controls/todos', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ formId }),
    })
    if (response.status !== 201) throw new Error(`the mock made no to-do: ${response.status}`)
    const channel = new BroadcastChannel('use-rest-page-api')
    channel.postMessage({ invalidate: `/api/forms/${formId}/records` })
    channel.close()
    return (await response.json()) as { id: string; bt: string }
  }, trip.id)
  return arrived
}

test('a 办理 in one tab takes the row out of the other tab’s list, and its tab counts follow', async ({
  page,
  context,
}) => {
  test.setTimeout(60_000)
  const other = await context.newPage()
  await openList(page, 'todo-list', todos.length)
  await openList(other, 'todo-list', todos.length)
  const first = rows(page).first()
  const id = (await first.getAttribute('data-row-id')) as string
  const row = (tab: Page) => tab.locator(`tbody tr[data-row-id="${id}"]`)
  await expect(row(other)).toHaveCount(1)

  await first.getByRole('button').first().click()
  const drawer = page.getByRole('dialog')
  await drawer.getByRole('button', { name: '同意' }).click()
  await expect(drawer.getByRole('button', { name: '办理下一条' })).toBeFocused()

  // The other tab, untouched, follows on its own: the row leaves, the counts move.
  const otherLog = apiLog(other)
  await expect(row(other)).toHaveCount(0)
  await expect(pagerSummary(other)).toContainText(`共 ${todos.length - 1} 条`)
  await expect(tabs(other).getByRole('link', { name: /^待办/ })).toHaveText(`待办 ${todos.length - 1}`)
  await expect(tabs(other).getByRole('link', { name: /^已办/ })).toHaveText(`已办 ${dones.length + 1}`)
  expect(otherLog.calls.some((c) => c.method !== 'GET')).toBe(false)
  await expectAccessible(other, 'the other tab after a 办理 elsewhere')
})

test('new to-dos while the focus is in the list: 有 N 条新待办 · 刷新, and 刷新 shows them', async ({
  page,
  context,
}, testInfo) => {
  test.setTimeout(60_000)
  const other = await context.newPage()
  await openList(page, 'todo-list', todos.length)
  await openList(other, 'todo-list', todos.length)
  const firstTitle = (await rows(page).first().getByRole('button').first().innerText()).trim()
  const working = rows(page).nth(2).getByRole('button').first()
  await working.focus()

  const arrived = await submitInOtherTab(other)
  const shown = notice(page)
  await expect(shown).toContainText('有 1 条新待办')
  await expect(shown.getByRole('button', { name: '刷新' })).toBeVisible()
  // Nothing moved under the user: the same first row, the focus where it was, the total as it was.
  await expect(rows(page).first()).toContainText(firstTitle)
  await expect(working).toBeFocused()
  await expect(pagerSummary(page)).toContainText(`共 ${todos.length} 条`)
  await expect(page.getByRole('status')).toContainText('有 1 条新待办，按“刷新”查看。')
  // The tab counts are not held: they say what the server has.
  await expect(tabs(page).getByRole('link', { name: /^待办/ })).toHaveText(`待办 ${todos.length + 1}`)
  await expectAccessible(page, 'the to-do list holding a new to-do (有 1 条新待办 · 刷新)')
  await screenshot(page, 'todo-new-arrivals', testInfo)
  // The other tab, where nobody works in the list, shows it at once.
  await expect(rows(other).first()).toContainText(arrived.bt)

  await shown.getByRole('button', { name: '刷新' }).click()
  await expect(shown).toHaveCount(0)
  await expect(rows(page).first()).toContainText(arrived.bt)
  await expect(rows(page).first().getByRole('button', { name: arrived.bt })).toBeFocused()
  await expect(page.getByRole('status')).toContainText('已显示 1 条新待办。')
  await expect(pagerSummary(page)).toContainText(`共 ${todos.length + 1} 条`)
})

test('at 390 px the 已办 list keeps a selection while a 办理 in another tab waits behind 有 1 条新记录 · 刷新', async ({
  page,
  context,
}, testInfo) => {
  test.setTimeout(60_000)
  await page.setViewportSize({ width: 390, height: 844 })
  const other = await context.newPage()
  await page.goto(paths.list(trip.id, 'done-list'))
  await expect(pagerSummary(page)).toContainText(`共 ${dones.length} 条`)
  await openList(other, 'todo-list', todos.length)
  const selected = rows(page).first()
  await selected.getByRole('checkbox').check()
  // The focus leaves the list; the selection alone holds it.
  await page.getByRole('heading', { level: 1 }).click()

  const handled = rows(other).first()
  const id = (await handled.getAttribute('data-row-id')) as string
  await handled.getByRole('button').first().click()
  await other.getByRole('dialog').getByRole('button', { name: '同意' }).click()
  await expect(other.getByRole('status')).toContainText('它已移到已办')

  await expect(notice(page)).toContainText('有 1 条新记录')
  await expect(selected.getByRole('checkbox')).toBeChecked()
  await expect(page.locator(`tbody tr[data-row-id="${id}"]`)).toHaveCount(0)
  await expect(tabs(page).getByRole('link', { name: /^已办/ })).toHaveText(`已办 ${dones.length + 1}`)
  await expectAccessible(page, 'the done list at 390 px holding a new record')
  await screenshot(page, 'done-new-arrivals-390', testInfo)
  await notice(page).getByRole('button', { name: '刷新' }).click()
  const arrived = page.locator(`tbody tr[data-row-id="${id}"]`)
  await expect(arrived).toHaveCount(1)
  await expect(arrived.locator('[data-primary]')).toBeFocused()
  await expect(page.getByRole('status')).toContainText('已显示 1 条新记录。')
})
