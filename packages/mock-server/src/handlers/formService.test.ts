import type { PublishNode, ReleaseRequest } from 'form-resource-api'
import { getResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { ORIGIN, setupMockApi } from '../../../../test/mockApi.ts'
import { createHandlers } from '../createHandlers.ts'
import { treeProblems } from '../db/resourceTree.ts'

const api = setupMockApi()
const call = async (method: string, path: string, body?: unknown) => {
  const res = await fetch(`${ORIGIN}${path}`, {
    method,
    headers: { 'sinoform-current-user-id': '1', ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  })
  const text = await res.text()
  return { status: res.status, body: text ? JSON.parse(text) : undefined }
}
const operations = () => api.controls.log.map((e) => `${e.operation} ${e.status}`)
const form = (name: string) => api.db.forms.find((f) => f.name === name)!
const docs = () => [...api.db.resources.nodes.values()].find((n) => n.resourceName === '公文')!.resourceId
const admins = { deptId: ['18043'], user: [{ deptId: '18043', userId: '1' }] }

describe('the form service’s side of resource publishing', () => {
  it('creates, renames and deletes an app and its group on the resource platform', async () => {
    const app = await call('POST', '/api/apps', { name: '外事管理' })
    expect(app.status).toBe(201)
    expect(api.db.resources.nodes.get(app.body.resourceId)).toMatchObject({
      resourceName: '外事管理',
      resourcePid: '67250',
    })
    const group = await call('POST', `/api/apps/${app.body.id}/groups`, { name: '资料' })
    expect(api.db.resources.nodes.get(group.body.resourceId)?.resourcePid).toBe(app.body.resourceId)
    expect((await call('PUT', `/api/apps/${app.body.id}`, { name: '外事' })).body.name).toBe('外事')
    expect(api.db.resources.nodes.get(app.body.resourceId)?.resourceName).toBe('外事')
    expect((await call('DELETE', `/api/groups/${group.body.id}`)).status).toBe(204)
    expect((await call('DELETE', `/api/apps/${app.body.id}`)).status).toBe(204)
    expect(api.db.resources.nodes.has(app.body.resourceId)).toBe(false)
    expect(operations()).toEqual(['B1 add 200', 'B1 add 200', 'B3 rename 200', 'B4 delete 200', 'B4 delete 200'])
    expect(api.controls.log[0]?.received).toEqual({
      author: '1',
      name: '外事管理',
      subId: '67250',
      order: 'child',
      superId: '67250',
    })
  })

  it('leaves the app alone when the platform refuses', async () => {
    api.controls.failNext('POST', '/resource-service/resource/save', 500)
    const refused = await call('POST', '/api/apps', { name: '外事管理' })
    expect(refused.status).toBe(502)
    expect(refused.body.message).toMatch(/the resource platform refused B1 add/)
    expect(api.db.apps).toHaveLength(1)
    expect((await call('POST', '/api/apps', { name: ' ' })).status).toBe(400)
  })

  it('serves list all as a tree for placing a form', async () => {
    const { body } = await call('GET', '/api/navigation-resources')
    expect(body[0]).toMatchObject({ resourceId: '67250', resourcePid: '0' })
    expect(body[0].children.map((c: { resourceName: string }) => c.resourceName)).toEqual(['公文', '会议'])
  })

  it('publishes a flow form: release, tree and notification, and a second publish updates', async () => {
    const trip = form('出差申请')
    const first = await call('POST', `/api/forms/${trip.id}/publications`, {
      position: { order: 'child', resourceId: docs() },
      administrators: admins,
    })
    expect(first.status).toBe(201)
    const payload = first.body.payload as ReleaseRequest
    expect(payload).toMatchObject({
      workId: trip.id,
      applyUserId: '1',
      applyDeptName: '系统管理部',
      flowType: '9',
      subId: '67250',
    })
    expect(payload.position.resources.map((p) => p.url)).toEqual([
      `/sinoform/draftList/${trip.id}`,
      `/sinoform/todoList/${trip.id}`,
      `/sinoform/doneList/${trip.id}`,
      `/sinoform/searchList/${trip.id}`,
    ])
    expect(api.db.resources.nodes.get(first.body.resourceId)?.resourcePid).toBe(docs())
    expect(trip.resourceId).toBe(first.body.resourceId)
    const tree = first.body.tree as PublishNode
    expect(tree).toMatchObject({ type: 'app', title: '国际合作' })
    const node = tree.children.find((c) => c.id === trip.id)
    expect(node?.resourceId).toBe(first.body.resourceId)
    expect(node?.children.map((p) => p.id)).toEqual([
      `${trip.id}_draftList`,
      `${trip.id}_todoList`,
      `${trip.id}_doneList`,
      `${trip.id}_searchList`,
    ])
    expect(first.body.notification).toMatchObject({ sent: true, status: 200 })
    expect(api.controls.log.find((e) => e.service === 'receiver')?.received).toEqual(tree)

    const second = await call('POST', `/api/forms/${trip.id}/publications`, {
      position: { order: 'child', resourceId: docs() },
      administrators: admins,
    })
    expect(second.body.resourceId).toBe(first.body.resourceId)
    expect(second.body.payload.position.code).toBe(payload.position.code)
    expect(second.body.notification).toMatchObject({ sent: false, reason: 'unchanged' })
    expect(operations()).toEqual(['B9 release 200', 'C notify 200', 'B9 release 200'])
    expect(treeProblems(api.db.resources)).toEqual([])
  })

  it('keeps the form’s resource id when a re-publish is answered without one (the spec requires it only on add)', async () => {
    const trip = form('出差申请')
    const body = { position: { order: 'child', resourceId: docs() }, administrators: admins }
    const first = await call('POST', `/api/forms/${trip.id}/publications`, body)
    api.controls.omitResourceIdOnUpdate = true
    const second = await call('POST', `/api/forms/${trip.id}/publications`, body)
    expect(second.status).toBe(201)
    expect(second.body.resourceId).toBe(first.body.resourceId)
    expect(api.controls.log.at(-1)?.response).toEqual({ status: '1', msg: 'success' })
  })

  it('publishes a no-flow form with its url and no pages', async () => {
    const loan = form('借阅记录')
    const { status, body } = await call('POST', `/api/forms/${loan.id}/publications`, {
      position: { order: 'after', resourceId: docs() },
      administrators: admins,
    })
    expect(status).toBe(201)
    expect(body.payload).toMatchObject({
      ext: 'noFlow',
      position: { resources: [], url: `/sinoform/app/${loan.appId}/home/form/${loan.id}/no-flow-list` },
    })
    const group = (body.tree as PublishNode).children.find((c) => c.type === 'group')
    expect(group?.children[0]).toMatchObject({
      id: loan.id,
      type: 'noflow',
      resourceId: body.resourceId,
      auth: { deptId: ['18043'] },
    })
  })

  it.each<[string, object, () => void, number, RegExp]>([
    [
      'a refused release',
      { position: { order: 'child', resourceId: 'nope' } },
      () => undefined,
      502,
      /refused B9 release: position.resourceId "nope" is not a resource/,
    ],
    [
      'a failed release call',
      { position: { order: 'child', resourceId: '67250' } },
      () => api.controls.failNext('POST', '/resource-service/form/release', 500),
      502,
      /refused B9 release/,
    ],
    [
      'an invalid position',
      { position: { order: 'inside', resourceId: '67250' } },
      () => undefined,
      400,
      /invalid publication/,
    ],
    ['no position at all', {}, () => undefined, 400, /invalid publication/],
  ])('fails the publication on %s and publishes nothing', async (_name, body, arrange, status, message) => {
    arrange()
    const trip = form('出差申请')
    const before = JSON.stringify([...api.db.resources.nodes])
    const res = await call('POST', `/api/forms/${trip.id}/publications`, body)
    expect(res.status).toBe(status)
    expect(res.body.message).toMatch(message)
    expect(trip.resourceId).toBeNull()
    expect(JSON.stringify([...api.db.resources.nodes])).toBe(before)
    expect(api.controls.log.some((e) => e.service === 'receiver')).toBe(false)
  })

  it('names each field of an invalid publication', async () => {
    const res = await call('POST', `/api/forms/${form('出差申请').id}/publications`, {
      position: { order: 'inside', resourceId: 7 },
    })
    expect(res.status).toBe(400)
    expect(res.body.errors).toEqual([
      { field: 'position.order', message: 'must be after, before or child, got "inside"' },
      { field: 'position.resourceId', message: 'the anchor or parent resource is missing or empty' },
    ])
  })

  it('reports a receiver that did not acknowledge, with the resources published', async () => {
    api.controls.receiverFailure = 500
    const trip = form('出差申请')
    const res = await call('POST', `/api/forms/${trip.id}/publications`, {
      position: { order: 'child', resourceId: '67250' },
    })
    expect(res.status).toBe(201)
    expect(res.body.notification).toMatchObject({ sent: false, error: expect.stringMatching(/answered HTTP 500/) })
    expect(trip.resourceId).toBe(res.body.resourceId)
  })
})

describe('the form service without a receiver configured', () => {
  it('publishes and says the notification was not sent', async () => {
    const mock = createHandlers({ auth: false, formService: { resourcePublishUrl: null } })
    const trip = mock.db.forms[0]!
    const request = new Request(`${ORIGIN}/api/forms/${trip.id}/publications`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ position: { order: 'child', resourceId: '67250' } }),
    })
    const res = (await getResponse(mock.handlers, request)) as Response
    expect(res.status).toBe(201)
    expect((await res.json()).notification).toMatchObject({ sent: false, reason: 'not-configured' })
    expect(mock.controls.log.map((e) => e.operation)).toEqual(['B9 release'])
  })
})
