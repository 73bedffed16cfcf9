import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn } from 'storybook/test'
import { EmptyState } from '../../packages/demo/src/components/index.ts'

const meta = {
  title: '组件/EmptyState 空状态',
  component: EmptyState,
  tags: ['autodocs'],
  parameters: {
    layout: 'padded',
    docs: { description: { component: '列表没有内容时说明原因，并给出下一步（清除筛选、新建）。' } },
  },
  args: { title: '还没有草稿', description: '新建一份草稿，填好后可以随时回来继续编辑。' },
  argTypes: { action: { control: false } },
} satisfies Meta<typeof EmptyState>
export default meta
type Story = StoryObj<typeof meta>

export const NothingYet: Story = {
  name: '还没有内容',
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement).toHaveTextContent('还没有草稿新建一份草稿，填好后可以随时回来继续编辑。')
    await expect(canvas.queryByRole('button')).toBeNull()
  },
}

const clear = fn()

export const NothingMatches: Story = {
  name: '筛选无结果（可清除筛选）',
  args: {
    title: '没有符合筛选条件的记录',
    description: '换个条件试试，或清除筛选查看全部。',
    action: (
      <button type="button" className="btn btn-primary" onClick={clear}>
        清除筛选
      </button>
    ),
  },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByText('没有符合筛选条件的记录')).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: '清除筛选' }))
    await expect(clear).toHaveBeenCalledTimes(1)
  },
}
