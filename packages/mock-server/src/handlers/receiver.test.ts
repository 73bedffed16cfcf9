import { describe, expect, it } from 'vitest'
import { ORIGIN, setupMockApi } from '../../../../test/mockApi.ts'

const api = setupMockApi()
const notify = (body: string) =>
  fetch(`${ORIGIN}/portal/resource-publish`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body })
const tree = {
  title: '国际合作',
  id: 'app1',
  resourceId: 'r1',
  iconUrl: '/i.svg',
  type: 'app',
  url: '/sinoform/app/app1/home',
  children: [],
}

describe('publish-notification receiver (spec C)', () => {
  it('records the tree and answers 200', async () => {
    const res = await notify(JSON.stringify(tree))
    expect(res.status).toBe(200)
    expect(api.controls.log).toEqual([
      {
        service: 'receiver',
        operation: 'C notify',
        method: 'POST',
        url: `${ORIGIN}/portal/resource-publish`,
        received: tree,
        status: 200,
        response: { received: true },
      },
    ])
  })

  it('answers with the status it was switched to, and 400 for a body that is not a JSON object', async () => {
    api.controls.receiverFailure = 503
    expect((await notify(JSON.stringify(tree))).status).toBe(503)
    api.controls.receiverFailure = null
    expect((await notify('not json')).status).toBe(400)
    expect((await notify('[1]')).status).toBe(400)
    expect(api.controls.log.map((e) => e.status)).toEqual([503, 400, 400])
  })
})

describe('the call log', () => {
  it('keeps the last 200 calls, dropping the oldest', async () => {
    for (let i = 0; i < 230; i++) await notify(JSON.stringify({ ...tree, id: `app${i}` }))
    expect(api.controls.log).toHaveLength(200)
    expect((api.controls.log[0]?.received as { id: string }).id).toBe('app30')
    expect((api.controls.log.at(-1)?.received as { id: string }).id).toBe('app229')
  })

  it('keeps a body over 64 KiB out of the log, saying how large it was', async () => {
    const big = JSON.stringify({ ...tree, title: 'x'.repeat(1024 * 1024) })
    expect((await notify(big)).status).toBe(200)
    expect(api.controls.log[0]?.received).toEqual({
      omitted: `a body of ${big.length} bytes, over the log’s limit of 65536 bytes per entry`,
    })
  })
})

describe('test controls', () => {
  it('delays an answer by the x-mock-delay header, and globally by latencyMs', async () => {
    const order: string[] = []
    const headers = { 'sinoform-current-user-id': '1' }
    await Promise.all([
      fetch(`${ORIGIN}/api/products/1`, { headers: { ...headers, 'x-mock-delay': '150' } }).then(() =>
        order.push('slow'),
      ),
      fetch(`${ORIGIN}/api/products/2`, { headers }).then(() => order.push('fast')),
    ])
    expect(order).toEqual(['fast', 'slow'])
    api.controls.latencyMs = 150
    order.length = 0
    await Promise.all([
      fetch(`${ORIGIN}/api/products/1`, { headers }).then(() => order.push('global')),
      new Promise((resolve) => setTimeout(resolve, 20)).then(() => order.push('timer')),
    ])
    expect(order).toEqual(['timer', 'global'])
  })

  it('resets data and controls', async () => {
    api.controls.latencyMs = 99
    api.controls.failNext('GET', '/api/products', 500)
    api.db.products.length = 0
    api.reset()
    expect(api.controls.latencyMs).toBe(0)
    expect(api.controls.faults).toEqual([])
    expect(api.db.products).toHaveLength(64)
  })
})
