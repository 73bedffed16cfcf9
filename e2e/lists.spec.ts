import type { FormRecord } from 'form-mock-server'
import { expect, test } from './fixtures.ts'
import { apiLog } from './support/apiLog.ts'
import { form, listRecords, paths, seed } from './support/seed.ts'
import { column, header, pagerSummary, rows } from './support/table.ts'

// Each list page pages, sorts and filters, and sends each of these as the form app asks (spec A, the form app's
// sort style `sort=cjsj_d`; the done list `blsj_d`), checked on the requests the mock received and on the rows shown.

const trip = form('出差申请')
const delegations = form('出国（境）团组')

const lists = [
  { name: '草稿', formId: trip.id, segment: 'draft-list', endpoint: 'drafts', list: 'drafts', time: '创建时间' },
  { name: '待办', formId: trip.id, segment: 'todo-list', endpoint: 'todos', list: 'todos', time: '起草时间' },
  // The done list is ordered by 办理时间 (`blsj`, when the admin acted), what was just handled first (issue 22).
  {
    name: '已办',
    formId: trip.id,
    segment: 'done-list',
    endpoint: 'dones',
    list: 'dones',
    time: '办理时间',
    by: 'blsj',
  },
  { name: '查询', formId: trip.id, segment: 'search-list', endpoint: 'records', list: 'records', time: '创建时间' },
  {
    name: '无流程列表',
    formId: delegations.id,
    segment: 'no-flow-list',
    endpoint: 'records',
    list: 'records',
    time: '创建时间',
  },
] as const

/** The time a list is ordered by: 创建时间 (`cjsj`), or on the done list when the admin last acted (`blsj`). */
const timeOf = (by: 'cjsj' | 'blsj') => (r: FormRecord) =>
  by === 'cjsj' ? r.cjsj : ([...r.handled].reverse().find((h) => h.userId === '1')?.time ?? '')

const descending = (texts: string[]) => [...texts].sort().reverse()
const ascending = (texts: string[]) => [...texts].sort()

for (const entry of lists) {
  const { name, formId, segment, endpoint, list, time } = entry
  const by = 'by' in entry ? entry.by : 'cjsj'
  test(`${name}: pages, sorts by ${time} and filters by title, each sent to the server`, async ({ page }) => {
    const records = listRecords(list, formId)
    const total = records.length
    // Short lists page by a size from the address (the pager offers 15 and up).
    const size = total > 15 ? 15 : 3
    const pages = Math.ceil(total / size)
    const path = `/api/forms/${formId}/${endpoint}`
    const log = apiLog(page)

    await page.goto(paths.list(formId, segment) + (size === 15 ? '' : `?size=${size}`))
    // Newest first from the start, and the header says so.
    await log.sent({ path, query: { page: '0', size: String(size), sort: `${by}_d`, btContains: null } })
    await expect(pagerSummary(page)).toHaveText(`共 ${total} 条 · 第 1 / ${pages} 页`)
    await expect(rows(page)).toHaveCount(size)
    await expect(header(page, time)).toHaveAttribute('aria-sort', 'descending')
    await expect.poll(() => column(page, time)).toEqual(descending(records.map(timeOf(by))).slice(0, size))

    // The first click turns the order around: oldest first.
    let mark = log.mark()
    await header(page, time).getByRole('button').click()
    await log.sent({ path, query: { page: '0', size: String(size), sort: by } }, mark)
    await expect(header(page, time)).toHaveAttribute('aria-sort', 'ascending')
    await expect(page).toHaveURL(new RegExp(`[?&]sort=${by}%2Casc`))
    await expect.poll(() => column(page, time)).toEqual(ascending(records.map(timeOf(by))).slice(0, size))

    mark = log.mark()
    await header(page, time).getByRole('button').click()
    await log.sent({ path, query: { page: '0', sort: `${by}_d` } }, mark)
    await expect(header(page, time)).toHaveAttribute('aria-sort', 'descending')
    await expect.poll(() => column(page, time)).toEqual(descending(records.map(timeOf(by))).slice(0, size))

    // The to-do list asked for the next page ahead of time (newest first, when it opened), so the request may
    // precede the click.
    await page.getByRole('button', { name: '下一页' }).click()
    await log.sent({ path, query: { page: '1', size: String(size), sort: `${by}_d` } })
    await expect(pagerSummary(page)).toHaveText(`共 ${total} 条 · 第 2 / ${pages} 页`)
    await expect.poll(() => column(page, time)).toEqual(descending(records.map(timeOf(by))).slice(size, 2 * size))

    // 标题 finds the titles that hold the words typed, whatever their case.
    const title = (await column(page, '标题'))[0] as string
    const words = title.slice(1, 4)
    const matching = records.filter((r) => r.bt.toLowerCase().includes(words.toLowerCase())).length
    mark = log.mark()
    await page.getByRole('textbox', { name: '标题' }).fill(words)
    await page.getByRole('button', { name: '查询' }).click()
    await log.sent({ path, query: { btContains: words, page: '0', sort: `${by}_d` } }, mark)
    await expect(pagerSummary(page)).toContainText(`共 ${matching} 条`)
    await expect.poll(async () => (await column(page, '标题')).every((t) => t.includes(words))).toBe(true)
    await expect(rows(page)).toHaveCount(Math.min(matching, size))
  })
}

test('待办: asks for the next page ahead; shift-click sorts by two fields; page jump and page size are sent', async ({
  page,
}) => {
  const path = `/api/forms/${trip.id}/todos`
  const records = listRecords('todos', trip.id)
  const log = apiLog(page)
  await page.goto(paths.list(trip.id, 'todo-list'))
  // Prefetched before anyone asks for it.
  await log.sent({ path, query: { page: '1', size: '15' } })

  let mark = log.mark()
  await header(page, '到达时间').getByRole('button').click()
  await log.sent({ path, query: { page: '0', sort: 'ddsj_d' } }, mark)
  const sorted = log.mark()
  await header(page, '起草时间')
    .getByRole('button')
    .click({ modifiers: ['Shift'] })
  await log.sent({ path, query: { page: '0', sort: 'ddsj_d,cjsj_d' } }, sorted)
  await expect(header(page, '到达时间')).toHaveAttribute('aria-sort', 'descending')
  await expect(header(page, '起草时间')).toHaveAttribute('aria-sort', 'descending')
  await expect(page).toHaveURL(/\?sort=ddsj%2Cdesc&sort=cjsj%2Cdesc$/)
  await expect.poll(() => column(page, '到达时间')).toEqual(descending(records.map((r) => r.ddsj ?? '')).slice(0, 15))

  await page.getByRole('spinbutton', { name: '跳至' }).fill('2')
  await page.getByRole('button', { name: '跳转' }).click()
  // Asked for ahead of the jump, as the next page of the sorted list.
  await log.sent({ path, query: { page: '1', size: '15', sort: 'ddsj_d,cjsj_d' } }, sorted)
  await expect(pagerSummary(page)).toHaveText('共 18 条 · 第 2 / 2 页')
  await expect(rows(page)).toHaveCount(3)
  await expect(page).toHaveURL(/[?&]page=1(&|$)/)

  mark = log.mark()
  await page.getByRole('combobox', { name: '每页条数' }).selectOption('30')
  await log.sent({ path, query: { page: '0', size: '30', sort: 'ddsj_d,cjsj_d' } }, mark)
  await expect(pagerSummary(page)).toHaveText('共 18 条 · 第 1 / 1 页')
  await expect(rows(page)).toHaveCount(18)
  await expect(page).toHaveURL(/[?&]size=30(&|$)/)
})

test('查询: filters by host department and a date range; an empty result offers to clear the filters', async ({
  page,
}) => {
  const path = `/api/forms/${trip.id}/records`
  const records = listRecords('records', trip.id)
  const count = (pick: (r: (typeof records)[number]) => string) =>
    records.reduce((m, r) => m.set(pick(r), (m.get(pick(r)) ?? 0) + 1), new Map<string, number>())
  // A department with none below it (含下级部门, on by default, then finds what it hosts alone).
  const leaf = (id: string) => !seed.org.departments.some((d) => d.parentId === id)
  const [dept] = [...count((r) => r.zbbm)].filter(([id]) => leaf(id)).sort((a, b) => b[1] - a[1])[0] as [string, number]
  const inDept = records.filter((r) => r.zbbm === dept)
  const [day, onDay] = [...count((r) => (r.zbbm === dept ? r.cjsj.slice(0, 10) : ''))]
    .filter(([d]) => d)
    .sort((a, b) => b[1] - a[1])[0] as [string, number]
  const log = apiLog(page)
  await page.goto(paths.list(trip.id, 'search-list'))
  await expect(pagerSummary(page)).toContainText(`共 ${records.length} 条`)

  let mark = log.mark()
  await page.getByRole('combobox', { name: '主办部门' }).selectOption(dept)
  await page.getByRole('button', { name: '查询' }).click()
  await log.sent({ path, query: { zbbmTree: dept, zbbm: null, page: '0', cjsjFrom: null } }, mark)
  await expect(pagerSummary(page)).toContainText(`共 ${inDept.length} 条`)

  mark = log.mark()
  await page.getByLabel('创建日期从').fill(day)
  await page.getByLabel('创建日期至').fill(day)
  await page.getByRole('button', { name: '查询' }).click()
  await log.sent({ path, query: { zbbmTree: dept, cjsjFrom: day, cjsjTo: day, page: '0' } }, mark)
  await expect(pagerSummary(page)).toContainText(`共 ${onDay} 条`)
  await expect.poll(() => column(page, '创建时间')).toHaveLength(onDay)
  for (const time of await column(page, '创建时间')) expect(time.startsWith(day)).toBe(true)

  mark = log.mark()
  await page.getByRole('textbox', { name: '标题' }).fill('没有这个标题')
  await page.getByRole('button', { name: '查询' }).click()
  await log.sent({ path, query: { btContains: '没有这个标题', zbbmTree: dept, cjsjFrom: day } }, mark)
  await expect(page.getByText('没有符合筛选条件的记录')).toBeVisible()

  mark = log.mark()
  await page.getByRole('button', { name: '清除筛选' }).click()
  await log.sent({ path, query: { btContains: null, zbbm: null, cjsjFrom: null, cjsjTo: null, page: '0' } }, mark)
  await expect(pagerSummary(page)).toContainText(`共 ${records.length} 条`)
  await expect(page.getByRole('textbox', { name: '标题' })).toHaveValue('')
  await expect(page.getByRole('combobox', { name: '主办部门' })).toHaveValue('')
})
