import { configure, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { followNetworkInPage } from 'form-mock-server'
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
})
