import { expect, test } from './fixtures.ts'
import { apiLog } from './support/apiLog.ts'
import { mockControls } from './support/mockControls.ts'
import { form, listRecords, paths, seed } from './support/seed.ts'
import { rows } from './support/table.ts'

// A row opens the record in a drawer (read afresh); a record the server will not show (403) says the user may not
// open it. The drawer keeps the keyboard: Escape closes it and focus goes back to the row.

const trip = form('出差申请')
const todos = listRecords('todos', trip.id).sort((a, b) => b.cjsj.localeCompare(a.cjsj))

test('a row opens its record in a drawer; Escape closes it and focus returns to the row', async ({ page }) => {
  const record = todos[1]
  if (!record) throw new Error('[e2e] the seed has fewer than 2 to-dos')
  const log = apiLog(page)
  await page.goto(paths.list(trip.id, 'todo-list'))
  const opener = rows(page).nth(1).getByRole('button', { name: record.bt, exact: true })
  await opener.click()
  const drawer = page.getByRole('dialog', { name: record.bt })
  await log.sent({ path: `/api/forms/${trip.id}/records/${record.id}` })
  await expect(drawer.locator('dt', { hasText: '到达时间' }).locator('+ dd')).toHaveText(record.ddsj ?? '')
  const creator = seed.org.users.find((u) => u.id === record.cjr)
  await expect(drawer.locator('dt', { hasText: '创建人' }).first().locator('+ dd')).toHaveText(creator?.name ?? '')
  await expect(drawer).toContainText('流转中')
  await page.keyboard.press('Escape')
  await expect(drawer).toBeHidden()
  await expect(opener).toBeFocused()
})

test('a record the server refuses (403) says the user may not open it', async ({ page, consoleGuard }) => {
  consoleGuard.allow(/status of 403/)
  const record = todos[0]
  if (!record) throw new Error('[e2e] the seed has no to-dos')
  const controls = await mockControls(page)
  const log = apiLog(page)
  await page.goto(paths.list(trip.id, 'todo-list'))
  await expect(rows(page).first()).toBeVisible()
  const path = `/api/forms/${trip.id}/records/${record.id}`
  // Every read of it is refused, as for a record the user may not open (the drawer may read it more than once).
  await controls.add({ path: `^${path}$`, headers: { 'x-mock-fault': '403' } })

  await rows(page).nth(0).getByRole('button', { name: record.bt, exact: true }).click()
  const drawer = page.getByRole('dialog', { name: record.bt })
  const refused = await log.sent({ path })
  expect((await refused.request.response())?.status()).toBe(403)
  await expect(drawer.getByText('你无权打开此记录')).toBeVisible()
  await expect(drawer.getByRole('button', { name: '重试' })).toHaveCount(0)
  await expect(drawer.locator('dl')).toHaveCount(0)
})
