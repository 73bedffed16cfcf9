import { expect, test } from './fixtures.ts'
import { apiLog } from './support/apiLog.ts'
import { form, listRecords, paths, seed } from './support/seed.ts'
import { column, pagerSummary, rows } from './support/table.ts'

// The draft list's CRUD: new (with the title required), read in the drawer, edit, delete one, and delete many in
// one request, each checked on the request the mock received and on the list afterwards.

const trip = form('出差申请')
const drafts = `/api/forms/${trip.id}/drafts`
const finance = seed.org.departments.find((d) => d.name === '金融保险部')

test('creates a draft, reads it in the drawer, edits it and deletes it', async ({ page }) => {
  const before = listRecords('drafts', trip.id).length
  const log = apiLog(page)
  await page.goto(paths.list(trip.id, 'draft-list'))
  await expect(pagerSummary(page)).toContainText(`共 ${before} 条`)

  await page.getByRole('button', { name: '新建草稿' }).click()
  const create = page.getByRole('dialog', { name: '新建草稿' })
  await create.getByRole('button', { name: '保存' }).click()
  await expect(create.getByText('请填写标题')).toBeVisible()
  expect(log.all({ method: 'POST', path: drafts })).toEqual([])

  await create.getByRole('textbox', { name: '标题' }).fill('赴日内瓦参加国际会议')
  await create.getByRole('combobox', { name: '主办部门' }).selectOption(finance?.id ?? '')
  await create.getByRole('textbox', { name: '目的地' }).fill('日内瓦')
  await create.getByRole('textbox', { name: '天数' }).fill('5')
  const created = page.waitForResponse((r) => r.request().method() === 'POST' && new URL(r.url()).pathname === drafts)
  await create.getByRole('button', { name: '保存' }).click()
  const { id } = (await (await created).json()) as { id: string }
  const post = await log.sent({ method: 'POST', path: drafts })
  expect(post.body).toEqual({
    bt: '赴日内瓦参加国际会议',
    zbbm: finance?.id,
    fields: { destination: '日内瓦', days: '5', reason: '' },
  })
  await expect(create).toBeHidden()
  await expect(pagerSummary(page)).toContainText(`共 ${before + 1} 条`)
  expect((await column(page, '标题'))[0]).toBe('赴日内瓦参加国际会议')

  await page.getByRole('button', { name: '赴日内瓦参加国际会议', exact: true }).click()
  const drawer = page.getByRole('dialog', { name: '赴日内瓦参加国际会议' })
  await log.sent({ path: `${drafts}/${id}` })
  await expect(drawer.locator('dd', { hasText: '金融保险部' })).toHaveCount(1)
  await expect(drawer.getByText('日内瓦', { exact: true })).toBeVisible()
  await drawer.getByRole('button', { name: '关闭' }).first().click()
  await expect(drawer).toBeHidden()

  await page.getByRole('button', { name: '编辑“赴日内瓦参加国际会议”' }).click()
  const edit = page.getByRole('dialog', { name: '编辑草稿' })
  await expect(edit.getByRole('textbox', { name: '标题' })).toHaveValue('赴日内瓦参加国际会议')
  await edit.getByRole('textbox', { name: '标题' }).fill('赴日内瓦参加国际劳工大会')
  await edit.getByRole('button', { name: '保存' }).click()
  const put = await log.sent({ method: 'PUT', path: `${drafts}/${id}` })
  expect(put.body).toMatchObject({ id, bt: '赴日内瓦参加国际劳工大会', zbbm: finance?.id })
  await expect(edit).toBeHidden()
  await expect.poll(async () => (await column(page, '标题'))[0]).toBe('赴日内瓦参加国际劳工大会')

  await page.getByRole('button', { name: '删除“赴日内瓦参加国际劳工大会”' }).click()
  // Nothing asks: the row leaves at once and 撤销 is offered for 5 s; the delete is sent when they are up.
  await expect(page.getByRole('alertdialog')).toHaveCount(0)
  await expect(page.getByRole('button', { name: '撤销' })).toBeFocused()
  expect(log.all({ method: 'DELETE', path: `${drafts}/${id}` })).toEqual([])
  await log.sent({ method: 'DELETE', path: `${drafts}/${id}` })
  await expect(page.getByRole('button', { name: '撤销' })).toBeHidden()
  await expect(pagerSummary(page)).toContainText(`共 ${before} 条`)
  expect(await column(page, '标题')).not.toContain('赴日内瓦参加国际劳工大会')
})

test('deletes the selected drafts in one request; 撤销 deletes nothing', async ({ page }) => {
  const all = listRecords('drafts', trip.id).sort((a, b) => b.cjsj.localeCompare(a.cjsj))
  const log = apiLog(page)
  await page.goto(paths.list(trip.id, 'draft-list'))
  await expect(rows(page)).toHaveCount(all.length)

  await rows(page).nth(0).getByRole('checkbox').check()
  await rows(page).nth(1).getByRole('checkbox').check()
  await expect(rows(page).nth(1)).toHaveAttribute('aria-selected', 'true')
  await page.getByRole('button', { name: '删除所选（2）' }).click()
  const removed = await log.sent({ method: 'DELETE', path: new RegExp(`^${drafts}/`) })
  expect(
    removed.path
      .slice(drafts.length + 1)
      .split(',')
      .sort(),
  ).toEqual([all[0]?.id, all[1]?.id].sort())
  expect(log.all({ method: 'DELETE', path: new RegExp(`^${drafts}/`) })).toHaveLength(1)
  await expect(pagerSummary(page)).toContainText(`共 ${all.length - 2} 条`)
  await expect.poll(() => column(page, '标题')).toEqual(all.slice(2).map((r) => r.bt))

  await page.getByRole('checkbox', { name: '选择本页全部草稿' }).check()
  await page.getByRole('button', { name: `删除所选（${all.length - 2}）` }).click()
  await expect(page.getByRole('button', { name: '撤销' })).toBeFocused()
  await expect(page.getByText('还没有草稿')).toBeVisible()
  await page.getByRole('button', { name: '撤销' }).click()
  expect(log.all({ method: 'DELETE', path: new RegExp(`^${drafts}/`) })).toHaveLength(1)
  await expect(rows(page)).toHaveCount(all.length - 2)
})
