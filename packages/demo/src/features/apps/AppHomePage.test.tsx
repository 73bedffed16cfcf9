import { configure, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { setupMockApi } from '../../../../../test/mockApi.ts'
import { here, renderApp } from '../../testing/renderApp.tsx'

const api = setupMockApi()
// The whole app loads (lazy routes, sign-in) on two cores shared by several workers: allow more than a second.
configure({ asyncUtilTimeout: 5000 })
const app = () => api.db.apps[0]!
const form = (name: string) => api.db.forms.find((f) => f.name === name)!
const open = (appId = app().id) => renderApp(`/sinoform/app/${appId}/home`)

describe('AppHomePage', () => {
  it('reads the app and shows its forms by kind, its group and its dashboard, each a link to its page', async () => {
    await open()
    expect(await screen.findByRole('heading', { level: 1, name: '国际合作' })).toBeTruthy()
    expect(api.lines().filter((l) => l.startsWith('GET /api/apps/'))).toEqual([`GET /api/apps/${app().id}`])
    expect(screen.getByText('6 个表单 · 1 个统计看板 · 1 个分组')).toBeTruthy()
    const flow = screen.getByRole('region', { name: /^流程表单/ })
    expect(
      within(flow)
        .getAllByRole('listitem')
        .map((li) => li.querySelector('a')?.textContent),
    ).toEqual(['出差申请', '请假申请', '印章申请', '接待通报单'])
    const base = `/sinoform/app/${app().id}/home`
    const trip = within(flow).getByRole('navigation', { name: '出差申请的页面' })
    expect(
      within(trip)
        .getAllByRole('link')
        .map((a) => [a.textContent, a.getAttribute('href')]),
    ).toEqual(
      ['draft', 'todo', 'done', 'search'].map((k, i) => [
        ['草稿', '待办', '已办', '查询'][i],
        `${base}/form/${form('出差申请').id}/${k}-list`,
      ]),
    )
    const noFlow = screen.getByRole('region', { name: /^无流程表单/ })
    expect(within(noFlow).getByRole('link', { name: '记录列表' }).getAttribute('href')).toBe(
      `${base}/form/${form('出国（境）团组').id}/no-flow-list`,
    )
    const dashboards = screen.getByRole('region', { name: /^统计看板/ })
    expect(within(dashboards).getByRole('link', { name: '统计分析' }).getAttribute('href')).toBe(
      `${base}/dashboard/${form('统计分析').id}`,
    )
    const groups = screen.getByRole('region', { name: /^分组/ })
    expect(within(groups).getByRole('link', { name: '人员资料库' }).getAttribute('href')).toBe(
      `${base}/group/${api.db.groups[0]!.id}`,
    )
    expect(within(groups).getByText('1 个表单：借阅记录')).toBeTruthy()
  })

  it('opens a form from its card', async () => {
    const user = userEvent.setup()
    await open()
    await user.click(await screen.findByRole('link', { name: '请假申请' }))
    await waitFor(() => expect(here()).toBe(`/sinoform/app/${app().id}/home/form/${form('请假申请').id}`))
  })

  it('says when the app has no forms', async () => {
    api.db.forms = []
    api.db.groups = []
    await open()
    expect(await screen.findByText('这个应用还没有表单')).toBeTruthy()
  })

  it('says an unknown app does not exist, with the way home and no retry', async () => {
    await open('nope')
    expect(await screen.findByRole('heading', { level: 1, name: '这个应用不存在' })).toBeTruthy()
    expect(screen.getByRole('link', { name: '返回首页' }).getAttribute('href')).toBe('/')
    expect(screen.queryByRole('button', { name: '重试' })).toBeNull()
    expect(api.lines().filter((l) => l.startsWith('GET /api/apps/'))).toEqual(['GET /api/apps/nope'])
  })

  it('shows progress while loading', async () => {
    api.controls.latencyMs = 500
    await open()
    expect(await screen.findByRole('progressbar', { name: '正在加载应用' })).toBeTruthy()
    expect(await screen.findByRole('heading', { level: 1, name: '国际合作' })).toBeTruthy()
  })
})
