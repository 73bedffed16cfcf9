import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, within } from 'storybook/test'
import { RestError } from 'use-rest-page-api'
import { ErrorPanel } from '../../packages/demo/src/components/index.ts'

const serverError = new RestError('GET /api/forms/6a1f/todos?size=15&page=0 answered 500', {
  kind: 'server',
  status: 500,
  method: 'GET',
  url: '/api/forms/6a1f/todos?size=15&page=0',
  body: { status: 500, error: 'INTERNAL SERVER ERROR', message: 'database connection lost', errors: [] },
})

const meta = {
  title: '组件/ErrorPanel 错误提示',
  component: ErrorPanel,
  tags: ['autodocs'],
  parameters: {
    layout: 'padded',
    docs: {
      description: {
        component:
          '请求失败时的提示：一句人能看懂的话、该怎么办、重试，技术细节收在「技术细节」里（供报告问题），不含请求头。',
      },
    },
  },
  args: { error: serverError },
  argTypes: { error: { control: false } },
} satisfies Meta<typeof ErrorPanel>
export default meta
type Story = StoryObj<typeof meta>

export const ServerError: Story = {
  name: '服务器出错（可重试）',
  args: { onRetry: fn() },
  play: async ({ args, canvas, userEvent }) => {
    const alert = canvas.getByRole('alert')
    await expect(alert).toHaveTextContent('服务器暂时出了问题')
    await expect(alert).toHaveTextContent('这不是你的操作造成的，请稍后重试。')
    const details = within(alert).getByText('技术细节').closest('details') as HTMLElement
    await expect(details).not.toHaveAttribute('open')
    await userEvent.click(within(alert).getByText('技术细节'))
    await expect(details).toHaveAttribute('open')
    await expect(details).toHaveTextContent('database connection lost')
    await userEvent.click(within(alert).getByRole('button', { name: '重试' }))
    await expect(args.onRetry).toHaveBeenCalledTimes(1)
  },
}

export const Forbidden: Story = {
  name: '无权查看（无重试）',
  args: {
    error: new RestError('GET /api/forms/6a1f/records/9 answered 403', {
      kind: 'forbidden',
      status: 403,
      method: 'GET',
      url: '/api/forms/6a1f/records/9',
    }),
    title: '你无权打开此记录',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('你无权打开此记录')
    await expect(canvas.getByRole('alert')).toHaveTextContent('如需访问，请联系表单管理员授权。')
    await expect(canvas.queryByRole('button', { name: '重试' })).toBeNull()
  },
}

export const Network: Story = {
  name: '无法连接',
  args: {
    onRetry: fn(),
    error: new RestError('GET /api/products failed: no response', {
      kind: 'network',
      method: 'GET',
      url: '/api/products',
    }),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('无法连接到服务器')
    await expect(canvas.getByRole('button', { name: '重试' })).toBeVisible()
  },
}
