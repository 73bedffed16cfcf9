import { createServer, type IncomingMessage } from 'node:http'
import type { AddressInfo } from 'node:net'
import { getResponse } from 'msw'
import { createHandlers, type MockServerOptions } from '../createHandlers.ts'
import { errorResponse } from './errorResponse.ts'

export interface MockHttpServerOptions extends MockServerOptions {
  /** Port on the loopback interface; `0` picks a free one. Default: `4010`. */
  port?: number
  /** Loopback address to listen on. Default: `'127.0.0.1'`. */
  host?: '127.0.0.1' | 'localhost' | '::1'
}

export type MockHttpServer = Awaited<ReturnType<typeof startMockHttpServer>>

async function readBody(message: IncomingMessage): Promise<Buffer | undefined> {
  if (message.method === 'GET' || message.method === 'HEAD') return undefined
  const chunks: Buffer[] = []
  for await (const chunk of message) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks)
}

const CORS = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'GET, POST, PUT, DELETE, OPTIONS',
  'access-control-allow-headers':
    'authorization, content-type, accept, x-mock-delay, x-mock-fault, sinoform-current-user-id, sinoform-current-dept-id',
}

/**
 * The mock over real HTTP on loopback: every request is answered by the same msw handlers, so any HTTP client
 * (curl, a browser, another service) can use it. CORS is open. Unmatched requests answer 404 with the error body.
 */
export async function startMockHttpServer(options: MockHttpServerOptions = {}) {
  const mock = createHandlers(options)
  const host = options.host ?? '127.0.0.1'
  // Known once the server listens, before any request can arrive.
  let origin = ''
  /** The handlers' answer to one request, or the mock's 404 body when none matches. */
  const answer = async (message: IncomingMessage): Promise<Response> => {
    const url = new URL(message.url ?? '/', origin)
    const headers = new Headers()
    for (const [name, value] of Object.entries(message.headers)) {
      if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : value)
    }
    const body = await readBody(message)
    const request = new Request(url, {
      method: message.method ?? 'GET',
      headers,
      body: body ? new Uint8Array(body) : null,
    })
    return (
      (await getResponse(mock.handlers, request)) ??
      errorResponse(request, 404, `the mock has no handler for ${request.method} ${url.pathname}`)
    )
  }
  const server = createServer(async (message, res) => {
    if (message.method === 'OPTIONS') {
      res.writeHead(204, CORS).end()
      return
    }
    let response: Response
    try {
      response = await answer(message)
    } catch (error) {
      // The same error body as every other answer of the mock.
      const at = URL.canParse(message.url ?? '/', origin) ? new URL(message.url ?? '/', origin) : new URL(origin)
      response = errorResponse(new Request(at), 500, String(error))
    }
    const out: Record<string, string> = { ...CORS }
    response.headers.forEach((value, name) => {
      out[name] = value
    })
    res.writeHead(response.status, out)
    res.end(Buffer.from(await response.arrayBuffer()))
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(options.port ?? 4010, host, resolve)
  })
  const { port } = server.address() as AddressInfo
  origin = `http://${host.includes(':') ? `[${host}]` : host}:${port}`
  return {
    ...mock,
    url: origin,
    port,
    close: () => new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  }
}
