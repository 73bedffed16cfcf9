import type { StoryObj } from '@storybook/react-vite'
import { expect, waitFor, within } from 'storybook/test'
import { expected, listRequests, listStoryConfig, listMeta, type ListMeta } from '../support/listStories.tsx'
import { storyMock } from '../support/storyMock.ts'

// The to-do list on a phone (390 px): a feed paged by cursor, with "n new", 排序 and 显示设置 (issues 22 and 24).

const config = listStoryConfig('todo', '出差申请', 'todos')

const meta = {
  title: '页面/待办列表/手机',
  ...listMeta(config),
  globals: { viewport: { value: 'phone', isRotated: false } },
} satisfies ListMeta
export default meta
type Story = StoryObj<typeof meta>

/** The feed, once its first page is on screen: its region and its cards. */
async function loadedFeed(canvasElement: HTMLElement) {
  const feed = await within(canvasElement).findByRole('region', { name: '待办列表' }, { timeout: 5000 })
  await waitFor(() => expect(feed.querySelectorAll('[data-row-id]')).toHaveLength(15), { timeout: 5000 })
  return { feed, cards: () => [...feed.querySelectorAll<HTMLElement>('[data-row-id]')] }
}

/**
 * Two pages loaded by cursor, then a to-do arrives (the mock's `x-mock-arrive`) and the window regains focus past the
 * hook's 5 s focus throttle (its clock moved on for the moment of the event): "n new" is offered, nothing moves.
 */
async function newTodoArrives(canvasElement: HTMLElement, userEvent: { click: (el: Element) => Promise<void> }) {
  const { feed, cards } = await loadedFeed(canvasElement)
  await userEvent.click(within(feed).getByRole('button', { name: '加载更多' }))
  const all = expected(config).records.length
  await waitFor(() => expect(cards()).toHaveLength(all), { timeout: 5000 })
  await expect(listRequests(config).some((r) => r.params.has('cursor') && !r.params.has('page'))).toBe(true)
  const before = cards().map((c) => c.dataset.rowId)
  const { form } = expected(config)
  await fetch(`/api/forms/${form.id}/todos?size=1`, {
    headers: { 'sinoform-current-user-id': '1', 'x-mock-arrive': '1' },
  })
  const realNow = Date.now
  Date.now = () => realNow() + 6_000
  try {
    window.dispatchEvent(new Event('focus'))
  } finally {
    Date.now = realNow
  }
  const notice = await within(feed).findByRole('button', { name: '有 1 条新待办 · 刷新' }, { timeout: 5000 })
  await expect(cards().map((c) => c.dataset.rowId)).toEqual(before)
  return { feed, cards, notice, before }
}

export const NewTodos: Story = {
  name: '有新待办（n 条新待办 · 刷新）',
  play: async ({ canvasElement, userEvent }) => {
    const { notice } = await newTodoArrives(canvasElement, userEvent)
    await expect(notice).toBeVisible()
    await expect(storyMock().db.records.some((r) => r.bt.endsWith('·新到）'))).toBe(true)
  },
}

export const NewTodosShown: Story = {
  name: '新待办已显示（刷新后）',
  play: async ({ canvasElement, userEvent }) => {
    const { notice, cards, before } = await newTodoArrives(canvasElement, userEvent)
    await userEvent.click(notice)
    await waitFor(() => expect(cards()).toHaveLength(before.length + 1))
    await expect(cards()[0]).toHaveTextContent('新到')
    await waitFor(() => expect(document.activeElement).toBe(within(cards()[0]!).getAllByRole('button')[0]))
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('已显示 1 条新待办。')
  },
}

export const SortSelect: Story = {
  name: '排序（到达时间，最早在前）',
  play: async ({ canvasElement, userEvent }) => {
    const { cards } = await loadedFeed(canvasElement)
    const select = within(canvasElement).getByRole('combobox', { name: '排序' })
    await userEvent.selectOptions(select, '到达时间 · 最早在前')
    await waitFor(() => expect(listRequests(config).at(-1)?.params.get('sort')).toBe('ddsj,id'))
    await expect(listRequests(config).at(-1)?.params.has('page')).toBe(false)
    const oldest = [...expected(config).records].sort(
      (a, b) => (a.ddsj ?? '').localeCompare(b.ddsj ?? '') || a.id.localeCompare(b.id),
    )[0]
    await waitFor(() => expect(cards()[0]?.dataset.rowId).toBe(oldest?.id), { timeout: 5000 })
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('已按到达时间排序，最早在前。')
  },
}

export const Settings: Story = {
  name: '显示设置（卡片字段、紧凑）',
  beforeEach: () => {
    localStorage.removeItem('sinoform:feed-view:todo')
    return () => localStorage.removeItem('sinoform:feed-view:todo')
  },
  play: async ({ canvasElement, userEvent }) => {
    const { feed, cards } = await loadedFeed(canvasElement)
    await userEvent.click(within(canvasElement).getByRole('button', { name: '显示设置' }))
    const panel = within(canvasElement).getByRole('group', { name: '显示设置' })
    await userEvent.click(within(panel).getByRole('checkbox', { name: '主办部门' }))
    await userEvent.click(within(panel).getByRole('radio', { name: '紧凑' }))
    await expect(feed).toHaveAttribute('data-density', 'compact')
    await expect([...cards()[0]!.querySelectorAll('dt')].map((dt) => dt.textContent)).toEqual([
      '到达时间',
      '起草人',
      '主办部门',
    ])
  },
}
