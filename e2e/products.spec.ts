import { readFile } from 'node:fs/promises'
import { expect, test } from './fixtures.ts'
import { apiLog } from './support/apiLog.ts'
import { seed } from './support/seed.ts'
import { column, pagerSummary, rows } from './support/table.ts'

// /products (spec A): create with the server's 400 field errors beside their fields, edit, delete one and many,
// each checked on the request the mock received. (v1 and v2 of the list API: Storybook's 页面/产品, a developer's switch.)

const total = seed.products.length

test('creating a product shows the server’s 400 field errors beside their fields, then saves', async ({
  page,
  consoleGuard,
}) => {
  consoleGuard.allow(/status of 400/)
  const log = apiLog(page)
  await page.goto('/products')
  await expect(pagerSummary(page)).toContainText(`共 ${total} 个`)

  await page.getByRole('button', { name: '新建产品' }).click()
  const dialog = page.getByRole('dialog', { name: '新建产品' })
  const name = dialog.getByRole('textbox', { name: '名称' })
  const price = dialog.getByRole('textbox', { name: '价格（元）' })
  await dialog.getByRole('button', { name: '保存' }).click()
  const empty = await log.sent({ method: 'POST', path: '/api/products' })
  expect(empty.body).toEqual({ title: '', price: '' })
  expect((await empty.request.response())?.status()).toBe(400)
  await expect(name).toHaveAttribute('aria-invalid', 'true')
  // Focus on the first refused field, not left on the body behind the dialog.
  await expect(name).toBeFocused()
  await expect(name).toHaveAccessibleDescription(/请填写名称/)
  await expect(price).toHaveAccessibleDescription(/请填写价格/)

  let mark = log.mark()
  await name.fill('青花瓷茶具')
  await price.fill('十二元')
  await dialog.getByRole('button', { name: '保存' }).click()
  await log.sent({ method: 'POST', path: '/api/products' }, mark)
  await expect(price).toHaveAccessibleDescription(/价格须为数字，最多两位小数/)
  await expect(name).not.toHaveAttribute('aria-invalid', 'true')

  mark = log.mark()
  await price.fill('128.50')
  await dialog.getByRole('button', { name: '保存' }).click()
  const saved = await log.sent({ method: 'POST', path: '/api/products' }, mark)
  expect(saved.body).toEqual({ title: '青花瓷茶具', price: '128.50' })
  const { id } = (await (await saved.request.response())?.json()) as { id: string }
  await expect(dialog).toBeHidden()
  await expect(page.getByRole('status')).toHaveText(`已新建产品“青花瓷茶具”（编号 ${id}）。`)
  await expect(pagerSummary(page)).toContainText(`共 ${total + 1} 个`)
})

test('edits a product, deletes one, and deletes many in one request', async ({ page }) => {
  const log = apiLog(page)
  await page.goto('/products')
  await expect(rows(page)).toHaveCount(15)
  const ids = await column(page, '编号')
  const titles = await column(page, '名称')

  await page.getByRole('button', { name: `编辑“${titles[0]}”` }).click()
  const edit = page.getByRole('dialog', { name: `编辑产品 ${ids[0]}` })
  await expect(edit.getByRole('textbox', { name: '名称' })).toHaveValue(titles[0] ?? '')
  await edit.getByRole('textbox', { name: '价格（元）' }).fill('99.90')
  await edit.getByRole('button', { name: '保存' }).click()
  const put = await log.sent({ method: 'PUT', path: `/api/products/${ids[0]}` })
  expect(put.body).toEqual({ id: ids[0], title: titles[0], price: '99.90', version: 0 })
  await expect(edit).toBeHidden()
  await expect(page.getByRole('status')).toHaveText(`已保存产品“${titles[0]}”。`)
  await expect.poll(async () => (await column(page, '价格'))[0]).toBe('99.90')

  // A delete asks nothing and can be undone for 5 s; another delete meanwhile sends the first at once.
  await page.getByRole('button', { name: `删除“${titles[1]}”` }).click()
  await expect(page.getByRole('button', { name: '撤销' })).toBeFocused()
  await expect(pagerSummary(page)).toContainText(`共 ${total - 1} 个`)

  await page.getByRole('checkbox', { name: `选择“${titles[2]}”` }).check()
  await page.getByRole('checkbox', { name: `选择“${titles[3]}”` }).check()
  await expect(page.getByText('已选 2 个产品')).toBeVisible()
  await page.getByRole('button', { name: '删除所选（2）' }).click()
  await log.sent({ method: 'DELETE', path: `/api/products/${ids[1]}` })
  await expect(pagerSummary(page)).toContainText(`共 ${total - 3} 个`)
  const many = await log.sent({ method: 'DELETE', path: /^\/api\/products\/[^/]+,/ })
  expect(many.path.slice('/api/products/'.length).split(',').sort()).toEqual([ids[2], ids[3]].sort())
  await expect(page.getByRole('status')).toHaveText('已删除所选的 2 个产品。')
  await expect(pagerSummary(page)).toContainText(`共 ${total - 3} 个`)
  const left = await column(page, '编号')
  for (const gone of ids.slice(1, 4)) expect(left).not.toContain(gone)
})

test('exports the products of the query, and the selected ones, as CSV', async ({ page }) => {
  const log = apiLog(page)
  await page.goto('/products?sort=price,desc')
  await expect(pagerSummary(page)).toContainText(`共 ${total} 个`)
  const byPrice = [...seed.products].sort((a, b) => Number(b.price) - Number(a.price))

  const all = page.waitForEvent('download')
  const mark = log.mark()
  await page.getByRole('button', { name: '导出全部' }).click()
  const file = await all
  // Read through the list's own query: its sort, in pages larger than the list's.
  const first = await log.sent({ path: '/api/products', query: { page: '0', sort: 'price,desc' } }, mark)
  expect(Number(first.query.get('size'))).toBeGreaterThan(15)
  expect(file.suggestedFilename()).toBe('产品.csv')
  const lines = (await readFile((await file.path()) as string, 'utf8')).replace(/^\uFEFF/, '').split('\r\n')
  expect(lines[0]).toBe('编号,名称,价格（元）')
  expect(lines.slice(1, -1)).toHaveLength(total)
  expect(lines[1]).toBe(`${byPrice[0]?.id},${byPrice[0]?.title},${byPrice[0]?.price}`)
  await expect(page.getByText(`已导出 ${total} 个`)).toBeVisible()

  // The selection alone, with no request.
  for (const row of await rows(page)
    .all()
    .then((r) => r.slice(0, 2)))
    await row.getByRole('checkbox').check()
  const selected = page.waitForEvent('download')
  const mark2 = log.mark()
  await page.getByRole('button', { name: '导出所选（2）' }).click()
  const chosen = await selected
  expect(chosen.suggestedFilename()).toBe('产品-所选.csv')
  const chosenLines = (await readFile((await chosen.path()) as string, 'utf8')).split('\r\n')
  expect(chosenLines.slice(1, -1)).toEqual(byPrice.slice(0, 2).map((p) => `${p.id},${p.title},${p.price}`))
  expect(log.all({ path: '/api/products' }, mark2)).toHaveLength(0)
})
