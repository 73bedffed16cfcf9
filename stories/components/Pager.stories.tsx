import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, within } from 'storybook/test'
import { Pager } from '../../packages/demo/src/components/index.ts'

const meta = {
  title: '组件/Pager 分页',
  component: Pager,
  tags: ['autodocs'],
  parameters: {
    layout: 'padded',
    docs: {
      description: {
        component:
          '分页条：总条数、上一页 / 下一页、页码（首页与末页总在，当前页及其前后各一页，其余以 … 代替）、跳至某页、每页条数。页码从 0 开始传入，显示从 1 开始。',
      },
    },
  },
  args: {
    pageNo: 0,
    pageSize: 15,
    totalElements: 128,
    totalPages: 9,
    onPageChange: fn(),
    onPageSizeChange: fn(),
  },
} satisfies Meta<typeof Pager>
export default meta
type Story = StoryObj<typeof meta>

export const FirstPage: Story = {
  name: '第一页',
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('navigation', { name: '分页' })).toHaveTextContent('共 128 条 · 第 1 / 9 页')
    await expect(canvas.getByRole('button', { name: '上一页' })).toHaveAttribute('aria-disabled', 'true')
    await userEvent.click(canvas.getByRole('button', { name: '下一页' }))
    await expect(args.onPageChange).toHaveBeenCalledWith(1)
  },
}

export const LastPage: Story = {
  name: '最后一页',
  args: { pageNo: 8 },
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByText(/第 9 \/ 9 页/)).toBeVisible()
    await expect(canvas.getByRole('button', { name: '下一页' })).toHaveAttribute('aria-disabled', 'true')
    await userEvent.click(canvas.getByRole('button', { name: '上一页' }))
    await expect(args.onPageChange).toHaveBeenCalledWith(7)
  },
}

export const JumpToPage: Story = {
  name: '跳至某页',
  args: { pageNo: 2 },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.type(canvas.getByLabelText('跳至'), '7{Enter}')
    await expect(args.onPageChange).toHaveBeenCalledWith(6)
    // A page past the end goes to the last page.
    await userEvent.type(canvas.getByLabelText('跳至'), '99')
    await userEvent.click(canvas.getByRole('button', { name: '跳转' }))
    await expect(args.onPageChange).toHaveBeenLastCalledWith(8)
  },
}

export const PageSize: Story = {
  name: '每页条数',
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.selectOptions(canvas.getByLabelText('每页条数'), '50')
    await expect(args.onPageSizeChange).toHaveBeenCalledWith(50)
  },
}

export const SinglePage: Story = {
  name: '只有一页',
  args: { totalElements: 1, totalPages: 1 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/共 1 条/)).toBeVisible()
    await expect(canvas.getByRole('button', { name: '上一页' })).toHaveAttribute('aria-disabled', 'true')
    await expect(canvas.getByRole('button', { name: '下一页' })).toHaveAttribute('aria-disabled', 'true')
  },
}

export const NoRecords: Story = {
  name: '没有记录',
  args: { totalElements: 0, totalPages: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('navigation', { name: '分页' })).toHaveTextContent('共 0 条 · 第 1 / 1 页')
    await expect(canvas.getByRole('button', { name: '下一页' })).toHaveAttribute('aria-disabled', 'true')
  },
}

export const PageNumbers: Story = {
  name: '页码（首页、末页、当前页）',
  args: { pageNo: 5, totalElements: 300, totalPages: 20 },
  play: async ({ args, canvas, userEvent }) => {
    const pages = within(canvas.getByRole('list'))
      .getAllByRole('button')
      .map((button) => button.textContent)
    await expect(pages).toEqual(['1', '5', '6', '7', '20'])
    await expect(canvas.getByRole('button', { name: '第 6 页' })).toHaveAttribute('aria-current', 'page')
    await userEvent.click(canvas.getByRole('button', { name: '第 20 页' }))
    await expect(args.onPageChange).toHaveBeenCalledWith(19)
  },
}

export const PageNumbersPhone: Story = {
  name: '页码（手机 390）',
  args: { pageNo: 5, totalElements: 300, totalPages: 20 },
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas }) => {
    // One row of numbers within the phone's width; 上一页 and 下一页 keep their names behind the arrows.
    const list = canvas.getByRole('list')
    await expect(list.getBoundingClientRect().right).toBeLessThanOrEqual(390)
    await expect(canvas.getByRole('button', { name: '上一页' })).toHaveTextContent('‹')
    const tops = within(list)
      .getAllByRole('button')
      .map((button) => button.getBoundingClientRect().top)
    await expect(new Set(tops).size).toBe(1)
  },
}
