import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, screen, waitFor, within } from 'storybook/test'
import { ConflictDialog } from '../../packages/demo/src/components/index.ts'

const meta = {
  title: '组件/ConflictDialog 修改冲突',
  component: ConflictDialog,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          '保存时服务器说记录已被别人改过（版本过期，412/409）：两个版本并排，不同的字段标出，由用户选「保留我的」或「使用服务器的」。必须作答：Esc 和点遮罩都不关闭；焦点先落在不覆盖任何人的「使用服务器的」。',
      },
      story: { inline: false, iframeHeight: 420 },
    },
  },
  args: {
    subject: '产品 12“不锈钢螺丝刀”',
    fields: [
      { label: '名称', mine: '不锈钢螺丝刀', server: '不锈钢螺丝刀（加长）' },
      { label: '价格（元）', mine: '18.00', server: '15.50' },
    ],
    onKeepMine: fn(),
    onUseServer: fn(),
  },
} satisfies Meta<typeof ConflictDialog>
export default meta
type Story = StoryObj<typeof meta>

export const BothChanged: Story = {
  name: '两边都改了',
  play: async ({ args, userEvent }) => {
    const dialog = await screen.findByRole('alertdialog', { name: '有人同时修改了这条记录' })
    await expect(dialog).toHaveAccessibleDescription(
      '你修改产品 12“不锈钢螺丝刀”时，别人已保存了新的版本。请选择保留哪一个。',
    )
    const price = within(dialog).getByRole('row', { name: /价格/ })
    await expect(
      within(price)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['18.00', '15.50'])
    await waitFor(() => expect(within(dialog).getByRole('button', { name: '使用服务器的' })).toHaveFocus())
    // It must be answered: Escape does nothing.
    await userEvent.keyboard('{Escape}')
    await expect(dialog).toBeInTheDocument()
    await userEvent.click(within(dialog).getByRole('button', { name: '保留我的' }))
    await expect(args.onKeepMine).toHaveBeenCalledTimes(1)
    await userEvent.click(within(dialog).getByRole('button', { name: '使用服务器的' }))
    await expect(args.onUseServer).toHaveBeenCalledTimes(1)
  },
}

export const OneFieldDiffers: Story = {
  name: '只有价格不同',
  args: {
    fields: [
      { label: '名称', mine: '不锈钢螺丝刀', server: '不锈钢螺丝刀' },
      { label: '价格（元）', mine: '18.00', server: '15.50' },
    ],
  },
  play: async () => {
    const dialog = await screen.findByRole('alertdialog')
    await expect(within(dialog).getByRole('row', { name: /价格（元）\s*（不同）/ })).toHaveAttribute('data-differs')
    await expect(within(dialog).getByRole('row', { name: /^名称/ })).not.toHaveAttribute('data-differs')
  },
}

export const DeletedMeanwhile: Story = {
  name: '别人已删除',
  args: { serverGone: true },
  play: async ({ args, userEvent }) => {
    const dialog = await screen.findByRole('alertdialog')
    await expect(dialog).toHaveAccessibleDescription(/别人已将它删除/)
    await userEvent.click(within(dialog).getByRole('button', { name: '放弃我的修改' }))
    await expect(args.onUseServer).toHaveBeenCalledTimes(1)
  },
}

export const Phone: Story = {
  name: '手机 390',
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async () => {
    const dialog = await screen.findByRole('alertdialog')
    await expect(dialog.scrollWidth).toBeLessThanOrEqual(dialog.clientWidth)
    await expect(within(dialog).getByRole('button', { name: '保留我的' })).toBeVisible()
  },
}
