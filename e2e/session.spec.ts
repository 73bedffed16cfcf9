import { expect, test } from './fixtures.ts'
import { apiLog } from './support/apiLog.ts'
import { form, listRecords, paths, seed, user } from './support/seed.ts'
import { column, header, pagerSummary } from './support/table.ts'

// Who is signed in: a session that expires brings the sign-in back and the page goes on where it was; the header's
// user switcher and sign-out open another user's session and show that user's lists.

const trip = form('出差申请')
const todos = `/api/forms/${trip.id}/todos`

test('an expired session brings the sign-in back, and the request that got 401 resumes after it', async ({
  page,
  consoleGuard,
}) => {
  // Chromium logs the 401 this test provokes.
  consoleGuard.allow(/status of 401/)
  await page.clock.install()
  const log = apiLog(page)
  await page.goto(paths.list(trip.id, 'todo-list'))
  await expect(pagerSummary(page)).toContainText(`共 ${listRecords('todos', trip.id).length} 条`)
  const firstToken = (await log.sent({ path: todos })).request.headers()['authorization']

  // The mock's sessions last 8 hours, by the page's clock.
  await page.clock.fastForward('08:00:01')
  const mark = log.mark()
  await header(page, '到达时间').getByRole('button').click()
  const signIn = page.getByRole('dialog', { name: '登录已失效，请重新登录' })
  await expect(signIn).toBeVisible()
  const refused = await log.sent({ path: todos, query: { sort: 'ddsj_d' } }, mark)
  expect((await refused.request.response())?.status()).toBe(401)
  expect(refused.request.headers()['authorization']).toBe(firstToken)

  await expect(signIn.getByRole('combobox', { name: '用户' })).toHaveValue('1')
  await signIn.getByRole('button', { name: '登录' }).click()
  const session = await log.sent({ method: 'POST', path: '/api/sessions' }, mark)
  expect(session.body).toEqual({ userId: '1' })
  await expect(signIn).toBeHidden()
  await expect.poll(() => log.all({ path: todos, query: { sort: 'ddsj_d', page: '0' } }, mark).length).toBe(2)
  const resumed = log.all({ path: todos, query: { sort: 'ddsj_d', page: '0' } }, mark)[1]
  expect((await resumed?.request.response())?.status()).toBe(200)
  expect(resumed?.request.headers()['authorization']).not.toBe(firstToken)
  await expect(header(page, '到达时间')).toHaveAttribute('aria-sort', 'descending')
  const arrivals = listRecords('todos', trip.id)
    .map((r) => r.ddsj ?? '')
    .sort()
    .reverse()
  await expect.poll(() => column(page, '到达时间')).toEqual(arrivals.slice(0, 15))
})

test('the user switcher opens a session as another user and shows that user’s list', async ({ page }) => {
  const zhang = user('张三')
  const log = apiLog(page)
  await page.goto(paths.list(trip.id, 'search-list'))
  await expect(pagerSummary(page)).toContainText(`共 ${listRecords('records', trip.id).length} 条`)

  const mark = log.mark()
  await page.getByRole('combobox', { name: '当前用户' }).selectOption({ label: zhang.name })
  const session = await log.sent({ method: 'POST', path: '/api/sessions' }, mark)
  expect(session.body).toEqual({ userId: zhang.id })
  await log.sent({ path: `/api/forms/${trip.id}/records`, query: { page: '0' } }, mark)
  await expect(pagerSummary(page)).toContainText(`共 ${listRecords('records', trip.id, zhang.id).length} 条`)
  await expect(page.getByRole('combobox', { name: '当前用户' })).toHaveValue(zhang.id)
})

test('signing out shows the sign-in; signing in as another user shows their to-do list', async ({ page }) => {
  // The user other than the admin with the most to-dos in this form.
  const [li, count] = seed.org.users
    .filter((u) => u.id !== '1')
    .map((u) => [u, listRecords('todos', trip.id, u.id).length] as const)
    .sort((a, b) => b[1] - a[1])[0] ?? [user('张三'), 0]
  const log = apiLog(page)
  await page.goto(paths.list(trip.id, 'todo-list'))
  await expect(pagerSummary(page)).toContainText(`共 ${listRecords('todos', trip.id).length} 条`)

  await page.getByRole('button', { name: '退出' }).click()
  const signIn = page.getByRole('dialog', { name: '登录' })
  await expect(signIn).toBeVisible()
  await expect(page.getByRole('table')).toHaveCount(0)
  const mark = log.mark()
  await signIn.getByRole('combobox', { name: '用户' }).selectOption(li.id)
  await signIn.getByRole('button', { name: '登录' }).click()
  expect((await log.sent({ method: 'POST', path: '/api/sessions' }, mark)).body).toEqual({ userId: li.id })
  await expect(signIn).toBeHidden()
  expect(count, `${li.name} has to-dos in the seed`).toBeGreaterThan(0)
  await expect(pagerSummary(page)).toContainText(`共 ${count} 条`)
  await expect(page.getByRole('combobox', { name: '当前用户' })).toHaveValue(li.id)
})
