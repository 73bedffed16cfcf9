import { mkdirSync } from 'node:fs'
import type { Page } from '@playwright/test'
import { expect, expectAccessible, screenshot, test } from './fixtures.ts'
import { apiLog } from './support/apiLog.ts'
import { setNetwork } from './support/network.ts'
import { form, listRecords, paths, seed, user } from './support/seed.ts'
import { column, rows } from './support/table.ts'

// The form app offline (issue 38, item 4): the phone's to-do feed opens from storage with the network cut; 同意 and
// 退回 made offline show at once with 待同步 n 项 and go out, before the lists reload, when the network is back; a
// to-do someone else handled meanwhile says who and when; a product edited in two tabs asks which version to keep.
// The network is the embedded mock's own cut (support/network.ts): the mock answers inside the page, where
// Playwright's `setOffline` does not reach.

const trip = form('出差申请')
const kezhang = user('科长一')
const todos = listRecords('todos', trip.id).sort((a, b) => b.cjsj.localeCompare(a.cjsj) || b.id.localeCompare(a.id))
const todosPath = `/api/forms/${trip.id}/todos`
const actionsOf = (id: string) => `/api/forms/${trip.id}/records/${id}/actions`
const feed = (page: Page) => page.getByRole('region', { name: '待办列表' })
const cards = (page: Page) => feed(page).locator('[data-row-id]')
const cardIds = (page: Page) => cards(page).evaluateAll((els) => els.map((e) => (e as HTMLElement).dataset.rowId))
const syncLine = (page: Page) => page.getByRole('status', { name: '同步状态' })
const notices = (page: Page) => page.getByRole('status', { name: '离线操作的结果' })

/** The new UI's screenshots for the issue, at the page's width: `/tmp/shots38/<name>-<width>.png`, and the run's own. */
async function shoot(page: Page, name: string, testInfo: Parameters<typeof screenshot>[2]) {
  mkdirSync('/tmp/shots38', { recursive: true })
  await page.screenshot({ path: `/tmp/shots38/${name}-${page.viewportSize()?.width}.png` })
  await screenshot(page, name, testInfo)
}

/** After every action the focus is somewhere a keyboard user can go on from: never on <body>. */
async function expectFocusKept(page: Page, after: string) {
  const focused = await page.evaluate(() => document.activeElement?.tagName ?? 'none')
  expect(focused, `the focus after ${after}`).not.toBe('BODY')
}

test.beforeEach(({ consoleGuard }) => {
  // Chromium logs each request the cut fails ("Failed to load resource: net::ERR_FAILED").
  consoleGuard.allow(/net::ERR_FAILED/)
})

test.describe('the to-do feed on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('opens from storage with the network cut, after a first visit', async ({ page }, testInfo) => {
    await page.goto(paths.list(trip.id, 'todo-list'))
    await expect(cards(page)).toHaveCount(15)
    const shown = await cardIds(page)
    expect(shown).toEqual(todos.slice(0, 15).map((r) => r.id))
    await setNetwork(page, 'offline')
    await expect(syncLine(page)).toHaveText('离线 · 显示的是上次打开时的内容，联网后自动更新。')

    // The phone reloads the app with no connection: the rows come from storage, nothing from the server.
    const log = apiLog(page)
    await page.reload()
    await expect(cards(page)).toHaveCount(15)
    expect(await cardIds(page)).toEqual(shown)
    await expect(syncLine(page)).toHaveText(/^离线/)
    await expect(page.getByRole('dialog')).toHaveCount(0)
    const answered = await Promise.all(log.calls.map(async (c) => (await c.request.response())?.status() ?? 0))
    expect(answered.filter((status) => status > 0)).toEqual([])
    await expectAccessible(page, 'the to-do feed opened from storage, offline')
    await shoot(page, 'offline-feed-from-storage', testInfo)
  })

  test('同意 and 退回 offline show at once with 待同步 2 项, and go out before the lists reload once online', async ({
    page,
  }, testInfo) => {
    const log = apiLog(page)
    await page.goto(paths.list(trip.id, 'todo-list'))
    await expect(cards(page)).toHaveCount(15)
    const [first, second] = todos
    if (!first || !second) throw new Error('[e2e] the seed gives the admin fewer than 2 to-dos')
    await setNetwork(page, 'offline')

    // 同意 the first: queued, off the feed at once, said in the drawer and on the line.
    await feed(page).getByRole('button', { name: first.bt, exact: true }).first().click()
    const drawer = page.getByRole('dialog')
    await expect(drawer.getByRole('form', { name: '办理' })).toBeVisible()
    await drawer.getByRole('button', { name: '同意' }).click()
    await expect(drawer).toContainText(`已记下同意“${first.bt}”，联网后自动发送。`)
    await expect(drawer.getByRole('button', { name: '办理下一条' })).toBeFocused()
    await expect(syncLine(page)).toHaveText('离线 · 待同步 1 项，联网后自动发送。')
    await expect(feed(page).locator(`[data-row-id="${first.id}"]`)).toHaveCount(0)

    // 退回 the next, with its reason.
    await drawer.getByRole('button', { name: '办理下一条' }).click()
    await expect(drawer.getByRole('heading', { name: second.bt })).toBeVisible()
    await drawer.getByLabel('办理意见').fill('请补充预算明细')
    await drawer.getByRole('button', { name: '退回起草人' }).click()
    await expect(drawer).toContainText(`已记下退回“${second.bt}”，联网后自动发送。`)
    // Off the feed already, and still named by the drawer.
    await expect(page.getByRole('dialog', { name: second.bt })).toBeVisible()
    await expectFocusKept(page, '退回 offline')
    await expect(syncLine(page)).toHaveText('离线 · 待同步 2 项，联网后自动发送。')
    await expectAccessible(page, 'the drawer after 退回 offline')
    await shoot(page, 'offline-queued-drawer', testInfo)
    await drawer.getByRole('button', { name: '关闭' }).last().click()
    await expect(drawer).toBeHidden()
    await expectFocusKept(page, 'closing the drawer')
    expect(await cardIds(page)).not.toContain(first.id)
    expect(await cardIds(page)).not.toContain(second.id)
    expect(log.all({ method: 'POST', path: /\/actions$/ }).length).toBeLessThanOrEqual(2)
    await expectAccessible(page, 'the to-do feed with 待同步 2 项')
    await shoot(page, 'offline-pending-2', testInfo)

    // The network is back: the two writes go out first, then the lists reload; the line goes.
    const mark = log.mark()
    await setNetwork(page, 'online')
    await expect(syncLine(page)).toHaveCount(0)
    const approve = await log.sent({ method: 'POST', path: actionsOf(first.id) }, mark)
    const back = await log.sent({ method: 'POST', path: actionsOf(second.id) }, mark)
    expect(approve.body).toEqual({ action: 'approve', comment: '' })
    expect(back.body).toEqual({ action: 'return', comment: '请补充预算明细' })
    expect((await approve.request.response())?.status()).toBe(200)
    expect((await back.request.response())?.status()).toBe(200)
    const reload = await log.sent({ path: todosPath }, mark)
    const after = log.calls.slice(mark)
    const lastPost = Math.max(after.indexOf(approve), after.indexOf(back))
    const firstListGet = after.findIndex(
      (c) => c.method === 'GET' && /\/api\/forms\/[0-9a-f]+\/(todos|dones|drafts|records)$/.test(c.path),
    )
    expect(
      firstListGet,
      `the lists reloaded after the writes: ${after.map((c) => `${c.method} ${c.path}`).join(', ')}`,
    ).toBeGreaterThan(lastPost)
    expect(after.indexOf(reload)).toBeGreaterThan(lastPost)
    await expect.poll(() => cardIds(page)).not.toContain(first.id)
    expect(await cardIds(page)).not.toContain(second.id)
    await expect(notices(page)).toHaveCount(0)
    await expectFocusKept(page, 'the network coming back')
  })

  test('a to-do someone else handled meanwhile says who and when, with 查看', async ({
    page,
    context,
    consoleGuard,
  }, testInfo) => {
    consoleGuard.allow(/status of 409/)
    // A to-do that waits on the admin and on 科长一 (或签: the first to act takes it).
    const shared = todos.slice(0, 15).find((r) => r.handlers.includes(kezhang.id))
    if (!shared) throw new Error('[e2e] the seed has no to-do on the first page shared with 科长一')
    // Another tab of the browser, opened first: its embedded mock shares writes with this one's (crossTab). (Opened
    // while a write waits, it would not send that write: one tab owns the kept outbox, e2e/offline.tabs.spec.ts.)
    const other = await context.newPage()
    await other.goto(paths.home())
    await expect(other.getByRole('heading', { level: 1 })).toBeVisible()
    const log = apiLog(page)
    await page.goto(paths.list(trip.id, 'todo-list'))
    await expect(cards(page)).toHaveCount(15)
    await setNetwork(page, 'offline')
    await feed(page).getByRole('button', { name: shared.bt, exact: true }).first().click()
    const drawer = page.getByRole('dialog')
    await drawer.getByRole('button', { name: '同意' }).click()
    await expect(drawer).toContainText('联网后自动发送')
    await drawer.getByRole('button', { name: '关闭' }).last().click()

    // Meanwhile 科长一 approves it, from the other tab (its mock online), through the gateway's header.
    const status = await other.evaluate(
      async ({ url, userId }) =>
        (
          await fetch(url, {
            method: 'POST',
            headers: { 'Content-Type': 'application/json', 'sinoform-current-user-id': userId },
            body: JSON.stringify({ action: 'approve', comment: '同意' }),
          })
        ).status,
      { url: actionsOf(shared.id), userId: kezhang.id },
    )
    expect(status).toBe(200)
    await other.close()

    const mark = log.mark()
    await setNetwork(page, 'online')
    const refused = await log.sent({ method: 'POST', path: actionsOf(shared.id) }, mark)
    expect((await refused.request.response())?.status()).toBe(409)
    const notice = notices(page)
    await expect(notice).toContainText(
      new RegExp(`“${shared.bt}”：科长一已于 2026-\\d\\d-\\d\\d \\d\\d:\\d\\d 同意了这份待办，不需要你再办理。`),
    )
    await expect(syncLine(page)).toHaveCount(0)
    await expectAccessible(page, 'the notice of a to-do someone else handled')
    await shoot(page, 'offline-taken-notice', testInfo)
    // The notice is the app's, not the feed's: it stays when the page becomes the desktop's table.
    await page.setViewportSize({ width: 1280, height: 800 })
    await expect(notice).toBeVisible()
    await expectAccessible(page, 'the notice of a to-do someone else handled, at 1280 px')
    await shoot(page, 'offline-taken-notice', testInfo)

    // 查看 opens the record in the form's query list.
    await notice.getByRole('button', { name: '查看' }).click()
    await expect(page).toHaveURL(new RegExp(`/search-list\\?record=${shared.id}$`))
    await expect(page.getByRole('dialog', { name: shared.bt })).toBeVisible()
    await expect(notices(page)).toHaveCount(0)
    await expectFocusKept(page, '查看')
  })
})

test('at 1280 px the to-do table reloaded offline shows its stored rows, not the error panel', async ({
  page,
}, testInfo) => {
  await page.goto(paths.list(trip.id, 'todo-list'))
  await expect(rows(page)).toHaveCount(15)
  const shown = await rows(page).evaluateAll((els) => els.map((e) => (e as HTMLElement).dataset.rowId))
  expect(shown).toEqual(todos.slice(0, 15).map((r) => r.id))
  await setNetwork(page, 'offline')

  // The route's prefetch and the table's reload of the stored page both fail: the stored rows stay, with a notice
  // that the reload failed, instead of the panel that has no rows to show (issue 38).
  const log = apiLog(page)
  await page.reload()
  await expect(page.getByText('没能刷新列表，显示的是之前加载的内容。')).toBeVisible()
  await expect(rows(page)).toHaveCount(15)
  expect(await rows(page).evaluateAll((els) => els.map((e) => (e as HTMLElement).dataset.rowId))).toEqual(shown)
  await expect(page.getByText('无法连接到服务器')).toHaveCount(0)
  await expect(syncLine(page)).toHaveText(/^离线/)
  await log.sent({ path: todosPath, query: { size: '15' } })
  const answered = await Promise.all(log.calls.map(async (c) => (await c.request.response())?.status() ?? 0))
  expect(answered.filter((status) => status > 0)).toEqual([])
  await expectAccessible(page, 'the to-do table opened from storage, offline, at 1280 px')
  await shoot(page, 'offline-table-from-storage', testInfo)
})

test('at 1280 px the table’s 同意 offline says 待同步 1 项, and it goes out once online', async ({
  page,
}, testInfo) => {
  const log = apiLog(page)
  await page.goto(paths.list(trip.id, 'todo-list'))
  await expect(rows(page)).toHaveCount(15)
  const [first] = todos
  if (!first) throw new Error('[e2e] the seed gives the admin no to-dos')
  await setNetwork(page, 'offline')
  await page.locator(`tbody tr[data-row-id="${first.id}"]`).getByRole('button', { name: first.bt, exact: true }).click()
  const drawer = page.getByRole('dialog', { name: first.bt })
  await drawer.getByRole('button', { name: '同意' }).click()
  await expect(drawer).toContainText(`已记下同意“${first.bt}”，联网后自动发送。`)
  await expect(syncLine(page)).toHaveText('离线 · 待同步 1 项，联网后自动发送。')
  await expect(page.locator(`tbody tr[data-row-id="${first.id}"]`)).toHaveCount(0)
  await expectAccessible(page, 'the drawer after 同意 offline, at 1280 px')
  await shoot(page, 'offline-queued-drawer', testInfo)
  await drawer.getByRole('button', { name: '关闭' }).last().click()
  await expectFocusKept(page, 'closing the drawer')
  await shoot(page, 'offline-pending-1', testInfo)

  const mark = log.mark()
  await setNetwork(page, 'online')
  const post = await log.sent({ method: 'POST', path: actionsOf(first.id) }, mark)
  expect((await post.request.response())?.status()).toBe(200)
  await expect(syncLine(page)).toHaveCount(0)
  await log.sent({ path: todosPath, query: { size: '15' } }, mark)
  expect(log.calls.slice(mark).findIndex((c) => c.method === 'GET' && c.path === todosPath)).toBeGreaterThan(
    log.calls.slice(mark).indexOf(post),
  )
})

test.describe('a product edited in two tabs', () => {
  const editIn = async (tab: Page, id: string, title: string) => {
    await tab.getByRole('button', { name: `编辑“${title}”` }).click()
    return tab.getByRole('dialog', { name: `编辑产品 ${id}` })
  }

  for (const [choice, width] of [
    ['保留我的', 1280],
    ['使用服务器的', 390],
  ] as const) {
    test(`asks which version to keep: ${choice} at ${width} px`, async ({ page, context, consoleGuard }, testInfo) => {
      consoleGuard.allow(/status of 412/)
      await page.setViewportSize({ width, height: 844 })
      const log = apiLog(page)
      const other = await context.newPage()
      for (const tab of [page, other]) {
        await tab.goto('/products')
        await expect(rows(tab)).toHaveCount(15)
      }
      const [id] = await column(page, '编号')
      const [title] = await column(page, '名称')
      const product = seed.products.find((p) => p.id === id)
      if (!id || !title || !product) throw new Error('[e2e] the products list shows no seeded product')

      // This tab opens the edit; meanwhile the other tab saves a new price.
      const mine = await editIn(page, id, title)
      await mine.getByRole('textbox', { name: '价格（元）' }).fill('18.00')
      const theirs = await editIn(other, id, title)
      await theirs.getByRole('textbox', { name: '价格（元）' }).fill('15.50')
      await theirs.getByRole('button', { name: '保存' }).click()
      await expect(theirs).toBeHidden()
      await other.close()

      const mark = log.mark()
      await mine.getByRole('button', { name: '保存' }).click()
      const refused = await log.sent({ method: 'PUT', path: `/api/products/${id}` }, mark)
      expect(await refused.request.headerValue('if-match')).toBe('"0"')
      expect((await refused.request.response())?.status()).toBe(412)
      const ask = page.getByRole('alertdialog', { name: '有人同时修改了这条记录' })
      await expect(ask).toBeVisible()
      const price = ask.getByRole('row', { name: /价格/ })
      await expect(price.getByRole('cell')).toHaveText(['18.00', '15.50'])
      await expect(ask.getByRole('button', { name: '使用服务器的' })).toBeFocused()
      await expectAccessible(page, `the conflict dialog at ${width} px`)
      await shoot(page, 'product-conflict', testInfo)

      const chosen = log.mark()
      await ask.getByRole('button', { name: choice }).click()
      await expect(ask).toBeHidden()
      await expect(mine).toBeHidden()
      await expectFocusKept(page, choice)
      if (choice === '保留我的') {
        // Sent again over the version the server holds now.
        const put = await log.sent({ method: 'PUT', path: `/api/products/${id}` }, chosen)
        expect(await put.request.headerValue('if-match')).toBe('"1"')
        expect((await put.request.response())?.status()).toBe(200)
        await expect(page.getByRole('status')).toHaveText(`已保存产品“${title}”。`)
        await expect.poll(async () => (await column(page, '价格'))[0]).toBe('18.00')
      } else {
        expect(log.all({ method: 'PUT', path: `/api/products/${id}` }, chosen)).toEqual([])
        await expect(page.getByRole('status')).toHaveText(`产品“${title}”已改用服务器上的版本，你的修改没有保存。`)
        await expect.poll(async () => (await column(page, '价格'))[0]).toBe('15.50')
      }
    })
  }
})
