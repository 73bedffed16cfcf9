import type { Locator } from '@playwright/test'
import { expect, screenshot, test, type Page } from './fixtures.ts'
import { app, form, group, paths } from './support/seed.ts'

// Every page of the app, at 1280 px (project desktop) and 390 px (project mobile): it opens at its address, shows
// its heading once its data is in, does not scroll sideways, and is photographed to
// test-results/screenshots/<project>/<name>.png.

const trip = form('出差申请')
const delegations = form('出国（境）团组')
const dashboard = form('统计分析')
const people = group('人员资料库')

const pages: { name: string; path: string; heading: string }[] = [
  { name: 'home', path: paths.home(), heading: app.name },
  { name: 'form', path: paths.form(trip.id), heading: trip.name },
  { name: 'draft-list', path: paths.list(trip.id, 'draft-list'), heading: `${trip.name} · 草稿` },
  { name: 'todo-list', path: paths.list(trip.id, 'todo-list'), heading: `${trip.name} · 待办` },
  { name: 'done-list', path: paths.list(trip.id, 'done-list'), heading: `${trip.name} · 已办` },
  { name: 'search-list', path: paths.list(trip.id, 'search-list'), heading: `${trip.name} · 查询` },
  {
    name: 'no-flow-list',
    path: paths.list(delegations.id, 'no-flow-list'),
    heading: `${delegations.name} · 记录列表`,
  },
  { name: 'release-draft-list', path: `/sinoform/draftList/${trip.id}`, heading: `${trip.name} · 草稿` },
  { name: 'group', path: paths.group(people.id), heading: people.name },
  { name: 'dashboard', path: paths.dashboard(dashboard.id), heading: dashboard.name },
  { name: 'products', path: '/products', heading: '产品' },
  { name: 'publish', path: '/publish', heading: '发布表单' },
]

for (const { name, path, heading } of pages) {
  test(`${name} opens at ${path}`, async ({ page }, testInfo) => {
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading)
    await expect(page.getByRole('progressbar')).toHaveCount(0)
    await screenshot(page, name, testInfo)
    const width = await page.evaluate(() => document.documentElement.scrollWidth)
    expect(width, 'the page scrolls sideways').toBeLessThanOrEqual(page.viewportSize()?.width ?? 0)
  })
}

// The panels a page opens over itself, photographed the same way.
const panels: { name: string; path: string; open: (page: Page) => Promise<Locator> }[] = [
  {
    name: 'sign-in',
    path: paths.home(),
    open: async (page) => {
      await page.getByRole('button', { name: '退出' }).click()
      return page.getByRole('dialog', { name: '登录' })
    },
  },
  {
    name: 'record-drawer',
    path: paths.list(trip.id, 'todo-list'),
    open: async (page) => {
      // A table at 1280 px, a feed of cards at 390 px: the first record's title opens it either way.
      const list = page.getByRole('region', { name: '待办列表' })
      await list.locator('tbody tr, li').first().getByRole('button').first().click()
      const drawer = page.getByRole('dialog')
      await expect(drawer.locator('dl')).toBeVisible()
      return drawer
    },
  },
  {
    name: 'draft-form',
    path: paths.list(trip.id, 'draft-list'),
    open: async (page) => {
      await page.getByRole('button', { name: '新建草稿' }).first().click()
      return page.getByRole('dialog', { name: '新建草稿' })
    },
  },
]

for (const { name, path, open } of panels) {
  test(`${name} opens over its page`, async ({ page }, testInfo) => {
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(await open(page)).toBeVisible()
    await expect(page.getByRole('progressbar')).toHaveCount(0)
    await screenshot(page, name, testInfo)
    const width = await page.evaluate(() => document.documentElement.scrollWidth)
    expect(width, 'the page scrolls sideways').toBeLessThanOrEqual(page.viewportSize()?.width ?? 0)
  })
}

test('/ opens the home of 国际合作', async ({ page }) => {
  await page.goto('/')
  await expect(page).toHaveURL(paths.home())
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(app.name)
})

test('an unknown address says the page does not exist', async ({ page }, testInfo) => {
  await page.goto('/sinoform/nowhere')
  await expect(page.getByText('页面不存在')).toBeVisible()
  await screenshot(page, 'not-found', testInfo)
})
