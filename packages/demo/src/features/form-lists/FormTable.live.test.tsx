import { act, configure, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { arriveTodo } from 'form-mock-server'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { setupMockApi } from '../../../../../test/mockApi.ts'
import { renderApp } from '../../testing/renderApp.tsx'

// Issue 23, the form app: the to-do list stays true while it is looked at (focus, other tabs), and a reload on its own
// never moves the rows the user works in: it is offered as "有 N 条新待办 · 刷新".
const api = setupMockApi()
configure({ asyncUtilTimeout: 5000 })
const form = () => api.db.forms.find((f) => f.name === '出差申请')!
const todoUrl = () => `/sinoform/app/${api.db.apps[0]!.id}/home/form/${form().id}/todo-list`
const rows = () => screen.getAllByRole('row').slice(1)
const titleOf = (row: HTMLElement) => row.querySelector<HTMLElement>('[data-primary]')!
const listLoads = () =>
  api.lines().filter((l) => l.startsWith(`GET /api/forms/${form().id}/todos?size=15&page=0`)).length
const tab = (name: RegExp) =>
  within(screen.getByRole('navigation', { name: '表单的列表' })).getByRole('link', { name: name })

/**
 * The to-do list, its 18 rows shown and the page's effects run (the lists and the focus are listened to from
 * theirs): the rows may show in the first render (asked for before it), and a person acts a frame later at the
 * earliest.
 */
async function openTodos() {
  await renderApp(todoUrl())
  await screen.findByText('共 18 条')
  await act(async () => {})
}

/**
 * The window comes back into focus, past the hook's 5 s throttle (its clock moved on, nothing else): every list on
 * screen reloads on its own (`revalidateOnFocus`).
 */
async function focusWindow() {
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(Date.now() + 6_000)
  await act(() => void window.dispatchEvent(new Event('focus')))
}
afterEach(() => {
  vi.useRealTimers()
})

/** A new to-do for the admin, made in the mock as another person's 提交 would: the newest of the list. */
function arrive() {
  const todo = arriveTodo(api.db, { formId: form().id })
  if (typeof todo === 'string') throw new Error(todo)
  return todo
}

describe('the to-do list as it stays true', { timeout: 20_000 }, () => {
  it('holds new to-dos while the focus is in the list, says so, and 刷新 shows them with the focus on the first', async () => {
    const user = userEvent.setup()
    await openTodos()
    const first = rows()[0]!.textContent
    act(() => titleOf(rows()[2]!).focus())
    const todo = arrive()
    const loads = listLoads()
    await focusWindow()
    await waitFor(() => expect(listLoads()).toBeGreaterThan(loads))
    const notice = await screen.findByText('有 1 条新待办')
    // The rows stay where they are, the focus too.
    expect(rows()[0]!.textContent).toBe(first)
    expect(document.activeElement).toBe(titleOf(rows()[2]!))
    expect(screen.getByRole('status').textContent).toBe('有 1 条新待办，按“刷新”查看。')
    const apply = within(notice.parentElement!).getByRole('button', { name: '刷新' })
    await user.click(apply)
    await waitFor(() => expect(titleOf(rows()[0]!).textContent).toBe(todo.bt))
    expect(screen.queryByText('有 1 条新待办')).toBeNull()
    await waitFor(() => expect(document.activeElement).toBe(titleOf(rows()[0]!)))
    expect(screen.getByRole('status').textContent).toBe('已显示 1 条新待办。')
    expect(screen.getByText('共 19 条')).toBeTruthy()
  })

  it('holds while a record is open and while the focus is back on its row, and shows the reload once the focus leaves', async () => {
    const user = userEvent.setup()
    await openTodos()
    const first = rows()[0]!
    await user.click(titleOf(rows()[1]!))
    await screen.findByRole('dialog')
    const todo = arrive()
    const loads = listLoads()
    await focusWindow()
    await waitFor(() => expect(listLoads()).toBeGreaterThan(loads))
    await screen.findByText('有 1 条新待办')
    expect(rows()[0]).toBe(first)
    await user.keyboard('{Escape}')
    // Closed, with the focus back on the row that opened it: the focus is in the list, so still held; it leaves, and
    // the list follows.
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(screen.getByText('有 1 条新待办')).toBeTruthy()
    act(() => (document.activeElement as HTMLElement).blur())
    await waitFor(() => expect(titleOf(rows()[0]!).textContent).toBe(todo.bt))
    expect(screen.queryByText('有 1 条新待办')).toBeNull()
  })

  it('shows a reload at once when the user is not working in the list, and the tab counts follow on focus', async () => {
    await openTodos()
    await waitFor(() => expect(tab(/^待办/).textContent).toBe('待办 18'))
    const todo = arrive()
    await focusWindow()
    await waitFor(() => expect(titleOf(rows()[0]!).textContent).toBe(todo.bt))
    expect(screen.queryByText(/条新待办/)).toBeNull()
    await waitFor(() => expect(tab(/^待办/).textContent).toBe('待办 19'))
  })

  it('takes a to-do another tab handled out of the list and recounts the tabs, on that tab’s message', async () => {
    await openTodos()
    await waitFor(() => expect(tab(/^已办/).textContent).toBe('已办 8'))
    const handled = api.db.records.find((r) => r.id === rows()[0]!.dataset.rowId)!
    // The other tab's mock already holds its write (the embedded mocks share writes); its lists' store then says so.
    Object.assign(handled, { status: '已办结', handlers: [], ddsj: null, prevHandler: null, workItemId: null })
    handled.handled.push({ userId: '1', time: '2026-03-02 10:00:00', action: 'approve' })
    const otherTab = new BroadcastChannel('use-rest-page-api')
    otherTab.postMessage({ invalidate: `/api/forms/${form().id}/records` })
    otherTab.close()
    await waitFor(() => expect(screen.getByText('共 17 条')).toBeTruthy())
    expect(rows().map((row) => row.dataset.rowId)).not.toContain(handled.id)
    await waitFor(() => expect(tab(/^已办/).textContent).toBe('已办 9'))
    expect(tab(/^待办/).textContent).toBe('待办 17')
  })
})
