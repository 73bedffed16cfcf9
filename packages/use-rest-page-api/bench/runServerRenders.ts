import { spawn } from 'node:child_process'
import { mkdirSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { build } from 'esbuild'
import { startMockHttpServer } from 'form-mock-server/node'
import type { ServerRenderFigures } from './serverRenders.ts'

/** What `runServerRenders` reports: the child's figures, and whether it ended on its own once it had printed them. */
export interface ServerRenderRun extends ServerRenderFigures {
  /** Heap growth over the run, after full collections, in bytes (`heapEnd - heapStart`). */
  heapGrowth: number
  /** The timers and channels the child still had once done (`Timeout`, `MessagePort`): none, if nothing leaked. */
  pending: string[]
  /** The child ended by itself, with code 0, within `exitWithinMs` of printing its figures. */
  exitedOnItsOwn: boolean
}

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url))

/**
 * Runs `renders` server requests (`bench/serverRenders.ts`) in a child Node process with `--expose-gc`, against the
 * mock over HTTP on `port` (started here, with identity on, so every prefetch needs the token its settings carry):
 * bundles the program with esbuild (Node 20 runs no TypeScript; React stays external, in production mode), runs it,
 * reads its figures, and waits up to `exitWithinMs` for it to end on its own (it never calls `process.exit`), so a
 * timer a render left behind shows as a process that does not end (it is then killed). The mock is over HTTP, not
 * msw in the child: msw's interception in node keeps about 9 KB per request, which would hide the library's heap.
 *
 * @example
 * const run = await runServerRenders({ renders: 2000, port: 4320 })
 * run.pending // [] when nothing a server render did is still scheduled
 */
export async function runServerRenders({
  renders = 2000,
  port = 4320,
  exitWithinMs = 20_000,
}: { renders?: number; port?: number; exitWithinMs?: number } = {}): Promise<ServerRenderRun> {
  // Inside the package's node_modules, so React resolves as in an app.
  const outdir = here('../node_modules/.cache/bench-server')
  mkdirSync(outdir, { recursive: true })
  const outfile = `${outdir}/serverRenders.mjs`
  await build({
    entryPoints: [here('./serverRenders.ts')],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    jsx: 'automatic',
    define: { 'process.env.NODE_ENV': '"production"' },
    external: ['react', 'react/*', 'react-dom', 'react-dom/*'],
    logLevel: 'error',
  })
  const api = await startMockHttpServer({ port, auth: true })
  const token = 'bench-session'
  api.db.sessions.set(token, { userId: '1', expiresAt: Date.now() + 3_600_000 })
  try {
    const child = spawn(process.execPath, ['--expose-gc', outfile, String(renders), `${api.url}/api/products`], {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, NODE_ENV: 'production', BENCH_TOKEN: token },
    })
    let stdout = ''
    let stderr = ''
    const ended = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)))
    const printed = new Promise<void>((resolve) =>
      child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
        stdout += chunk
        if (stdout.includes('\n')) resolve()
      }),
    )
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk))
    // Once the figures are out (or the child ended without them), it has `exitWithinMs` to end.
    await Promise.race([ended, printed])
    let timer: ReturnType<typeof setTimeout> | undefined
    const late = new Promise<'late'>((resolve) => (timer = setTimeout(() => resolve('late'), exitWithinMs)))
    const exit = await Promise.race([ended, late])
    clearTimeout(timer)
    if (exit === 'late') child.kill('SIGKILL')
    const line = stdout.split('\n').find((l) => l.startsWith('{'))
    if (!line) throw new Error(`[bench:server] the child printed no figures (exit ${exit}):\n${stderr.slice(0, 2000)}`)
    const figures = JSON.parse(line) as ServerRenderFigures
    return {
      ...figures,
      heapGrowth: figures.heapEnd - figures.heapStart,
      pending: figures.activeResources.filter((kind) => kind === 'Timeout' || kind === 'MessagePort'),
      exitedOnItsOwn: exit === 0,
    }
  } finally {
    await api.close()
  }
}
