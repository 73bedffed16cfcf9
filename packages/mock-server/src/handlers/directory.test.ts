import { describe, expect, it } from 'vitest'
import { ORIGIN, setupMockApi } from '../../../../test/mockApi.ts'
import { inList } from '../db/inList.ts'

const api = setupMockApi()
const get = async (path: string, as: string | null = '1') => {
  const res = await fetch(`${ORIGIN}${path}`, { headers: as === null ? {} : { 'sinoform-current-user-id': as } })
  return { status: res.status, body: await res.json() }
}

describe('the directory and the sign-in candidates', () => {
  it('lists departments depth first with their path, for a department picker', async () => {
    const { status, body } = await get('/api/departments')
    expect(status).toBe(200)
    expect(body.totalElements).toBe(api.db.org.departments.length)
    const paths = body.content.map((d: { path: string }) => d.path)
    expect(paths).toEqual([
      '系统管理部',
      '国际合作局',
      '国际合作局 / 合作司',
      '国际合作局 / 合作司 / 综合处',
      '国际合作局 / 合作司 / 综合处 / 秘书科',
      '金融保险部',
    ])
    expect(body.content[0]).toEqual({ id: '18043', name: '系统管理部', parentId: null, path: '系统管理部' })
  })

  it('answers 401 for the directory without an identity, and 400 for a filter it does not know', async () => {
    expect((await get('/api/departments', null)).status).toBe(401)
    expect((await get('/api/departments?colour=red')).status).toBe(400)
  })

  it('lists users with their department name, filtered by department', async () => {
    const { body } = await get('/api/users?deptId=18043')
    expect(body.content).toEqual([{ id: '1', name: 'admin', deptId: '18043', deptName: '系统管理部' }])
  })

  it('tells without an identity who one may sign in as, the admin first', async () => {
    const { status, body } = await get('/api/sessions/users', null)
    expect(status).toBe(200)
    expect(body[0]).toEqual({ id: '1', name: 'admin', deptName: '系统管理部' })
    expect(body.map((u: { name: string }) => u.name)).toEqual(['admin', '汪芳', '张三', '李四', '科员一', '科长一'])
  })

  it.each([
    ['drafts', 4],
    ['todos', 18],
    ['dones', 8],
  ] as const)('gives the admin, the first user, %s in every flow form (%i each)', async (list, count) => {
    for (const form of api.db.forms.filter((f) => f.type === 'flow')) {
      const { body } = await get(`/api/forms/${form.id}/${list}`)
      expect(body.totalElements).toBe(count)
      const mine = api.db.records.filter((r) => r.formId === form.id && inList(list, r, api.db.org.users[0]!))
      expect(body.totalElements).toBe(mine.length)
    }
  })

  it('gives each no-flow form records the query list shows: the admin sees all 24, a creator their own', async () => {
    for (const form of api.db.forms.filter((f) => f.type === 'noFlow')) {
      const { body } = await get(`/api/forms/${form.id}/records`)
      expect(body.totalElements).toBe(24)
      expect(body.content[0].fields).toEqual(expect.any(Object))
      const creator = api.db.org.users.find((u) => u.name === '张三')!
      const own = api.db.records.filter((r) => r.formId === form.id && r.cjr === creator.id).length
      expect((await get(`/api/forms/${form.id}/records`, creator.id)).body.totalElements).toBe(own)
    }
  })
})
