import type { StoryObj } from '@storybook/react-vite'
import { errorResponse, type MockDb } from 'form-mock-server'
import { http } from 'msw'
import { expect, screen, waitFor, within } from 'storybook/test'
import {
  bodyRows,
  expected,
  listStates,
  loadedTable,
  listStoryConfig,
  listMeta,
  type ListMeta,
} from '../support/listStories.tsx'
import { adminRecords, formByName } from '../support/mockData.ts'
import { requestLog } from '../support/requestLog.ts'
import { installMockWith } from '../support/storyMock.ts'

const config = listStoryConfig('draft', '出差申请', 'drafts')
const states = listStates(config)
const listPath = /^\/api\/forms\/[^/]+\/drafts$/

const meta = { title: '页面/草稿列表', ...listMeta(config) } satisfies ListMeta
export default meta
type Story = StoryObj<typeof meta>

export const Loaded: Story = { ...states.loaded, name: '已加载' }
export const LongTitle: Story = { ...states.longTitle, name: '超长标题' }
export const Phone: Story = { ...states.phone, name: '手机 390' }

const draftForm = () => screen.findByRole('dialog', { name: /草稿$/ }, { timeout: 5000 })

export const NewDraft: Story = {
  name: '草稿表单 / 新建',
  play: async ({ canvasElement, userEvent }) => {
    await loadedTable(config, canvasElement)
    await userEvent.click(within(canvasElement).getAllByRole('button', { name: '新建草稿' })[0] as HTMLElement)
    const drawer = await draftForm()
    await expect(drawer).toHaveAccessibleName('新建草稿')
    for (const label of ['标题', '主办部门', '目的地', '出发日期', '天数', '事由'])
      await expect(within(drawer).getByLabelText(new RegExp(`^${label}`))).toHaveValue('')
    await waitFor(() => expect(drawer.contains(document.activeElement)).toBe(true))
    await expect(requestLog.matching('POST', listPath)).toHaveLength(0)
  },
}

export const EditDraft: Story = {
  name: '草稿表单 / 编辑',
  play: async ({ canvasElement, userEvent }) => {
    const table = await loadedTable(config, canvasElement)
    const [newest] = expected(config).records
    await userEvent.click(
      within(bodyRows(table)[0] as HTMLElement).getByRole('button', { name: `编辑“${newest?.bt}”` }),
    )
    const drawer = await draftForm()
    await expect(drawer).toHaveAccessibleName('编辑草稿')
    await expect(within(drawer).getByLabelText(/^标题/)).toHaveValue(newest?.bt)
    await expect(within(drawer).getByLabelText(/^目的地/)).toHaveValue(newest?.fields.destination)
  },
}

export const FieldErrors: Story = {
  name: '草稿表单 / 400 字段错误',
  beforeEach: ({ msw }) => {
    msw.use(
      http.post('*/api/forms/:formId/drafts', ({ request }) =>
        errorResponse(request, 400, 'invalid draft', [
          { field: 'bt', message: 'a draft with this title already exists' },
          { field: 'fields.date', message: 'must be a date' },
        ]),
      ),
    )
  },
  play: async ({ canvasElement, userEvent }) => {
    await loadedTable(config, canvasElement)
    await userEvent.click(within(canvasElement).getAllByRole('button', { name: '新建草稿' })[0] as HTMLElement)
    const drawer = await draftForm()
    await userEvent.type(within(drawer).getByLabelText(/^标题/), '赴日内瓦出差申请')
    // What the form itself checks is right (天数 1 to 365); the server refuses the title and the date.
    await userEvent.type(within(drawer).getByLabelText(/^天数/), '12')
    await userEvent.click(within(drawer).getByRole('button', { name: '保存' }))
    await waitFor(() => expect(requestLog.matching('POST', listPath)[0]?.status).toBe(400))
    await expect(JSON.parse(requestLog.matching('POST', listPath)[0]?.body ?? '{}')).toMatchObject({
      bt: '赴日内瓦出差申请',
      fields: { days: '12' },
    })
    // Each message beside its field, the field marked invalid; the drawer stays open.
    const title = within(drawer).getByLabelText(/^标题/)
    await waitFor(() => expect(title).toHaveAttribute('aria-invalid', 'true'))
    await expect(title).toHaveAccessibleDescription(/标题/)
    // A field the server names is said in the form's own words, not the server's English.
    const date = within(drawer).getByLabelText(/^出发日期/)
    await expect(date).toHaveAttribute('aria-invalid', 'true')
    await expect(date).toHaveAccessibleDescription(/请填写正确的日期/)
    await expect(within(drawer).getByLabelText(/^天数/)).not.toHaveAttribute('aria-invalid', 'true')
    await expect(drawer).toBeVisible()
  },
}

export const DeleteManyUndoable: Story = {
  name: '删除多份 / 撤销（5 秒内，计数随之）',
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement)
    const table = await loadedTable(config, canvasElement)
    const { records } = expected(config)
    const tab = () =>
      within(canvas.getByRole('navigation', { name: '表单的列表' })).getByRole('link', { name: /^草稿/ })
    await waitFor(() => expect(tab()).toHaveTextContent(`草稿 ${records.length}`))
    // Titles repeat among the seeded drafts: pick the rows by place (newest first, as the records).
    for (const row of bodyRows(table).slice(0, 2)) await userEvent.click(within(row).getByRole('checkbox'))
    await userEvent.click(canvas.getByRole('button', { name: '删除所选（2）' }))
    // Nothing asks: the rows leave, 撤销 has the focus, and the tab's count and the pager leave them out alike.
    await expect(screen.queryByRole('alertdialog')).toBeNull()
    await waitFor(() => expect(canvas.getByRole('button', { name: '撤销' })).toHaveFocus())
    await expect(tab()).toHaveTextContent(`草稿 ${records.length - 2}`)
    await expect(canvas.getByText(`共 ${records.length - 2} 条`, { exact: false })).toBeVisible()
    // 撤销 (the story leaves no delete waiting behind it): the rows and the counts come back, nothing was sent.
    await userEvent.click(canvas.getByRole('button', { name: '撤销' }))
    await waitFor(() => expect(tab()).toHaveTextContent(`草稿 ${records.length}`))
    await waitFor(() => expect(bodyRows(table)).toHaveLength(Math.min(records.length, 15)))
    await expect(requestLog.matching('DELETE', /\/drafts\//)).toHaveLength(0)
  },
}

export const DeleteManyDone: Story = {
  name: '删除多份 / 已删除',
  play: async ({ canvasElement, userEvent }) => {
    const table = await loadedTable(config, canvasElement)
    const { records } = expected(config)
    const [first, second] = records
    // Titles repeat among the seeded drafts: pick the rows by place (newest first, as the records).
    for (const row of bodyRows(table).slice(0, 2)) await userEvent.click(within(row).getByRole('checkbox'))
    await userEvent.click(within(canvasElement).getByRole('button', { name: '删除所选（2）' }))
    // Both rows leave the list at once, and 撤销 has the focus for the 5 s before anything is sent…
    await waitFor(() => expect(bodyRows(table)).toHaveLength(Math.min(records.length, 15) - 2))
    const undo = await within(canvasElement).findByRole('button', { name: '撤销' })
    await waitFor(() => expect(undo).toHaveFocus())
    await expect(requestLog.matching('DELETE', /\/drafts\//)).toHaveLength(0)
    // …then one request deletes both.
    await waitFor(() => expect(requestLog.matching('DELETE', /\/drafts\//)[0]?.status).toBe(204), { timeout: 8000 })
    await expect(requestLog.matching('DELETE', /\/drafts\//)[0]?.path).toMatch(
      new RegExp(`/drafts/(${first?.id},${second?.id}|${second?.id},${first?.id})$`),
    )
    // The list reloads what the server now has: the third draft first.
    await waitFor(() => expect(bodyRows(table)).toHaveLength(Math.min(records.length - 2, 15)))
    await expect(bodyRows(table)[0]).toHaveTextContent(records[2]?.cjsj ?? '')
    await expect(table).not.toHaveTextContent(first?.cjsj ?? '')
  },
}

export const DiscardQuestion: Story = {
  name: '草稿表单 / 关闭前询问（未保存）',
  play: async ({ canvasElement, userEvent }) => {
    await loadedTable(config, canvasElement)
    await userEvent.click(within(canvasElement).getAllByRole('button', { name: '新建草稿' })[0] as HTMLElement)
    const drawer = await draftForm()
    await userEvent.type(within(drawer).getByRole('textbox', { name: '标题' }), '赴维也纳参加工发组织会议')
    await userEvent.click(within(drawer).getByRole('button', { name: '取消' }))
    // Typed and not saved: 取消 (as Escape, the backdrop and Back) asks first, 继续编辑 (the safe choice) focused.
    const question = await screen.findByRole('alertdialog', { name: '放弃未保存的内容？' })
    await waitFor(() => expect(within(question).getByRole('button', { name: '继续编辑' })).toHaveFocus())
    await expect(drawer).toBeVisible()
    await expect(requestLog.matching('POST', /\/drafts$/)).toHaveLength(0)
    // 放弃 closes the drawer, sending nothing.
    await userEvent.click(within(question).getByRole('button', { name: '放弃' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    await expect(requestLog.matching('POST', /\/drafts$/)).toHaveLength(0)
  },
}

/** Makes the admin's newest draft of the form one that 科长一 returned with the reason (issue 22's loop). */
function returnNewestDraft(db: MockDb) {
  const form = formByName(db, config.formName)
  const [newest] = adminRecords(db, form.id, 'drafts')
  const chief = db.org.users.find((u) => u.name === '科长一')
  if (!newest || !chief) throw new Error('[stories] the admin has no draft of 出差申请, or the mock no 科长一')
  newest.handled.push({ userId: newest.cjr, time: '2026-02-27 10:00:00' })
  newest.handled.push({ userId: chief.id, time: '2026-02-28 16:20:00', action: 'return', comment: '请补充日程安排' })
  newest.status = '已退回'
}

const returnedRow = (canvasElement: HTMLElement) =>
  waitFor(
    () => {
      const row = canvasElement.querySelector<HTMLElement>('tbody tr:has(.status-returned)')
      if (!row) throw new Error('no row says 已退回')
      return row
    },
    { timeout: 5000 },
  )

export const Returned: Story = {
  name: '退回的草稿',
  beforeEach: ({ msw }) => {
    installMockWith(msw, returnNewestDraft)
  },
  play: async ({ canvasElement }) => {
    await loadedTable(config, canvasElement)
    const row = await returnedRow(canvasElement)
    // The row says it came back, why, from whom and when; the other drafts say 草稿 and no reason.
    await expect(within(row).getByText('已退回')).toHaveClass('badge-warning')
    await expect(row).toHaveTextContent('退回原因：请补充日程安排')
    await expect(row).toHaveTextContent('科长一 · 02-28 16:20')
    await expect(within(row).getByRole('button', { name: /^提交“/ })).toBeVisible()
    await expect(within(canvasElement).getAllByText('退回原因', { exact: false })).toHaveLength(1)
  },
}

export const ReturnedSubmitted: Story = {
  name: '退回的草稿 / 再次提交',
  beforeEach: ({ msw }) => {
    installMockWith(msw, returnNewestDraft)
  },
  play: async ({ canvasElement, userEvent }) => {
    await loadedTable(config, canvasElement)
    const row = await returnedRow(canvasElement)
    const id = row.dataset.rowId
    const submit = within(row).getByRole('button', { name: /^提交“/ })
    const title = (submit.getAttribute('aria-label') ?? '').slice(3, -1)
    await userEvent.click(submit)
    const actions = new RegExp(`/api/forms/[^/]+/drafts/${id}/actions$`)
    await waitFor(() => expect(requestLog.matching('POST', actions)[0]?.status).toBe(200))
    await expect(JSON.parse(requestLog.matching('POST', actions)[0]?.body ?? '{}')).toEqual({ action: 'submit' })
    // Said in the status line; the row leaves, and the row that followed takes the focus.
    await waitFor(() =>
      expect(within(canvasElement).getByRole('status')).toHaveTextContent(`已提交“${title}”，已送科长一办理。`),
    )
    await waitFor(() => expect(canvasElement.querySelector(`tr[data-row-id="${id}"]`)).toBeNull())
    await waitFor(() => expect(document.activeElement).toHaveAttribute('data-primary'))
  },
}
