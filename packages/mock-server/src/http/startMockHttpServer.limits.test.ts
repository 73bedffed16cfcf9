import { request as httpRequest } from 'node:http'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startMockHttpServer, type MockHttpServer } from './startMockHttpServer.ts'

let mock: MockHttpServer
let small: MockHttpServer
beforeAll(async () => {
  mock = await startMockHttpServer({ port: 0 })
  small = await startMockHttpServer({ port: 0, maxBodyBytes: 64 * 1024 })
})
afterAll(async () => {
  await mock.close()
  await small.close()
})

interface Raw {
  method?: string
  path: string
  headers?: Record<string, string>
  /** Bytes to declare in Content-Length; chunked when left out. */
  declared?: number
  /** Bytes actually sent before waiting for the answer. */
  send?: number
}

/**
 * A request written by hand, so the body can be declared larger than what is sent: resolves with the answer as soon
 * as it arrives, whether or not the body was finished. Fails after 5 s without an answer.
 */
function raw(server: MockHttpServer, r: Raw) {
  return new Promise<{ status: number; headers: Record<string, unknown>; body: Record<string, unknown> }>(
    (resolve, reject) => {
      const req = httpRequest(`${server.url}${r.path}`, {
        method: r.method ?? 'POST',
        headers: {
          'content-type': 'application/json',
          ...(r.declared === undefined ? {} : { 'content-length': String(r.declared) }),
          ...r.headers,
        },
      })
      const timer = setTimeout(() => {
        req.destroy()
        reject(new Error('no answer within 5 s: the server is waiting for the body'))
      }, 5_000)
      req.on('response', (res) => {
        let text = ''
        res.on('data', (c: Buffer) => (text += c.toString()))
        res.on('end', () => {
          clearTimeout(timer)
          req.destroy()
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text ? JSON.parse(text) : {} })
        })
      })
      // CONNECT is answered through 'connect', the rest of the answer on the socket.
      req.on('connect', (res, socket, head) => {
        let text = head.toString()
        socket.on('data', (c: Buffer) => (text += c.toString()))
        socket.on('end', () => {
          clearTimeout(timer)
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text ? JSON.parse(text) : {} })
        })
      })
      req.on('error', () => undefined)
      req.flushHeaders()
      const chunk = Buffer.alloc(16 * 1024, 'a')
      for (let sent = 0; sent < (r.send ?? 0); sent += chunk.length) req.write(chunk)
      if (r.declared === 0 || (r.declared === undefined && (r.send ?? 0) > 0)) req.end()
    },
  )
}

const gateway = { 'sinoform-current-user-id': '1' }

describe('the mock over HTTP, with hostile requests', () => {
  it('answers 413 to a declared body over the limit (10 MiB by default) before reading it', async () => {
    const res = await raw(mock, {
      path: '/api/products',
      headers: gateway,
      declared: 500 * 1024 * 1024,
      send: 64 * 1024,
    })
    expect(res.status).toBe(413)
    expect(res.body).toMatchObject({
      status: 413,
      error: 'PAYLOAD TOO LARGE',
      message: 'the body declares 524288000 bytes, over the mock’s limit of 10485760 (option maxBodyBytes)',
      path: '/api/products',
    })
  })

  it('answers 413 to a chunked body once it passes the limit', async () => {
    const res = await raw(small, { path: '/api/products', headers: gateway, send: 1024 * 1024 })
    expect(res.status).toBe(413)
    expect(res.body.message).toBe('the body is over the mock’s limit of 65536 bytes (option maxBodyBytes)')
  })

  it('answers 401 without an identity, and 404 off its routes, before reading the body', async () => {
    const unidentified = await raw(mock, { path: '/api/products', declared: 8 * 1024 * 1024 })
    expect(unidentified).toMatchObject({ status: 401, body: { error: 'UNAUTHORIZED' } })
    const nowhere = await raw(mock, { path: '/nowhere', headers: gateway, declared: 8 * 1024 * 1024 })
    expect(nowhere).toMatchObject({ status: 404, body: { error: 'NOT FOUND', path: '/nowhere' } })
  })

  it('still reads bodies within the limit', async () => {
    const res = await fetch(`${small.url}/api/products`, {
      method: 'POST',
      headers: { ...gateway, 'content-type': 'application/json' },
      body: JSON.stringify({ title: 'x'.repeat(60_000), price: '1.00' }),
    })
    expect(res.status).toBe(201)
  })

  it.each(['/api/%E0%A4%A', '/api/products/%', '/resource-service/resource/remove/%zz'])(
    'answers 400 to the undecodable path %s',
    async (path) => {
      const res = await raw(mock, { method: 'GET', path, headers: gateway, declared: 0 })
      expect(res).toMatchObject({ status: 400, body: { error: 'INVALID REQUEST' } })
      expect(String(res.body.message)).toMatch(/^the path is not valid percent-encoding/)
    },
  )

  it.each(['TRACE', 'CONNECT', 'PROPFIND'])('answers 405 to %s, naming the methods it serves', async (method) => {
    const res = await raw(mock, { method, path: '/api/products', headers: gateway, declared: 0 })
    expect(res.status).toBe(405)
    expect(res.headers.allow).toBe('GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS')
    expect(res.body).toMatchObject({ status: 405, error: 'METHOD NOT ALLOWED' })
  })

  it.each([
    [{ administrators: 'str' }, 'administrators'],
    [{ administrators: { user: [null] } }, 'administrators.user[0]'],
    [{ administrators: { deptRole: [{ roleId: 1, deptIds: ['d'] }] } }, 'administrators.deptRole[0].roleId'],
    [{ administrators: { deptId: [1, 2] } }, 'administrators.deptId[0]'],
  ])('answers 400 naming the field to the publication %j', async (extra, field) => {
    const form = mock.db.forms.find((f) => f.type === 'flow')!
    const res = await fetch(`${mock.url}/api/forms/${form.id}/publications`, {
      method: 'POST',
      headers: { ...gateway, 'content-type': 'application/json' },
      body: JSON.stringify({ position: { order: 'child', resourceId: '67250' }, ...extra }),
    })
    const body = (await res.json()) as { errors: { field: string }[]; message: string }
    expect(res.status).toBe(400)
    expect(body.errors.map((e) => e.field)).toContain(field)
    expect(body.message).not.toMatch(/TypeError/)
  })

  it('answers 400 to a request head over 8 KB, as Spring Boot does, and serves one under it', async () => {
    const ok = await raw(mock, {
      method: 'GET',
      path: '/api/products?size=1',
      headers: { ...gateway, 'x-pad': 'p'.repeat(7000) },
      declared: 0,
    })
    expect(ok.status).toBe(200)
    const res = await raw(mock, {
      method: 'GET',
      path: '/api/products?size=1',
      headers: { ...gateway, 'x-pad': 'p'.repeat(9000) },
      declared: 0,
    })
    expect(res).toMatchObject({ status: 400, body: { error: 'INVALID REQUEST' } })
    expect(String(res.body.message)).toMatch(/request head is over 8192 bytes/)
  })

  it.each(['/api/products/a%2Fb', '/api/products/a%252Fb', '/api/products/a%3bb', '/api/products;jsessionid=x'])(
    'answers 400 to the raw path %s, as Spring Security’s firewall does',
    async (path) => {
      const res = await raw(mock, { method: 'GET', path, headers: gateway, declared: 0 })
      expect(res).toMatchObject({ status: 400, body: { error: 'INVALID REQUEST' } })
      expect(String(res.body.message)).toMatch(/potentially malicious String/)
    },
  )
})
