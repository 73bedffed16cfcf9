import type { StoryObj } from '@storybook/react-vite'
import { arriveTodo } from 'form-mock-server'
import { expect, screen, waitFor, within } from 'storybook/test'
import { adminRecords, formByName } from '../support/mockData.ts'
import { requestLog } from '../support/requestLog.ts'
import { installMockWith, storyMock } from '../support/storyMock.ts'
import {
  bodyRows,
  expected,
  listPage,
  listRequests,
  listStates,
  loadedTable,
  listStoryConfig,
  listMeta,
  type ListMeta,
} from '../support/listStories.tsx'

const config = listStoryConfig('todo', '出差申请', 'todos')
const states = listStates(config)

const meta = { title: '页面/待办列表', ...listMeta(config) } satisfies ListMeta
export default meta
type Story = StoryObj<typeof meta>

export const Loaded: Story = { ...states.loaded, name: '已加载' }
export const LongTitle: Story = { ...states.longTitle, name: '超长标题' }
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
    // The drawer says where the record went; closed, the list says it too, and the list and its tab count follow.
    await userEvent.click((await screen.findAllByRole('button', { name: '关闭' })).at(-1) as HTMLElement)
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

export const QueueNext: Story = {
  name: '办理 / 办理下一条（还剩几条）',
  play: async ({ canvasElement, userEvent }) => {
    const { first, drawer, form } = await openFirstTodo(canvasElement, userEvent)
    const { records } = expected(config)
    await userEvent.click(within(form).getByRole('button', { name: '同意' }))
    // Handled: the drawer says so, how many are left, and the next one is a key away.
    const next = await within(drawer).findByRole('button', { name: '办理下一条' })
    await waitFor(() => expect(next).toHaveFocus())
    await expect(drawer).toHaveTextContent(`已同意“${first?.bt}”，它已移到已办。`)
    await expect(drawer).toHaveTextContent(`还剩 ${records.length - 1} 条待办`)
    await expect(next).toHaveAccessibleDescription(/还剩 \d+ 条待办/)
  },
}

export const QueueLast: Story = {
  name: '办理 / 最后一条待办',
  beforeEach({ msw }) {
    // The admin has one to-do left: the others were handled.
    installMockWith(msw, (db) => {
      const form = formByName(db, config.formName)
      const [keep, ...others] = adminRecords(db, form.id, config.list)
      for (const record of others) Object.assign(record, { status: '已办结', handlers: [] })
      if (!keep) throw new Error('[stories] the admin has no to-do to keep')
    })
  },
  play: async ({ canvasElement, userEvent }) => {
    const { first, form } = await openFirstTodo(canvasElement, userEvent)
    await userEvent.type(within(form).getByLabelText(/^办理意见/), '同意')
    await userEvent.click(within(form).getByRole('button', { name: '同意' }))
    // The last one: the drawer closes, the heading takes the focus, and the line says the queue is done.
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    const canvas = within(canvasElement)
    await waitFor(() => expect(canvas.getByRole('heading', { level: 1 })).toHaveFocus())
    await expect(canvas.getByRole('status')).toHaveTextContent(`已同意“${first?.bt}”，它已移到已办。待办已全部办完。`)
    await waitFor(() => expect(canvas.getByText('没有待办事项')).toBeVisible())
  },
}

export const TakenByAnother: Story = {
  name: '办理 / 已被他人办理（409）',
  play: async ({ canvasElement, userEvent }) => {
    const { records } = expected(config)
    const { db } = storyMock()
    const kezhang = db.org.users.find((u) => u.name === '科长一')
    const shared = records.find((r) => kezhang && r.handlers.includes(kezhang.id))
    if (!kezhang || !shared) throw new Error('[stories] the mock has no to-do shared with 科长一')
    const table = await loadedTable(config, canvasElement)
    const row = bodyRows(table).find((r) => within(r).queryByRole('button', { name: shared.bt }))
    await userEvent.click(within(row as HTMLElement).getByRole('button', { name: shared.bt }))
    const drawer = await screen.findByRole('dialog', {}, { timeout: 5000 })
    const form = await within(drawer).findByRole('form', { name: '办理' })
    // 科长一 got there first (in the mock's database, as the server would have it).
    Object.assign(shared, { status: '已办结', handlers: [] })
    shared.handled.push({ userId: kezhang.id, time: '2026-03-02 09:14:00', action: 'approve', comment: '同意' })
    await userEvent.click(within(form).getByRole('button', { name: '同意' }))
    await waitFor(() => expect(requestLog.matching('POST', actionsPath)[0]?.status).toBe(409))
    await expect(
      await within(drawer).findByText('科长一已于 2026-03-02 09:14 同意了这份待办，不需要你再办理。'),
    ).toBeVisible()
    await waitFor(() => expect(within(drawer).getByRole('button', { name: '办理下一条' })).toHaveFocus())
  },
}

export const NewArrivals: Story = {
  name: '有新待办（正在列表中操作）',
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement)
    const table = await loadedTable(config, canvasElement)
    const { form, records } = expected(config)
    // The user works in the list (the focus on a row); meanwhile someone submits a to-do, and another tab says so.
    const working = within(bodyRows(table)[2] as HTMLElement).getAllByRole('button')[0] as HTMLElement
    working.focus()
    const arrived = arriveTodo(storyMock().db, { formId: form.id })
    if (typeof arrived === 'string') throw new Error(`[stories] ${arrived}`)
    const otherTab = new BroadcastChannel('use-rest-page-api')
    otherTab.postMessage({ invalidate: `/api/forms/${form.id}/records` })
    otherTab.close()
    const notice = await canvas.findByText('有 1 条新待办', {}, { timeout: 5000 })
    // Nothing moved under the user.
    await expect(bodyRows(table)[0]).toHaveTextContent(records[0]?.bt ?? '')
    await expect(working).toHaveFocus()
    await expect(canvas.getByRole('status')).toHaveTextContent('有 1 条新待办，按“刷新”查看。')
    const apply = within(notice.parentElement as HTMLElement).getByRole('button', { name: '刷新' })
    await expect(apply).toHaveAccessibleDescription('有 1 条新待办')
    await userEvent.click(apply)
    await waitFor(() => expect(bodyRows(table)[0]).toHaveTextContent(arrived.bt))
    await waitFor(() =>
      expect(within(bodyRows(table)[0] as HTMLElement).getByRole('button', { name: arrived.bt })).toHaveFocus(),
    )
    await expect(canvas.getByRole('status')).toHaveTextContent('已显示 1 条新待办。')
  },
}
