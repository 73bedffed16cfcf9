import type { Meta, StoryObj } from '@storybook/react-vite'
import type { ComponentType } from 'react'
import { expect, fn, waitFor } from 'storybook/test'
import { DataTable } from '../../packages/demo/src/components/index.ts'
import { sampleRows } from '../support/sampleRows.ts'
import { DataTableExample, type DataTableExampleProps } from './DataTableExample.tsx'

const meta = {
  title: '组件/DataTable 数据表格',
  // The docs page lists DataTable's own props; the stories render it through DataTableExample, which builds the table.
  component: DataTable as unknown as ComponentType<DataTableExampleProps>,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          '列表页共用的表格：真正的表格语义（标题、列头、`aria-sort`），点击列头排序、按住 Shift 追加排序字段，加载时顶部进度条，换页时旧行变暗，无数据时显示空状态。`table` 是 TanStack Table v9 的实例（列表页经 `use-rest-page-api/table` 接到服务器分页与排序）。',
      },
    },
  },
  render: (args) => <DataTableExample {...args} />,
  args: { caption: '草稿列表', captionHidden: false, loading: false, stale: false, rowCount: 6 },
  argTypes: { rowCount: { control: { type: 'range', min: 0, max: 6 } } },
} satisfies Meta<DataTableExampleProps>
export default meta
type Story = StoryObj<typeof meta>

export const Rows: Story = {
  name: '有数据',
  play: async ({ canvas, userEvent }) => {
    const table = canvas.getByRole('table', { name: '草稿列表' })
    await expect(canvas.getAllByRole('row')).toHaveLength(7)
    await expect(table).toHaveTextContent(sampleRows[0]?.bt ?? '')
    const header = canvas.getByRole('columnheader', { name: /创建时间/ })
    await expect(header).toHaveAttribute('aria-sort', 'none')
    await userEvent.click(canvas.getByRole('button', { name: /创建时间/ }))
    // Newest first on the first click.
    await expect(header).toHaveAttribute('aria-sort', 'descending')
    await expect(canvas.getAllByRole('row')[1]).toHaveTextContent('2026-03-02 09:14:00')
  },
}

export const LoadingStale: Story = {
  name: '加载中（旧行变暗）',
  args: { loading: true, stale: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar', { name: '正在加载' })).toBeVisible()
    await expect(canvas.getByRole('table')).toHaveAttribute('aria-busy', 'true')
    const body = canvas.getAllByRole('rowgroup')[1]
    await expect(body).toHaveClass('is-stale')
    // Dimmed by colour after 200 ms (muted text, readable at AA contrast), not by opacity.
    const cell = (body as Element).querySelector('td') as Element
    await waitFor(() => expect(getComputedStyle(cell).color).toBe('rgb(91, 100, 114)'))
    await expect(getComputedStyle(body as Element).opacity).toBe('1')
  },
}

export const Empty: Story = {
  name: '无数据',
  args: { rowCount: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('没有符合条件的记录')).toBeVisible()
    await expect(canvas.getAllByRole('row')).toHaveLength(2)
  },
}

export const ClickableRows: Story = {
  name: '可点击的行（选中一行）',
  args: { onRowClick: fn(), selectedId: sampleRows[1]?.id ?? '' },
  play: async ({ args, canvas, userEvent }) => {
    const rows = canvas.getAllByRole('row')
    await expect(rows[2]).toHaveAttribute('aria-selected', 'true')
    await expect(rows[1]).toHaveAttribute('aria-selected', 'false')
    await userEvent.click(canvas.getByRole('cell', { name: sampleRows[0]?.bt ?? '' }))
    await expect(args.onRowClick).toHaveBeenCalledWith(sampleRows[0])
  },
}

export const HiddenCaption: Story = {
  name: '隐藏标题（仍有可访问名称）',
  args: { captionHidden: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('table', { name: '草稿列表' })).toBeInTheDocument()
    await expect(canvas.getByText('草稿列表')).toHaveClass('visually-hidden')
  },
}
