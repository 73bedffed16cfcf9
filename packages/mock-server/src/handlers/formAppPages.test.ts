import { describe, expect, it } from 'vitest'
import { ORIGIN, setupMockApi } from '../../../../test/mockApi.ts'
import { mayOpen } from '../db/inList.ts'

const api = setupMockApi()
const get = async (path: string, as = '1') => {
  const res = await fetch(`${ORIGIN}${path}`, { headers: { 'sinoform-current-user-id': as } })
  return { status: res.status, body: await res.json() }
}
const app = () => api.db.apps[0]!
const formNamed = (name: string) => api.db.forms.find((f) => f.name === name)!
const names = (list: { name: string }[]) => list.map((x) => x.name)

describe('the form app pages', () => {
  it('lists the apps and finds one by name', async () => {
    const { status, body } = await get(`/api/apps?name=${encodeURIComponent('国际合作')}`)
    expect(status).toBe(200)
    expect(body).toMatchObject({ totalElements: 1, content: [{ id: app().id, name: '国际合作' }] })
    expect((await get('/api/apps?name=nope')).body.totalElements).toBe(0)
    expect((await get('/api/apps?colour=red')).status).toBe(400)
  })

  it('answers an app with its groups and their forms, then the forms outside groups', async () => {
    const { status, body } = await get(`/api/apps/${app().id}`)
    expect(status).toBe(200)
    expect(body.name).toBe('国际合作')
    expect(body.groups).toHaveLength(1)
    expect(body.groups[0].name).toBe('人员资料库')
    expect(names(body.groups[0].forms)).toEqual(['借阅记录'])
    expect(names(body.forms)).toEqual(['出差申请', '请假申请', '印章申请', '接待通报单', '出国（境）团组', '统计分析'])
    expect(body.forms[0]).toEqual({
      id: formNamed('出差申请').id,
      name: '出差申请',
      type: 'flow',
      groupId: null,
      resourceId: null,
    })
  })

  it('answers a group with its forms, and a form with its app, group and flow', async () => {
    const group = api.db.groups[0]!
    const g = await get(`/api/groups/${group.id}`)
    expect(g.body).toMatchObject({ id: group.id, name: '人员资料库', appId: app().id, app: '国际合作' })
    expect(names(g.body.forms)).toEqual(['借阅记录'])
    const f = await get(`/api/forms/${formNamed('出差申请').id}`)
    expect(f.body).toMatchObject({ name: '出差申请', type: 'flow', appId: app().id, app: '国际合作', group: null })
    expect(f.body.flowNodes.map((n: { name: string }) => n.name)).toEqual(['科员申请', '科长审批', '结束'])
    const loan = await get(`/api/forms/${formNamed('借阅记录').id}`)
    expect(loan.body).toMatchObject({ type: 'noFlow', group: '人员资料库', flowNodes: [] })
  })

  it.each([['/api/apps/nope'], ['/api/groups/nope'], ['/api/forms/nope'], ['/api/dashboards/nope/statistics']])(
    'answers 404 with the error body for %s',
    async (path) => {
      const { status, body } = await get(path)
      expect(status).toBe(404)
      expect(body).toMatchObject({ status: 404, error: 'NOT FOUND', path })
    },
  )

  it('does not count a form that is not a dashboard as one', async () => {
    expect((await get(`/api/dashboards/${formNamed('出差申请').id}/statistics`)).status).toBe(404)
  })

  it('counts the records each user may open, by status and by host department, most first', async () => {
    const dashboard = formNamed('统计分析')
    for (const user of api.db.org.users) {
      const { body } = await get(`/api/dashboards/${dashboard.id}/statistics`, user.id)
      const visible = api.db.records.filter((r) => mayOpen(r, user))
      expect(body.dashboard).toMatchObject({ id: dashboard.id, name: '统计分析', app: '国际合作' })
      expect(body.total).toBe(visible.length)
      expect(body.byStatus).toEqual(
        ['草稿', '流转中', '已办结', '已退回'].map((status) => ({
          status,
          count: visible.filter((r) => r.status === status).length,
        })),
      )
      const counts = body.byDepartment.map((d: { count: number }) => d.count)
      expect(counts.reduce((a: number, b: number) => a + b, 0)).toBe(visible.length)
      expect(counts).toEqual([...counts].sort((a, b) => b - a))
      for (const d of body.byDepartment) expect(d.count).toBe(visible.filter((r) => r.zbbm === d.deptId).length)
    }
    const admin = await get(`/api/dashboards/${dashboard.id}/statistics`)
    expect(admin.body.byDepartment[0].deptName).not.toBe('')
  })

  it('counts a returned record under 已退回, so the statuses add up to the total', async () => {
    const dashboard = formNamed('统计分析')
    const todo = api.db.records.find((r) => r.status === '流转中' && r.handlers.includes('1'))!
    const returned = await fetch(`${ORIGIN}/api/forms/${todo.formId}/records/${todo.id}/actions`, {
      method: 'POST',
      headers: { 'sinoform-current-user-id': '1', 'Content-Type': 'application/json' },
      body: JSON.stringify({ action: 'return', comment: '请补充行程' }),
    })
    expect(returned.status).toBe(200)
    const { body } = await get(`/api/dashboards/${dashboard.id}/statistics`)
    const counts = Object.fromEntries(body.byStatus.map((s: { status: string; count: number }) => [s.status, s.count]))
    expect(counts['已退回']).toBe(
      api.db.records.filter((r) => r.status === '已退回' && mayOpen(r, api.db.org.users[0]!)).length,
    )
    expect(counts['已退回']).toBeGreaterThan(0)
    expect(Object.values(counts).reduce((a, b) => (a as number) + (b as number), 0)).toBe(body.total)
  })

  it('needs an identity like every other request', async () => {
    const res = await fetch(`${ORIGIN}/api/apps/${app().id}`)
    expect(res.status).toBe(401)
  })
})
