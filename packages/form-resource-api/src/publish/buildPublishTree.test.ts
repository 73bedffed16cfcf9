import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { isEmptyScope, scopeCovers } from '../model/grantScope.ts'
import { ReleaseInputError } from '../model/ReleaseInputError.ts'
import { tripFlow } from '../release/tripRelease.fixture.ts'
import type { GrantScope } from '../model/types.ts'
import { buildPublishTree } from './buildPublishTree.ts'
import type { PublishApp, PublishForm, PublishGroup, PublishNode } from './types.ts'

const admins = { deptId: ['18043'] }
const app: PublishApp = {
  id: 'app1',
  name: '国际合作',
  iconUrl: '/icons/international.svg',
  resourceId: 'r-app',
  children: [
    {
      kind: 'flow',
      id: 'trip',
      name: '出差申请',
      resourceId: 'r-trip',
      flowNodes: tripFlow,
      administrators: admins,
      pageResourceIds: { draft: 'r-d' },
    },
    {
      kind: 'group',
      id: 'g1',
      name: '人员资料库',
      resourceId: 'r-g1',
      children: [{ kind: 'noFlow', id: 'loan', name: '借阅记录', administrators: { roleId: ['librarian'] } }],
    },
    { kind: 'dashboard', id: 'stats', name: '统计分析', administrators: admins },
    { kind: 'noFlow', id: 'open', name: '出国（境）团组' },
  ],
}
const all = (node: PublishNode): PublishNode[] => [node, ...node.children.flatMap(all)]

describe('buildPublishTree (spec C)', () => {
  it('builds the node tree with the spec’s types, ids and url shapes', () => {
    const tree = buildPublishTree(app, { formAppBase: '/sinoform/' })
    const rows = all(tree).map((n) => [n.type, n.id, n.url, n.resourceId])
    expect(rows).toEqual([
      ['app', 'app1', '/sinoform/app/app1/home', 'r-app'],
      ['form', 'trip', '/sinoform/app/app1/home/form/trip', 'r-trip'],
      ['page', 'trip_draftList', '/sinoform/app/app1/home/form/trip/draft-list', 'r-d'],
      ['page', 'trip_todoList', '/sinoform/app/app1/home/form/trip/todo-list', ''],
      ['page', 'trip_doneList', '/sinoform/app/app1/home/form/trip/done-list', ''],
      ['page', 'trip_searchList', '/sinoform/app/app1/home/form/trip/search-list', ''],
      ['group', 'g1', '/sinoform/app/app1/home/group/g1', 'r-g1'],
      ['noflow', 'loan', '/sinoform/app/app1/home/form/loan/no-flow-list', ''],
      ['dashboard', 'stats', '/sinoform/app/app1/home/dashboard/stats', ''],
      ['noflow', 'open', '/sinoform/app/app1/home/form/open/no-flow-list', ''],
    ])
    expect(tree.title).toBe('国际合作')
    expect(tree.iconUrl).toBe('/icons/international.svg')
  })

  it('puts the role grants on the pages and rolls them up, leaving out empty auth', () => {
    const tree = buildPublishTree(app)
    const [trip, group, stats, open] = tree.children as [PublishNode, PublishNode, PublishNode, PublishNode]
    const [draft, , , query] = trip.children as [PublishNode, PublishNode, PublishNode, PublishNode]
    expect(draft.auth).toEqual({
      deptRole: [{ roleId: 'clerk', deptIds: ['ke'] }],
      deptId: [],
      roleId: [],
      user: [{ deptId: 'ke', userId: 'zhangsan' }],
    })
    expect(query.auth?.deptId).toEqual(['18043'])
    expect(query.auth?.roleId).toEqual(['chief'])
    expect(trip.auth).toEqual(query.auth)
    expect(group.auth).toEqual({ deptRole: [], deptId: [], roleId: ['librarian'], user: [] })
    expect(stats.auth?.deptId).toEqual(['18043'])
    expect(open.auth).toBeUndefined()
    expect('auth' in open).toBe(false)
    expect(tree.auth?.roleId.sort()).toEqual(['chief', 'librarian'])
    expect(tree.auth?.user).toHaveLength(2)
  })

  it.each([
    [{ ...app, id: '' }, 'id'],
    [{ ...app, children: [{ kind: 'flow', id: 'x', name: 'X', flowNodes: [] }] }, 'children[0].flowNodes'],
    [{ ...app, children: [{ kind: 'sheet', id: 'x', name: 'X' }] }, 'children[0].kind'],
    [
      {
        ...app,
        children: [
          { kind: 'noFlow', id: 'x', name: 'X' },
          { kind: 'group', id: 'g', name: 'G', children: [{ kind: 'noFlow', id: 'x', name: 'Y' }] },
        ],
      },
      'children[1].children[0].id',
    ],
  ])('refuses a broken app model naming the field (%#)', (model, field) => {
    expect(() => buildPublishTree(model as PublishApp)).toThrow(ReleaseInputError)
    try {
      buildPublishTree(model as PublishApp)
    } catch (error) {
      expect((error as ReleaseInputError).problems.map((p) => p.field)).toContain(field)
    }
  })

  it('keeps every ancestor’s grant covering its descendants’ for any app model, with no empty auth', () => {
    const id = fc.constantFrom('a', 'b', 'c', 'd')
    const scope: fc.Arbitrary<Partial<GrantScope>> = fc.record(
      {
        deptId: fc.array(id, { maxLength: 3 }),
        roleId: fc.array(id, { maxLength: 3 }),
        user: fc.array(fc.record({ deptId: id, userId: id }), { maxLength: 3 }),
        deptRole: fc.array(fc.record({ roleId: id, deptIds: fc.array(id, { maxLength: 2 }) }), { maxLength: 2 }),
      },
      { requiredKeys: [] },
    )
    let n = 0
    const form: fc.Arbitrary<PublishForm> = fc
      .record({
        kind: fc.constantFrom('flow', 'noFlow', 'dashboard', 'roleManage'),
        administrators: scope,
        draft: scope,
        approve: scope,
      })
      .map(({ kind, administrators, draft, approve }) => ({
        kind,
        id: `f${n++}`,
        name: 'F',
        administrators,
        flowNodes: [
          { id: 'n1', name: 'd', kind: 'draft', scope: draft },
          { id: 'n2', name: 'a', kind: 'approve', scope: approve },
        ],
      }))
    const { item } = fc.letrec<{ item: PublishForm | PublishGroup }>((tie) => ({
      item: fc.oneof(
        { depthSize: 'small' },
        form,
        fc
          .array(tie('item'), { maxLength: 3 })
          .map((children) => ({ kind: 'group' as const, id: `g${n++}`, name: 'G', children })),
      ),
    }))
    fc.assert(
      fc.property(fc.array(item, { maxLength: 4 }), (children) => {
        const tree = buildPublishTree({ id: 'app', name: 'App', children })
        for (const node of all(tree)) {
          if (node.auth) expect(isEmptyScope(node.auth)).toBe(false)
          for (const child of all(node).slice(1)) {
            if (child.auth) expect(node.auth && scopeCovers(node.auth, child.auth)).toBe(true)
          }
          if (node.auth) {
            expect(new Set(node.auth.deptId).size).toBe(node.auth.deptId.length)
            expect(new Set(node.auth.user.map((u) => `${u.deptId}/${u.userId}`)).size).toBe(node.auth.user.length)
            expect(new Set(node.auth.deptRole.map((e) => e.roleId)).size).toBe(node.auth.deptRole.length)
          }
        }
      }),
      { numRuns: 300 },
    )
  })

  it('refuses a form whose administrators or flow scopes are not grant scopes, naming each', () => {
    let error: unknown
    try {
      buildPublishTree({
        id: 'app',
        name: 'A',
        children: [
          { kind: 'noFlow', id: 'f1', name: 'F1', administrators: { deptId: [7] } as never },
          { kind: 'flow', id: 'f2', name: 'F2', flowNodes: [{ ...tripFlow[0]!, scope: { roleId: 'r' } as never }] },
        ],
      })
    } catch (e) {
      error = e
    }
    expect(error).toBeInstanceOf(ReleaseInputError)
    expect((error as ReleaseInputError).problems.map((p) => p.field)).toEqual([
      'children[0].administrators.deptId[0]',
      'children[1].flowNodes[0].scope.roleId',
    ])
  })
})
