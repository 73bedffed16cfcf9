import { configure, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { setupMockApi } from '../../../../../test/mockApi.ts'
import { renderApp } from '../../testing/renderApp.tsx'

const api = setupMockApi()
configure({ asyncUtilTimeout: 5000 })
const form = () => api.db.forms.find((f) => f.name === '出差申请')!

describe('sign-in and resume', { timeout: 20_000 }, () => {
  it('shows the sign-in on a 401 and resumes the page with the new token once signed in', async () => {
    const user = userEvent.setup()
    await renderApp(`/sinoform/todoList/${form().id}`, {
      session: { token: 'expired', user: { id: '1', name: 'admin' } },
    })
    const dialog = await screen.findByRole('dialog', { name: '登录已失效，请重新登录' })
    await waitFor(() => expect(within(dialog).getByLabelText('用户')).toHaveProperty('disabled', false))
    expect((within(dialog).getByLabelText('用户') as HTMLSelectElement).value).toBe('1')
    await user.click(within(dialog).getByRole('button', { name: '登录' }))
    expect(await screen.findByText('共 18 条')).toBeTruthy()
    expect(screen.queryByRole('dialog')).toBeNull()
    const lists = (await api.requests()).filter(
      (r) => r.path === `/api/forms/${form().id}/todos?size=15&page=0&sort=cjsj_d`,
    )
    expect(lists.map((r) => r.headers.get('authorization'))).toEqual([
      'Bearer expired',
      expect.stringMatching(/^Bearer [0-9a-f]{32}$/),
    ])
  })

  it('switches users with the header switcher: a new session and the new user\u2019s rows', async () => {
    const user = userEvent.setup()
    await renderApp(`/sinoform/todoList/${form().id}`)
    await screen.findByText('共 18 条')
    const zhang = api.db.org.users.find((u) => u.name === '科长一')!
    await waitFor(() => expect(within(screen.getByLabelText('当前用户')).getAllByRole('option')).toHaveLength(6))
    expect(within(screen.getByLabelText('当前用户')).getAllByRole('option')[0]!.textContent).toBe('admin')
    await user.selectOptions(screen.getByLabelText('当前用户'), zhang.id)
    const expected = api.db.records.filter(
      (r) => r.formId === form().id && r.status === '流转中' && r.handlers.includes(zhang.id),
    ).length
    expect(await screen.findByText(`共 ${expected} 条`)).toBeTruthy()
    const posts = (await api.requests()).filter((r) => r.method === 'POST' && r.path === '/api/sessions')
    expect(posts.map((r) => r.body)).toEqual([{ userId: '1' }, { userId: zhang.id }])
  })

  it('never shows a row of the previous user after a switch, not even while the new user\u2019s rows load', async () => {
    const user = userEvent.setup()
    const { store } = await renderApp(`/sinoform/todoList/${form().id}`)
    await screen.findByText('共 18 条')
    const zhang = api.db.org.users.find((u) => u.name === '科长一')!
    const titles = () => api.db.records.filter((r) => document.body.textContent?.includes(r.bt)).map((r) => r.bt)
    const adminRows = titles()
    // Every text the page shows from the moment the new session exists (the previous user is still signed in while
    // the switch asks for it), until the new user's rows are there.
    const seen: string[] = []
    const observer = new MutationObserver(() => seen.push(document.body.textContent ?? ''))
    const stop = store.subscribe(() => {
      if (store.getSnapshot().session?.user.id !== zhang.id) return
      observer.observe(document.body, { childList: true, subtree: true, characterData: true })
      stop()
    })
    await waitFor(() => expect(within(screen.getByLabelText('当前用户')).getAllByRole('option')).toHaveLength(6))
    await user.selectOptions(screen.getByLabelText('当前用户'), zhang.id)
    const expected = api.db.records.filter(
      (r) => r.formId === form().id && r.status === '流转中' && r.handlers.includes(zhang.id),
    ).length
    expect(await screen.findByText(`共 ${expected} 条`)).toBeTruthy()
    observer.disconnect()
    // The previous user's rows that the new user does not have.
    const zhangRows = titles()
    const adminOnly = adminRows.filter((title) => !zhangRows.includes(title))
    expect(adminOnly.length).toBeGreaterThan(0)
    expect(seen.length).toBeGreaterThan(0)
    for (const text of seen) for (const title of adminOnly) expect(text).not.toContain(title)
  })

  it('signs out to the sign-in, and signs in as the user chosen', async () => {
    const user = userEvent.setup()
    await renderApp(`/sinoform/doneList/${form().id}`)
    await screen.findByText('共 8 条')
    await user.click(screen.getByRole('button', { name: '退出' }))
    const dialog = await screen.findByRole('dialog', { name: '登录' })
    const li = api.db.org.users.find((u) => u.name === '李四')!
    await waitFor(() => expect(within(dialog).getAllByRole('option').length).toBe(6))
    await user.selectOptions(within(dialog).getByLabelText('用户'), li.id)
    await user.click(within(dialog).getByRole('button', { name: '登录' }))
    const expected = api.db.records.filter(
      (r) => r.formId === form().id && r.status !== '草稿' && r.handled.some((h) => h.userId === li.id),
    ).length
    expect(await screen.findByText(`共 ${expected} 条`)).toBeTruthy()
  })

  it('reloads a list whose request timed out while the sign-in was open, once signed in', async () => {
    const user = userEvent.setup()
    await renderApp(`/sinoform/todoList/${form().id}`, {
      session: { token: 'expired', user: { id: '1', name: 'admin' } },
      timeoutMs: 300,
    })
    const dialog = await screen.findByRole('dialog', { name: '登录已失效，请重新登录' })
    expect(await screen.findByText('服务器响应超时')).toBeTruthy()
    await waitFor(() => expect(within(dialog).getByLabelText('用户')).toHaveProperty('disabled', false))
    await user.click(within(dialog).getByRole('button', { name: '登录' }))
    expect(await screen.findByText('共 18 条')).toBeTruthy()
    const lists = (await api.requests()).filter(
      (r) => r.path === `/api/forms/${form().id}/todos?size=15&page=0&sort=cjsj_d`,
    )
    expect(lists.at(-1)?.headers.get('authorization')).toMatch(/^Bearer [0-9a-f]{32}$/)
  })
})
