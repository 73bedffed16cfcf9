// The README's test command (`pnpm test`). With no arguments, the whole suite as CI runs it: every Vitest project, then
// the Playwright end-to-end specs (e2e/) in the system Chromium, then each example's specs (every
// examples/<name>/playwright.config.ts: the example built and served against the mock over HTTP). With no Chromium the
// browser tests cannot run: the run says so loudly at the very end, and fails when REQUIRE_BROWSER=1 (set by `.ci/run`).
// Arguments that select tests (a file, `--project node`, `-t name`...) run Vitest alone with them: no e2e specs, no
// examples, no browser warning (the run does not claim to be whole). Reporter and output options alone (what `.ci/run`
// passes) still run the whole suite, with them passed to Vitest: the rule is scripts/testSelection.mjs's.
//   node scripts/test.mjs [vitest args...]
import { spawn } from 'node:child_process'
import { existsSync, readdirSync } from 'node:fs'
import { constants } from 'node:os'
import { join } from 'node:path'
import { runnerImport } from 'vite'
import { missingBrowserWarning, testPlan } from './testSelection.mjs'

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

const args = process.argv.slice(2)
const plan = testPlan(args)

if (plan.run === 'vitest') {
  console.log(
    `[test] a selection (${plan.selectedBy.join(' ')}): Vitest only; the e2e specs (\`e2e <spec>\`) and the examples ` +
      '(`--filter example-<name> test:e2e`) are left out. `test` with no arguments runs everything.',
  )
  if (!browser) console.log("[test] no Chromium: the storybook and docs projects are not among Vitest's projects.")
  const code = await run('vitest run ' + args.join(' '), 'node_modules/vitest/vitest.mjs', ['run', ...args])
  exitIfStopped()
  process.exit(code)
}

const browserSteps = browser
  ? `the e2e specs, then the examples (${examples.join(', ')})`
  : 'no browser tests (no Chromium)'
console.log(`[test] the whole suite: every Vitest project, then ${browserSteps}.`)
const vitest = await run('vitest run ' + args.join(' '), 'node_modules/vitest/vitest.mjs', ['run', ...args])
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
  console.error('\n' + missingBrowserWarning({ where, required: chromium.browserRequired }) + '\n')
  if (chromium.browserRequired) failed = true
}
process.exit(failed ? 1 : 0)
