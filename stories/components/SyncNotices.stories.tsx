import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, fn } from 'storybook/test'
import { SyncNotices, type SyncNotice } from '../../packages/demo/src/components/index.ts'

const meta = {
  title: '组件/SyncNotices 离线操作的结果',
  component: SyncNotices,
  tags: ['autodocs'],
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          '离线时办理的待办联网发出后，服务器的回答：别人已先办理（谁、何时），或被拒绝。每条给出「查看」和「知道了」。',
      },
    },
  },
  args: {
    notices: [
      { id: 'a', text: '“出差申请 7”：科长一已于 2026-03-02 09:14 同意了这份待办，不需要你再办理。' },
      { id: 'b', text: '“请假申请 2”：服务器暂时出了问题，没有同意。', tone: 'error' },
    ],
    onDismiss: fn(),
    onView: fn(),
  },
} satisfies Meta<typeof SyncNotices>
export default meta
type Story = StoryObj<typeof meta>

export const TakenAndRefused: Story = {
  name: '别人已办理，和一次失败',
  play: async ({ args, canvas, userEvent }) => {
    const region = canvas.getByRole('status', { name: '离线操作的结果' })
    await expect(region).toHaveTextContent('科长一已于 2026-03-02 09:14 同意了这份待办')
    await userEvent.click(canvas.getAllByRole('button', { name: '查看' })[0]!)
    await expect(args.onView).toHaveBeenCalledWith('a')
    await userEvent.click(canvas.getAllByRole('button', { name: '知道了' })[1]!)
    await expect(args.onDismiss).toHaveBeenCalledWith('b')
  },
}

export const None: Story = {
  name: '没有',
  args: { notices: [] },
  play: async ({ canvasElement }) => {
    // Nothing at all: the page's own status line stays its one live region.
    await expect(canvasElement.querySelector('[aria-live]')).toBeNull()
  },
}

/** The notices as the app holds them: 知道了 takes one away. */
function Dismissable({ initial }: { initial: readonly SyncNotice[] }) {
  const [notices, setNotices] = useState(initial)
  return (
    <>
      <SyncNotices
        notices={notices}
        onDismiss={(id) => setNotices((all) => all.filter((n) => n.id !== id))}
        returnFocus={() => document.getElementById('after')}
      />
      <h1 id="after" tabIndex={-1}>
        页面
      </h1>
    </>
  )
}

export const DismissOneByOne: Story = {
  name: '逐条「知道了」（焦点）',
  render: (args) => <Dismissable initial={args.notices} />,
  play: async ({ canvas, userEvent }) => {
    // The focus goes on to the next notice's 知道了, and after the last one to the page: never to <body>.
    await userEvent.click(canvas.getAllByRole('button', { name: '知道了' })[0]!)
    await expect(canvas.getByRole('button', { name: '知道了' })).toHaveFocus()
    await userEvent.keyboard('{Enter}')
    await expect(canvas.queryByRole('button', { name: '知道了' })).toBeNull()
    await expect(canvas.getByRole('heading', { name: '页面' })).toHaveFocus()
  },
}
