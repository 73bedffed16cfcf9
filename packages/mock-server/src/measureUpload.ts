// `pnpm --filter form-mock-server measure:upload [MiB]`: how much memory `mock:serve` takes while a client uploads a
// large body (500 MiB by default). Starts the mock as its own process on a free loopback port, sends the body in
// 64 KiB chunks (generated, never held whole), stops sending as soon as the mock answers, and prints the mock's
// resident memory (from /proc, Linux) before, at its peak and after, with how long a concurrent GET waited.
import { spawn } from 'node:child_process'
import { readFileSync, writeFileSync } from 'node:fs'
import { request } from 'node:http'
import { fileURLToPath } from 'node:url'

const MIB = 1024 * 1024
const size = Number(process.argv[2] ?? 500) * MIB
if (!Number.isFinite(size) || size <= 0 || size > 4096 * MIB) {
  console.error('measure:upload: give a size in MiB from 1 to 4096')
  process.exit(2)
}

const root = fileURLToPath(new URL('..', import.meta.url))
const child = spawn(process.execPath, ['--import', 'tsx', 'src/serve.ts', '--port', '0'], {
  cwd: root,
  stdio: ['ignore', 'pipe', 'inherit'],
})
const stop = () => child.kill('SIGTERM')
process.on('exit', stop)
const base = await new Promise<string>((resolve, reject) => {
  let out = ''
  child.stdout.on('data', (c: Buffer) => {
    out += c.toString()
    const match = /listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(out)
    if (match?.[1]) resolve(match[1])
  })
  child.on('exit', (code) => reject(new Error(`mock:serve exited with ${code}`)))
  setTimeout(() => reject(new Error('mock:serve did not start within 30 s')), 30_000)
})

/** The mock's resident memory and its peak so far, in MiB (Linux /proc). */
function memory() {
  const status = readFileSync(`/proc/${child.pid}/status`, 'utf8')
  const kb = (key: string) => Number(new RegExp(`${key}:\\s+(\\d+) kB`).exec(status)?.[1] ?? Number.NaN)
  return { rss: kb('VmRSS') / 1024, peak: kb('VmHWM') / 1024 }
}
/** Resets the peak to the current size (Linux: clear_refs 5), so each upload's peak is its own. */
function resetPeak() {
  try {
    writeFileSync(`/proc/${child.pid}/clear_refs`, '5')
    return true
  } catch {
    return false
  }
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))
const identity = { 'sinoform-current-user-id': '1' }

/** Uploads `bytes` to `path` (declared or chunked), stopping when the answer comes; samples memory meanwhile. */
async function upload(label: string, path: string, headers: Record<string, string>, declared: boolean) {
  resetPeak()
  const before = memory()
  let highest = before.rss
  const sampler = setInterval(() => (highest = Math.max(highest, memory().rss)), 20)
  const started = Date.now()
  let sent = 0
  const result = await new Promise<{ status: number; sent: number }>((resolve) => {
    const req = request(`${base}${path}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...headers,
        ...(declared ? { 'content-length': String(size) } : {}),
      },
    })
    let answered = false
    req.on('response', (res) => {
      answered = true
      res.resume()
      res.on('end', () => {
        req.destroy()
        resolve({ status: res.statusCode ?? 0, sent })
      })
    })
    // 0: the mock closed the connection before this client read its answer (it stops reading refused bodies).
    req.on('error', () => resolve({ status: 0, sent }))
    const chunk = Buffer.alloc(64 * 1024, 0x20)
    const pump = () => {
      while (!answered && sent < size) {
        sent += chunk.length
        if (!req.write(chunk)) return void req.once('drain', pump)
      }
      if (!answered) req.end()
    }
    req.flushHeaders()
    pump()
  })
  // Another client asks while (or right after) the upload is refused.
  const probeStart = Date.now()
  await fetch(`${base}/api/products/1`, { headers: identity })
  const probeMs = Date.now() - probeStart
  clearInterval(sampler)
  await sleep(500)
  const after = memory()
  const peak = Math.max(highest, after.peak)
  console.log(
    `${label.padEnd(46)} answer ${result.status}  sent ${(result.sent / MIB).toFixed(1)} MiB in ${Date.now() - started} ms  ` +
      `RSS before ${before.rss.toFixed(0)} MiB, peak ${peak.toFixed(0)} MiB (+${(peak - before.rss).toFixed(0)}), ` +
      `after ${after.rss.toFixed(0)} MiB (+${(after.rss - before.rss).toFixed(0)})  other client waited ${probeMs} ms`,
  )
}

await sleep(1000)
console.log(`mock at ${base}, pid ${child.pid}, upload of ${size / MIB} MiB, idle RSS ${memory().rss.toFixed(0)} MiB`)
await upload('POST /api/products, Content-Length, identity', '/api/products', identity, true)
await upload('POST /api/products, chunked, identity', '/api/products', identity, false)
await upload('POST /api/products, Content-Length, no identity', '/api/products', {}, true)
await upload('POST /nowhere, chunked', '/nowhere', identity, false)
await upload('POST receiver, chunked', '/portal/resource-publish', {}, false)
stop()
process.exit(0)
