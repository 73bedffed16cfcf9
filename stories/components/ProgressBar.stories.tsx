import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { ProgressBar } from '../../packages/demo/src/components/index.ts'

const meta = {
  title: '组件/ProgressBar 进度条',
  component: ProgressBar,
  tags: ['autodocs'],
  parameters: {
    layout: 'padded',
    docs: {
      description: { component: '进度条：给出 `value` 时显示已完成的比例（如导出），否则是来回移动的条纹（加载中）。' },
    },
  },
  args: { label: '正在加载' },
} satisfies Meta<typeof ProgressBar>
export default meta
type Story = StoryObj<typeof meta>

export const Determinate: Story = {
  name: '已知进度（导出）',
  args: { label: '导出进度', value: 150, max: 450, large: true },
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('progressbar', { name: '导出进度' })
    await expect(bar).toHaveAttribute('aria-valuenow', '150')
    await expect(bar).toHaveAttribute('aria-valuemax', '450')
    const fill = bar.querySelector('.progress-fill') as HTMLElement
    await expect(parseFloat(fill.style.width)).toBeCloseTo(33.33, 1)
  },
}

export const Indeterminate: Story = {
  name: '未知进度（加载中）',
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('progressbar', { name: '正在加载' })
    await expect(bar).not.toHaveAttribute('aria-valuenow')
    await expect(bar).toHaveClass('progress-indeterminate')
  },
}
