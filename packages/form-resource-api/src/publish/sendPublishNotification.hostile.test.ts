import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { rejectionOf } from '../../../../test/rejectionOf.ts'
import { OptionError } from '../http/OptionError.ts'
import { startTestPeer, writeHuge, type TestPeer } from '../http/testPeer.fixture.ts'
import { buildPublishTree } from './buildPublishTree.ts'
import { PublishNotificationError, sendPublishNotification } from './sendPublishNotification.ts'

let receiver: TestPeer
let other: TestPeer
let answer: Parameters<typeof startTestPeer>[0]
const tree = buildPublishTree({ id: 'app1', name: '国际合作', children: [] })

beforeEach(async () => {
  answer = (_req, res) => res.end('{"received":true}')
  receiver = await startTestPeer((req, res, body) => answer(req, res, body))
  other = await startTestPeer((_req, res) => res.end('{"received":true}'))
})
afterEach(async () => {
  await receiver.close()
  await other.close()
})

const failure = (promise: Promise<unknown>) => rejectionOf(promise, PublishNotificationError)

describe('sendPublishNotification against hostile receivers', () => {
  it.each([302, 307])(
    'does not follow a %i: it is a typed failure naming where it pointed, and is not retried',
    async (status) => {
      answer = (_req, res) => {
        res.writeHead(status, { location: `${other.url}/elsewhere` })
        res.end()
      }
      const error = await failure(
        sendPublishNotification({ resourcePublishUrl: `${receiver.url}/in` }, tree, { retries: 2, backoffMs: 1 }),
      )
      expect(error).toMatchObject({ failure: 'redirect', status, attempts: 1, location: `${other.url}/elsewhere` })
      expect(error.message).toContain(`redirect to ${other.url}/elsewhere`)
      expect(other.received).toEqual([])
      expect(receiver.received.map((r) => r.method)).toEqual(['POST'])
    },
  )

  it('caps what it reads of a refusal', async () => {
    answer = (_req, res) => writeHuge(res, 2 * 1024 * 1024, true, 500)
    const error = await failure(
      sendPublishNotification({ resourcePublishUrl: `${receiver.url}/in` }, tree, { maxResponseBytes: 1024 }),
    )
    expect(error).toMatchObject({ failure: 'too-large' })
  })

  it('keeps the address’s query string and credentials out of its errors', async () => {
    answer = (_req, res) => {
      res.writeHead(503)
      res.end('down')
    }
    const url = `${receiver.url.replace('http://', 'http://u:pw@')}/in?token=s3cret`
    const error = await failure(sendPublishNotification({ resourcePublishUrl: url }, tree))
    expect(error.url).toBe(`${receiver.url}/in`)
    expect(`${error.message} ${error.url}`).not.toMatch(/s3cret|pw@/)
  })

  it.each([
    ['timeoutMs', -1],
    ['timeoutMs', Number.NaN],
    ['retries', -1],
    ['retries', 1.5],
    ['backoffMs', Number.NaN],
    ['maxResponseBytes', 0],
  ])('refuses the option %s: %s with a typed error naming it', async (option, value) => {
    const error = await rejectionOf(
      sendPublishNotification({ resourcePublishUrl: `${receiver.url}/in` }, tree, { [option]: value }),
      OptionError,
    )
    expect(error).toMatchObject({ option })
    expect(receiver.received).toEqual([])
  })
})
