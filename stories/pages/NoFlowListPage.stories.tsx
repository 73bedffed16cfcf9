import type { Meta, StoryObj } from '@storybook/react-vite'
import { FormListPage } from '../../packages/demo/src/features/form-lists/FormListPage.tsx'
import { listPage, listStates, listStoryConfig } from '../support/listStories.tsx'

const config = listStoryConfig('noFlow', '出国（境）团组', 'records')
const states = listStates(config)

const meta = {
  title: '页面/无流程表单列表',
  component: FormListPage,
  args: { kind: 'noFlow' },
  parameters: { page: listPage(config) },
} satisfies Meta<typeof FormListPage>
export default meta
type Story = StoryObj<typeof meta>

export const Loaded: Story = { ...states.loaded, name: '已加载' }
export const Loading: Story = { ...states.loading, name: '加载中（慢服务器，旧行变暗）' }
export const EmptyFiltered: Story = { ...states.emptyFiltered, name: '筛选无结果' }
export const SortedFromAddress: Story = { ...states.sortedFromAddress, name: '按两个字段排序（来自地址）' }
export const ServerError: Story = { ...states.serverError, name: '服务器出错（可重试）' }
export const SignInAgain: Story = { ...states.signInAgain, name: '登录失效（401）' }
export const ResumeAfterSignIn: Story = { ...states.resumeAfterSignIn, name: '重新登录后继续' }
export const LongTitle: Story = { ...states.longTitle, name: '超长标题' }
export const TenThousand: Story = { ...states.tenThousand, name: '一万条记录' }
export const Phone: Story = { ...states.phone, name: '手机 390' }
