import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { SyncStatusLine } from '../../packages/demo/src/components/index.ts'

const meta = {
  title: '组件/SyncStatusLine 同步状态',
  component: SyncStatusLine,
  tags: ['autodocs'],
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          '页头下的一行：离线时说明离线，有操作等着发送时说“待同步 n 项”。它一直在页面里（礼貌的实时区域），联网且没有待同步的操作时不占地方、不显示。',
      },
    },
  },
  args: { waiting: 2, online: false },
} satisfies Meta<typeof SyncStatusLine>
export default meta
type Story = StoryObj<typeof meta>

export const OfflineWaiting: Story = {
  name: '离线，待同步 2 项',
  play: async ({ canvas }) => {
    const line = canvas.getByRole('status', { name: '同步状态' })
    await expect(line).toHaveAttribute('aria-live', 'polite')
    await expect(line).toHaveTextContent('离线 · 待同步 2 项，联网后自动发送。')
    await expect(line).toBeVisible()
  },
}

export const OfflineNothingWaiting: Story = {
  name: '离线，没有待同步',
  args: { waiting: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: '同步状态' })).toHaveTextContent(
      '离线 · 显示的是上次打开时的内容，联网后自动更新。',
    )
  },
}

export const Sending: Story = {
  name: '已联网，正在发送',
  args: { online: true },
  play: async ({ canvas }) => {
    const line = canvas.getByRole('status', { name: '同步状态' })
    await expect(line).toHaveTextContent('待同步 2 项 · 正在发送…')
    await expect(line).not.toHaveAttribute('data-offline')
    await expect(line).toHaveAttribute('aria-live', 'polite')
  },
}

export const AllSent: Story = {
  name: '已联网，全部已发送（不显示）',
  args: { online: true, waiting: 0 },
  play: async ({ canvasElement }) => {
    // Nothing at all: the page's own status line stays its one live region.
    await expect(canvasElement.querySelector('.sync-status')).toBeNull()
    await expect(canvasElement.querySelector('[aria-live]')).toBeNull()
  },
}

export const Phone: Story = {
  name: '手机 390，离线',
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas }) => {
    const line = canvas.getByRole('status', { name: '同步状态' })
    await expect(line).toHaveTextContent('待同步 2 项')
    await expect(line.scrollWidth).toBeLessThanOrEqual(line.clientWidth)
  },
}
