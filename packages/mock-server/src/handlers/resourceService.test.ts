import { describe, expect, it } from 'vitest'
import { ORIGIN, setupMockApi } from '../../../../test/mockApi.ts'
import { treeProblems } from '../db/resourceTree.ts'
import { defaultResourceServiceConfig as urls } from './resourceService.ts'

const api = setupMockApi()
const at = (key: keyof typeof urls, query = '') => `${ORIGIN}${urls[key]}${query}`
const post = async (key: keyof typeof urls, para: unknown) => {
  const res = await fetch(at(key, `?para=${encodeURIComponent(JSON.stringify(para))}`), { method: 'POST' })
  return (await res.json()) as { status: string; msg: string; resourceId?: string }
}
const children = async (pid: string) =>
  (await (await fetch(at('url.get-resource-id-by-pid', `?pid=${pid}`))).json()) as string[]
const named = (name: string) => [...api.db.resources.nodes.values()].find((n) => n.resourceName === name)!.resourceId
const snapshot = () =>
  JSON.stringify({
    nodes: [...api.db.resources.nodes],
    children: [...api.db.resources.children],
    roles: api.db.resources.roles,
  })

function releasePayload(workId: string, overrides: Record<string, unknown> = {}) {
  const page = (type: string, code: string) => ({
    code,
    name: `${type} list`,
    type,
    url: `/sinoform/${type}List/${workId}`,
  })
  return {
    applyDeptId: '18043',
    applyDeptName: '系统管理部',
    applyUserId: '1',
    applyUserName: 'admin',
    flowId: 'f'.repeat(32),
    flowType: '9',
    id: 'e'.repeat(32),
    subId: '67250',
    time: '2026-03-01 10:00:00',
    title: '出差申请',
    url: '',
    workId,
    workName: '出差申请',
    position: {
      code: `form-${workId}`,
      name: '出差申请',
      order: 'child',
      resourceId: named('公文'),
      url: '',
      resources: [page('draft', 'c-draft'), page('todo', 'c-todo'), page('done', 'c-done'), page('query', 'c-query')],
    },
    rlsyConfig: [
      {
        rlsyCode: 'r-create',
        rlsyName: '出差申请起草角色',
        type: 'create',
        resourceCode: 'c-draft',
        authorized: {
          deptId: [],
          deptRole: [{ roleId: 'r1', deptIds: ['d1'] }],
          roleId: [],
          user: [{ deptId: 'd1', userId: 'u1' }],
        },
      },
      { rlsyCode: 'r-create', rlsyName: '出差申请起草角色', type: 'create', resourceCode: 'c-query', authorized: {} },
      {
        rlsyCode: 'r-view',
        rlsyName: '出差申请查看角色',
        type: 'view',
        resourceCode: ['c-query'],
        authorized: { deptRole: [{ roleIds: 'r2', deptIds: ['d2'] }] },
      },
    ],
    ...overrides,
  }
}

describe('resource service (spec B)', () => {
  it('adds as child, after and before, in menu order (B1, B5)', async () => {
    const docs = named('公文')
    const [out, inbox] = await children(docs)
    const a = await post('url.get-save-resource-url', {
      author: '1',
      name: 'A',
      subId: '67250',
      order: 'child',
      superId: docs,
    })
    expect(a).toMatchObject({ status: '1', resourceId: expect.stringMatching(/^4028[0-9a-f]{28}$/) })
    const b = await post('url.get-save-resource-url', {
      author: '1',
      name: 'B',
      subId: '67250',
      order: 'before',
      resourceId: inbox,
    })
    const c = await post('url.get-save-resource-url', {
      author: '1',
      name: 'C',
      subId: '67250',
      order: 'after',
      resourceId: out,
    })
    const d = await post('url.get-save-resource-url', { author: '1', name: 'D', subId: '67250', superId: docs })
    expect(await children(docs)).toEqual([out, c.resourceId, b.resourceId, inbox, a.resourceId, d.resourceId])
  })

  it.each([
    [{ name: 'X', order: 'child', superId: 'nope' }, /superId "nope" is not a resource/],
    [{ name: 'X', order: 'after', resourceId: 'nope' }, /resourceId \(the anchor\) "nope" is not a resource/],
    [{ name: 'X', order: 'sideways', superId: '67250' }, /order must be after, before or child, got "sideways"/],
    [{ order: 'child', superId: '67250' }, /name is missing/],
    [{ name: 'X', order: 'after', resourceId: '67250' }, /cannot place a resource after the root/],
  ])('refuses to add %j with status 0 and a message, changing nothing', async (para, msg) => {
    const before = snapshot()
    const answer = await post('url.get-save-resource-url', { author: '1', subId: '67250', ...para })
    expect(answer.status).toBe('0')
    expect(answer.msg).toMatch(msg)
    expect(snapshot()).toBe(before)
  })

  it.each([
    ['no para', (key: keyof typeof urls) => fetch(at(key), { method: 'POST' }), /para is missing/],
    ['broken JSON', (key: keyof typeof urls) => fetch(at(key, '?para=%7Bname'), { method: 'POST' }), /not valid JSON/],
    ['an array', (key: keyof typeof urls) => fetch(at(key, '?para=%5B%5D'), { method: 'POST' }), /not a JSON object/],
  ])('answers %s with status 0 on every para operation', async (_name, send, msg) => {
    for (const key of [
      'url.get-save-resource-url',
      'url.update-resource-url',
      'url.move-resource-url',
      'url.send-resource-url',
    ] as const) {
      const answer = (await (await send(key)).json()) as { status: string; msg: string }
      expect(answer.status).toBe('0')
      expect(answer.msg).toMatch(msg)
    }
  })

  it('reads para from a form-encoded body and from a JSON body when the query string has none', async () => {
    const para = JSON.stringify({ author: '1', name: 'Form body', subId: '67250', superId: '67250' })
    const form = await fetch(at('url.get-save-resource-url'), {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ para }),
    })
    expect(await form.json()).toMatchObject({ status: '1' })
    const json = await fetch(at('url.get-save-resource-url'), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: para.replace('Form body', 'JSON body'),
    })
    expect(await json.json()).toMatchObject({ status: '1' })
    expect((await children('67250')).map((id) => api.db.resources.nodes.get(id)?.resourceName).slice(-2)).toEqual([
      'Form body',
      'JSON body',
    ])
  })

  it('lists all resources in the deployed envelope, or as a bare array when switched (B2)', async () => {
    const envelope = (await (await fetch(at('url.get-send-resource-url'))).json()) as {
      status: string
      resourceInfo: { resourceId: string; resourcePid: string; resourceName: string }[]
    }
    expect(envelope.status).toBe('1')
    expect(envelope.resourceInfo[0]).toEqual({
      resourceId: '67250',
      resourcePid: '0',
      resourceName: '平台产品集成示例',
    })
    expect(envelope.resourceInfo.map((e) => e.resourceName)).toEqual([
      '平台产品集成示例',
      '公文',
      '会议',
      '发文',
      '收文',
    ])
    api.controls.listAllShape = 'array'
    expect(await (await fetch(at('url.get-send-resource-url'))).json()).toEqual(envelope.resourceInfo)
  })

  it('renames with name, or resourceName as older services send (B3)', async () => {
    const id = named('会议')
    expect(await post('url.update-resource-url', { resourceId: id, name: '会议管理', subId: '67250' })).toMatchObject({
      status: '1',
    })
    expect(
      await post('url.update-resource-url', { resourceId: id, resourceName: '会务', subId: '67250' }),
    ).toMatchObject({ status: '1' })
    expect(api.db.resources.nodes.get(id)?.resourceName).toBe('会务')
    expect(await post('url.update-resource-url', { resourceId: 'nope', name: 'x' })).toMatchObject({
      status: '0',
      msg: expect.stringMatching(/"nope" is not a resource/),
    })
    expect(await post('url.update-resource-url', { resourceId: id, name: ' ' })).toMatchObject({
      status: '0',
      msg: expect.stringMatching(/name/),
    })
  })

  it('deletes a subtree and its grants (B4), refusing unknown ids and the root', async () => {
    const form = await post('url.send-resource-url', releasePayload('w1'))
    expect(form.status).toBe('1')
    const docs = named('公文')
    const del = await (await fetch(`${at('url.remove-resource-url')}/${docs}`, { method: 'DELETE' })).json()
    expect(del).toMatchObject({ status: '1' })
    expect(api.db.resources.nodes.has(form.resourceId ?? '')).toBe(false)
    expect(api.db.resources.roles).toEqual([])
    expect(await children('67250')).toEqual([named('会议')])
    for (const id of ['nope', '67250']) {
      expect(await (await fetch(`${at('url.remove-resource-url')}/${id}`, { method: 'DELETE' })).json()).toMatchObject({
        status: '0',
      })
    }
    expect(treeProblems(api.db.resources)).toEqual([])
  })

  it('answers child ids as a bare array, and status 0 for an unknown or missing pid (B5)', async () => {
    expect(await children('67250')).toEqual([named('公文'), named('会议')])
    expect(await (await fetch(at('url.get-resource-id-by-pid', '?pid=nope'))).json()).toMatchObject({ status: '0' })
    expect(await (await fetch(at('url.get-resource-id-by-pid'))).json()).toMatchObject({
      status: '0',
      msg: 'pid is missing',
    })
  })

  it('moves and sorts before, after and into a parent (B6, B7 on the same address)', async () => {
    expect(urls['url.sort-resource-url']).toBe(urls['url.move-resource-url'])
    const docs = named('公文')
    const meeting = named('会议')
    const [out = '', inbox = ''] = await children(docs)
    expect(
      await post('url.move-resource-url', { author: '1', id: inbox, order: 'before', resourceId: out, subId: '67250' }),
    ).toMatchObject({ status: '1' })
    expect(await children(docs)).toEqual([inbox, out])
    expect(
      await post('url.move-resource-url', { author: '1', id: out, order: 'child', superId: meeting, subId: '67250' }),
    ).toMatchObject({ status: '1' })
    expect(await children(meeting)).toEqual([out])
    expect(
      await post('url.move-resource-url', {
        author: '1',
        id: meeting,
        order: 'after',
        resourceId: docs,
        subId: '67250',
      }),
    ).toMatchObject({ status: '1' })
    expect(api.db.resources.nodes.get(out)?.resourcePid).toBe(meeting)
    expect(treeProblems(api.db.resources)).toEqual([])
  })

  it.each([
    [
      (t: { docs: string; inbox: string }) => ({ id: t.docs, order: 'child', superId: t.inbox }),
      /under its own descendant/,
    ],
    [
      (t: { docs: string; inbox: string }) => ({ id: 'nope', order: 'child', superId: t.docs }),
      /id "nope" is not a resource/,
    ],
    [
      (t: { docs: string; inbox: string }) => ({ id: t.inbox, order: 'after', resourceId: t.inbox }),
      /relative to itself/,
    ],
    [(t: { docs: string; inbox: string }) => ({ id: t.inbox, order: 'over', resourceId: t.docs }), /order must be/],
    [() => ({ id: '67250', order: 'child', superId: '67250' }), /is a root/],
  ])('refuses a move that would break the tree (%#)', async (make, msg) => {
    const docs = named('公文')
    const [, inbox = ''] = await children(docs)
    const before = snapshot()
    const answer = await post('url.move-resource-url', { author: '1', subId: '67250', ...make({ docs, inbox }) })
    expect(answer).toMatchObject({ status: '0', msg: expect.stringMatching(msg) })
    expect(snapshot()).toBe(before)
  })

  it('answers the full info record (B8)', async () => {
    const res = (await (await fetch(at('url.get-resource-info-url', `?rid=${named('公文')}`))).json()) as {
      status: string
      sysResourceInfo: Record<string, unknown>
    }
    expect(res.status).toBe('1')
    expect(Object.keys(res.sysResourceInfo).sort()).toEqual(
      [
        'resourceOrder',
        'resourceId',
        'resourceContent',
        'resourcePid',
        'resourceName',
        'resourcetypeId',
        'isNavigation',
        'rtypeId',
        'treeId',
        'resourceCode',
        'isTab',
        'status',
      ].sort(),
    )
    expect(res.sysResourceInfo).toMatchObject({
      resourceOrder: 1,
      resourcePid: '67250',
      resourceName: '公文',
      treeId: '67250',
    })
    expect(await (await fetch(at('url.get-resource-info-url', '?rid=nope'))).json()).toMatchObject({ status: '0' })
  })

  it('releases a flow form as a snapshot: pages by code, roles replaced, the same resource on a second release (B9)', async () => {
    const first = await post('url.send-resource-url', releasePayload('w1'))
    expect(first).toMatchObject({ status: '1', resourceId: expect.any(String) })
    const formId = first.resourceId as string
    const pages = (await children(formId)).map((id) => api.db.resources.nodes.get(id)?.resourceCode)
    expect(pages).toEqual(['c-draft', 'c-todo', 'c-done', 'c-query'])
    expect(api.db.resources.roles.map((r) => [r.rlsyCode, r.resourceCodes])).toEqual([
      ['r-create', ['c-draft', 'c-query']],
      ['r-view', ['c-query']],
    ])
    expect(api.db.resources.roles[1]?.authorized.deptRole).toEqual([{ roleId: 'r2', deptIds: ['d2'] }])
    const payload = releasePayload('w1')
    payload.position.resources = payload.position.resources.filter((p) => p.type !== 'done')
    payload.position.name = '出差申请（新）'
    payload.rlsyConfig = payload.rlsyConfig.slice(0, 1)
    const second = await post('url.send-resource-url', payload)
    expect(second.resourceId).toBe(formId)
    expect((await children(formId)).map((id) => api.db.resources.nodes.get(id)?.resourceCode)).toEqual([
      'c-draft',
      'c-todo',
      'c-query',
    ])
    expect(api.db.resources.nodes.get(formId)?.resourceName).toBe('出差申请（新）')
    expect(api.db.resources.roles.map((r) => r.rlsyCode)).toEqual(['r-create'])
    expect(treeProblems(api.db.resources)).toEqual([])
  })

  it('releases a non-flow form with its url and no pages', async () => {
    const payload = releasePayload('w2', { ext: 'noFlow' })
    payload.position = { ...payload.position, url: '/sinoform/app/a/home/form/w2/no-flow-list', resources: [] }
    payload.rlsyConfig = [
      { rlsyCode: 'r', rlsyName: '查看', type: 'view', resourceCode: payload.position.code, authorized: {} },
    ]
    const answer = await post('url.send-resource-url', payload)
    expect(answer.status).toBe('1')
    expect(api.db.resources.nodes.get(answer.resourceId ?? '')?.resourceContent).toBe(
      '/sinoform/app/a/home/form/w2/no-flow-list',
    )
    expect(await children(answer.resourceId ?? '')).toEqual([])
  })

  it.each([
    [{ workId: '' }, /workId/],
    [{ flowType: '8' }, /flowType must be "9"/],
    [{ applyUserId: undefined }, /applyUserId/],
    [{ position: undefined }, /position is missing/],
    [
      { rlsyConfig: [{ rlsyCode: 'r', rlsyName: 'n', type: 'owner', resourceCode: 'c-draft' }] },
      /type create\|processor\|view/,
    ],
    [
      { rlsyConfig: [{ rlsyCode: 'r', rlsyName: 'n', type: 'view', resourceCode: 'nope' }] },
      /resourceCode "nope" is not a page of this release/,
    ],
    [
      {
        rlsyConfig: [
          { rlsyCode: 'r', rlsyName: 'n', type: 'view', resourceCode: 'c-draft', authorized: { user: [{ id: 1 }] } },
        ],
      },
      /user\[0\] must be \{deptId, userId\}/,
    ],
    [{ ext: 'sheet' }, /resources must be empty for a non-flow form/],
  ])('refuses the release %j with status 0, changing nothing', async (overrides, msg) => {
    const before = snapshot()
    const answer = await post('url.send-resource-url', releasePayload('w3', overrides))
    expect(answer).toMatchObject({ status: '0', msg: expect.stringMatching(msg) })
    expect(snapshot()).toBe(before)
  })

  it('refuses a release positioned at an unknown resource or with an unknown order', async () => {
    for (const position of [{ resourceId: 'nope' }, { order: 'inside' }]) {
      const payload = releasePayload('w4')
      const answer = await post('url.send-resource-url', { ...payload, position: { ...payload.position, ...position } })
      expect(answer.status).toBe('0')
    }
  })

  it('logs every call with what it received and answered', async () => {
    await post('url.update-resource-url', { resourceId: named('会议'), name: '会务' })
    await fetch(at('url.get-resource-id-by-pid', '?pid=67250'))
    expect(api.controls.log.map((e) => [e.service, e.operation, e.status])).toEqual([
      ['resource', 'B3 rename', 200],
      ['resource', 'B5 child ids', 200],
    ])
    expect(api.controls.log[0]?.received).toEqual({ resourceId: named('会务'), name: '会务' })
    expect(api.controls.log[0]?.response).toMatchObject({ status: '1' })
  })

  it('refuses a release whose pages share a code, and leaves no duplicate children after sending it twice', async () => {
    const payload = releasePayload('w3')
    payload.position.resources = payload.position.resources.map((p) =>
      p.type === 'done' ? { ...p, code: 'c-todo' } : p,
    )
    const before = snapshot()
    for (const attempt of [1, 2]) {
      expect([attempt, await post('url.send-resource-url', payload)]).toEqual([
        attempt,
        {
          status: '0',
          msg: 'position.resources[2].code "c-todo" is also the code of position.resources[1]: page codes must differ',
        },
      ])
    }
    expect(snapshot()).toBe(before)
    const same = releasePayload('w4')
    same.position.resources[0]!.code = same.position.code
    expect(await post('url.send-resource-url', same)).toMatchObject({
      status: '0',
      msg: expect.stringMatching(/is also the code of position/),
    })
    expect(treeProblems(api.db.resources)).toEqual([])
  })
})
