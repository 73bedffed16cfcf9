import { readFile } from 'node:fs/promises'
import { expect, expectAccessible, test, type Page } from './fixtures.ts'
import { form, paths } from './support/seed.ts'
import { rows, table } from './support/table.ts'

// 显示设置 as ProTable users expect it (issue 22, item 4): it closes on Escape and on a click outside, has 重置, is
// remembered per form and list (an old per-kind setting carries over), 紧凑 makes every list's rows denser, and
// columns can be moved and pinned from the keyboard, the CSV following the table.

const trip = form('出差申请')
const leave = form('请假申请')
const delegations = form('出国（境）团组')

const settings = (page: Page) => page.getByRole('group', { name: '显示设置' })
const toggle = (page: Page) => page.getByRole('button', { name: '显示设置' })

/** The table's column headings as a person reads them, the selection and the row's buttons left out. */
async function headings(page: Page): Promise<string[]> {
  return table(page).evaluate((el) =>
    [...el.querySelectorAll('thead th')]
      .filter((th) => !th.querySelector('input[type="checkbox"]') && !th.classList.contains('cell-actions'))
      .map((th) => (th.textContent ?? '').replace(/[▲▼↕\d]/g, '').trim()),
  )
}

/** The body rows' heights in px, the median: what a person sees as the list's row height. */
async function rowHeight(page: Page): Promise<number> {
  const heights = await rows(page).evaluateAll((trs) => trs.map((tr) => tr.getBoundingClientRect().height))
  return heights.sort((a, b) => a - b)[Math.floor(heights.length / 2)] ?? 0
}

/** The highest row: a row with a two-line title or buttons sets it. */
async function tallestRow(page: Page): Promise<number> {
  return Math.max(...(await rows(page).evaluateAll((trs) => trs.map((tr) => tr.getBoundingClientRect().height))))
}

test('显示设置 closes on Escape and on a click outside, and 重置 brings back the list’s own view', async ({ page }) => {
  await page.goto(paths.list(trip.id, 'todo-list'))
  await expect(rows(page).first()).toBeVisible()
  const own = await headings(page)

  await toggle(page).click()
  await expect(settings(page)).toBeVisible()
  await expectAccessible(page, 'the to-do list with 显示设置 open')
  await settings(page).getByRole('checkbox', { name: '起草人' }).focus()
  await page.keyboard.press('Escape')
  await expect(settings(page)).toBeHidden()
  await expect(toggle(page)).toBeFocused()
  await expect(toggle(page)).toHaveAttribute('aria-expanded', 'false')

  await toggle(page).click()
  await page.getByRole('heading', { level: 1 }).click()
  await expect(settings(page)).toBeHidden()

  await toggle(page).click()
  const reset = settings(page).getByRole('button', { name: '重置' })
  await expect(reset).toHaveAttribute('aria-disabled', 'true')
  await settings(page).getByRole('checkbox', { name: '起草人' }).uncheck()
  await settings(page).getByRole('radio', { name: '紧凑' }).check()
  await settings(page).getByRole('button', { name: '下移“标题”' }).click()
  await expect(page.getByRole('columnheader', { name: '起草人' })).toHaveCount(0)
  await expect(page.getByRole('region', { name: '待办列表' })).toHaveAttribute('data-density', 'compact')
  await reset.click()
  await expect(reset).toBeFocused()
  await expect(page.getByRole('status')).toHaveText('已恢复默认的显示设置。')
  await expect(page.getByRole('region', { name: '待办列表' })).toHaveAttribute('data-density', 'comfortable')
  expect(await headings(page)).toEqual(own)
  await expectAccessible(page, 'the to-do list after 重置')
})

test('remembered per form and list; what was kept per kind of list before still applies', async ({ page }) => {
  // What the app stored before settings were kept per form: one entry for every form's to-do list.
  await page.addInitScript(() => {
    if (!localStorage.getItem('sinoform:list-view:todo'))
      localStorage.setItem(
        'sinoform:list-view:todo',
        JSON.stringify({ hidden: ['prevHandlerName'], density: 'comfortable' }),
      )
  })
  await page.goto(paths.list(trip.id, 'todo-list'))
  await expect(rows(page).first()).toBeVisible()
  await expect(page.getByRole('columnheader', { name: '上一处理人' })).toHaveCount(0)
  await toggle(page).click()
  await settings(page).getByRole('radio', { name: '紧凑' }).check()
  await page.keyboard.press('Escape')

  // Another form's to-do list keeps its own view: the old setting, not this form's change.
  await page.goto(paths.list(leave.id, 'todo-list'))
  await expect(rows(page).first()).toBeVisible()
  await expect(page.getByRole('region', { name: '待办列表' })).toHaveAttribute('data-density', 'comfortable')
  await expect(page.getByRole('columnheader', { name: '上一处理人' })).toHaveCount(0)
  // And this form's other lists theirs.
  await page.goto(paths.list(trip.id, 'done-list'))
  await expect(rows(page).first()).toBeVisible()
  await expect(page.getByRole('region', { name: '已办列表' })).toHaveAttribute('data-density', 'comfortable')

  await page.goto(paths.list(trip.id, 'todo-list'))
  await expect(rows(page).first()).toBeVisible()
  await expect(page.getByRole('region', { name: '待办列表' })).toHaveAttribute('data-density', 'compact')
  await expect(page.getByRole('columnheader', { name: '上一处理人' })).toHaveCount(0)
})

const lists = [
  { path: paths.list(trip.id, 'draft-list'), name: '草稿列表' },
  { path: paths.list(trip.id, 'todo-list'), name: '待办列表' },
  { path: paths.list(trip.id, 'done-list'), name: '已办列表' },
  { path: paths.list(trip.id, 'search-list'), name: '查询列表' },
  { path: paths.list(delegations.id, 'no-flow-list'), name: '记录列表' },
  { path: '/products', name: '产品列表' },
] as const

for (const { path, name } of lists) {
  test(`紧凑 makes the rows of the ${name} visibly denser`, async ({ page }) => {
    await page.goto(path)
    await expect(rows(page).nth(1)).toBeVisible()
    await expect(table(page)).toHaveAttribute('aria-busy', 'false')
    const comfortable = await rowHeight(page)
    await toggle(page).click()
    await settings(page).getByRole('radio', { name: '紧凑' }).check()
    await page.keyboard.press('Escape')
    await expect(page.getByRole('region', { name })).toHaveAttribute('data-density', 'compact')
    const compact = await tallestRow(page)
    // Every row, the one with buttons or a long title too, at most 30 px, and at least 8 px less than before.
    expect(compact, `${name}: 紧凑 ${compact} px, 舒适 ${comfortable} px`).toBeLessThanOrEqual(30)
    expect(comfortable - (await rowHeight(page))).toBeGreaterThanOrEqual(8)
    await expectAccessible(page, `the ${name} in 紧凑`)
  })
}

test.describe('at 900 px, where titles wrap', () => {
  test.use({ viewport: { width: 900, height: 800 } })

  test('紧凑 keeps a long title to one line', async ({ page }) => {
    await page.goto(paths.list(trip.id, 'todo-list'))
    await expect(rows(page).nth(1)).toBeVisible()
    await expect(table(page)).toHaveAttribute('aria-busy', 'false')
    await toggle(page).click()
    await settings(page).getByRole('radio', { name: '紧凑' }).check()
    await page.keyboard.press('Escape')
    expect(await tallestRow(page)).toBeLessThanOrEqual(30)
    // The whole title is still its name.
    const title = rows(page).first().locator('[data-primary]')
    await expect(title).toHaveAttribute('title', (await title.textContent()) ?? '')
  })

  test('columns move and pin from the keyboard; a pinned column stays while the table scrolls; the CSV follows', async ({
    page,
  }) => {
    await page.goto(paths.list(trip.id, 'todo-list'))
    await expect(rows(page).first()).toBeVisible()
    await toggle(page).click()
    // 起草人 one place up, from the keyboard: the focus stays on the button.
    const up = settings(page).getByRole('button', { name: '上移“起草人”' })
    await up.focus()
    await page.keyboard.press('Enter')
    await expect(up).toBeFocused()
    await expect(page.getByRole('status')).toHaveText('“起草人”已移到第 3 列。')
    expect(await headings(page)).toEqual([
      '流程名称',
      '标题',
      '起草人',
      '到达时间',
      '起草时间',
      '上一处理人',
      '主办部门',
    ])

    await settings(page).getByRole('combobox', { name: '固定“标题”' }).selectOption('固定在左侧')
    await settings(page).getByRole('combobox', { name: '固定“主办部门”' }).selectOption('固定在右侧')
    await expect(page.getByRole('status')).toHaveText('“主办部门”已固定在右侧。')
    expect(await headings(page)).toEqual([
      '标题',
      '流程名称',
      '起草人',
      '到达时间',
      '起草时间',
      '上一处理人',
      '主办部门',
    ])
    await expectAccessible(page, 'the to-do list with columns moved and pinned')
    await page.keyboard.press('Escape')

    // Scrolled to the right, 标题 is still at the left edge and 主办部门 at the right.
    const box = page.locator('.table-scroll')
    const title = page.getByRole('columnheader', { name: '标题' })
    const before = await title.boundingBox()
    await box.evaluate((el) => el.scrollTo({ left: el.scrollWidth }))
    await expect(box).toHaveAttribute('data-more-left', 'true')
    expect((await title.boundingBox())?.x).toBeCloseTo(before?.x ?? -1, 0)
    const host = await page.getByRole('columnheader', { name: '主办部门' }).boundingBox()
    const edge = await box.boundingBox()
    expect((host?.x ?? 0) + (host?.width ?? 0)).toBeCloseTo((edge?.x ?? 0) + (edge?.width ?? 0), -1)
    await expectAccessible(page, 'the to-do list scrolled with pinned columns')

    const download = page.waitForEvent('download')
    await page.getByRole('button', { name: '导出全部' }).click()
    const text = await readFile(await (await download).path(), 'utf8')
    expect((text.replace(/^\uFEFF/, '').split('\r\n')[0] ?? '').split(',')).toEqual(await headings(page))

    // Remembered: the same order after a reload.
    const shown = await headings(page)
    await page.reload()
    await expect(rows(page).first()).toBeVisible()
    expect(await headings(page)).toEqual(shown)
  })
})
