import { delay, http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { ORIGIN, setupMockApi } from '../../../../test/mockApi.ts'
import { rejectionOf } from '../../../../test/rejectionOf.ts'
import { tripFlow } from '../release/tripRelease.fixture.ts'
import { buildPublishTree } from './buildPublishTree.ts'
import { PublishNotificationError, sendPublishNotification, treeFingerprint } from './sendPublishNotification.ts'

const api = setupMockApi()
const config = { resourcePublishUrl: `${ORIGIN}/portal/resource-publish` }
const tree = buildPublishTree({
  id: 'app1',
  name: '国际合作',
  children: [{ kind: 'flow', id: 'trip', name: '出差申请', flowNodes: tripFlow }],
})

const failure = (promise: Promise<unknown>) => rejectionOf(promise, PublishNotificationError)

describe('sendPublishNotification (spec C)', () => {
  it('posts the tree as JSON and takes the 2xx as the acknowledgement', async () => {
    const result = await sendPublishNotification(config, tree)
    expect(result).toEqual({ sent: true, status: 200, attempts: 1, fingerprint: treeFingerprint(tree) })
    const [request] = await api.requests()
    expect(request?.headers.get('content-type')).toBe('application/json')
    expect(request?.body).toEqual(JSON.parse(JSON.stringify(tree)))
    expect(api.controls.log[0]?.received).toEqual(request?.body)
  })

  it('sends nothing when no receiver is configured, and says so', async () => {
    expect(await sendPublishNotification({}, tree)).toEqual({
      sent: false,
      reason: 'not-configured',
      fingerprint: treeFingerprint(tree),
    })
    expect(api.lines()).toEqual([])
  })

  it('skips an unchanged tree, and sends a changed one', async () => {
    const first = await sendPublishNotification(config, tree)
    expect(
      await sendPublishNotification(config, structuredClone(tree), { previousFingerprint: first.fingerprint }),
    ).toMatchObject({ sent: false, reason: 'unchanged' })
    const changed = { ...tree, title: '国际合作（新）' }
    expect(await sendPublishNotification(config, changed, { previousFingerprint: first.fingerprint })).toMatchObject({
      sent: true,
    })
    expect(api.controls.log).toHaveLength(2)
  })

  it('throws a typed error for any other answer, with no retry by default', async () => {
    api.controls.receiverFailure = 503
    const error = await failure(sendPublishNotification(config, tree))
    expect(error).toMatchObject({ status: 503, attempts: 1, url: config.resourcePublishUrl })
    expect(error.message).toMatch(/answered HTTP 503 after 1 attempt$/)
    expect(api.controls.log).toHaveLength(1)
  })

  it('retries with back-off when configured', async () => {
    let calls = 0
    api.server.use(
      http.post(config.resourcePublishUrl, () => {
        calls += 1
        return calls < 3 ? HttpResponse.json({}, { status: 500 }) : undefined
      }),
    )
    expect(await sendPublishNotification(config, tree, { retries: 3, backoffMs: 1 })).toMatchObject({
      sent: true,
      attempts: 3,
    })
    calls = -10
    const error = await failure(sendPublishNotification(config, tree, { retries: 2, backoffMs: 1 }))
    expect(error).toMatchObject({ status: 500, attempts: 3 })
  })

  it('reports no answer as status 0', async () => {
    api.server.use(http.post(config.resourcePublishUrl, () => HttpResponse.error()))
    expect(await failure(sendPublishNotification(config, tree))).toMatchObject({ status: 0, attempts: 1 })
  })

  it('gives up on an attempt after the time-out, and stops at once when the caller aborts', async () => {
    api.server.use(http.post(config.resourcePublishUrl, () => delay(500)))
    const slow = await failure(sendPublishNotification(config, tree, { timeoutMs: 30 }))
    expect(slow).toMatchObject({ status: 0, attempts: 1 })
    expect(slow.message).toMatch(/got no answer within 30 ms after 1 attempt$/)
    const controller = new AbortController()
    const pending = sendPublishNotification(config, tree, { signal: controller.signal, retries: 3, backoffMs: 1 })
    setTimeout(() => controller.abort(), 20)
    const aborted = await failure(pending)
    expect(aborted).toMatchObject({ status: 0, attempts: 1 })
    expect(aborted.message).toMatch(/was aborted$/)
  })

  it('gives equal trees equal fingerprints whatever the key order', () => {
    const reverse = (value: unknown): unknown =>
      Array.isArray(value)
        ? value.map(reverse)
        : value && typeof value === 'object'
          ? Object.fromEntries(
              Object.entries(value)
                .reverse()
                .map(([k, v]) => [k, reverse(v)]),
            )
          : value
    const reordered = reverse(tree) as typeof tree
    expect(Object.keys(reordered)).toEqual(Object.keys(tree).reverse())
    expect(treeFingerprint(reordered)).toBe(treeFingerprint(tree))
    expect(treeFingerprint({ ...tree, url: '/other' })).not.toBe(treeFingerprint(tree))
  })
})
