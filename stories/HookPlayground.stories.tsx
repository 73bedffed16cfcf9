import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, waitFor } from 'storybook/test'
import { collections, HookPlayground, sortStyles } from './playground/HookPlayground.tsx'
import { requestLog } from './support/requestLog.ts'

const meta = {
  title: '工具/Hook 试验台',
  component: HookPlayground,
  // Every option of the hook is read on mount: a changed control mounts a fresh list.
  render: (args) => <HookPlayground key={JSON.stringify(args)} {...args} />,
  args: {
    collection: 'PageImpl',
    pageSize: 10,
    sortStyle: ',dir',
    syncToUrl: false,
    prefetchNextPage: false,
    optimistic: false,
    serverDelayMs: 0,
  },
  argTypes: {
    pageSize: { control: { type: 'number', min: 1, max: 100 } },
    sortStyle: { control: 'inline-radio', options: Object.keys(sortStyles) },
    collection: { control: 'inline-radio', options: Object.keys(collections) },
    serverDelayMs: { control: { type: 'range', min: 0, max: 3000, step: 100 } },
  },
} satisfies Meta<typeof HookPlayground>
export default meta
type Story = StoryObj<typeof meta>

const listRequests = () => requestLog.matching('GET', '/api/products')

export const Default: Story = {
  name: '默认',
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('共 64 条，第 1 / 7 页')).toBeVisible()
    await expect(canvas.getAllByRole('row')).toHaveLength(11)
    await expect(listRequests().map((r) => r.url)).toEqual(['/api/products?size=10&page=0'])
    await waitFor(() =>
      expect(canvas.getByRole('region', { name: '已发送的请求' })).toHaveTextContent(
        'GET /api/products?size=10&page=0 200',
      ),
    )
  },
}

export const FormAppSortStyle: Story = {
  name: '排序样式 _d（表单应用）',
  args: { sortStyle: '_d' },
  play: async ({ canvas, userEvent }) => {
    await canvas.findByText('共 64 条，第 1 / 7 页')
    await userEvent.click(canvas.getByRole('button', { name: '价格' }))
    await userEvent.click(canvas.getByRole('button', { name: /价格/ }))
    await userEvent.keyboard('{Shift>}')
    await userEvent.click(canvas.getByRole('button', { name: '名称' }))
    await userEvent.keyboard('{/Shift}')
    await waitFor(() => expect(listRequests().at(-1)?.params.get('sort')).toBe('price_d,title'))
    await expect(canvas.getByRole('columnheader', { name: /价格/ })).toHaveAttribute('aria-sort', 'descending')
    await expect(await canvas.findByText('GET /api/products?size=10&page=0&sort=price_d,title')).toBeVisible()
  },
}

export const DesSortStyle: Story = {
  name: '排序样式 _des',
  args: { sortStyle: '_des' },
  play: async ({ canvas, userEvent }) => {
    await canvas.findByText('共 64 条，第 1 / 7 页')
    await userEvent.click(canvas.getByRole('button', { name: '价格' }))
    await userEvent.click(canvas.getByRole('button', { name: /价格/ }))
    await waitFor(() => expect(listRequests().at(-1)?.params.get('sort')).toBe('price_des'))
    await waitFor(() => expect(listRequests().at(-1)?.status).toBe(200))
    await waitFor(() => {
      const prices = canvas
        .getAllByRole('row')
        .slice(1)
        .map((row) => Number(row.children[1]?.textContent))
      expect(prices).toEqual([...prices].sort((a, b) => b - a))
    })
  },
}

export const DirSortStyle: Story = {
  name: '排序样式 ,dir（默认）',
  play: async ({ canvas, userEvent }) => {
    await canvas.findByText('共 64 条，第 1 / 7 页')
    await userEvent.click(canvas.getByRole('button', { name: '名称' }))
    await waitFor(() => expect(listRequests().at(-1)?.params.getAll('sort')).toEqual(['title,asc']))
  },
}

export const PageSize: Story = {
  name: '每页 25 条',
  args: { pageSize: 25 },
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByText('共 64 条，第 1 / 3 页')).toBeVisible()
    await expect(canvas.getAllByRole('row')).toHaveLength(26)
    await userEvent.click(canvas.getByRole('button', { name: '下一页' }))
    await waitFor(() => expect(listRequests().at(-1)?.url).toBe('/api/products?size=25&page=1'))
  },
}

export const SyncToUrl: Story = {
  name: '同步地址栏',
  args: { syncToUrl: true },
  play: async ({ canvas, userEvent }) => {
    await canvas.findByText('共 64 条，第 1 / 7 页')
    await expect(canvas.getByRole('status', { name: '地址栏' })).toHaveTextContent(/^\/products$/)
    await userEvent.click(canvas.getByRole('button', { name: '下一页' }))
    await waitFor(() => expect(canvas.getByRole('status', { name: '地址栏' })).toHaveTextContent('/products?page=1'))
    await canvas.findByText('共 64 条，第 2 / 7 页')
    await userEvent.click(canvas.getByRole('button', { name: '后退' }))
    await canvas.findByText('共 64 条，第 1 / 7 页')
  },
}

export const PrefetchNextPage: Story = {
  name: '预取下一页',
  args: { prefetchNextPage: true, serverDelayMs: 600 },
  play: async ({ canvas, userEvent }) => {
    await canvas.findByText(/第 1 \/ 7 页$/, {}, { timeout: 5000 })
    // The second page is asked for, and answered, before anyone moves to it…
    await waitFor(() => expect(listRequests().find((r) => r.params.get('page') === '1')?.status).toBe(200), {
      timeout: 5000,
    })
    const firstRows = canvas.getAllByRole('row').map((row) => row.textContent)
    await userEvent.click(canvas.getByRole('button', { name: '下一页' }))
    // …so page 2's rows come from that answer, with no request of their own (the server is 600 ms slow). The log
    // records the mock's answer before the page has settled into the store: under load a click in between showed page
    // 1's rows for a moment (the move joins the prefetch's load), so the rows are waited for, and the requests counted.
    await expect(canvas.getByRole('table')).toHaveTextContent('第 2 / 7 页')
    await waitFor(() =>
      expect(
        canvas
          .getAllByRole('row')
          .slice(1)
          .map((row) => row.textContent),
      ).not.toEqual(firstRows.slice(1)),
    )
    await expect(canvas.getAllByRole('row')).toHaveLength(11)
    // Page 2 is never asked for again; the page after it is prefetched in turn. (Page 0 is left out: under load the
    // story's first page was seen asked twice, which says nothing about the prefetch.)
    const asked = (page: string) => listRequests().filter((r) => r.params.get('page') === page).length
    await waitFor(() => expect(asked('2')).toBe(1), { timeout: 5000 })
    await expect(asked('1')).toBe(1)
  },
}

export const Optimistic: Story = {
  name: '乐观更新（慢服务器）',
  args: { optimistic: true, serverDelayMs: 1500 },
  play: async ({ canvas, userEvent }) => {
    await canvas.findByText('共 64 条，第 1 / 7 页', {}, { timeout: 5000 })
    const first = canvas.getAllByRole('row')[1]
    const title = first?.children[0]?.textContent ?? ''
    await userEvent.click(canvas.getByRole('button', { name: `删除 ${title}` }))
    // The row leaves before the server has answered the DELETE.
    await expect(canvas.queryByRole('cell', { name: title })).toBeNull()
    const [remove] = requestLog.matching('DELETE', /^\/api\/products\//)
    await expect(remove?.status).toBeUndefined()
    await waitFor(() => expect(requestLog.matching('DELETE', /^\/api\/products\//)[0]?.status).toBe(204), {
      timeout: 5000,
    })
  },
}

export const HalCollection: Story = {
  name: 'Spring Data REST（HAL）',
  args: { collection: 'HAL' },
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByText('共 64 条，第 1 / 7 页')).toBeVisible()
    await expect(canvas.getAllByRole('row')).toHaveLength(11)
    await expect(requestLog.matching('GET', '/api/hal/products').map((r) => r.url)).toEqual([
      '/api/hal/products?size=10&page=0',
    ])
    await userEvent.click(canvas.getByRole('button', { name: '下一页' }))
    await expect(await canvas.findByText('共 64 条，第 2 / 7 页')).toBeVisible()
  },
}

export const SliceCollection: Story = {
  name: 'Slice（无总数）',
  args: { collection: 'Slice', pageSize: 30 },
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByText('第 1 页')).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: '下一页' }))
    // A Slice knows only whether the page on screen has a next one: wait for page 2 before asking for page 3.
    await canvas.findByText('第 2 页')
    await waitFor(() => expect(canvas.getByRole('button', { name: '下一页' })).toBeEnabled())
    await userEvent.click(canvas.getByRole('button', { name: '下一页' }))
    await expect(await canvas.findByText('第 3 页')).toBeVisible()
    await waitFor(() => expect(canvas.getByRole('button', { name: '下一页' })).toBeDisabled())
    await expect(canvas.getAllByRole('row')).toHaveLength(5)
  },
}
