import type { Meta, StoryObj } from '@storybook/react-vite'
import { FormListPage } from '../../packages/demo/src/features/form-lists/FormListPage.tsx'
import { expect, screen, waitFor, within } from 'storybook/test'
import { requestLog } from '../support/requestLog.ts'
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
    const headers = within(table).getAllByRole('columnheader')
    const arrival = headers.findIndex((header) => header.textContent?.includes('到达时间'))
    const arrivals = bodyRows(table).map((row) => row.children[arrival]?.textContent ?? '')
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

/** The first to-do's drawer, opened from its title, with its 办理 form. */
async function openFirstTodo(canvasElement: HTMLElement, userEvent: { click: (el: Element) => Promise<void> }) {
  const table = await loadedTable(config, canvasElement)
  const [first] = expected(config).records
  await userEvent.click(within(bodyRows(table)[0] as HTMLElement).getByRole('button', { name: first?.bt ?? '' }))
  const drawer = await screen.findByRole('dialog', {}, { timeout: 5000 })
  return { table, first, drawer, form: await within(drawer).findByRole('form', { name: '办理' }) }
}

const actionsPath = /^\/api\/forms\/[^/]+\/records\/[^/]+\/actions$/

export const Handle: Story = {
  name: '办理 / 同意',
  play: async ({ canvasElement, userEvent }) => {
    const { first, form } = await openFirstTodo(canvasElement, userEvent)
    const before = expected(config).records.length
    await userEvent.type(within(form).getByLabelText(/^办理意见/), '同意，注意控制预算')
    await userEvent.click(within(form).getByRole('button', { name: '同意' }))
    await waitFor(() => expect(requestLog.matching('POST', actionsPath)[0]?.status).toBe(200))
    await expect(requestLog.matching('POST', actionsPath)[0]?.path).toContain(`/records/${first?.id}/actions`)
    await expect(JSON.parse(requestLog.matching('POST', actionsPath)[0]?.body ?? '{}')).toEqual({
      action: 'approve',
      comment: '同意，注意控制预算',
    })
    // The drawer closes, the list says where the record went, and the list and its tab count follow at once.
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    await expect(await within(canvasElement).findByText(/它已移到已办/)).toBeVisible()
    const pager = within(canvasElement).getByRole('navigation', { name: '分页' })
    await waitFor(() => expect(pager).toHaveTextContent(`共 ${before - 1} 条`))
    const tabs = within(canvasElement).getByRole('navigation', { name: '表单的列表' })
    await waitFor(() =>
      expect(within(tabs).getByRole('link', { name: /^待办/ })).toHaveTextContent(`待办 ${before - 1}`),
    )
  },
}

export const ReturnNeedsReason: Story = {
  name: '办理 / 退回须写原因',
  play: async ({ userEvent, canvasElement }) => {
    const { form } = await openFirstTodo(canvasElement, userEvent)
    await userEvent.click(within(form).getByRole('button', { name: '退回起草人' }))
    // Nothing is sent: the opinion box says why, and is marked invalid.
    const opinion = within(form).getByLabelText(/^办理意见/)
    await waitFor(() => expect(opinion).toHaveAttribute('aria-invalid', 'true'))
    await expect(opinion).toHaveAccessibleDescription(/退回时请写明原因/)
    await expect(requestLog.matching('POST', actionsPath)).toHaveLength(0)
  },
}
