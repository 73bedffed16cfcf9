import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

/** A request a test peer received, body read. */
export interface PeerRequest {
  method: string
  /** Path and query, as received. */
  url: string
  headers: IncomingMessage['headers']
  body: string
}

/**
 * A real HTTP server on loopback for tests of hostile peers (redirects, huge answers): `answer` writes each response;
 * every request it got is in `received`. Close it with `close()`.
 */
export async function startTestPeer(answer: (req: IncomingMessage, res: ServerResponse, body: string) => void) {
  const received: PeerRequest[] = []
  const server = createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (c: Buffer) => chunks.push(c))
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8')
      received.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body })
      answer(req, res, body)
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    received,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

export type TestPeer = Awaited<ReturnType<typeof startTestPeer>>

/** Writes (with `status`) `bytes` bytes of a JSON string answer in 64 KiB chunks, without a Content-Length when `chunked`. */
export function writeHuge(res: ServerResponse, bytes: number, chunked: boolean, status = 200) {
  res.writeHead(status, { 'content-type': 'application/json', ...(chunked ? {} : { 'content-length': String(bytes) }) })
  const chunk = Buffer.alloc(64 * 1024, 'a')
  let left = bytes
  const pump = () => {
    while (left > 0) {
      const n = Math.min(left, chunk.length)
      left -= n
      if (!res.write(n === chunk.length ? chunk : chunk.subarray(0, n))) {
        res.once('drain', pump)
        return
      }
    }
    res.end()
  }
  res.on('error', () => undefined)
  pump()
}
