import type { StoryObj } from '@storybook/react-vite'
import { listStates, listStoryConfig, listMeta, type ListMeta } from '../support/listStories.tsx'

// The states of the frame every list page shares (`useListPage`, `ListPageFrame`): the same code for each kind, so
// shown once, on the to-do list. What differs by kind (its columns, a long title against them, its phone layout) is
// in each list's own stories file.
const config = listStoryConfig('todo', '出差申请', 'todos')
const states = listStates(config)

const meta = { title: '页面/列表的状态', ...listMeta(config) } satisfies ListMeta
export default meta
type Story = StoryObj<typeof meta>

export const Loading: Story = { ...states.loading, name: '加载中（慢服务器，旧行变暗）' }
export const EmptyFiltered: Story = { ...states.emptyFiltered, name: '筛选无结果' }
export const SortedFromAddress: Story = { ...states.sortedFromAddress, name: '按两个字段排序（来自地址）' }
export const ServerError: Story = { ...states.serverError, name: '服务器出错（可重试）' }
export const SignInAgain: Story = { ...states.signInAgain, name: '登录失效（401）' }
export const ResumeAfterSignIn: Story = { ...states.resumeAfterSignIn, name: '重新登录后继续' }
export const TenThousand: Story = { ...states.tenThousand, name: '一万条记录' }
