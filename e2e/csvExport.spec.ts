import { readFile } from 'node:fs/promises'
import { expect, test, type Page } from './fixtures.ts'
import { apiLog } from './support/apiLog.ts'
import { mockControls } from './support/mockControls.ts'
import { form, listRecords, paths, seed } from './support/seed.ts'
import { header, pagerSummary } from './support/table.ts'

// The query list exports its current query as CSV: every page read in turn, a progress bar,
// cancel, and a file whose content is the list's records in the list's order.

const trip = form('出差申请')
const records = `/api/forms/${trip.id}/records`

/** Adds drafts through the API as the signed-in user (the query list shows a user's own drafts). */
async function addDrafts(page: Page, titles: string[]) {
  await page.evaluate(
    async ({ url, titles }) => {
      const { token } = JSON.parse(sessionStorage.getItem('sinoform.session') ?? '{}') as { token: string }
      for (const bt of titles) {
        const response = await fetch(url, {
          method: 'POST',
          headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
          body: JSON.stringify({ bt, fields: { destination: '日内瓦', days: '3' } }),
        })
        if (response.status !== 201) throw new Error(`POST ${url} answered ${response.status}`)
      }
    },
    { url: `/api/forms/${trip.id}/drafts`, titles },
  )
}

test('exports the current query as CSV, reading every page in turn', async ({ page }) => {
  const seeded = listRecords('records', trip.id).sort((a, b) => b.cjsj.localeCompare(a.cjsj))
  const added = Array.from({ length: 30 }, (_, i) => `导出测试 ${String(i + 1).padStart(2, '0')}`)
  const total = seeded.length + added.length
  const log = apiLog(page)
  await page.goto(paths.list(trip.id, 'search-list'))
  await expect(pagerSummary(page)).toContainText(`共 ${seeded.length} 条`)
  await addDrafts(page, added)
  // Added behind the list's back (a reload would start the in-page mock afresh): sorting asks again.
  await header(page, '创建时间').getByRole('button').click()
  await expect(pagerSummary(page)).toContainText(`共 ${total} 条`)
  await header(page, '创建时间').getByRole('button').click()
  await expect(header(page, '创建时间')).toHaveAttribute('aria-sort', 'descending')

  const mark = log.mark()
  const download = page.waitForEvent('download')
  await page.getByRole('button', { name: '导出全部' }).click()
  const file = await download
  // One request a page, in turn, each for the sorted query, until every record is read.
  const first = await log.sent({ path: records, query: { page: '0', sort: 'cjsj_d' } }, mark)
  const size = Number(first.query.get('size'))
  expect(size).toBeGreaterThan(15)
  const pages = Math.ceil(total / size)
  expect(pages).toBeGreaterThan(1)
  const reads = log.all({ path: records, query: { sort: 'cjsj_d', size: String(size) } }, mark)
  expect(reads.map((c) => c.query.get('page'))).toEqual(Array.from({ length: pages }, (_, i) => String(i)))
  await expect(page.getByText(`已导出 ${total} 条`)).toBeVisible()

  expect(file.suggestedFilename()).toBe('出差申请-查询列表.csv')
  const text = await readFile(await file.path(), 'utf8')
  expect(text.startsWith('\uFEFF标题,目的地,天数,状态,创建人,创建人部门,创建时间\r\n')).toBe(true)
  const lines = text.slice(1).split('\r\n').slice(1, -1)
  expect(lines).toHaveLength(total)
  // Newest first, as the list is sorted: the drafts just added, then the seeded records.
  expect(lines.slice(0, 30).map((line) => line.split(',')[0])).toEqual([...added].reverse())
  expect(lines[0]).toMatch(/^导出测试 30,日内瓦,3,草稿,admin,系统管理部,2026-03-02 \d\d:\d\d:00$/)
  const oldest = seeded.at(-1)
  const creator = seed.org.users.find((u) => u.id === oldest?.cjr)
  expect(lines.at(-1)).toContain(`${oldest?.bt},`)
  expect(lines.at(-1)).toContain(`,${oldest?.status},${creator?.name},`)
  expect(lines.at(-1)?.endsWith(`,${oldest?.cjsj}`)).toBe(true)
})

test('an export under way shows its progress and can be cancelled, saving nothing', async ({ page }) => {
  const controls = await mockControls(page)
  await page.goto(paths.list(trip.id, 'search-list'))
  await expect(pagerSummary(page)).toContainText('共 ')
  let downloads = 0
  page.on('download', () => downloads++)

  // The export's first read answers slowly.
  await controls.add({ path: `^${records}$`, headers: { 'x-mock-delay': '5000' }, times: 1 })
  await page.getByRole('button', { name: '导出全部' }).click()
  await expect(page.getByRole('progressbar', { name: '导出进度' })).toBeVisible()
  await expect(page.getByText('正在读取第一页…')).toBeVisible()
  await page.getByRole('button', { name: '取消导出' }).click()
  await expect(page.getByText('已取消导出，没有生成文件。')).toBeVisible()
  await expect(page.getByRole('progressbar', { name: '导出进度' })).toBeHidden()
  await expect(page.getByRole('button', { name: '导出全部' })).toBeEnabled()
  expect(downloads).toBe(0)
})
