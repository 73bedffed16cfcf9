import type { StoryObj } from '@storybook/react-vite'
import { delay, http } from 'msw'
import { errorResponse } from 'form-mock-server'
import { expect, screen, waitFor, within } from 'storybook/test'
import { listStoryConfig, loadedTable, listMeta, type ListMeta } from '../support/listStories.tsx'
import { adminRecords, formByName, growList } from '../support/mockData.ts'
import { requestLog } from '../support/requestLog.ts'
import { installMockWith } from '../support/storyMock.ts'

// Issue 22, item 4: every draft the filters match selected (not only the page), one excluded, then deleted in
// chunks: the progress, and the summary when the server refuses one.

const config = listStoryConfig('draft', '出差申请', 'drafts')
const TOTAL = 45
const deletes = () => requestLog.matching('DELETE', /^\/api\/forms\/[^/]+\/drafts\/.+$/)

const meta = { title: '页面/选择全部匹配记录', ...listMeta(config) } satisfies ListMeta
export default meta
type Story = StoryObj<typeof meta>

/** Ticks the page, selects every match, unticks the first row, and asks to delete the rest. */
async function selectAllButOne(canvasElement: HTMLElement, userEvent: { click: (el: Element) => Promise<void> }) {
  const canvas = within(canvasElement)
  await loadedTable(config, canvasElement)
  await userEvent.click(canvas.getByRole('checkbox', { name: /^选择本页全部/ }))
  await userEvent.click(canvas.getByRole('button', { name: `选择全部 ${TOTAL} 条匹配记录` }))
  await expect(canvas.getByText(`已选全部 ${TOTAL} 条匹配记录`)).toBeVisible()
  const [first] = canvas.getAllByRole('checkbox', { name: /^选择“/ })
  await userEvent.click(first as HTMLElement)
  await expect(canvas.getByText(`已选 ${TOTAL - 1} 条匹配记录，排除了 1 条`)).toBeVisible()
  await userEvent.click(canvas.getByRole('button', { name: `删除所选（${TOTAL - 1}）` }))
  const confirm = await screen.findByRole('alertdialog', { name: `删除 ${TOTAL - 1} 份草稿` })
  await userEvent.click(within(confirm).getByRole('button', { name: '删除' }))
}

export const Progress: Story = {
  name: '批量删除进行中',
  beforeEach: ({ msw }) => {
    installMockWith(msw, (db) => growList(db, formByName(db, config.formName).id, 'drafts', TOTAL))
    // The second request never answers: the progress stays at the first chunk.
    let answered = 0
    msw.use(
      http.delete('*/api/forms/:formId/drafts/:ids', async () => {
        if (answered++ > 0) await delay('infinite')
      }),
    )
  },
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement)
    await selectAllButOne(canvasElement, userEvent)
    const progress = await canvas.findByRole('progressbar', { name: '删除进度' })
    await waitFor(() => expect(progress).toHaveAttribute('aria-valuenow', '20'))
    await expect(progress).toHaveAttribute('aria-valuemax', String(TOTAL - 1))
    await expect(canvas.getByText(`已处理 20 / ${TOTAL - 1} 份草稿`)).toBeVisible()
    await expect(canvas.getByRole('button', { name: '停止' })).toHaveFocus()
    // Chunks of 20 ids, one after another: the second is sent once the first is answered, and is under way.
    await waitFor(() =>
      expect(deletes().map((r) => [r.path.split('/').at(-1)?.split(',').length, r.status])).toEqual([
        [20, 204],
        [20, undefined],
      ]),
    )
  },
}

export const PartialFailure: Story = {
  name: '批量删除部分失败',
  beforeEach: ({ msw }) => {
    const mock = installMockWith(msw, (db) => growList(db, formByName(db, config.formName).id, 'drafts', TOTAL))
    const form = formByName(mock.db, config.formName)
    // The server refuses the third newest draft, in any request that names it.
    const refused = adminRecords(mock.db, form.id, 'drafts')[2]?.id ?? ''
    msw.use(
      http.delete('*/api/forms/:formId/drafts/:ids', ({ request, params }) => {
        if (String(params.ids).split(',').includes(refused))
          return errorResponse(request, 403, `draft ${refused} belongs to another user; nothing was deleted`)
      }),
    )
  },
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement)
    await selectAllButOne(canvasElement, userEvent)
    const summary = await canvas.findByRole('alert', {}, { timeout: 5000 })
    await expect(summary).toHaveTextContent(`已删除 ${TOTAL - 2} 份，1 份草稿没有删除`)
    await expect(summary).toHaveTextContent('你无权删除它')
    await waitFor(() => expect(summary).toHaveFocus())
    await waitFor(() => expect(canvas.getByRole('navigation', { name: '分页' })).toHaveTextContent('共 2 条'))
  },
}
