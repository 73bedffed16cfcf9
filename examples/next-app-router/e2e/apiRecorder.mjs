// What the REST API receives from the app, for the specs: a loopback proxy in front of the mock that forwards every
// request as it came and remembers its method, url and the identity it carried (what a Spring server would see).
//   node e2e/apiRecorder.mjs <port> <api origin>
// GET /__recorded answers the requests seen so far (at most the last 500), DELETE /__recorded forgets them.
// PUT /__delay?ms=<n> makes the mock wait n ms before each answer from then on (the mock's own latency control, its
// `x-mock-delay` header, added to every request forwarded), so a spec can see what a page sends before the API answers;
// ms=0 ends it.
import { createServer, request as send } from 'node:http'
import { URL } from 'node:url'

const [portArg, target] = process.argv.slice(2)
const api = new URL(target ?? '')
/** @type {{ method: string, url: string, authorization: string | null, cookie: boolean }[]} */
let recorded = []
let delayMs = 0

const server = createServer((req, res) => {
  if (req.url === '/__recorded') {
    if (req.method === 'DELETE') recorded = []
    res.writeHead(200, { 'content-type': 'application/json' })
    return res.end(JSON.stringify(recorded))
  }
  if (req.url?.startsWith('/__delay?') && req.method === 'PUT') {
    delayMs = Number(new URL(req.url, 'http://recorder').searchParams.get('ms')) || 0
    res.writeHead(204)
    return res.end()
  }
  recorded.push({
    method: req.method ?? '',
    url: req.url ?? '',
    authorization: req.headers.authorization ?? null,
    cookie: req.headers.cookie !== undefined,
  })
  if (recorded.length > 500) recorded.shift()
  const upstream = send(
    {
      host: api.hostname,
      port: api.port,
      method: req.method,
      path: req.url,
      headers: { ...req.headers, host: api.host, ...(delayMs > 0 && { 'x-mock-delay': String(delayMs) }) },
    },
    (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers)
      answer.pipe(res)
    },
  )
  upstream.on('error', () => {
    res.writeHead(502)
    res.end()
  })
  req.pipe(upstream)
})
server.listen(Number(portArg), '127.0.0.1', () => console.log(`[api recorder] ${portArg} -> ${api.origin}`))
// Ends with the test runner, however it ends (it holds the other end of stdin).
process.stdin.on('end', () => process.exit(0))
process.stdin.resume()
for (const signal of ['SIGTERM', 'SIGINT', 'SIGHUP']) process.on(signal, () => process.exit(0))
