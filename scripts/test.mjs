// The README's test command (`pnpm test`): every Vitest project, then the Playwright end-to-end specs (e2e/) in the
// system Chromium, then each example's specs (every examples/<name>/playwright.config.ts: the example built and served
// against the mock over HTTP). Arguments go to Vitest (`.ci/run` passes its reporters). With no Chromium the browser
// tests cannot run: the run says so loudly at the very end, and fails when REQUIRE_BROWSER=1 (set by `.ci/run`).
//   node scripts/test.mjs [vitest args...]
import { spawn } from 'node:child_process'
import { existsSync, readdirSync } from 'node:fs'
import { constants } from 'node:os'
import { join } from 'node:path'
import { runnerImport } from 'vite'

const root = join(import.meta.dirname, '..')
// The one place that knows where Chromium is (a TypeScript module, loaded through Vite as Node 20 cannot strip types).
// Vite's runner sets NODE_ENV to 'development' when it is unset; the steps below must get the shell's own (a Next.js
// build run under 'development' mixes React's builds and fails to prerender).
const nodeEnv = process.env.NODE_ENV
const { module: chromium } = await runnerImport(join(root, 'test/browser/chromium.ts'))
if (nodeEnv === undefined) delete process.env.NODE_ENV
else process.env.NODE_ENV = nodeEnv
const browser = chromium.chromiumPath()
/** The examples with specs, by name: each has its own playwright.config.ts (web servers, ports, report). */
const examples = readdirSync(join(root, 'examples'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && existsSync(join(root, 'examples', entry.name, 'playwright.config.ts')))
  .map((entry) => entry.name)
  .sort()

/** The signal that stopped the run (Ctrl-C, a CI cancel's SIGTERM, a closed terminal's SIGHUP), if one did. */
let stoppedBy
/** The step running now. */
let current
// Passed on as SIGINT, which Vitest and Playwright both take as "stop and clean up" (Playwright then stops its web
// server; on SIGTERM or SIGHUP it would exit at once and leave it running), and waited for.
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'])
  process.on(signal, () => {
    stoppedBy ??= signal
    current?.kill('SIGINT')
  })

/** Runs a Node script of a local package with inherited output; its exit code, 1 when it could not start. */
function run(label, script, args) {
  console.log(`\n::: ${label}\n`)
  return new Promise((resolve) => {
    current = spawn(process.execPath, [script, ...args], { cwd: root, stdio: 'inherit' })
    current.on('error', (error) => {
      console.error(`[test] could not start ${label}: ${error.message}`)
      resolve(1)
    })
    current.on('close', (code) => resolve(code ?? 1))
  }).finally(() => (current = undefined))
}
const exitIfStopped = () => {
  if (stoppedBy) process.exit(128 + (constants.signals[stoppedBy] ?? 0))
}

const vitest = await run('vitest run ' + process.argv.slice(2).join(' '), 'node_modules/vitest/vitest.mjs', [
  'run',
  ...process.argv.slice(2),
])
exitIfStopped()
const e2e = browser
  ? await run(`playwright test (Chromium at ${browser})`, 'node_modules/@playwright/test/cli.js', ['test'])
  : 0
exitIfStopped()
// One after another: each builds its app and starts its mock, which is all the two cores can take at once.
const exampleRuns = []
for (const name of browser ? examples : []) {
  const started = Date.now()
  const code = await run(`playwright test examples/${name}`, 'node_modules/@playwright/test/cli.js', [
    'test',
    '--config',
    `examples/${name}/playwright.config.ts`,
  ])
  exitIfStopped()
  exampleRuns.push({ name, code, seconds: Math.round((Date.now() - started) / 1000) })
}
if (exampleRuns.length > 0) {
  console.log('\n::: examples')
  for (const { name, code, seconds } of exampleRuns)
    console.log(`  ${code === 0 ? 'passed' : 'FAILED'}  ${name} (${seconds} s, built and served included)`)
}

let failed = vitest !== 0 || e2e !== 0 || exampleRuns.some(({ code }) => code !== 0)
if (!browser) {
  const where = process.env.CHROMIUM_PATH || '/usr/bin/chromium'
  const bar = '!'.repeat(100)
  const lines = [
    bar,
    '!!',
    '!!  BROWSER TESTS DID NOT RUN.',
    `!!  No Chromium at ${where} (CHROMIUM_PATH overrides the path).`,
    "!!  Not run: the Playwright end-to-end specs (e2e/), the examples' specs (examples/*/e2e) and the Storybook",
    '!!  story tests.',
    '!!  Only the node, jsdom, React 18 and type tests ran: this is NOT a full pass.',
    '!!  Install it with: sudo apt-get install -y chromium fonts-noto-cjk   (or run .ci/run, which does)',
    chromium.browserRequired
      ? '!!  REQUIRE_BROWSER=1 is set, so this run FAILS.'
      : '!!  With REQUIRE_BROWSER=1 (as .ci/run sets) this run would fail.',
    '!!',
    bar,
  ]
  console.error('\n' + lines.join('\n') + '\n')
  if (chromium.browserRequired) failed = true
}
process.exit(failed ? 1 : 0)
