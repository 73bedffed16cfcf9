import { describe, expect, it } from 'vitest'
import { buildReleaseRequest } from './buildReleaseRequest.ts'
import { ReleaseInputError } from '../model/ReleaseInputError.ts'
import { tripFlow, tripRelease } from './tripRelease.fixture.ts'
import type { ReleaseInput } from './types.ts'

const at = new Date('2026-03-01T02:03:04Z')
const build = (input: ReleaseInput = tripRelease, options = {}) =>
  buildReleaseRequest(input, { now: () => at, ...options })
const formId = tripRelease.form.id

describe('buildReleaseRequest (spec B9)', () => {
  it('fills every field of a flow form release', () => {
    const r = build()
    expect(r).toMatchObject({
      applyDeptId: '18043',
      applyDeptName: '系统管理部',
      applyUserId: '1',
      applyUserName: 'admin',
      flowType: '9',
      subId: '67250',
      time: '2026-03-01 10:03:04',
      title: '出差申请',
      workName: '出差申请',
      workId: formId,
      url: `/sinoform/app/${tripRelease.form.appId}/home/form/${formId}`,
    })
    expect(r.flowId).toMatch(/^[0-9a-f]{32}$/)
    expect(r.id).toMatch(/^[0-9a-f]{32}$/)
    expect(r.ext).toBeUndefined()
    expect(r.position).toMatchObject({ name: '出差申请', order: 'child', resourceId: '67250', url: '' })
    expect(r.position.code).toMatch(/^[0-9a-f]{32}$/)
    expect(r.position.resources.map((p) => [p.type, p.name, p.url])).toEqual([
      ['draft', '草稿', `/sinoform/draftList/${formId}`],
      ['todo', '待办', `/sinoform/todoList/${formId}`],
      ['done', '已办', `/sinoform/doneList/${formId}`],
      ['query', '查询', `/sinoform/searchList/${formId}`],
    ])
    expect(new Set(r.position.resources.map((p) => p.code)).size).toBe(4)
  })

  it('grants the three system roles after the role table, one entry per role and page', () => {
    const r = build()
    const code = (type: string) => r.position.resources.find((p) => p.type === type)?.code
    const entries = r.rlsyConfig.map((e) => [e.type, e.resourceCode])
    expect(entries).toEqual([
      ['create', code('draft')],
      ['create', code('todo')],
      ['create', code('done')],
      ['create', code('query')],
      ['processor', code('todo')],
      ['processor', code('done')],
      ['processor', code('query')],
      ['view', code('query')],
    ])
    const role = (type: string) => r.rlsyConfig.find((e) => e.type === type)!
    expect(role('create').rlsyName).toBe('出差申请起草角色')
    expect(role('processor').rlsyName).toBe('出差申请办理角色')
    expect(role('view').rlsyName).toBe('出差申请查看角色')
    expect(role('create').authorized).toEqual({
      deptRole: [{ roleId: 'clerk', deptIds: ['ke'] }],
      deptId: [],
      roleId: [],
      user: [{ deptId: 'ke', userId: 'zhangsan' }],
    })
    expect(role('processor').authorized).toEqual({
      deptRole: [{ roleId: 'clerk', deptIds: ['ke'] }],
      deptId: [],
      roleId: ['chief'],
      user: [
        { deptId: 'ke', userId: 'zhangsan' },
        { deptId: 'ke', userId: 'kezhang' },
      ],
    })
    expect(role('view').authorized).toEqual({
      deptRole: [{ roleId: 'clerk', deptIds: ['ke'] }],
      deptId: ['18043'],
      roleId: ['chief'],
      user: [
        { deptId: 'ke', userId: 'zhangsan' },
        { deptId: 'ke', userId: 'kezhang' },
        { deptId: '18043', userId: '1' },
      ],
    })
    for (const type of ['create', 'processor', 'view'])
      expect(new Set(r.rlsyConfig.filter((e) => e.type === type).map((e) => e.rlsyCode)).size).toBe(1)
  })

  it('groups page codes per role on request, as deployed services send', () => {
    const r = build(tripRelease, { roleCodes: 'perRole' })
    expect(r.rlsyConfig.map((e) => [e.type, (e.resourceCode as string[]).length])).toEqual([
      ['create', 4],
      ['processor', 3],
      ['view', 1],
    ])
  })

  it('keeps every code stable across publishes of the same form, with new flowId and message id each time', () => {
    const first = build()
    const second = build()
    expect(second.position.code).toBe(first.position.code)
    expect(second.position.resources).toEqual(first.position.resources)
    expect(second.rlsyConfig).toEqual(first.rlsyConfig)
    expect(second.flowId).not.toBe(first.flowId)
    expect(second.id).not.toBe(first.id)
    const other = build({ ...tripRelease, form: { ...tripRelease.form, id: '61dd5330981d24212360db84' } })
    expect(other.position.code).not.toBe(first.position.code)
  })

  it('writes time in the configured time zone', () => {
    expect(build(tripRelease, { timeZone: 'UTC' }).time).toBe('2026-03-01 02:03:04')
    expect(build(tripRelease, { timeZone: 'America/New_York' }).time).toBe('2026-02-28 21:03:04')
  })

  it.each([
    ['noFlow', `/no-flow-list`],
    ['dashboard', ''],
    ['roleManage', `/no-flow-list`],
  ] as const)(
    'releases a %s form with ext, position.url, no pages and the administrators as its view role',
    (kind, suffix) => {
      const r = build({
        ...tripRelease,
        form: { id: 'f2', name: '借阅记录', appId: 'app', kind, resourceId: '4028abc' },
      })
      expect(r.ext).toBe(kind)
      expect(r.id).toBeUndefined()
      expect(r.resourceId).toBe('4028abc')
      expect(r.position.resources).toEqual([])
      expect(r.position.url).toBe(
        kind === 'dashboard' ? '/sinoform/app/app/home/dashboard/f2' : `/sinoform/app/app/home/form/f2${suffix}`,
      )
      expect(r.rlsyConfig).toEqual([
        {
          type: 'view',
          rlsyName: '借阅记录查看角色',
          rlsyCode: expect.stringMatching(/^[0-9a-f]{32}$/),
          resourceCode: r.position.code,
          authorized: { deptRole: [], deptId: ['18043'], roleId: [], user: [{ deptId: '18043', userId: '1' }] },
        },
      ])
    },
  )

  it.each([
    [{ publisher: undefined }, 'publisher'],
    [{ publisher: { userId: '', userName: 'a', deptId: 'd', deptName: '' } }, 'publisher.userId'],
    [{ form: { ...tripRelease.form, name: '  ' } }, 'form.name'],
    [{ form: { ...tripRelease.form, kind: 'sheet' } }, 'form.kind'],
    [{ position: { order: 'inside', resourceId: '67250' } }, 'position.order'],
    [{ position: { order: 'child', resourceId: '' } }, 'position.resourceId'],
    [{ formAppBase: 'sinoform' }, 'formAppBase'],
    [{ form: { ...tripRelease.form, flowNodes: [] } }, 'form.flowNodes'],
  ])('refuses %j before anything is sent, naming %s', (change, field) => {
    let error: unknown
    try {
      build({ ...tripRelease, ...change } as unknown as ReleaseInput)
    } catch (e) {
      error = e
    }
    expect(error).toBeInstanceOf(ReleaseInputError)
    expect((error as ReleaseInputError).problems.map((p) => p.field)).toContain(field)
    expect((error as Error).message).toMatch(/nothing was sent/)
  })

  it.each([
    [{ administrators: 'str' }, ['administrators']],
    [{ administrators: { deptId: 'x' } }, ['administrators.deptId']],
    [{ administrators: { deptId: [1, 2] } }, ['administrators.deptId[0]', 'administrators.deptId[1]']],
    [{ administrators: { user: [null] } }, ['administrators.user[0]']],
    [{ administrators: { user: [{ deptId: 'd' }] } }, ['administrators.user[0].userId']],
    [
      { administrators: { deptRole: [{ roleId: 1 }] } },
      ['administrators.deptRole[0].roleId', 'administrators.deptRole[0].deptIds'],
    ],
    [{ administrators: { roleId: [''], extra: 1 } }, ['administrators.roleId[0]']],
    [
      { form: { ...tripRelease.form, flowNodes: [{ ...tripFlow[0], scope: { user: 'x' } }, tripFlow[1]] } },
      ['form.flowNodes[0].scope.user'],
    ],
    [{ form: { ...tripRelease.form, flowNodes: [null, ...tripFlow] } }, ['form.flowNodes[0]']],
    [{ form: { ...tripRelease.form, flowNodes: 'x' } }, ['form.flowNodes']],
  ])('refuses the grant scope %j, naming every bad field', (change, fields) => {
    let error: unknown
    try {
      build({ ...tripRelease, ...change } as unknown as ReleaseInput)
    } catch (e) {
      error = e
    }
    expect(error).toBeInstanceOf(ReleaseInputError)
    expect((error as ReleaseInputError).problems.map((p) => p.field)).toEqual(fields)
  })
})
