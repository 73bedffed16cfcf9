import { configure, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { ORIGIN, setupMockApi } from '../../../../../test/mockApi.ts'
import { renderApp } from '../../testing/renderApp.tsx'

const api = setupMockApi()
configure({ asyncUtilTimeout: 5000 })
const form = () => api.db.forms.find((f) => f.name === '出差申请')!
const dones = () => `/api/forms/${form().id}/dones`
const listRequests = async () =>
  (await api.requests()).filter(
    (r) => r.method === 'GET' && r.url.pathname === dones() && r.url.searchParams.get('size') === '15',
  )

describe('the done list', { timeout: 20_000 }, () => {
  it('puts what was just handled first (办理时间, newest first), 已退回 for what was returned, and sorts by 办理时间', async () => {
    const user = userEvent.setup()
    // The admin returns the to-do drafted longest ago: by 起草时间 it would be last.
    const oldest = api.db.records
      .filter((r) => r.formId === form().id && r.status === '流转中' && r.handlers.includes('1'))
      .sort((a, b) => a.cjsj.localeCompare(b.cjsj))[0]!
    const answer = await fetch(`${ORIGIN}/api/forms/${form().id}/records/${oldest.id}/actions`, {
      method: 'POST',
      headers: { 'sinoform-current-user-id': '1', 'Content-Type': 'application/json' },
      body: JSON.stringify({ action: 'return', comment: '请补充日程' }),
    })
    expect(answer.status).toBe(200)
    api.clear()
    await renderApp(`/sinoform/doneList/${form().id}`)
    await screen.findByText('共 9 条')
    expect((await listRequests()).map((r) => r.url.searchParams.get('sort'))).toEqual(['blsj_d'])
    const header = screen.getByRole('columnheader', { name: /办理时间/ })
    expect(header.getAttribute('aria-sort')).toBe('descending')
    const first = screen.getAllByRole('row')[1]!
    expect(first.dataset.rowId).toBe(oldest.id)
    expect(within(first).getByText('已退回')).toBeTruthy()
    expect(first.textContent).toContain('退回原因：请补充日程')

    await user.click(within(header).getByRole('button'))
    await waitFor(() => expect(header.getAttribute('aria-sort')).toBe('ascending'))
    expect((await listRequests()).map((r) => r.url.searchParams.get('sort'))).toEqual(['blsj_d', 'blsj'])
    await waitFor(() => expect(screen.getAllByRole('row').at(-1)!.dataset.rowId).toBe(oldest.id))
  })
})
