import { spawn } from 'node:child_process'
import { fileURLToPath } from 'node:url'
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
    const session = await json(await fetch(`${mock.url}/api/sessions`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{"userId":"1"}' }))
    expect(session.status).toBe(201)
    const auth = { Authorization: `Bearer ${String(session.body.token)}` }
    expect((await json(await fetch(`${mock.url}/api/products?size=5&sort=price_d`, { headers: auth }))).body).toMatchObject({ size: 5, totalElements: 64 })
    expect((await fetch(`${mock.url}/api/products`)).status).toBe(401)
    const created = await json(await fetch(`${mock.url}/api/products`, { method: 'POST', headers: { ...auth, 'Content-Type': 'application/json' }, body: '{"title":"t","price":"1.00"}' }))
    expect(created).toEqual({ status: 201, body: { id: '65', title: 't', price: '1.00' } })
    expect((await fetch(`${mock.url}/api/products/65`, { method: 'DELETE', headers: auth })).status).toBe(204)
    const form = mock.db.forms[0]?.id
    expect((await json(await fetch(`${mock.url}/api/forms/${form}/records`, { headers: auth }))).body).toMatchObject({ size: 15 })
    const list = await json(await fetch(`${mock.url}${urls['url.get-send-resource-url']}`))
    expect(list.body.status).toBe('1')
    const para = encodeURIComponent(JSON.stringify({ author: '1', name: 'HTTP', subId: '67250', superId: '67250' }))
    expect((await json(await fetch(`${mock.url}${urls['url.get-save-resource-url']}?para=${para}`, { method: 'POST' }))).body).toMatchObject({ status: '1' })
    expect((await fetch(`${mock.url}/portal/resource-publish`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{"type":"app"}' })).status).toBe(200)
    expect(mock.controls.log.map((e) => e.operation)).toEqual(['B2 list all', 'B1 add', 'C notify'])
  })

  it('answers 404 with the error body for paths it does not serve, and CORS preflights', async () => {
    const missing = await json(await fetch(`${mock.url}/nowhere`))
    expect(missing).toMatchObject({ status: 404, body: { error: 'NOT FOUND', path: '/nowhere' } })
    const preflight = await fetch(`${mock.url}/api/products`, { method: 'OPTIONS' })
    expect(preflight.status).toBe(204)
    expect(preflight.headers.get('access-control-allow-headers')).toMatch(/authorization/)
  })
})

describe('pnpm mock:serve', () => {
  it('starts the server from the command line on the port it is given', async () => {
    const root = fileURLToPath(new URL('../..', import.meta.url))
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/serve.ts', '--port', '0', '--no-auth'], { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] })
    try {
      const url = await new Promise<string>((resolve, reject) => {
        let out = ''
        child.stdout.on('data', (chunk: Buffer) => {
          out += chunk.toString()
          const match = /listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(out)
          if (match?.[1]) resolve(match[1])
        })
        child.stderr.on('data', (chunk: Buffer) => (out += chunk.toString()))
        child.on('exit', (code) => reject(new Error(`mock:serve exited with ${code}: ${out}`)))
        setTimeout(() => reject(new Error(`mock:serve did not start: ${out}`)), 20_000)
      })
      expect((await fetch(`${url}/api/products/1`)).status).toBe(200)
    } finally {
      child.kill('SIGTERM')
    }
  }, 30_000)

  it('refuses a port that is not a number', async () => {
    const root = fileURLToPath(new URL('../..', import.meta.url))
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/serve.ts', '--port', 'http'], { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] })
    let err = ''
    child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()))
    const code = await new Promise((resolve) => child.on('exit', resolve))
    expect(code).toBe(2)
    expect(err).toMatch(/--port needs a port number from 0 to 65535, got "http"/)
  }, 30_000)
})
