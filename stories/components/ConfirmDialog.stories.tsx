import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, screen, waitFor, within } from 'storybook/test'
import { ConfirmDialog } from '../../packages/demo/src/components/index.ts'

const meta = {
  title: '组件/ConfirmDialog 确认对话框',
  component: ConfirmDialog,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: { component: '不可撤销的操作前先问一句；焦点先落在「取消」这个安全的选择上。' },
      story: { inline: false, iframeHeight: 360 },
    },
  },
  args: {
    title: '删除 2 份草稿',
    message: '确定删除所选的 2 份草稿吗？删除后无法恢复。',
    confirmLabel: '删除',
    danger: true,
    onConfirm: fn(),
    onCancel: fn(),
  },
} satisfies Meta<typeof ConfirmDialog>
export default meta
type Story = StoryObj<typeof meta>

export const Ask: Story = {
  name: '询问',
  play: async ({ args, userEvent }) => {
    const dialog = await screen.findByRole('alertdialog', { name: '删除 2 份草稿' })
    await expect(dialog).toHaveAccessibleDescription('确定删除所选的 2 份草稿吗？删除后无法恢复。')
    await waitFor(() => expect(within(dialog).getByRole('button', { name: '取消' })).toHaveFocus())
    await userEvent.click(within(dialog).getByRole('button', { name: '删除' }))
    await expect(args.onConfirm).toHaveBeenCalledTimes(1)
    await userEvent.keyboard('{Escape}')
    await expect(args.onCancel).toHaveBeenCalledTimes(1)
  },
}

export const Busy: Story = {
  name: '处理中',
  args: { busy: true },
  play: async ({ args, userEvent }) => {
    const dialog = await screen.findByRole('alertdialog', { name: '删除 2 份草稿' })
    await expect(within(dialog).getByRole('button', { name: '处理中…' })).toBeDisabled()
    await expect(within(dialog).getByRole('button', { name: '取消' })).toBeDisabled()
    // Escape cannot close it while the deletion runs.
    await userEvent.keyboard('{Escape}')
    await expect(args.onCancel).not.toHaveBeenCalled()
  },
}

export const Failed: Story = {
  name: '失败（对话框保留）',
  args: { error: '服务器暂时出了问题，没有删除任何草稿。' },
  play: async () => {
    const dialog = await screen.findByRole('alertdialog', { name: '删除 2 份草稿' })
    await expect(within(dialog).getByRole('alert')).toHaveTextContent('服务器暂时出了问题，没有删除任何草稿。')
    await expect(within(dialog).getByRole('button', { name: '删除' })).toBeEnabled()
  },
}
