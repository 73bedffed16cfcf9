import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { getResponse } from 'msw'
import { createHandlers, type MockServerOptions } from '../createHandlers.ts'
import { errorResponse } from './errorResponse.ts'
import { refuseLikeSpring } from './springRefusals.ts'

export interface MockHttpServerOptions extends MockServerOptions {
  /** Port on the loopback interface; `0` picks a free one. Default: `4010`. */
  port?: number
  /** Loopback address to listen on. Default: `'127.0.0.1'`. */
  host?: '127.0.0.1' | 'localhost' | '::1'
  /**
   * The largest request body read, in bytes: a larger declared `Content-Length` answers 413 before anything is read,
   * a body that grows past it (chunked) answers 413 when it does. Default: `10_485_760` (10 MiB).
   */
  maxBodyBytes?: number
}

export type MockHttpServer = Awaited<ReturnType<typeof startMockHttpServer>>

/** Default of `maxBodyBytes`: 10 MiB, far above the largest body of the spec (a release with big grant lists). */
export const DEFAULT_MAX_BODY_BYTES = 10 * 1024 * 1024

/** The methods the mock serves; others answer 405. */
const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']

const CORS = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'GET, POST, PUT, DELETE, OPTIONS',
  'access-control-allow-headers':
    'authorization, content-type, accept, if-match, x-mock-delay, x-mock-fault, sinoform-current-user-id, sinoform-current-dept-id',
  // A page on another origin reads a record's version (`ETag`) only when it is exposed.
  'access-control-expose-headers': 'etag',
}

/** True when every percent-escape of the path decodes (msw's route matching throws a URIError otherwise). */
function decodablePath(path: string): boolean {
  try {
    decodeURIComponent(path)
    return true
  } catch {
    return false
  }
}

/** After refusing a body, how long and how much of it is read and dropped so the client sees the answer. */
const LINGER_MS = 1_000
const LINGER_BYTES = 4 * 1024 * 1024

/**
 * The request body as a stream the handlers pull from, so a request they answer without reading it (no identity,
 * no route, a refusal) is never read, and one that grows past `limit` stops being read. `exceeded()` tells whether
 * it did. Cancelling the stream pauses the request (it does not destroy it: the answer still has to go out).
 */
function limitedBody(message: IncomingMessage, limit: number) {
  let read = 0
  let over = false
  let done = false
  const stream = new ReadableStream<Uint8Array>(
    {
      start(controller) {
        message.on('data', (chunk: Buffer) => {
          if (done) return
          read += chunk.byteLength
          if (read > limit) {
            over = true
            done = true
            message.pause()
            controller.error(new Error(`the body is over ${limit} bytes`))
            return
          }
          controller.enqueue(new Uint8Array(chunk.buffer, chunk.byteOffset, chunk.byteLength))
          if ((controller.desiredSize ?? 0) <= 0) message.pause()
        })
        message.on('end', () => {
          if (!done) controller.close()
          done = true
        })
        message.on('error', (error) => {
          if (!done) controller.error(error)
          done = true
        })
        message.pause()
      },
      pull() {
        if (!done) message.resume()
      },
      cancel() {
        done = true
        message.pause()
      },
    },
    { highWaterMark: 4 },
  )
  return { stream, exceeded: () => over }
}

/**
 * The mock over real HTTP on loopback: every request is answered by the same msw handlers, so any HTTP client
 * (curl, a browser, another service) can use it. CORS is open. Unmatched requests answer 404 with the error body.
 * A request's method, path and declared size are checked before anything else; its body is read only by a handler
 * that needs it, up to `maxBodyBytes`.
 */
export async function startMockHttpServer(options: MockHttpServerOptions = {}) {
  const mock = createHandlers(options)
  const host = options.host ?? '127.0.0.1'
  const limit = options.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES
  const base = options.base ?? '/api'
  // Known once the server listens, before any request can arrive.
  let origin = ''

  /** The answer to one request: refusals from its head alone, else the handlers', else the mock's 404. */
  const answer = async (message: IncomingMessage, url: URL): Promise<Response> => {
    const method = message.method ?? 'GET'
    const bare = new Request(url)
    if (!METHODS.includes(method)) return errorResponse(bare, 405, `${method} is not served; use ${METHODS.join(', ')}`)
    if (!decodablePath(url.pathname))
      return errorResponse(bare, 400, 'the path is not valid percent-encoding (a % must be followed by two hex digits)')
    const declared = Number(message.headers['content-length'] ?? Number.NaN)
    if (declared > limit)
      return errorResponse(
        bare,
        413,
        `the body declares ${declared} bytes, over the mock’s limit of ${limit} (option maxBodyBytes)`,
      )
    const headers = new Headers()
    for (const [name, value] of Object.entries(message.headers)) {
      if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : value)
    }
    // The REST API as a Spring Boot server: the head over 8 KB, or a path the firewall refuses, from the raw target.
    const refused = url.pathname.startsWith(`${base}/`)
      ? refuseLikeSpring(new Request(url, { method, headers }), message.url)
      : undefined
    if (refused) return refused
    const hasBody =
      method !== 'GET' && method !== 'HEAD' && (declared > 0 || message.headers['transfer-encoding'] !== undefined)
    const body = hasBody ? limitedBody(message, limit) : undefined
    const request = new Request(url, {
      method,
      headers,
      body: body?.stream ?? null,
      ...(body ? { duplex: 'half' } : {}),
    } as RequestInit)
    const response =
      (await getResponse(mock.handlers, request)) ??
      errorResponse(request, 404, `the mock has no handler for ${request.method} ${url.pathname}`)
    if (body?.exceeded())
      return errorResponse(request, 413, `the body is over the mock’s limit of ${limit} bytes (option maxBodyBytes)`)
    return response
  }

  const send = async (message: IncomingMessage, res: ServerResponse, response: Response) => {
    // A network error (`controls.network = 'offline'`): no answer at all, the connection reset, as a cut cable.
    if (response.type === 'error') {
      message.socket.destroy()
      return
    }
    const out: Record<string, string> = { ...CORS }
    response.headers.forEach((value, name) => {
      out[name] = value
    })
    if (response.status === 405) out.allow = METHODS.join(', ')
    // A body nobody read is not kept: after the answer, at most LINGER_BYTES more of it are read and dropped (so a
    // client still sending sees the answer rather than a reset), then the connection closes.
    const unread = !message.complete
    if (unread) out.connection = 'close'
    const socket = message.socket as typeof message.socket | null
    res.writeHead(response.status, out)
    res.end(Buffer.from(await response.arrayBuffer()))
    if (unread)
      res.on('finish', () => {
        let dropped = 0
        message.removeAllListeners('data')
        message.on('data', (chunk: Buffer) => {
          dropped += chunk.byteLength
          if (dropped > LINGER_BYTES) socket?.destroy()
        })
        message.resume()
        setTimeout(() => socket?.destroy(), LINGER_MS).unref()
      })
  }

  const server = createServer(async (message, res) => {
    if (message.method === 'OPTIONS') {
      res.writeHead(204, CORS).end()
      return
    }
    let response: Response
    try {
      const url = new URL(message.url ?? '/', origin)
      response = await answer(message, url)
    } catch (error) {
      // The same error body as every other answer of the mock.
      const at = URL.canParse(message.url ?? '/', origin) ? new URL(message.url ?? '/', origin) : new URL(origin)
      response = errorResponse(new Request(at), 500, String(error))
    }
    await send(message, res, response)
  })
  // CONNECT never reaches the request handler: answer it the same 405.
  server.on('connect', (message: IncomingMessage, socket) => {
    const body = JSON.stringify({
      status: 405,
      error: 'METHOD NOT ALLOWED',
      message: `CONNECT is not served; use ${METHODS.join(', ')}`,
      path: (message.url ?? '').slice(0, 200),
      errors: [],
    })
    socket.end(
      `HTTP/1.1 405 Method Not Allowed\r\ncontent-type: application/json\r\nallow: ${METHODS.join(', ')}\r\ncontent-length: ${Buffer.byteLength(body)}\r\nconnection: close\r\n\r\n${body}`,
    )
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
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()))
        server.closeIdleConnections()
      }),
  }
}
