import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, screen, waitFor } from 'storybook/test'
import { Drawer } from '../../packages/demo/src/components/index.ts'

const meta = {
  title: '组件/Drawer 抽屉',
  component: Drawer,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          '右侧弹出的模态面板（对话框）：打开时焦点移入并留在其中，Esc、遮罩和关闭按钮都会关闭，关闭后焦点回到打开它的地方。只在打开时渲染。',
      },
      story: { inline: false, iframeHeight: 480 },
    },
  },
  args: {
    title: '关于赴日内瓦参加国际劳工大会的出差申请',
    onClose: fn(),
    children: (
      <dl className="detail-list">
        <dt>出差人</dt>
        <dd>汪芳</dd>
        <dt>目的地</dt>
        <dd>日内瓦</dd>
        <dt>天数</dt>
        <dd>6</dd>
        <dt>状态</dt>
        <dd>流转中</dd>
      </dl>
    ),
    footer: (
      <button type="button" className="btn btn-primary">
        办理
      </button>
    ),
  },
  argTypes: { children: { control: false }, footer: { control: false } },
} satisfies Meta<typeof Drawer>
export default meta
type Story = StoryObj<typeof meta>

export const Open: Story = {
  name: '打开',
  play: async ({ args, userEvent }) => {
    // The drawer is portalled to the body, outside the story's canvas.
    const drawer = await screen.findByRole('dialog', { name: args.title as string })
    await waitFor(() => expect(drawer.contains(document.activeElement)).toBe(true))
    await expect(drawer).toHaveTextContent('日内瓦')
    // Tab stays inside.
    for (let i = 0; i < 4; i++) await userEvent.tab()
    await expect(drawer.contains(document.activeElement)).toBe(true)
    await userEvent.keyboard('{Escape}')
    await expect(args.onClose).toHaveBeenCalledTimes(1)
    await userEvent.click(screen.getByRole('button', { name: '关闭' }))
    await expect(args.onClose).toHaveBeenCalledTimes(2)
  },
}

export const WithoutFooter: Story = {
  name: '无底部按钮',
  args: { footer: undefined },
  play: async ({ args }) => {
    const drawer = await screen.findByRole('dialog', { name: args.title as string })
    await expect(drawer.querySelector('.drawer-footer')).toBeNull()
  },
}

export const LongTitle: Story = {
  name: '超长标题',
  args: {
    title:
      '关于二〇二六年度赴瑞士日内瓦参加国际劳工组织第一百一十四届国际劳工大会暨相关双边会谈并顺访奥地利维也纳联合国工业发展组织总部的出差申请',
  },
  play: async ({ args }) => {
    const drawer = await screen.findByRole('dialog', { name: args.title as string })
    // The title wraps inside the drawer instead of pushing it wider than the window.
    await expect(drawer.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth)
    await expect(drawer.scrollWidth).toBeLessThanOrEqual(drawer.clientWidth)
  },
}
