import type { Meta, StoryObj } from '@storybook/react-vite'
import { delay, http } from 'msw'
import { expect, waitFor, within } from 'storybook/test'
import { FormListPage } from '../../packages/demo/src/features/form-lists/FormListPage.tsx'
import {
  bodyRows,
  expected,
  listPage,
  listPattern,
  listRequests,
  loadedTable,
  listStoryConfig,
} from '../support/listStories.tsx'

const config = listStoryConfig('todo', '出差申请', 'todos')
/** Set by the story once page 2 is on screen: from then on the server never answers a list request. */
let slow = false

const meta = {
  title: '页面/待办列表/旧行重新加载',
  component: FormListPage,
  args: { kind: 'todo' },
  parameters: { page: listPage(config) },
} satisfies Meta<typeof FormListPage>
export default meta
type Story = StoryObj<typeof meta>

/**
 * A page shown again from the store while its reload has not answered (issue 29, item 2): the rows and the count are
 * the store's, so they are dimmed and the table is busy (`isStale && isFetching`), and a progress bar says it loads.
 */
export const ShownAgainWhileReloading: Story = {
  name: '回到看过的页（慢服务器，旧行变暗）',
  beforeEach: ({ msw }) => {
    slow = false
    msw.use(
      http.get(listPattern(config), async ({ request }) => {
        // A tab's count (size=1) is left to the mock.
        if (slow && new URL(request.url).searchParams.get('size') !== '1') await delay('infinite')
      }),
    )
  },
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement)
    const table = await loadedTable(config, canvasElement)
    const { records } = expected(config)
    await expect(records.length).toBeGreaterThan(15)
    const pageOne = bodyRows(table).map((row) => row.textContent)
    await userEvent.click(canvas.getByRole('button', { name: '下一页' }))
    await waitFor(() => expect(table).toHaveTextContent(records[15]?.bt ?? ''))
    await waitFor(() => expect(table).toHaveAttribute('aria-busy', 'false'))
    slow = true
    const sent = listRequests(config).length
    await userEvent.click(canvas.getByRole('button', { name: '上一页' }))
    // Page 1's rows at once, from the store, marked as reloading: dimmed, busy, under a progress bar.
    await waitFor(() => expect(bodyRows(table).map((row) => row.textContent)).toEqual(pageOne))
    await expect(table).toHaveAttribute('aria-busy', 'true')
    await expect(within(table).getAllByRole('rowgroup')[1]).toHaveClass('is-stale')
    await expect(canvas.getByRole('progressbar', { name: '正在加载' })).toBeVisible()
    await expect(canvas.getByRole('navigation', { name: '分页' })).toHaveTextContent(`共 ${records.length} 条`)
    await waitFor(() =>
      expect(
        listRequests(config)
          .slice(sent)
          .map((r) => r.params.get('page')),
      ).toEqual(['0']),
    )
  },
}
