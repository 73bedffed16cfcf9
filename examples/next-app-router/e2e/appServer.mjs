// The example as the specs drive it: `next build` (with browser source maps, so the specs can list the modules the
// browser gets), then `next start` on 127.0.0.1, in this one process, which ends with the run however it ends.
//   node e2e/appServer.mjs <port>
// Prints how long the build took and how long `next start` took to be ready.
import { spawn } from 'node:child_process'
import { join } from 'node:path'

const port = process.argv[2] ?? '4304'
const app = join(import.meta.dirname, '..')
const next = join(app, 'node_modules', 'next', 'dist', 'bin', 'next')
// A production build and server whatever NODE_ENV the shell has ('development' would mix React's builds).
const env = { ...process.env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1', EXAMPLE_SOURCE_MAPS: '1' }

let child
let stopping = false
function stop(code = 0) {
  stopping = true
  child?.kill('SIGTERM')
  process.exit(code)
}
for (const signal of ['SIGTERM', 'SIGINT', 'SIGHUP']) process.on(signal, () => stop())
// Playwright holds the other end of stdin: when it is gone, so is the server.
process.stdin.on('end', () => stop())
process.stdin.resume()

function runNext(args, onLine) {
  child = spawn(process.execPath, [next, ...args], { cwd: app, env, stdio: ['ignore', 'pipe', 'inherit'] })
  child.stdout.on('data', (chunk) => {
    process.stdout.write(chunk)
    onLine?.(String(chunk))
  })
  return new Promise((resolve) => child.on('exit', (code) => resolve(code ?? 1)))
}

const built = Date.now()
const code = await runNext(['build'])
if (code !== 0 || stopping) stop(code)
console.log(`[example app] next build: ${((Date.now() - built) / 1000).toFixed(1)} s`)
const started = Date.now()
const exit = await runNext(['start', '--hostname', '127.0.0.1', '--port', port], (text) => {
  if (text.includes('Ready')) console.log(`[example app] next start ready: ${Date.now() - started} ms`)
})
stop(exit)
