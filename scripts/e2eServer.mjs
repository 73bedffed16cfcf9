// The end-to-end specs' web server (playwright.config.ts, webServer): builds the demo and serves the build with
// `vite preview` on 127.0.0.1, in this one process, which ends with the run however the run ends.
//   node scripts/e2eServer.mjs <port> <outDir>
//
// Playwright starts its web server in a process group of its own and kills that group when it tears down. A run that
// is killed before it can tear down (SIGTERM from `timeout` or a CI cancel, SIGHUP from a closed terminal, a crash)
// used to leave `vite preview` serving, holding the port for the next run. Playwright holds the other end of this
// process's stdin: when Playwright is gone, however it went, stdin ends, and the server closes and exits.
import { fstatSync } from 'node:fs'
import { clearTimeout, setTimeout } from 'node:timers'
import { join, resolve } from 'node:path'
import { build, preview } from 'vite'

const [portArg, outDirArg] = process.argv.slice(2)
const port = Number(portArg)
if (!Number.isInteger(port) || port <= 0 || !outDirArg) {
  console.error('usage: node scripts/e2eServer.mjs <port> <outDir>')
  process.exit(2)
}
const root = join(import.meta.dirname, '..', 'packages', 'demo')
const outDir = resolve(root, outDirArg)

let server
let stopping = false
/** Closes the server (if it is up) and exits; says why unless Playwright asked (its teardown's SIGTERM). */
async function stop(reason) {
  if (stopping) return
  stopping = true
  if (reason !== 'SIGTERM') console.error(`[e2e server] ${reason}: closing`)
  const forced = setTimeout(() => process.exit(1), 5000)
  try {
    await server?.close()
  } finally {
    clearTimeout(forced)
    process.exit(0)
  }
}
for (const signal of ['SIGTERM', 'SIGINT', 'SIGHUP']) process.on(signal, () => void stop(signal))
// Only a pipe (Node's are socket pairs) means someone holds the other end, Playwright; a terminal or /dev/null does
// not tell of a parent.
const stdin = fstatSync(0)
if (stdin.isSocket() || stdin.isFIFO()) {
  process.stdin.on('end', () => void stop('the test runner is gone (stdin ended)'))
  process.stdin.on('error', () => void stop('the test runner is gone (stdin failed)'))
  process.stdin.resume()
}

await build({ root, logLevel: 'warn', build: { outDir, emptyOutDir: true } })
if (!stopping) {
  server = await preview({
    root,
    logLevel: 'warn',
    build: { outDir },
    preview: { host: '127.0.0.1', port, strictPort: true },
  })
  console.log(`[e2e server] serving ${outDir} on http://127.0.0.1:${port}/`)
}
