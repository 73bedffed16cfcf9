import { configure, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { setupMockApi } from '../../../../../test/mockApi.ts'
import { renderApp } from '../../testing/renderApp.tsx'

const api = setupMockApi()
// The whole app loads (lazy routes, sign-in) on two cores shared by several workers: allow more than a second.
configure({ asyncUtilTimeout: 5000 })
const app = () => api.db.apps[0]!
const form = (name: string) => api.db.forms.find((f) => f.name === name)!
const open = (formId: string) => renderApp(`/sinoform/app/${app().id}/home/form/${formId}`)
const links = (name: string) =>
  within(screen.getByRole('region', { name }))
    .getAllByRole('link')
    .map((a) => a.getAttribute('href'))

describe('FormPage', () => {
  it('shows a flow form, its flow and its four lists', async () => {
    const trip = form('出差申请')
    await open(trip.id)
    expect(await screen.findByRole('heading', { level: 1, name: '出差申请' })).toBeTruthy()
    expect(api.lines()).toContain(`GET /api/forms/${trip.id}`)
    expect(screen.getByText('流程表单 · 尚未发布')).toBeTruthy()
    expect(document.title).toBe('出差申请 - 国际合作')
    expect(screen.getByRole('list', { name: '流程' }).textContent).toBe('科员申请科长审批结束')
    const base = `/sinoform/app/${app().id}/home/form/${trip.id}`
    expect(links('列表')).toEqual(['draft', 'todo', 'done', 'search'].map((k) => `${base}/${k}-list`))
    expect(screen.getByRole('link', { name: '国际合作' }).getAttribute('href')).toBe(`/sinoform/app/${app().id}/home`)
  })

  it('shows a form without a flow with its one list and its group', async () => {
    const loans = form('借阅记录')
    await open(loans.id)
    expect(await screen.findByRole('heading', { level: 1, name: '借阅记录' })).toBeTruthy()
    expect(links('列表')).toEqual([`/sinoform/app/${app().id}/home/form/${loans.id}/no-flow-list`])
    expect(screen.getByRole('link', { name: '人员资料库' }).getAttribute('href')).toBe(
      `/sinoform/app/${app().id}/home/group/${api.db.groups[0]!.id}`,
    )
    expect(screen.queryByRole('list', { name: '流程' })).toBeNull()
  })

  it('leads a dashboard to its page', async () => {
    const stats = form('统计分析')
    await open(stats.id)
    expect(await screen.findByRole('heading', { level: 1, name: '统计分析' })).toBeTruthy()
    expect(links('页面')).toEqual([`/sinoform/app/${app().id}/home/dashboard/${stats.id}`])
  })

  it('says an unknown form does not exist', async () => {
    await open('nope')
    expect(await screen.findByRole('heading', { level: 1, name: '这个表单不存在' })).toBeTruthy()
    expect(screen.getByRole('link', { name: '返回应用首页' })).toBeTruthy()
    expect(screen.queryByRole('button', { name: '重试' })).toBeNull()
  })
})
