import { spawn } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { http } from 'msw'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { defaultResourceServiceConfig as urls } from '../handlers/resourceService.ts'
import { startMockHttpServer, type MockHttpServer } from './startMockHttpServer.ts'

let mock: MockHttpServer
beforeAll(async () => {
  mock = await startMockHttpServer({ port: 0 })
})
afterAll(() => mock.close())

const json = async (res: Response) => ({ status: res.status, body: (await res.json()) as Record<string, unknown> })

describe('the mock over real HTTP on loopback', () => {
  it('listens on loopback only', () => {
    expect(mock.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/)
  })

  it('serves every endpoint family with the same handlers', async () => {
    const session = await json(
      await fetch(`${mock.url}/api/sessions`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: '{"userId":"1"}',
      }),
    )
    expect(session.status).toBe(201)
    const auth = { Authorization: `Bearer ${String(session.body.token)}` }
    expect(
      (await json(await fetch(`${mock.url}/api/products?size=5&sort=price_d`, { headers: auth }))).body,
    ).toMatchObject({ size: 5, totalElements: 64 })
    expect((await fetch(`${mock.url}/api/products`)).status).toBe(401)
    const created = await json(
      await fetch(`${mock.url}/api/products`, {
        method: 'POST',
        headers: { ...auth, 'Content-Type': 'application/json' },
        body: '{"title":"t","price":"1.00"}',
      }),
    )
    expect(created).toEqual({ status: 201, body: { id: '65', title: 't', price: '1.00', version: 0 } })
    expect((await fetch(`${mock.url}/api/products/65`, { method: 'DELETE', headers: auth })).status).toBe(204)
    const form = mock.db.forms[0]?.id
    expect((await json(await fetch(`${mock.url}/api/forms/${form}/records`, { headers: auth }))).body).toMatchObject({
      size: 15,
    })
    const list = await json(await fetch(`${mock.url}${urls['url.get-send-resource-url']}`))
    expect(list.body.status).toBe('1')
    const para = encodeURIComponent(JSON.stringify({ author: '1', name: 'HTTP', subId: '67250', superId: '67250' }))
    expect(
      (await json(await fetch(`${mock.url}${urls['url.get-save-resource-url']}?para=${para}`, { method: 'POST' })))
        .body,
    ).toMatchObject({ status: '1' })
    expect(
      (
        await fetch(`${mock.url}/portal/resource-publish`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: '{"type":"app"}',
        })
      ).status,
    ).toBe(200)
    expect(mock.controls.log.map((e) => e.operation)).toEqual(['B2 list all', 'B1 add', 'C notify'])
  })

  it('answers a handler that throws with a 500 in the same error body, and keeps serving', async () => {
    mock.handlers.unshift(
      http.get('*/boom', () => {
        throw new Error('handler broke')
      }),
    )
    try {
      const res = await fetch(`${mock.url}/boom?x=1`)
      expect(res.headers.get('access-control-allow-origin')).toBe('*')
      expect(await json(res)).toEqual({
        status: 500,
        body: {
          status: 500,
          error: 'INTERNAL SERVER ERROR',
          message: 'Error: handler broke',
          path: '/boom',
          errors: [],
        },
      })
      expect((await fetch(`${mock.url}${urls['url.get-send-resource-url']}`)).status).toBe(200)
    } finally {
      mock.handlers.shift()
    }
  })

  it('answers 404 with the error body for paths it does not serve, and CORS preflights', async () => {
    const missing = await json(await fetch(`${mock.url}/nowhere`))
    expect(missing).toMatchObject({ status: 404, body: { error: 'NOT FOUND', path: '/nowhere' } })
    const preflight = await fetch(`${mock.url}/api/products`, { method: 'OPTIONS' })
    expect(preflight.status).toBe(204)
    expect(preflight.headers.get('access-control-allow-headers')).toMatch(/authorization/)
  })

  it('resets the connection while controls.network is offline, and answers again once online', async () => {
    mock.controls.network = 'offline'
    try {
      await expect(fetch(`${mock.url}/api/sessions/users`)).rejects.toThrow(TypeError)
      const control = await fetch(`${mock.url}/mock-controls/network`)
      expect(await control.json()).toEqual({ network: 'offline' })
    } finally {
      mock.controls.network = 'online'
    }
    expect((await fetch(`${mock.url}/api/sessions/users`)).status).toBe(200)
  })
})

/** Starts `mock:serve` as its own process on a free port and resolves with its address. */
function serve(args: string[]) {
  const root = fileURLToPath(new URL('../..', import.meta.url))
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/serve.ts', ...args], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let out = ''
  const url = new Promise<string>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString()
      const match = /listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(out)
      if (match?.[1]) resolve(match[1])
    })
    child.stderr.on('data', (chunk: Buffer) => (out += chunk.toString()))
    child.on('exit', (code) => reject(new Error(`mock:serve exited with ${code}: ${out}`)))
    setTimeout(() => reject(new Error(`mock:serve did not start: ${out}`)), 20_000)
  })
  return { child, url, output: () => out }
}

describe('pnpm mock:serve (its own process)', () => {
  const server = serve(['--port', '0'])
  let url = ''
  beforeAll(async () => {
    url = await server.url
  }, 30_000)
  afterAll(() => {
    server.child.kill('SIGTERM')
  })

  it('answers the same requests as in-process', async () => {
    expect((await fetch(`${url}/api/products/1`)).status).toBe(401)
    const headers = { 'sinoform-current-user-id': '1' }
    expect((await json(await fetch(`${url}/api/products?size=3&sort=price,desc`, { headers }))).body).toMatchObject({
      size: 3,
      totalElements: 64,
    })
    expect((await json(await fetch(`${url}/api/products?sort=colour`, { headers }))).body).toMatchObject({
      status: 400,
      error: 'INVALID REQUEST',
    })
    expect((await fetch(`${url}/api/products`, { headers: { ...headers, 'x-mock-fault': '500' } })).status).toBe(500)
    const forms = (await json(await fetch(`${url}/api/forms?type=flow`, { headers }))).body as {
      content: { id: string }[]
    }
    expect(
      (await json(await fetch(`${url}/api/forms/${forms.content[0]?.id}/todos?sort=ddsj_d`, { headers }))).status,
    ).toBe(200)
    const ids = (await (await fetch(`${url}${urls['url.get-resource-id-by-pid']}?pid=67250`)).json()) as string[]
    expect(ids).toHaveLength(2)
    const info = (await json(await fetch(`${url}${urls['url.get-resource-info-url']}?rid=${ids[0]}`))).body
    expect(info).toMatchObject({ status: '1', sysResourceInfo: { resourceName: '公文' } })
    const para = encodeURIComponent(
      JSON.stringify({ author: '1', id: ids[1], order: 'before', resourceId: ids[0], subId: '67250' }),
    )
    expect(
      (await json(await fetch(`${url}${urls['url.move-resource-url']}?para=${para}`, { method: 'POST' }))).body,
    ).toMatchObject({ status: '1' })
    expect(await (await fetch(`${url}${urls['url.get-resource-id-by-pid']}?pid=67250`)).json()).toEqual([
      ids[1],
      ids[0],
    ])
    expect(
      (
        await fetch(`${url}/portal/resource-publish`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: '{"type":"app"}',
        })
      ).status,
    ).toBe(200)
  })

  it('refuses a port that is not a number', async () => {
    const bad = serve(['--port', 'http'])
    await expect(bad.url).rejects.toThrow(/exited with 2/)
    expect(bad.output()).toMatch(/--port needs a port number from 0 to 65535, got "http"/)
  }, 30_000)
})
