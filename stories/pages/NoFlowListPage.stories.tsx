import type { StoryObj } from '@storybook/react-vite'
import { listStates, listStoryConfig, listMeta, type ListMeta } from '../support/listStories.tsx'

const config = listStoryConfig('noFlow', '出国（境）团组', 'records')
const states = listStates(config)

const meta = { title: '页面/无流程表单列表', ...listMeta(config) } satisfies ListMeta
export default meta
type Story = StoryObj<typeof meta>

export const Loaded: Story = { ...states.loaded, name: '已加载' }
export const LongTitle: Story = { ...states.longTitle, name: '超长标题' }
export const Phone: Story = { ...states.phone, name: '手机 390' }
