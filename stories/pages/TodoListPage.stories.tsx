import type { Meta, StoryObj } from '@storybook/react-vite'
import { FormListPage } from '../../packages/demo/src/features/form-lists/FormListPage.tsx'
import { expect, waitFor, within } from 'storybook/test'
import {
  bodyRows,
  expected,
  listPage,
  listRequests,
  listStates,
  loadedTable,
  listStoryConfig,
} from '../support/listStories.tsx'

const config = listStoryConfig('todo', '出差申请', 'todos')
const states = listStates(config)

const meta = {
  title: '页面/待办列表',
  component: FormListPage,
  args: { kind: 'todo' },
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

export const SortedTwoFields: Story = {
  name: '按两个字段排序（点击列头）',
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement)
    const table = await loadedTable(config, canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: /到达时间/ }))
    // Shift-click adds a second field.
    await userEvent.keyboard('{Shift>}')
    await userEvent.click(canvas.getByRole('button', { name: /起草时间/ }))
    await userEvent.keyboard('{/Shift}')
    await waitFor(() => expect(listRequests(config).at(-1)?.params.get('sort')).toBe('ddsj_d,cjsj_d'))
    await waitFor(() => expect(listRequests(config).at(-1)?.status).toBe(200))
    await expect(canvas.getByRole('columnheader', { name: /到达时间/ })).toHaveAttribute('aria-sort', 'descending')
    await expect(canvas.getByRole('columnheader', { name: /起草时间/ })).toHaveAttribute('aria-sort', 'descending')
    // Rows by arrival time, newest first, as the server sorted them.
    const { records } = expected(config)
    const byArrival = [...records].sort(
      (a, b) => (b.ddsj ?? '').localeCompare(a.ddsj ?? '') || b.cjsj.localeCompare(a.cjsj),
    )
    await waitFor(() => expect(bodyRows(table)[0]).toHaveTextContent(byArrival[0]?.ddsj ?? ''))
    const arrivals = bodyRows(table).map((row) => row.children[2]?.textContent ?? '')
    await expect(arrivals).toEqual([...arrivals].sort().reverse())
  },
}

export const PastTheEnd: Story = {
  name: '地址页码超出（回到最后一页）',
  parameters: { page: listPage(config, '?page=9') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const { records } = expected(config)
    const last = Math.ceil(records.length / 15)
    // The address asks for page 10, which no longer exists: the list goes to the last page instead.
    await waitFor(
      () =>
        expect(
          listRequests(config)
            .map((r) => r.params.get('page'))
            .slice(0, 2),
        ).toEqual(['9', String(last - 1)]),
      {
        timeout: 5000,
      },
    )
    const pager = canvas.getByRole('navigation', { name: '分页' })
    await waitFor(() => expect(pager).toHaveTextContent(`第 ${last} / ${last} 页`))
    const table = canvas.getByRole('table')
    await waitFor(() => expect(bodyRows(table)).toHaveLength(records.length - (last - 1) * 15))
  },
}
