import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, screen, waitFor, within } from 'storybook/test'
import { ProductsPage } from '../../packages/demo/src/features/products/ProductsPage.tsx'
import { requestLog } from '../support/requestLog.ts'
import { failing, slowAfterFirst } from '../support/storyHandlers.ts'
import { storyMock } from '../support/storyMock.ts'

const meta = {
  title: '页面/产品',
  component: ProductsPage,
  parameters: { page: { route: 'products', url: '/products' } },
  // The list API's version is a developer's switch: Storybook's controls offer it, the user's page does not.
  args: { apiVersion: 'v1' },
  argTypes: {
    apiVersion: { name: '接口版本', control: 'inline-radio', options: ['v1', 'v2'] },
  },
} satisfies Meta<typeof ProductsPage>
export default meta
type Story = StoryObj<typeof meta>

const v1 = () => requestLog.matching('GET', '/api/products')
const v2 = () => requestLog.matching('GET', '/api/v2/products')

/** The products table once its first page is on screen (the mock's first product in its first row). */
async function productTable(canvasElement: HTMLElement) {
  const table = await within(canvasElement).findByRole('table', { name: '产品列表' }, { timeout: 5000 })
  const [first] = storyMock().db.products
  await waitFor(() => expect(table).toHaveTextContent(first?.title ?? ''), { timeout: 5000 })
  return table
}
const rowsOf = (table: HTMLElement) => within(table).getAllByRole('row').slice(1)

export const ListV1: Story = {
  name: '列表（v1）',
  play: async ({ canvasElement }) => {
    const table = await productTable(canvasElement)
    await expect(rowsOf(table)).toHaveLength(15)
    await expect(v1()[0]?.url).toBe('/api/products?size=15&page=0')
    await expect(within(canvasElement).getByRole('navigation', { name: '分页' })).toHaveTextContent('共 64 个')
    // No version switch on the user's page.
    await expect(within(canvasElement).queryByRole('radio')).toBeNull()
  },
}

export const Phone: Story = {
  name: '手机 390',
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    const table = await productTable(canvasElement)
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(390)
    // Each row a card of labelled cells; every label starts at the card's edge, 价格 and 操作 too, though their
    // columns are right-aligned on a wide screen.
    for (const cell of table.querySelectorAll<HTMLElement>('tbody td[data-label]')) {
      await expect(getComputedStyle(cell, '::before').textAlign, cell.dataset.label).toMatch(/^(left|start)$/)
    }
  },
}

export const ListV2: Story = {
  name: '列表（v2，PagedModel）',
  args: { apiVersion: 'v2' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const table = await productTable(canvasElement)
    // Version 2 answers Spring Data 3.3's PagedModel, read with no transform: same rows, same count, same pager.
    await expect(v2()[0]?.url).toBe('/api/v2/products?size=15&page=0')
    await expect(v1()).toHaveLength(0)
    await expect(rowsOf(table)).toHaveLength(15)
    await expect(rowsOf(table).map((row) => within(row).getAllByRole('cell')[2]?.textContent)).toEqual(
      storyMock()
        .db.products.slice(0, 15)
        .map((p) => p.title),
    )
    await expect(canvas.getByRole('navigation', { name: '分页' })).toHaveTextContent('共 64 个 · 第 1 / 5 页')
    // The user's page never shows which version it reads.
    await expect(canvas.queryByText(/PagedModel|接口版本/)).toBeNull()
  },
}

export const NameContains: Story = {
  name: '名称包含（不分大小写）',
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement)
    const table = await productTable(canvasElement)
    const words = '台灯'
    await userEvent.type(canvas.getByRole('textbox', { name: '名称' }), words)
    await userEvent.click(canvas.getByRole('button', { name: '查询' }))
    await waitFor(() => expect(v1().at(-1)?.params.get('titleContains')).toBe(words))
    const found = storyMock().db.products.filter((p) => p.title.includes(words))
    await waitFor(() => expect(rowsOf(table)).toHaveLength(Math.min(found.length, 15)))
    for (const row of rowsOf(table)) await expect(row).toHaveTextContent(words)
  },
}

export const NewProduct: Story = {
  name: '表单 / 新建',
  play: async ({ canvasElement, userEvent }) => {
    await productTable(canvasElement)
    await userEvent.click(within(canvasElement).getByRole('button', { name: '新建产品' }))
    const dialog = await screen.findByRole('dialog', { name: '新建产品' })
    await expect(within(dialog).getByLabelText(/^名称/)).toHaveValue('')
    await expect(within(dialog).getByLabelText(/^价格/)).toHaveAccessibleDescription('数字，最多两位小数，例如 12.50')
    await expect(requestLog.matching('POST', '/api/products')).toHaveLength(0)
  },
}

export const EditProduct: Story = {
  name: '表单 / 编辑',
  play: async ({ canvasElement, userEvent }) => {
    const table = await productTable(canvasElement)
    const [first] = storyMock().db.products
    await userEvent.click(within(table).getByRole('button', { name: `编辑“${first?.title}”` }))
    const dialog = await screen.findByRole('dialog', { name: `编辑产品 ${first?.id}` })
    await expect(within(dialog).getByLabelText(/^名称/)).toHaveValue(first?.title)
    await expect(within(dialog).getByLabelText(/^价格/)).toHaveValue(first?.price)
  },
}

export const FieldErrors: Story = {
  name: '表单 / 400 字段错误',
  play: async ({ canvasElement, userEvent }) => {
    await productTable(canvasElement)
    await userEvent.click(within(canvasElement).getByRole('button', { name: '新建产品' }))
    const dialog = await screen.findByRole('dialog', { name: '新建产品' })
    await userEvent.type(within(dialog).getByLabelText(/^价格/), '十二元')
    await userEvent.click(within(dialog).getByRole('button', { name: '保存' }))
    // The mock refuses both fields; each message shows beside its field, and the first gets the focus.
    await waitFor(() => expect(requestLog.matching('POST', '/api/products')[0]?.status).toBe(400))
    await expect(JSON.parse(requestLog.matching('POST', '/api/products')[0]?.body ?? '{}')).toEqual({
      title: '',
      price: '十二元',
    })
    const title = within(dialog).getByLabelText(/^名称/)
    const price = within(dialog).getByLabelText(/^价格/)
    await waitFor(() => expect(title).toHaveAttribute('aria-invalid', 'true'))
    await expect(title).toHaveAccessibleDescription('请填写名称')
    await expect(price).toHaveAttribute('aria-invalid', 'true')
    await expect(price).toHaveAccessibleDescription(/价格须为数字，最多两位小数/)
    await waitFor(() => expect(document.activeElement).toBe(title))
  },
}

export const DeleteManyUndoable: Story = {
  name: '删除多个 / 撤销（5 秒内）',
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement)
    const table = await productTable(canvasElement)
    const total = storyMock().db.products.length
    for (const row of rowsOf(table).slice(0, 3)) await userEvent.click(within(row).getByRole('checkbox'))
    await expect(canvas.getByText('已选 3 个产品')).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: '删除所选（3）' }))
    // Nothing asks (one pattern with the drafts): the rows leave, the pager leaves them out, 撤销 has the focus.
    await expect(screen.queryByRole('alertdialog')).toBeNull()
    await waitFor(() => expect(canvas.getByRole('button', { name: '撤销' })).toHaveFocus())
    await expect(canvas.getByRole('status')).toHaveTextContent('已删除所选的 3 个产品，5 秒内可以撤销。')
    await expect(canvas.getByText(`共 ${total - 3} 个`, { exact: false })).toBeVisible()
    // 撤销 (the story leaves no delete waiting behind it): the products come back, nothing was sent.
    await userEvent.click(canvas.getByRole('button', { name: '撤销' }))
    await waitFor(() => expect(canvas.getByText(`共 ${total} 个`, { exact: false })).toBeVisible())
    await expect(requestLog.matching('DELETE', /^\/api\/products\//)).toHaveLength(0)
  },
}

export const SortedTwoFields: Story = {
  name: '按两个字段排序',
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement)
    const table = await productTable(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: /价格/ }))
    await userEvent.keyboard('{Shift>}')
    await userEvent.click(canvas.getByRole('button', { name: /名称/ }))
    await userEvent.keyboard('{/Shift}')
    // Price sorts dearest first on the first click; the name breaks ties.
    await waitFor(() => expect(v1().at(-1)?.params.getAll('sort')).toEqual(['price,desc', 'title,asc']))
    await waitFor(() => expect(v1().at(-1)?.status).toBe(200))
    await expect(canvas.getByRole('columnheader', { name: /价格/ })).toHaveAttribute('aria-sort', 'descending')
    await expect(canvas.getByRole('columnheader', { name: /名称/ })).toHaveAttribute('aria-sort', 'ascending')
    const dearest = [...storyMock().db.products].sort(
      (a, b) => Number(b.price) - Number(a.price) || a.title.localeCompare(b.title),
    )[0]
    await waitFor(() => expect(rowsOf(table)[0]).toHaveTextContent(dearest?.title ?? ''))
  },
}

export const Loading: Story = {
  name: '加载中（慢服务器，旧行变暗）',
  beforeEach: ({ msw }) => {
    msw.use(slowAfterFirst('*/api/products'))
  },
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement)
    const table = await productTable(canvasElement)
    const before = rowsOf(table).map((row) => row.textContent)
    await userEvent.click(canvas.getByRole('button', { name: '下一页' }))
    await waitFor(() => expect(v1().at(-1)?.params.get('page')).toBe('1'))
    await expect(await canvas.findByRole('progressbar', { name: '正在加载' })).toBeVisible()
    await waitFor(() => expect(within(table).getAllByRole('rowgroup')[1]).toHaveClass('is-stale'))
    await expect(rowsOf(table).map((row) => row.textContent)).toEqual(before)
  },
}

export const ServerError: Story = {
  name: '服务器出错（可重试）',
  beforeEach: ({ msw }) => {
    msw.use(failing('*/api/products', 500))
  },
  play: async ({ canvasElement, userEvent }) => {
    const alert = await within(canvasElement).findByRole('alert', {}, { timeout: 5000 })
    await expect(alert).toHaveTextContent('服务器暂时出了问题')
    await userEvent.click(within(alert).getByRole('button', { name: '重试' }))
    await waitFor(() => expect(v1().filter((r) => r.status === 500)).toHaveLength(2))
  },
}
