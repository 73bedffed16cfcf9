import { configure, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { setupMockApi } from '../../../../../test/mockApi.ts'
import { here, renderApp } from '../../testing/renderApp.tsx'

const api = setupMockApi()
// The whole app loads (lazy routes, sign-in) on two cores shared by several workers: allow more than a second.
configure({ asyncUtilTimeout: 5000 })
const open = (url = '/products') => renderApp(url)
const rows = () => screen.getAllByRole('row').slice(1)
const cellsOf = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((c) => c.textContent)
const gets = () => api.lines().filter((l) => /^GET \/api\/(v2\/)?products/.test(l))
const firstTitles = () => api.db.products.slice(0, 3).map((p) => p.title)

describe('ProductsPage', { timeout: 15_000 }, () => {
  it('lists 15 products a page, sorts by price from the header and pages with the pager', async () => {
    const user = userEvent.setup()
    await open()
    await waitFor(() => expect(rows()).toHaveLength(15))
    expect(gets()).toEqual(['GET /api/products?size=15&page=0'])
    expect(screen.getByText(`共 ${api.db.products.length} 个`)).toBeTruthy()
    api.clear()
    await user.click(screen.getByRole('button', { name: /价格（元）/ }))
    await waitFor(() => expect(gets()).toEqual(['GET /api/products?size=15&page=0&sort=price,desc']))
    const header = screen.getByRole('columnheader', { name: /价格/ })
    await waitFor(() => expect(header.getAttribute('aria-sort')).toBe('descending'))
    const prices = api.db.products.map((p) => Number(p.price)).sort((a, b) => b - a)
    await waitFor(() =>
      expect(cellsOf(rows()[0]!)[3]).toBe(String(api.db.products.find((p) => Number(p.price) === prices[0])?.price)),
    )
    api.clear()
    await user.click(screen.getByRole('button', { name: '下一页' }))
    await waitFor(() => expect(gets()).toEqual(['GET /api/products?size=15&page=1&sort=price,desc']))
  })

  it('shows the server 400 field errors beside their fields, then creates the product', async () => {
    const user = userEvent.setup()
    await open()
    await waitFor(() => expect(rows()).toHaveLength(15))
    await user.click(screen.getByRole('button', { name: '新建产品' }))
    const dialog = screen.getByRole('dialog', { name: '新建产品' })
    await user.type(within(dialog).getByRole('textbox', { name: /价格/ }), '12.345')
    api.clear()
    await user.click(within(dialog).getByRole('button', { name: '保存' }))

    const title = within(dialog).getByRole('textbox', { name: /名称/ })
    await waitFor(() => expect(title.getAttribute('aria-invalid')).toBe('true'))
    const posted = (await api.requests()).find((r) => r.method === 'POST')!
    expect(posted.path).toBe('/api/products')
    expect(posted.body).toEqual({ title: '', price: '12.345' })
    const described = (el: HTMLElement) =>
      (el.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent)
    expect(described(title)).toEqual(['请填写名称'])
    const price = within(dialog).getByRole('textbox', { name: /价格/ })
    expect(price.getAttribute('aria-invalid')).toBe('true')
    expect(described(price)).toContain('价格须为数字，最多两位小数，例如 12.50')
    await waitFor(() => expect(document.activeElement).toBe(title))

    await user.type(title, '新产品')
    await user.clear(price)
    await user.type(price, '12.50')
    api.clear()
    await user.click(within(dialog).getByRole('button', { name: '保存' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    const created = (await api.requests()).find((r) => r.method === 'POST')!
    expect(created.body).toEqual({ title: '新产品', price: '12.50' })
    expect(api.db.products.some((p) => p.title === '新产品' && p.price === '12.50')).toBe(true)
    const id = api.db.products.find((p) => p.title === '新产品')!.id
    expect(screen.getByRole('status').textContent).toBe(`已新建产品“新产品”（编号 ${id}）。`)
  })

  it('edits a product with PUT and shows its new values', async () => {
    const user = userEvent.setup()
    await open()
    const [first] = api.db.products
    await user.click(await screen.findByRole('button', { name: `编辑“${first!.title}”` }))
    const dialog = screen.getByRole('dialog', { name: `编辑产品 ${first!.id}` })
    const price = within(dialog).getByRole('textbox', { name: /价格/ })
    expect((price as HTMLInputElement).value).toBe(first!.price)
    await user.clear(price)
    await user.type(price, '99.90')
    api.clear()
    await user.click(within(dialog).getByRole('button', { name: '保存' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    const put = (await api.requests()).find((r) => r.method === 'PUT')!
    expect(put.path).toBe(`/api/products/${first!.id}`)
    expect(put.body).toEqual({ id: first!.id, title: first!.title, price: '99.90', version: 0 })
    expect(await screen.findByText('99.90')).toBeTruthy()
  })

  it('deletes a product without asking, 撤销 within 5 s sending nothing, and several in one request', async () => {
    const user = userEvent.setup()
    await open()
    const [a, b, c] = firstTitles()
    const total = api.db.products.length
    await screen.findByText(`共 ${total} 个`)
    const idOf = (title: string | undefined) => api.db.products.find((p) => p.title === title)!.id
    const [ida, idb, idc] = [idOf(a), idOf(b), idOf(c)]
    api.clear()
    await user.click(await screen.findByRole('button', { name: `删除“${a}”` }))
    expect(screen.queryByRole('alertdialog')).toBeNull()
    await waitFor(() => expect(screen.queryByRole('button', { name: `删除“${a}”` })).toBeNull())
    expect(screen.getByText(`共 ${total - 1} 个`)).toBeTruthy()
    const status = screen.getByRole('status')
    expect(status.textContent).toBe(`已删除产品“${a}”，5 秒内可以撤销。撤销`)
    expect(document.activeElement).toBe(within(status).getByRole('button', { name: '撤销' }))
    await user.click(within(status).getByRole('button', { name: '撤销' }))
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: `编辑“${a}”` })))
    expect(api.lines().some((l) => l.startsWith('DELETE'))).toBe(false)

    await user.click(await screen.findByRole('checkbox', { name: `选择“${b}”` }))
    await user.click(screen.getByRole('checkbox', { name: `选择“${c}”` }))
    expect(screen.getByText('已选 2 个产品')).toBeTruthy()
    await user.click(screen.getByRole('button', { name: '删除所选（2）' }))
    expect(status.textContent).toBe('已删除所选的 2 个产品，5 秒内可以撤销。撤销')
    await waitFor(() => expect(api.lines()).toContain(`DELETE /api/products/${idb},${idc}`), { timeout: 8000 })
    await waitFor(() => expect(status.textContent).toBe('已删除所选的 2 个产品。'))
    expect(api.db.products.some((p) => [idb, idc].includes(p.id))).toBe(false)
    expect(api.db.products.some((p) => p.id === ida)).toBe(true)
  })

  it('sends a waiting delete before moving to another page, so the pager never counts it', async () => {
    const user = userEvent.setup()
    await open()
    const [a] = firstTitles()
    const id = api.db.products[0]!.id
    const total = api.db.products.length
    await user.click(await screen.findByRole('button', { name: `删除“${a}”` }))
    expect(screen.getByText(`共 ${total - 1} 个`)).toBeTruthy()
    api.clear()
    await user.click(screen.getByRole('button', { name: '下一页' }))
    await waitFor(() => expect(api.lines()).toContain(`DELETE /api/products/${id}`))
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe(`已删除产品“${a}”。`))
    await waitFor(() => expect(screen.getByText(`共 ${total - 1} 个`)).toBeTruthy())
    expect(api.db.products).toHaveLength(total - 1)
  })

  it('says so in the status line, and brings the product back, when the delete fails', async () => {
    const user = userEvent.setup()
    await open()
    const [a] = firstTitles()
    const id = api.db.products[0]!.id
    await user.click(await screen.findByRole('button', { name: `删除“${a}”` }))
    api.controls.failNext('DELETE', `/api/products/${id}`, 500)
    await waitFor(
      () => expect(screen.getByRole('status').textContent).toBe(`服务器暂时出了问题，产品“${a}”没有删除。`),
      {
        timeout: 8000,
      },
    )
    expect(await screen.findByRole('button', { name: `删除“${a}”` })).toBeTruthy()
    expect(api.db.products.some((p) => p.id === id)).toBe(true)
  })

  it('offers no API version switch: an old ?api=v2 link reads the list the page always reads', async () => {
    await open('/products?api=v2')
    await waitFor(() => expect(rows()).toHaveLength(15))
    expect(gets()).toEqual(['GET /api/products?size=15&page=0'])
    expect(screen.queryByRole('radio')).toBeNull()
    expect(screen.queryByText(/接口版本/)).toBeNull()
    expect(screen.getByRole('table', { name: '产品列表' })).toBeTruthy()
  })

  it('finds the products whose name contains the words typed, whatever their case; says when none does', async () => {
    const user = userEvent.setup()
    api.db.products.push({ id: '900', title: 'Desk LAMP 台灯', price: '1.00' })
    await open()
    await waitFor(() => expect(rows()).toHaveLength(15))
    const search = screen.getByRole('search', { name: '筛选产品' })
    await user.type(within(search).getByRole('textbox', { name: '名称' }), 'lamp')
    api.clear()
    await user.click(within(search).getByRole('button', { name: '查询' }))
    await waitFor(() => expect(gets()).toHaveLength(1))
    const [sent] = (await api.requests()).filter((r) => r.method === 'GET')
    expect([...sent!.url.searchParams]).toEqual([
      ['titleContains', 'lamp'],
      ['size', '15'],
      ['page', '0'],
    ])
    const expected = api.db.products.filter((p) => p.title.toLowerCase().includes('lamp'))
    await waitFor(() => expect(rows()).toHaveLength(expected.length))
    expect(screen.getByRole('button', { name: '编辑“Desk LAMP 台灯”' })).toBeTruthy()
    await user.clear(within(search).getByRole('textbox', { name: '名称' }))
    await user.type(within(search).getByRole('textbox', { name: '名称' }), '不存在的产品')
    await user.click(within(search).getByRole('button', { name: '查询' }))
    expect(await screen.findByText('没有符合筛选条件的产品')).toBeTruthy()
    api.clear()
    await user.click(screen.getByRole('button', { name: '清除筛选' }))
    await waitFor(() => expect(gets()).toEqual(['GET /api/products?size=15&page=0']))
    expect((within(search).getByRole('textbox', { name: '名称' }) as HTMLInputElement).value).toBe('')
  })

  it('opens the page and sort in the address, and writes them back as they change', async () => {
    const user = userEvent.setup()
    await open('/products?page=1&sort=price,asc')
    await waitFor(() => expect(gets()).toEqual(['GET /api/products?size=15&page=1&sort=price,asc']))
    await waitFor(() => expect(rows()).toHaveLength(15))
    await user.click(screen.getByRole('button', { name: '下一页' }))
    await waitFor(() => expect(here()).toBe('/products?page=2&sort=price%2Casc'))
  })

  it('goes to the last page, replacing the address, when the page asked for is past the end', async () => {
    await open('/products?page=40')
    await waitFor(() => expect(here()).toBe('/products?page=4'))
    await waitFor(() => expect(rows()).toHaveLength(4))
    expect(gets()).toEqual(['GET /api/products?size=15&page=40', 'GET /api/products?size=15&page=4'])
  })

  it('explains a failed load and retries', async () => {
    const user = userEvent.setup()
    api.controls.failNext('GET', '/api/products', 500)
    await open()
    expect(await screen.findByText('服务器暂时出了问题')).toBeTruthy()
    await user.click(screen.getByRole('button', { name: '重试' }))
    await waitFor(() => expect(rows()).toHaveLength(15))
  })
})
