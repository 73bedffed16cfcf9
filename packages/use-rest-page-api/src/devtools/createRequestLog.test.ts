import { describe, expect, it, vi } from 'vitest'
import { ORIGIN, setupMockApi } from '../../../../test/mockApi.ts'
import { createRequestLog, MAX_LOGGED_REQUESTS } from './createRequestLog.ts'

setupMockApi({ auth: false })

describe('createRequestLog', () => {
  it('logs each request with its method, url, status and time, telling its subscribers', async () => {
    let clock = 0
    const log = createRequestLog(() => (clock += 5))
    const told = vi.fn()
    log.subscribe(told)
    const fetch = log.wrap(globalThis.fetch)
    await fetch(`${ORIGIN}/api/products?size=1`)
    await fetch(`${ORIGIN}/api/products/nope`, { method: 'delete' })
    expect(log.entries()).toEqual([
      { id: 1, method: 'GET', url: `${ORIGIN}/api/products?size=1`, startedAt: 5, ms: 5, status: 200 },
      { id: 2, method: 'DELETE', url: `${ORIGIN}/api/products/nope`, startedAt: 15, ms: 5, status: 404 },
    ])
    expect(told).toHaveBeenCalledTimes(4)
  })

  it('logs a request that got no answer as status 0, and rethrows', async () => {
    const log = createRequestLog()
    const failing: typeof fetch = () => Promise.reject(new TypeError('offline'))
    await expect(log.wrap(failing)('http://user:secret@api.test/x')).rejects.toThrow('offline')
    expect(log.entries()[0]).toMatchObject({ status: 0, url: 'http://api.test/x' })
  })

  it(`keeps the newest ${MAX_LOGGED_REQUESTS} requests`, async () => {
    const log = createRequestLog()
    const ok: typeof fetch = async () => new Response(null, { status: 204 })
    const fetch = log.wrap(ok)
    for (let i = 0; i < MAX_LOGGED_REQUESTS + 5; i++) await fetch(`http://api.test/${i}`)
    expect(log.entries()).toHaveLength(MAX_LOGGED_REQUESTS)
    expect(log.entries()[0]?.url).toBe('http://api.test/5')
  })
})
