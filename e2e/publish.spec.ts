import { expect, screenshot, test, type Page } from './fixtures.ts'
import { apiLog } from './support/apiLog.ts'
import { app, form, seed } from './support/seed.ts'

// Publishing a form from /publish: the request sent, what the page reports, and every url publishing emitted (the
// release payload's and the publish tree's) opened in the app, each showing its page. A refusal from the resource
// service shows the platform's own message.

const trip = form('出差申请')
const LIST_LABELS: Record<string, string> = {
  draftList: '草稿',
  todoList: '待办',
  doneList: '已办',
  searchList: '查询',
  'draft-list': '草稿',
  'todo-list': '待办',
  'done-list': '已办',
  'search-list': '查询',
  'no-flow-list': '记录列表',
}

const nameOf = (id: string) =>
  seed.forms.find((f) => f.id === id)?.name ?? seed.groups.find((g) => g.id === id)?.name ?? `(unknown id ${id})`

/** The heading a url of the form app should open, from the url alone (spec B9 and C shapes). */
function headingOf(url: string): string {
  const base = `/sinoform/app/${app.id}/home`
  let m = /^\/sinoform\/(draftList|todoList|doneList|searchList)\/([0-9a-f]{24})$/.exec(url)
  if (m) return `${nameOf(m[2] as string)} · ${LIST_LABELS[m[1] as string]}`
  if (url === base) return app.name
  m = /^\/home\/form\/([0-9a-f]{24})(?:\/([a-z-]+))?$/.exec(url.slice(base.length - '/home'.length))
  if (m) return m[2] ? `${nameOf(m[1] as string)} · ${LIST_LABELS[m[2]]}` : nameOf(m[1] as string)
  m = /^\/home\/(group|dashboard)\/([0-9a-f]{24})$/.exec(url.slice(base.length - '/home'.length))
  if (m) return nameOf(m[2] as string)
  throw new Error(`[e2e] publishing emitted a url of no known shape: ${url}`)
}

/** Every `url` in a JSON value (not `iconUrl`: an icon, not a page), empty ones left out. */
function urlsIn(value: unknown, into = new Set<string>()): Set<string> {
  if (Array.isArray(value)) value.forEach((v) => urlsIn(v, into))
  else if (value && typeof value === 'object')
    for (const [key, v] of Object.entries(value)) {
      if (key === 'url' && typeof v === 'string' && v) into.add(v)
      else urlsIn(v, into)
    }
  return into
}

async function placeAndPublish(page: Page, formName: string, anchor: string, placement: string) {
  await page.getByRole('radio', { name: new RegExp(`^${formName}`) }).check()
  await page.getByRole('tree', { name: '导航资源' }).getByText(anchor, { exact: true }).click()
  await page.getByRole('radio', { name: placement }).check()
  await page.getByRole('button', { name: '发布', exact: true }).click()
}

test('publishes a form, and every url of the payload and of the receiver’s tree opens its page', async ({
  page,
}, testInfo) => {
  // About thirty pages, one after another.
  test.setTimeout(90_000)
  const outgoing = [...seed.resources.nodes.values()].find((n) => n.resourceName === '发文')
  const log = apiLog(page)
  await page.goto('/publish')
  await placeAndPublish(page, trip.name, '发文', '放在它后面')
  await expect(page.getByText(`「${trip.name}」将放在「发文」后面，与它同级。`)).toBeVisible()
  const sent = await log.sent({ method: 'POST', path: `/api/forms/${trip.id}/publications` })
  expect(sent.body).toEqual({ position: { order: 'after', resourceId: outgoing?.resourceId } })
  const response = await sent.request.response()
  expect(response?.status()).toBe(201)
  const result = (await response?.json()) as { resourceId: string; payload: unknown; tree: unknown }

  const report = page.getByRole('region', { name: `已发布「${trip.name}」` })
  await expect(report.getByRole('heading', { level: 2 })).toBeFocused()
  await expect(report.getByTestId('resource-id')).toHaveText(result.resourceId)
  await expect(report).toContainText('接收方已确认')
  await screenshot(page, 'publish-result', testInfo)

  const payloadUrls = urlsIn(result.payload)
  const treeUrls = urlsIn(result.tree)
  for (const kind of ['draftList', 'todoList', 'doneList', 'searchList'])
    expect(payloadUrls).toContain(`/sinoform/${kind}/${trip.id}`)
  expect(treeUrls).toContain(`/sinoform/app/${app.id}/home`)
  const urls = [...new Set([...payloadUrls, ...treeUrls])]
  expect(urls.length).toBeGreaterThanOrEqual(20)

  // The report's links go into the app.
  await report.getByRole('link', { name: '查询', exact: true }).first().click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${trip.name} · 查询`)

  // Every url, opened in the app as a link from another system would (the router reads the address; e2e/pages.spec.ts
  // loads each url shape from scratch), shows its page.
  for (const url of urls) {
    await page.evaluate((to) => {
      history.pushState(null, '', to)
      dispatchEvent(new PopStateEvent('popstate'))
    }, url)
    await expect(page.getByRole('heading', { level: 1 }), url).toHaveText(headingOf(url))
  }
})

test('a refusal from the resource service shows its message, and nothing changes', async ({ page, consoleGuard }) => {
  consoleGuard.allow(/status of 502/)
  const log = apiLog(page)
  await page.goto('/publish')
  await placeAndPublish(page, trip.name, '发文', '作为它的子节点')
  await expect(page.getByRole('region', { name: `已发布「${trip.name}」` })).toBeVisible()
  // Now in the navigation: placing the form under its own resource is refused by the platform (B9).
  const tree = page.getByRole('tree', { name: '导航资源' })
  await expect(tree.getByText(trip.name, { exact: true })).toBeVisible()
  const mark = log.mark()
  await placeAndPublish(page, trip.name, trip.name, '作为它的子节点')
  const sent = await log.sent({ method: 'POST', path: `/api/forms/${trip.id}/publications` }, mark)
  expect((await sent.request.response())?.status()).toBe(502)
  const failure = page.getByRole('region', { name: '资源平台拒绝了这次发布，什么都没有改变。' })
  await expect(failure.getByRole('heading')).toBeFocused()
  await expect(failure.locator('q')).toContainText("lies inside the form's own resource")
  await expect(page.getByRole('region', { name: `已发布「${trip.name}」` })).toHaveCount(0)

  // The navigation is as the first publication left it: the form still under 发文.
  const mark2 = log.mark()
  await failure.getByRole('button', { name: '刷新导航树' }).click()
  await log.sent({ path: '/api/navigation-resources' }, mark2)
  // The tree is flat in the DOM (each item's depth is its aria-level): the form is the item right below the last
  // 发文, one level deeper.
  await expect
    .poll(async () => {
      const items = await tree
        .getByRole('treeitem')
        .evaluateAll((nodes) =>
          nodes.map((node) => [node.querySelector('.nav-tree__name')?.textContent, node.getAttribute('aria-level')]),
        )
      const at = items.map(([name]) => name).lastIndexOf('发文')
      const depth = (level: string | null | undefined) => Number(level) - Number(items[at]?.[1])
      return at < 0 ? [] : items.slice(at, at + 2).map(([name, level]) => `${name} ${depth(level)}`)
    })
    .toEqual(['发文 0', `${trip.name} 1`])
})
