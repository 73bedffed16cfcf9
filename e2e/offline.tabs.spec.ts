import type { Page } from '@playwright/test'
import { expect, test } from './fixtures.ts'
import { apiLog, type ApiLog } from './support/apiLog.ts'
import { setNetwork } from './support/network.ts'
import { form, listRecords, paths } from './support/seed.ts'
import { rows } from './support/table.ts'

// A write made offline in one tab is sent once, by that tab, however many tabs of the origin open meanwhile. The
// lists' store keeps its outbox in the origin's IndexedDB, which every tab's store reads at start: a second tab
// opened while the write waited restored it and sent it too, so the action went twice and the second answer was a
// 409 that told the user "你已于… 同意了这份待办" about their own action (the outbox's owner is now one tab of the
// origin, through the Web Locks API). The mock's cut is each tab's own (its switch is the page's mock, kept in the
// tab's sessionStorage), so the second tab opens on the network while the first is still cut: a tab that opened
// behind the cut could not sign in (the session is the tab's, asked of the server), and this is the tab that sent the
// write at once.

const trip = form('出差申请')
const todos = listRecords('todos', trip.id).sort((a, b) => b.cjsj.localeCompare(a.cjsj) || b.id.localeCompare(a.id))
const actionsOf = (id: string) => `/api/forms/${trip.id}/records/${id}/actions`
const syncLine = (page: Page) => page.getByRole('status', { name: '同步状态' })
const notices = (page: Page) => page.getByRole('status', { name: '离线操作的结果' })
const row = (page: Page, id: string) => page.locator(`tbody tr[data-row-id="${id}"]`)

/** The keys the page's origin holds in IndexedDB, every database and object store (the lists' store keeps its own). */
const storedKeys = (page: Page) =>
  page.evaluate(async () => {
    const all: string[] = []
    for (const { name } of await indexedDB.databases()) {
      if (!name) continue
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const request = indexedDB.open(name)
        request.onsuccess = () => resolve(request.result)
        request.onerror = () => reject(request.error ?? new Error(`IndexedDB ${name} did not open`))
      })
      for (const store of db.objectStoreNames) {
        const keys = await new Promise<IDBValidKey[]>((resolve, reject) => {
          const request = db.transaction(store, 'readonly').objectStore(store).getAllKeys()
          request.onsuccess = () => resolve(request.result)
          request.onerror = () => reject(request.error ?? new Error(`IndexedDB ${name}/${store} unreadable`))
        })
        all.push(...keys.map(String))
      }
      db.close()
    }
    return all
  })

/** The action POSTs the mock answered, from either tab (a POST the cut failed got no answer and reached no one). */
async function answeredPosts(logs: Record<string, ApiLog>, id: string) {
  const answered: { tab: string; status: number; body: unknown }[] = []
  for (const [tab, log] of Object.entries(logs))
    for (const call of log.all({ method: 'POST', path: actionsOf(id) })) {
      const status = (await call.request.response())?.status() ?? 0
      if (status > 0) answered.push({ tab, status, body: call.body })
    }
  return answered
}

test.beforeEach(({ consoleGuard }) => {
  // Chromium logs each request the cut fails ("Failed to load resource: net::ERR_FAILED").
  consoleGuard.allow(/net::ERR_FAILED/)
})

test('a 同意 made offline goes once, from its tab, when another tab opens meanwhile', async ({ page, context }) => {
  const [first] = todos
  if (!first) throw new Error('[e2e] the seed gives the admin no to-dos')
  // Tab A: signed in (the mock's session), on the to-do list; the network is cut; 同意 waits in its outbox.
  const logA = apiLog(page)
  await page.goto(paths.list(trip.id, 'todo-list'))
  await expect(rows(page)).toHaveCount(15)
  await setNetwork(page, 'offline')
  await row(page, first.id).getByRole('button', { name: first.bt, exact: true }).click()
  const drawer = page.getByRole('dialog', { name: first.bt })
  await drawer.getByRole('button', { name: '同意' }).click()
  await expect(drawer).toContainText(`已记下同意“${first.bt}”，联网后自动发送。`)
  await drawer.getByRole('button', { name: '关闭' }).last().click()
  await expect(drawer).toBeHidden()
  await expect(syncLine(page)).toHaveText('离线 · 待同步 1 项，联网后自动发送。')
  // The write is on disk, where a tab opened now reads it.
  await expect
    .poll(() => storedKeys(page), { message: 'the outbox kept in IndexedDB' })
    .toContainEqual(expect.stringMatching(/outbox/))

  // Tab B: the same browser (its mock shares writes with A's), opened while the write waits.
  const other = await context.newPage()
  const logB = apiLog(other)
  await other.goto(paths.list(trip.id, 'todo-list'))
  await expect(rows(other)).toHaveCount(15)
  expect(await other.evaluate(() => navigator.onLine)).toBe(true)
  await expect(syncLine(page)).toHaveText('离线 · 待同步 1 项，联网后自动发送。')

  // The network is back in A: its write goes, its line goes, and B's list loses the to-do too.
  await setNetwork(page, 'online')
  await logA.sent({ method: 'POST', path: actionsOf(first.id) })
  await expect(syncLine(page)).toHaveCount(0)
  await expect(syncLine(other)).toHaveCount(0)
  await expect(row(page, first.id)).toHaveCount(0)
  await expect(row(other, first.id)).toHaveCount(0)

  // The mock received the action once, from A, and said yes; nobody was told they had done it already.
  expect
    .soft(await answeredPosts({ A: logA, B: logB }, first.id), 'the action POSTs the mock answered')
    .toEqual([{ tab: 'A', status: 200, body: { action: 'approve', comment: '' } }])
  await expect.soft(notices(page), 'tab A’s notices').toHaveCount(0)
  await expect.soft(notices(other), 'tab B’s notices').toHaveCount(0)
  await other.close()
})
