import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { rejectionOf } from '../../../../test/rejectionOf.ts'
import { RESOURCE_SERVICE_KEYS, type ResourceServiceUrls } from '../config/types.ts'
import { OptionError } from '../http/OptionError.ts'
import { startTestPeer, writeHuge, type TestPeer } from '../http/testPeer.fixture.ts'
import { buildReleaseRequest } from '../release/buildReleaseRequest.ts'
import { tripRelease } from '../release/tripRelease.fixture.ts'
import { createResourceServiceClient } from './createResourceServiceClient.ts'
import { ResourceServiceError } from './ResourceServiceError.ts'

/** The service under test and another origin it may point at. */
let service: TestPeer
let other: TestPeer
let answer: Parameters<typeof startTestPeer>[0]

beforeEach(async () => {
  answer = (_req, res) => res.end('{"status":"1","resourceId":"r1"}')
  service = await startTestPeer((req, res, body) => answer(req, res, body))
  other = await startTestPeer((_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json' })
    res.end('{"status":"1","msg":"ok","resourceId":"evil"}')
  })
})
afterEach(async () => {
  await service.close()
  await other.close()
})

const urlsAt = (base: string) =>
  Object.fromEntries(RESOURCE_SERVICE_KEYS.map((k) => [k, `${base}/rs/${k.slice(4)}`])) as ResourceServiceUrls
const failure = (promise: Promise<unknown>) => rejectionOf(promise, ResourceServiceError)
const add = { author: '1', name: 'x', subId: '67250', order: 'child', superId: '67250' } as const

describe('resource service client against hostile services', () => {
  it.each([301, 302, 303, 307, 308])(
    'does not follow a %i to another origin, and names where it pointed',
    async (status) => {
      answer = (_req, res) => {
        res.writeHead(status, { location: `${other.url}/steal?x=1` })
        res.end()
      }
      const client = createResourceServiceClient(urlsAt(service.url), { headers: { 'X-Api-Key': 'k-secret' } })
      const error = await failure(client.addResource(add))
      expect(error).toMatchObject({ failure: 'redirect', httpStatus: status, location: `${other.url}/steal` })
      expect(error.message).toContain(`redirect to ${other.url}/steal`)
      expect(other.received).toEqual([])
      expect(service.received).toHaveLength(1)
    },
  )

  it('caps what it reads of an answer, with or without a Content-Length', async () => {
    for (const chunked of [false, true]) {
      answer = (_req, res) => writeHuge(res, 3 * 1024 * 1024, chunked)
      const client = createResourceServiceClient(urlsAt(service.url), { maxResponseBytes: 1024 * 1024 })
      const error = await failure(client.listResources())
      expect(error).toMatchObject({ failure: 'too-large', httpStatus: 200 })
      expect(error.message).toMatch(/more than maxResponseBytes \(1048576\)/)
    }
  })

  it('reads answers up to the cap', async () => {
    answer = (_req, res) => res.end(JSON.stringify({ status: '1', msg: 'x'.repeat(2000), resourceInfo: [] }))
    const client = createResourceServiceClient(urlsAt(service.url), { maxResponseBytes: 4096 })
    expect(await client.listResources()).toEqual([])
  })

  it.each([
    ['timeoutMs', -1],
    ['timeoutMs', Number.NaN],
    ['timeoutMs', 0],
    ['timeoutMs', 1e20],
    ['timeoutMs', 1.5],
    ['maxUrlBytes', -5],
    ['maxResponseBytes', Number.POSITIVE_INFINITY],
    ['longPara', 'split'],
  ])('refuses the option %s: %s with a typed error naming it', (option, value) => {
    let error: unknown
    try {
      createResourceServiceClient(urlsAt(service.url), { [option]: value })
    } catch (e) {
      error = e
    }
    expect(error).toBeInstanceOf(OptionError)
    expect(error).toMatchObject({ option })
    expect((error as Error).message).toMatch(
      new RegExp(`^\\[form-resource-api\\] createResourceServiceClient option ${option} `),
    )
  })

  it('keeps query strings and credentials of the addresses out of errors', async () => {
    answer = (_req, res) => res.end('{"status":"0","msg":"no"}')
    const withToken = (base: string) =>
      Object.fromEntries(Object.entries(urlsAt(base)).map(([k, u]) => [k, `${u}?token=s3cret`])) as ResourceServiceUrls
    const refused = await failure(createResourceServiceClient(withToken(service.url)).childIds('67250'))
    expect(service.received[0]?.url).toContain('token=s3cret')
    expect(refused.url).toBe(`${service.url}/rs/get-resource-id-by-pid`)
    const unsent = await failure(
      createResourceServiceClient(withToken(service.url.replace('http://', 'http://user:pw@'))).childIds('67250'),
    )
    expect(unsent.failure).toBe('network')
    for (const error of [refused, unsent])
      expect(`${error.message} ${error.url} ${JSON.stringify(error)}`).not.toMatch(/s3cret|pw@/)
  })

  it('fills in B1’s order: child when the caller leaves it out', async () => {
    await createResourceServiceClient(urlsAt(service.url)).addResource({
      author: '1',
      name: 'x',
      subId: '67250',
      superId: '67250',
    })
    const para = new URL(service.received[0]?.url ?? '', service.url).searchParams.get('para')
    expect(JSON.parse(para ?? '')).toMatchObject({ order: 'child', superId: '67250' })
  })

  it('accepts a re-publish answered "1" without resourceId when the form already has its resource id', async () => {
    answer = (_req, res) => res.end('{"status":"1","msg":"updated"}')
    const client = createResourceServiceClient(urlsAt(service.url))
    const payload = buildReleaseRequest(tripRelease)
    expect(await client.releaseForm(payload, { resourceId: '4028known' })).toEqual({
      resourceId: '4028known',
      msg: 'updated',
    })
    expect((await failure(client.releaseForm(payload))).failure).toBe('malformed')
  })
})
