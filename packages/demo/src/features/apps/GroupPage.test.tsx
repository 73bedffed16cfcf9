import { configure, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { setupMockApi } from '../../../../../test/mockApi.ts'
import { renderApp } from '../../testing/renderApp.tsx'

const api = setupMockApi()
// The whole app loads (lazy routes, sign-in) on two cores shared by several workers: allow more than a second.
configure({ asyncUtilTimeout: 5000 })
const app = () => api.db.apps[0]!
const open = (groupId = api.db.groups[0]!.id) => renderApp(`/sinoform/app/${app().id}/home/group/${groupId}`)

describe('GroupPage', () => {
  it('shows the group and its forms with their lists', async () => {
    const loans = api.db.forms.find((f) => f.name === '借阅记录')!
    await open()
    expect(await screen.findByRole('heading', { level: 1, name: '人员资料库' })).toBeTruthy()
    expect(api.lines()).toContain(`GET /api/groups/${api.db.groups[0]!.id}`)
    expect(screen.getByText('分组 · 1 个表单')).toBeTruthy()
    expect(screen.getByRole('link', { name: '借阅记录' }).getAttribute('href')).toBe(
      `/sinoform/app/${app().id}/home/form/${loans.id}`,
    )
    expect(screen.getByRole('link', { name: '记录列表' }).getAttribute('href')).toBe(
      `/sinoform/app/${app().id}/home/form/${loans.id}/no-flow-list`,
    )
  })

  it('says when the group is empty and leads back to the app', async () => {
    for (const f of api.db.forms) f.groupId = null
    await open()
    expect(await screen.findByText('这个分组还没有表单')).toBeTruthy()
    expect(screen.getByRole('link', { name: '返回应用首页' }).getAttribute('href')).toBe(
      `/sinoform/app/${app().id}/home`,
    )
  })

  it('says an unknown group does not exist', async () => {
    await open('nope')
    expect(await screen.findByRole('heading', { level: 1, name: '这个分组不存在' })).toBeTruthy()
    expect(screen.getByRole('link', { name: '返回应用首页' })).toBeTruthy()
    expect(screen.queryByRole('button', { name: '重试' })).toBeNull()
  })
})
