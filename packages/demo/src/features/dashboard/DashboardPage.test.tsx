import { configure, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { mayOpen } from 'form-mock-server'
import { describe, expect, it } from 'vitest'
import { setupMockApi } from '../../../../../test/mockApi.ts'
import { renderApp } from '../../testing/renderApp.tsx'

const api = setupMockApi()
// The whole app loads (lazy routes, sign-in) on two cores shared by several workers: allow more than a second.
configure({ asyncUtilTimeout: 5000 })
const app = () => api.db.apps[0]!
const dashboard = () => api.db.forms.find((f) => f.name === '统计分析')!
const open = (id = dashboard().id, userId = '1') =>
  renderApp(`/sinoform/app/${app().id}/home/dashboard/${id}`, { userId })

describe('DashboardPage', () => {
  it('draws the records the user may open by status and by host department, the numbers as text', async () => {
    await open()
    expect(await screen.findByRole('heading', { level: 1, name: '统计分析' })).toBeTruthy()
    expect(api.lines()).toContain(`GET /api/dashboards/${dashboard().id}/statistics`)
    const admin = api.db.org.users.find((u) => u.id === '1')!
    const visible = api.db.records.filter((r) => mayOpen(r, admin))
    const byStatus = within(screen.getByRole('figure', { name: '按状态' })).getAllByRole('listitem')
    expect(byStatus.map((li) => li.textContent)).toEqual(
      ['草稿', '流转中', '已办结', '已退回'].map((s) => `${s}${visible.filter((r) => r.status === s).length} 条`),
    )
    const byDept = within(screen.getByRole('figure', { name: '按主办部门' })).getAllByRole('listitem')
    const sum = byDept.reduce((n, li) => n + Number(li.textContent?.match(/(\d+) 条$/)?.[1]), 0)
    expect(sum).toBe(visible.length)
    expect(screen.getByText('记录总数').nextElementSibling?.textContent).toBe(String(visible.length))
  })

  it('counts a returned record under 已退回, so the bars add up to the total', async () => {
    const todo = api.db.records.find((r) => r.status === '流转中' && r.handlers.includes('1'))!
    Object.assign(todo, { status: '已退回', handlers: [] })
    await open()
    const bars = within(await screen.findByRole('figure', { name: '按状态' })).getAllByRole('listitem')
    expect(bars.map((li) => li.textContent?.replace(/\d+ 条$/, ''))).toEqual(['草稿', '流转中', '已办结', '已退回'])
    const sum = bars.reduce((n, li) => n + Number(li.textContent?.match(/(\d+) 条$/)?.[1]), 0)
    expect(sum).toBe(Number(screen.getByText('记录总数').nextElementSibling?.textContent?.replace(/,/g, '')))
  })

  it('says when there is nothing to count', async () => {
    api.db.records = []
    await open()
    expect(await screen.findByText('还没有可统计的记录')).toBeTruthy()
  })

  it('explains a failure and counts again on retry', async () => {
    const user = userEvent.setup()
    api.controls.failNext('GET', `/api/dashboards/${dashboard().id}/statistics`, 503)
    await open()
    expect(await screen.findByText('服务器暂时出了问题')).toBeTruthy()
    await user.click(screen.getByRole('button', { name: '重试' }))
    expect(await screen.findByRole('figure', { name: '按状态' })).toBeTruthy()
  })
})
