import type { StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import {
  bodyRows,
  listRequests,
  listStates,
  listStoryConfig,
  loadedTable,
  listMeta,
  type ListMeta,
} from '../support/listStories.tsx'
import { adminRecords, formByName } from '../support/mockData.ts'
import { installMockWith } from '../support/storyMock.ts'

const config = listStoryConfig('done', '出差申请', 'dones')
const states = listStates(config)

const meta = { title: '页面/已办列表', ...listMeta(config) } satisfies ListMeta
export default meta
type Story = StoryObj<typeof meta>

export const Loaded: Story = { ...states.loaded, name: '已加载' }
export const LongTitle: Story = { ...states.longTitle, name: '超长标题' }
export const Phone: Story = { ...states.phone, name: '手机 390' }

/** Forgets every list's view: the settings are the device's, and a story leaves none behind for the others. */
function forgetViews() {
  for (const key of Object.keys(localStorage)) if (key.startsWith('sinoform:list-view:')) localStorage.removeItem(key)
}

/** The headings of the table's columns, the selection left out. */
const headings = (table: HTMLElement) =>
  within(table)
    .getAllByRole('columnheader')
    .map((th) => (th.textContent ?? '').replace(/[▲▼↕\d]/g, '').trim())
    .filter(Boolean)

export const ColumnSettings: Story = {
  name: '显示设置（隐藏列、紧凑）',
  beforeEach: () => {
    forgetViews()
    return forgetViews
  },
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement)
    const table = await loadedTable(config, canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: '显示设置' }))
    const panel = canvas.getByRole('group', { name: '显示设置' })
    await userEvent.click(within(panel).getByRole('checkbox', { name: '办理时间' }))
    await userEvent.click(within(panel).getByRole('radio', { name: '紧凑' }))
    await expect(within(table).queryByRole('columnheader', { name: /办理时间/ })).toBeNull()
    await expect(canvas.getByRole('region', { name: '已办列表' })).toHaveAttribute('data-density', 'compact')
    // Remembered on this device, for this form's list.
    const key = Object.keys(localStorage).find((k) => k.startsWith('sinoform:list-view:done:'))
    await expect(JSON.parse(localStorage.getItem(key ?? '') ?? '{}')).toEqual({
      hidden: ['blsj'],
      density: 'compact',
      order: [],
      pinned: {},
    })
  },
}

export const ColumnsMovedAndPinned: Story = {
  name: '显示设置（调整列顺序、固定列）',
  beforeEach: () => {
    forgetViews()
    return forgetViews
  },
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement)
    const table = await loadedTable(config, canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: '显示设置' }))
    const panel = canvas.getByRole('group', { name: '显示设置' })
    const up = within(panel).getByRole('button', { name: '上移“起草人”' })
    up.focus()
    await userEvent.keyboard('{Enter}')
    await expect(up).toHaveFocus()
    await userEvent.selectOptions(within(panel).getByRole('combobox', { name: '固定“标题”' }), '固定在左侧')
    await userEvent.selectOptions(within(panel).getByRole('combobox', { name: '固定“状态”' }), '固定在右侧')
    await expect(headings(table)).toEqual(['标题', '流程名称', '起草人', '办理时间', '起草时间', '状态'])
    await expect(within(table).getByRole('columnheader', { name: '标题' })).toHaveAttribute('data-pinned', 'start')
    await expect(within(table).getByRole('columnheader', { name: '状态' })).toHaveAttribute('data-pinned', 'end')
  },
}

export const ColumnSettingsReset: Story = {
  name: '显示设置（重置、Esc 关闭）',
  beforeEach: () => {
    forgetViews()
    return forgetViews
  },
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement)
    const table = await loadedTable(config, canvasElement)
    const own = headings(table)
    const toggle = canvas.getByRole('button', { name: '显示设置' })
    await userEvent.click(toggle)
    const panel = canvas.getByRole('group', { name: '显示设置' })
    await userEvent.click(within(panel).getByRole('checkbox', { name: '流程名称' }))
    await userEvent.click(within(panel).getByRole('button', { name: '下移“标题”' }))
    await expect(headings(table)).not.toEqual(own)
    await userEvent.click(within(panel).getByRole('button', { name: '重置' }))
    await expect(headings(table)).toEqual(own)
    await userEvent.keyboard('{Escape}')
    await expect(canvas.queryByRole('group', { name: '显示设置' })).toBeNull()
    await expect(toggle).toHaveFocus()
  },
}

export const Returned: Story = {
  name: '已退回（刚办理的在最前）',
  beforeEach: ({ msw }) => {
    // The admin returned the oldest of their to-dos a moment ago: by 起草时间 it would be last.
    installMockWith(msw, (db) => {
      const form = formByName(db, config.formName)
      const [oldest] = adminRecords(db, form.id, 'todos').reverse()
      if (!oldest) throw new Error('[stories] the admin has no to-do of 出差申请 to return')
      oldest.handled.push({ userId: '1', time: '2026-03-02 08:30:00', action: 'return', comment: '请补充日程安排' })
      Object.assign(oldest, { status: '已退回', handlers: [], ddsj: null, prevHandler: null, workItemId: null })
    })
  },
  play: async ({ canvasElement }) => {
    const table = await loadedTable(config, canvasElement)
    await expect(listRequests(config)[0]?.params.get('sort')).toBe('blsj_d')
    await expect(within(table).getByRole('columnheader', { name: /办理时间/ })).toHaveAttribute(
      'aria-sort',
      'descending',
    )
    const [first] = bodyRows(table)
    await expect(first).toHaveTextContent('2026-03-02 08:30:00')
    await expect(within(first as HTMLElement).getByText('已退回')).toHaveClass('badge-warning')
    await expect(first).toHaveTextContent('退回原因：请补充日程安排')
    await expect(first).toHaveTextContent('admin · 03-02 08:30')
  },
}
