import { configure, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { followNetworkInPage } from 'form-mock-server'
import { http, HttpResponse } from 'msw'
import { afterEach, describe, expect, it } from 'vitest'
import { setupMockApi } from '../../../../../test/mockApi.ts'
import { renderApp } from '../../testing/renderApp.tsx'

const api = setupMockApi()
configure({ asyncUtilTimeout: 5000 })
const form = () => api.db.forms.find((f) => f.name === '出差申请')!
const appUrl = (segment: string) => `/sinoform/app/${api.db.apps[0]!.id}/home/form/${form().id}/${segment}`
const rows = () => screen.getAllByRole('row').slice(1)

let stopFollowing: (() => void) | undefined
/** Cuts the mock's network, the page following (navigator.onLine false, `offline` fired), as a cut cable. */
const goOffline = () => {
  stopFollowing ??= followNetworkInPage(api.controls, window)
  api.controls.network = 'offline'
}
afterEach(() => {
  stopFollowing?.()
  stopFollowing = undefined
})

// Whole-app renders on a shared 2-core machine: generous timeouts for the first lazy route load.
describe('the to-do list with no network', { timeout: 20_000 }, () => {
  it('opens a to-do from its row when the record cannot be read, with 办理', async () => {
    const user = userEvent.setup()
    await renderApp(appUrl('todo-list'))
    await screen.findByText('共 18 条')
    const title = within(rows()[0]!).getAllByRole('button')[0]!
    goOffline()
    await user.click(title)
    const drawer = await screen.findByRole('dialog', { name: title.textContent! })
    expect(await within(drawer).findByText('离线：显示的是列表中保存的内容，联网后可查看全部详情。')).toBeTruthy()
    expect(within(drawer).getByRole('form', { name: '办理' })).toBeTruthy()
    // The read was tried, and failed for want of a network: no error panel with 重试 stands in the way.
    expect(api.lines().filter((l) => /\/records\/[0-9a-f]{24}$/.test(l))).toHaveLength(1)
    expect(within(drawer).queryByRole('button', { name: '重试' })).toBeNull()
  })

  it('同意 offline: the to-do leaves at once, 待同步 1 项, and once online it goes out before the list reloads', async () => {
    const user = userEvent.setup()
    await renderApp(appUrl('todo-list'))
    await screen.findByText('共 18 条')
    const title = within(rows()[0]!).getAllByRole('button')[0]!
    const name = title.textContent!
    goOffline()
    await user.click(title)
    const drawer = await screen.findByRole('dialog', { name })
    const id = new URLSearchParams(window.location.search).get('record')!
    await user.click(within(drawer).getByRole('button', { name: '同意' }))
    expect(await within(drawer).findByText(`已记下同意“${name}”，联网后自动发送。`, { exact: false })).toBeTruthy()
    expect(document.activeElement).toBe(within(drawer).getByRole('button', { name: '办理下一条' }))
    // The to-do has left the list, and the drawer still names it.
    expect(screen.getByRole('dialog', { name })).toBe(drawer)
    expect(screen.getByRole('status', { name: '同步状态' }).textContent).toBe('离线 · 待同步 1 项，联网后自动发送。')
    expect(screen.queryAllByRole('row').some((r) => r.getAttribute('data-row-id') === id)).toBe(false)
    expect(api.lines().filter((l) => l.endsWith('/actions'))).toEqual([])

    const mark = api.lines().length
    api.controls.network = 'online'
    await waitFor(() => expect(screen.queryByRole('status', { name: '同步状态' })).toBeNull())
    const after = api.lines().slice(mark)
    const post = after.indexOf(`POST /api/forms/${form().id}/records/${id}/actions`)
    const reload = after.findIndex((l) => l.startsWith(`GET /api/forms/${form().id}/todos?`))
    expect(post).toBeGreaterThanOrEqual(0)
    expect(reload).toBeGreaterThan(post)
    const sent = (await api.requests()).find((r) => r.method === 'POST' && r.path.endsWith('/actions'))!
    expect(sent.body).toEqual({ action: 'approve', comment: '' })
  })

  it('a to-do someone else handled while it waited is told with who and when, 查看 and 知道了', async () => {
    const user = userEvent.setup()
    api.server.use(
      http.post('*/api/forms/:formId/records/:id/actions', () =>
        HttpResponse.json(
          {
            status: 409,
            error: 'Conflict',
            message: 'taken',
            handled: { by: '科长一', at: '2026-03-02 09:14:00', action: 'approve' },
          },
          { status: 409 },
        ),
      ),
    )
    await renderApp(appUrl('todo-list'))
    await screen.findByText('共 18 条')
    const title = within(rows()[0]!).getAllByRole('button')[0]!
    const name = title.textContent!
    goOffline()
    await user.click(title)
    const drawer = await screen.findByRole('dialog', { name })
    await user.click(within(drawer).getByRole('button', { name: '同意' }))
    await within(drawer).findByText('联网后自动发送', { exact: false })
    await user.click(within(drawer).getAllByRole('button', { name: '关闭' }).at(-1)!)
    api.controls.network = 'online'
    const notice = await screen.findByRole('status', { name: '离线操作的结果' })
    await waitFor(() =>
      expect(notice.textContent).toContain(`“${name}”：科长一已于 2026-03-02 09:14 同意了这份待办，不需要你再办理。`),
    )
    await user.click(within(notice).getByRole('button', { name: '知道了' }))
    expect(screen.queryByRole('status', { name: '离线操作的结果' })).toBeNull()
    expect(document.activeElement).toBe(document.getElementById('main'))
  })
})
