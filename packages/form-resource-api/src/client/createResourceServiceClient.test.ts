import { startMockHttpServer } from 'form-mock-server/node'
import { defaultResourceServiceConfig } from 'form-mock-server'
import { delay, http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { ORIGIN, setupMockApi } from '../../../../test/mockApi.ts'
import { rejectionOf } from '../../../../test/rejectionOf.ts'
import type { ResourceServiceUrls } from '../config/types.ts'
import { buildReleaseRequest } from '../release/buildReleaseRequest.ts'
import { tripRelease } from '../release/tripRelease.fixture.ts'
import { createResourceServiceClient, type ResourceServiceClientOptions } from './createResourceServiceClient.ts'
import { ResourceServiceError } from './ResourceServiceError.ts'

const api = setupMockApi()
const urlsAt = (origin: string) =>
  Object.fromEntries(
    Object.entries(defaultResourceServiceConfig).map(([k, path]) => [k, `${origin}${path}`]),
  ) as ResourceServiceUrls
const urls = urlsAt(ORIGIN)
const client = (options: ResourceServiceClientOptions = {}) => createResourceServiceClient(urls, options)
const named = (name: string) => [...api.db.resources.nodes.values()].find((n) => n.resourceName === name)!.resourceId

const failure = (promise: Promise<unknown>) => rejectionOf(promise, ResourceServiceError)

describe('resource service client (spec B)', () => {
  it('adds, lists, renames, moves, sorts, reads, releases and deletes with the spec’s requests', async () => {
    const c = client()
    const { resourceId } = await c.addResource({
      author: '1',
      name: '国际合作',
      subId: '67250',
      order: 'child',
      superId: '67250',
    })
    expect(resourceId).toMatch(/^4028/)
    expect(await c.childIds('67250')).toEqual([named('公文'), named('会议'), resourceId])
    await c.renameResource({ resourceId, name: '国际合作（新）', subId: '67250' })
    await c.moveResource({ author: '1', id: resourceId, order: 'before', resourceId: named('公文'), subId: '67250' })
    await c.sortResources({ author: '1', id: named('会议'), order: 'after', resourceId, subId: '67250' })
    expect(await c.childIds('67250')).toEqual([resourceId, named('会议'), named('公文')])
    expect(await c.getResourceInfo(resourceId)).toMatchObject({
      resourceId,
      resourceName: '国际合作（新）',
      resourcePid: '67250',
      resourceOrder: 1,
    })
    const release = await c.releaseForm(
      buildReleaseRequest({ ...tripRelease, position: { order: 'child', resourceId } }),
    )
    expect(api.db.resources.nodes.get(release.resourceId)?.resourcePid).toBe(resourceId)
    await c.deleteResource(resourceId)
    expect(api.db.resources.nodes.has(release.resourceId)).toBe(false)
    const requests = await api.requests()
    expect(requests.map((r) => `${r.method} ${r.url.pathname}`)).toEqual([
      'POST /resource-service/resource/save',
      'GET /resource-service/resource/child-ids',
      'POST /resource-service/resource/update',
      'POST /resource-service/resource/move',
      'POST /resource-service/resource/move',
      'GET /resource-service/resource/child-ids',
      'GET /resource-service/resource/info',
      'POST /resource-service/form/release',
      `DELETE /resource-service/resource/remove/${resourceId}`,
    ])
    expect(JSON.parse(requests[0]?.url.searchParams.get('para') ?? '')).toEqual({
      author: '1',
      name: '国际合作',
      subId: '67250',
      order: 'child',
      superId: '67250',
    })
    expect(requests[0]?.body).toBeUndefined()
    expect(requests[1]?.url.searchParams.get('pid')).toBe('67250')
    expect(requests[6]?.url.searchParams.get('rid')).toBe(resourceId)
  })

  it('reads list all in the deployed envelope and as a bare array, and as a tree', async () => {
    const envelope = await client().listResources()
    api.controls.listAllShape = 'array'
    expect(await client().listResources()).toEqual(envelope)
    const [root] = await client().listResourceTree()
    expect(root?.resourceId).toBe('67250')
    expect(root?.children.map((c) => [c.resourceName, c.children.map((g) => g.resourceName)])).toEqual([
      ['公文', ['发文', '收文']],
      ['会议', []],
    ])
  })

  it('percent-encodes the id in the delete path', async () => {
    await failure(client().deleteResource('a/b?c'))
    expect((await api.requests())[0]?.url.pathname).toBe('/resource-service/resource/remove/a%2Fb%3Fc')
  })

  it('throws the service’s refusal with operation, key, status, msg, HTTP status and raw response', async () => {
    const error = await failure(
      client().addResource({ author: '1', name: 'x', subId: '67250', order: 'child', superId: 'nope' }),
    )
    expect(error).toMatchObject({
      failure: 'refused',
      operation: 'B1 add',
      configKey: 'url.get-save-resource-url',
      status: '0',
      httpStatus: 200,
      msg: 'superId "nope" is not a resource',
    })
    expect(JSON.parse(error.response ?? '')).toEqual({ status: '0', msg: 'superId "nope" is not a resource' })
    expect(error.message).toMatch(/^\[form-resource-api\] B1 add \(url\.get-save-resource-url\) refused: status "0"/)
  })

  it.each([
    [
      '"-1" from add',
      http.post(urls['url.get-save-resource-url'], () => HttpResponse.json({ status: '-1', msg: 'call failed' })),
      (c: ReturnType<typeof client>) => c.addResource({ author: '1', name: 'x', subId: 's' }),
      'refused',
    ],
    [
      '"1" without resourceId',
      http.post(urls['url.get-save-resource-url'], () => HttpResponse.json({ status: '1', msg: 'ok' })),
      (c: ReturnType<typeof client>) => c.addResource({ author: '1', name: 'x', subId: 's' }),
      'malformed',
    ],
    [
      '"2" from release',
      http.post(urls['url.send-resource-url'], () =>
        HttpResponse.json({ status: '2', msg: 'queued', resourceId: 'r' }),
      ),
      (c: ReturnType<typeof client>) => c.releaseForm(buildReleaseRequest(tripRelease)),
      'refused',
    ],
    [
      'HTTP 502',
      http.get(urls['url.get-resource-id-by-pid'], () => HttpResponse.text('bad gateway', { status: 502 })),
      (c: ReturnType<typeof client>) => c.childIds('67250'),
      'http',
    ],
    [
      'a body that is not JSON',
      http.get(urls['url.get-send-resource-url'], () => HttpResponse.text('<html>login</html>')),
      (c: ReturnType<typeof client>) => c.listResources(),
      'malformed',
    ],
    [
      'an envelope with status 0',
      http.get(urls['url.get-send-resource-url'], () => HttpResponse.json({ status: '0', msg: 'no access' })),
      (c: ReturnType<typeof client>) => c.listResources(),
      'refused',
    ],
    [
      'child ids that are not strings',
      http.get(urls['url.get-resource-id-by-pid'], () => HttpResponse.json([1, 2])),
      (c: ReturnType<typeof client>) => c.childIds('67250'),
      'malformed',
    ],
    [
      'info without a record',
      http.get(urls['url.get-resource-info-url'], () => HttpResponse.json({ status: '1' })),
      (c: ReturnType<typeof client>) => c.getResourceInfo('x'),
      'malformed',
    ],
    [
      'no answer',
      http.get(urls['url.get-resource-id-by-pid'], () => HttpResponse.error()),
      (c: ReturnType<typeof client>) => c.childIds('67250'),
      'network',
    ],
  ])('fails typed on %s', async (_name, handler, call, kind) => {
    api.server.use(handler)
    expect((await failure(call(client()))).failure).toBe(kind)
  })

  it.each([
    ['deleteResource', (c: ReturnType<typeof client>) => c.deleteResource('')],
    ['childIds', (c: ReturnType<typeof client>) => c.childIds(' ')],
    ['getResourceInfo', (c: ReturnType<typeof client>) => c.getResourceInfo(undefined as unknown as string)],
  ])('refuses %s without an id before sending anything', async (name, call) => {
    await expect(call(client())).rejects.toThrow(
      new RegExp(`^\\[form-resource-api\\] ${name}\\(\\) needs a resource id, got `),
    )
    expect(api.lines()).toEqual([])
  })

  it('times out, by default after 10 s, here after 30 ms', async () => {
    api.server.use(http.get(urls['url.get-resource-id-by-pid'], () => delay('infinite')))
    const error = await failure(client({ timeoutMs: 30 }).childIds('67250'))
    expect(error).toMatchObject({ failure: 'timeout', httpStatus: 0 })
    expect(error.message).toMatch(/no answer within 30 ms/)
  })

  it('stops when the caller’s signal aborts', async () => {
    api.server.use(http.get(urls['url.get-resource-id-by-pid'], () => delay('infinite')))
    const controller = new AbortController()
    const pending = client().childIds('67250', { signal: controller.signal })
    controller.abort()
    expect((await failure(pending)).failure).toBe('aborted')
  })

  it('sends a para too long for the address as a form-encoded body, or refuses before sending when asked', async () => {
    const users = Array.from({ length: 400 }, (_, i) => ({
      deptId: '18043',
      userId: `4028${String(i).padStart(28, '0')}`,
    }))
    const payload = buildReleaseRequest({ ...tripRelease, administrators: { user: users } })
    const { resourceId } = await client().releaseForm(payload)
    const [sent] = await api.requests()
    expect(sent?.url.searchParams.has('para')).toBe(false)
    expect(sent?.headers.get('content-type')).toMatch(/application\/x-www-form-urlencoded/)
    expect(api.db.resources.roles.find((r) => r.type === 'view')?.authorized.user).toHaveLength(400 + 2)
    expect(resourceId).toBeTruthy()
    api.clear()
    const error = await failure(client({ longPara: 'error' }).releaseForm(payload))
    expect(error.failure).toBe('too-long')
    expect(error.message).toMatch(/over maxUrlBytes \(8000\); nothing was sent/)
    expect(api.lines()).toEqual([])
    const small = await client({ maxUrlBytes: 100_000 }).releaseForm(payload)
    expect(small.resourceId).toBe(resourceId)
    expect((await api.requests())[0]?.url.searchParams.has('para')).toBe(true)
  })
})

describe('resource service client over loopback HTTP', () => {
  it('talks to mock:serve’s real HTTP server', async () => {
    const server = await startMockHttpServer({ port: 0 })
    api.server.close()
    try {
      const c = createResourceServiceClient(urlsAt(server.url))
      const { resourceId } = await c.addResource({ author: '1', name: 'HTTP', subId: '67250', superId: '67250' })
      expect(await c.childIds('67250')).toContain(resourceId)
      const release = await c.releaseForm(
        buildReleaseRequest({ ...tripRelease, position: { order: 'child', resourceId } }),
      )
      expect(await c.childIds(release.resourceId)).toHaveLength(4)
      expect(
        (
          await failure(
            c.moveResource({
              author: '1',
              id: resourceId,
              order: 'child',
              superId: release.resourceId,
              subId: '67250',
            }),
          )
        ).msg,
      ).toMatch(/own descendant/)
      await c.deleteResource(resourceId)
      expect(await c.childIds('67250')).not.toContain(resourceId)
    } finally {
      await server.close()
      api.server.listen({ onUnhandledRequest: 'error' })
    }
  })
})
