import type { StoryObj } from '@storybook/react-vite'
import { expect, waitFor, within } from 'storybook/test'
import { savedViewsKey } from '../../packages/demo/src/shared/lists/views/savedViewStore.ts'
import {
  listPage,
  listRequests,
  listStoryConfig,
  loadedTable,
  listMeta,
  type ListMeta,
} from '../support/listStories.tsx'
import { adminRecords, formByName } from '../support/mockData.ts'
import { storyMock } from '../support/storyMock.ts'

// Issue 22, item 4: saved views beside the tabs of a form's query list, and a view's link opened by someone else.

const config = listStoryConfig('search', '出差申请', 'records')

/** What the app keeps on this device (views, 显示设置): cleared before and after each story, so none leaks into another. */
function forgetViews() {
  for (const key of Object.keys(localStorage)) if (key.startsWith('sinoform:')) localStorage.removeItem(key)
}

/** A view kept on this device for the story's query list. */
function keepView() {
  forgetViews()
  const form = formByName(storyMock().db, config.formName)
  localStorage.setItem(
    savedViewsKey(form.id, 'search'),
    JSON.stringify([
      {
        id: 'v-story',
        name: '已办结 · 最早的在前',
        filters: { status: '已办结' },
        sorts: [{ property: 'cjsj', direction: 'asc' }],
        hidden: ['cjrName'],
        density: 'compact',
      },
    ]),
  )
  return forgetViews
}

const meta = { title: '页面/保存的视图', ...listMeta(config) } satisfies ListMeta
export default meta
type Story = StoryObj<typeof meta>

export const SavedView: Story = {
  name: '保存的视图（选中后）',
  beforeEach: () => keepView(),
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement)
    await loadedTable(config, canvasElement)
    const views = canvas.getByRole('group', { name: '我的视图' })
    const chip = within(views).getByRole('button', { name: '已办结 · 最早的在前' })
    await expect(chip).toHaveAttribute('aria-pressed', 'false')
    await userEvent.click(chip)
    // Its filters and sort go to the server as a search would send them; its columns and density apply at once.
    await waitFor(() => expect(listRequests(config).at(-1)?.params.get('status')).toBe('已办结'))
    await expect(listRequests(config).at(-1)?.params.get('sort')).toBe('cjsj')
    await waitFor(() => expect(chip).toHaveAttribute('aria-pressed', 'true'))
    await expect(canvas.getByRole('region', { name: '查询列表' })).toHaveAttribute('data-density', 'compact')
    await expect(canvas.queryByRole('columnheader', { name: '创建人' })).toBeNull()
    await expect(within(views).getByRole('button', { name: '复制链接（视图“已办结 · 最早的在前”）' })).toBeVisible()
    const finished = adminRecords(storyMock().db, formByName(storyMock().db, config.formName).id, 'records').filter(
      (r) => r.status === '已办结',
    )
    await waitFor(() =>
      expect(canvas.getByRole('navigation', { name: '分页' })).toHaveTextContent(`共 ${finished.length} 条`),
    )
  },
}

export const SharedLink: Story = {
  name: '别人分享的视图链接',
  parameters: {
    page: listPage(
      config,
      `?status=${encodeURIComponent('已办结')}&view=${encodeURIComponent('结案')}&hide=cjrName&density=compact`,
    ),
  },
  beforeEach: () => {
    forgetViews()
    return forgetViews
  },
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement)
    const status = await canvas.findByRole('status', {}, { timeout: 5000 })
    await waitFor(() => expect(status).toHaveTextContent('已打开别人分享的视图“结案”'))
    await waitFor(() => expect(listRequests(config)[0]?.params.get('status')).toBe('已办结'))
    await expect(canvas.getByRole('region', { name: '查询列表' })).toHaveAttribute('data-density', 'compact')
    await userEvent.click(within(status).getByRole('button', { name: '保存视图' }))
    const chip = within(canvas.getByRole('group', { name: '我的视图' })).getByRole('button', { name: '结案' })
    await expect(chip).toHaveAttribute('aria-pressed', 'true')
  },
}
