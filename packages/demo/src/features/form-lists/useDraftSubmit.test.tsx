import { configure, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http } from 'msw'
import { errorResponse } from 'form-mock-server'
import { describe, expect, it } from 'vitest'
import { setupMockApi } from '../../../../../test/mockApi.ts'
import { renderApp } from '../../testing/renderApp.tsx'

const api = setupMockApi()
configure({ asyncUtilTimeout: 5000 })
const form = () => api.db.forms.find((f) => f.name === '出差申请')!
const chief = () => api.db.org.users.find((u) => u.name === '科长一')!
const url = () => `/sinoform/draftList/${form().id}`
const mine = () =>
  api.db.records
    .filter((r) => r.formId === form().id && r.status === '草稿' && r.cjr === '1')
    .sort((a, b) => b.cjsj.localeCompare(a.cjsj))
const rows = () => screen.getAllByRole('row').slice(1)
/** A draft's row (titles repeat in the seed: found by id). */
const rowOf = (id: string) => document.querySelector<HTMLElement>(`tr[data-row-id="${id}"]`)
const titleOf = (id: string) => within(rowOf(id)!).getAllByRole('button')[0]!

/** Makes one of the admin's drafts a draft 科长一 returned, with the reason. */
function returnDraft(index: number, comment: string) {
  const draft = mine()[index]!
  draft.handled.push({ userId: '1', time: '2026-02-27 10:00:00' })
  draft.handled.push({ userId: chief().id, time: '2026-02-28 16:20:00', action: 'return', comment })
  draft.status = '已退回'
  return draft
}

describe('提交 on the draft list', { timeout: 20_000 }, () => {
  it('sends the draft into its flow, says where it went, and gives the focus to the row that followed', async () => {
    const user = userEvent.setup()
    const [first, second] = mine()
    await renderApp(url())
    await screen.findByText('共 4 条')
    api.clear()
    await user.click(within(rowOf(first!.id)!).getByRole('button', { name: `提交“${first!.bt}”` }))
    await waitFor(() => expect(rowOf(first!.id)).toBeNull())
    const posts = (await api.requests()).filter((r) => r.method === 'POST')
    expect(posts.map((r) => [r.path, r.body])).toEqual([
      [`/api/forms/${form().id}/drafts/${first!.id}/actions`, { action: 'submit' }],
    ])
    expect(screen.getByRole('status').textContent).toBe(`已提交“${first!.bt}”，已送科长一办理。`)
    await waitFor(() => expect(document.activeElement).toBe(titleOf(second!.id)))
    // The mock made it 科长一's to-do; the drafts and the tab count follow.
    expect(api.db.records.find((r) => r.id === first!.id)).toMatchObject({ status: '流转中', handlers: [chief().id] })
    await screen.findByText('共 3 条')
  })

  it('marks a returned draft 已退回 with its reason in the row, and submits it again', async () => {
    const user = userEvent.setup()
    const returned = returnDraft(1, '请补充日程')
    await renderApp(url())
    await screen.findByText('共 4 条')
    const row = rowOf(returned.id)!
    expect(within(row).getByText('已退回').className).toContain('badge-warning')
    expect(row.textContent).toContain('退回原因：请补充日程')
    expect(row.textContent).toContain('科长一')
    // The other drafts say 草稿 and no reason.
    const other = rowOf(mine()[0]!.id)!
    expect(within(other).getByText('草稿')).toBeTruthy()
    expect(other.textContent).not.toContain('退回原因')

    await user.click(within(row).getByRole('button', { name: `提交“${returned.bt}”` }))
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe(`已提交“${returned.bt}”，已送科长一办理。`))
    expect(api.db.records.find((r) => r.id === returned.id)?.status).toBe('流转中')
  })

  it('filters the drafts by 已退回', async () => {
    const user = userEvent.setup()
    const returned = returnDraft(2, '目的地有误')
    await renderApp(url())
    await screen.findByText('共 4 条')
    await user.selectOptions(screen.getByRole('combobox', { name: '状态' }), '已退回')
    await user.click(screen.getByRole('button', { name: '查询' }))
    await screen.findByText('共 1 条')
    expect(rows().map((r) => r.dataset.rowId)).toEqual([returned.id])
    expect((await api.requests()).at(-1)?.url.searchParams.get('status')).toBe('已退回')
  })

  it('says a refused 提交 in an alert with the focus, and keeps the draft', async () => {
    const user = userEvent.setup()
    const [first] = mine()
    api.server.use(
      http.post('*/api/forms/:formId/drafts/:id/actions', ({ request }) =>
        errorResponse(request, 409, 'the flow has no handler'),
      ),
    )
    await renderApp(url())
    await screen.findByText('共 4 条')
    await user.click(within(rowOf(first!.id)!).getByRole('button', { name: `提交“${first!.bt}”` }))
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toMatch(new RegExp(`“${first!.bt}”没有提交。$`))
    await waitFor(() => expect(document.activeElement).toBe(alert))
    expect(rowOf(first!.id)).not.toBeNull()
    expect(api.db.records.find((r) => r.id === first!.id)?.status).toBe('草稿')
  })
})
