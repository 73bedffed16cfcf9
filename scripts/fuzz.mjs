// `pnpm fuzz`: the engine's model (packages/use-rest-page-api/src/core/engine/model/) for as long as asked. It runs the
// model's own test file under Vitest (the node project), which reads the budget from the environment: the same
// model, the same driver and the same at-rest checks as `pnpm test` runs with its fixed budget. Prints progress every
// 100 runs; on a failure, the seed, the path and the shrunk commands, one a line, and exits 1.
//   node scripts/fuzz.mjs [--runs 5000] [--seed 42] [--flavour memory|router|router-basename]
//                         [--path "12:3:0" --replay "CD:ABC"] [--without clear,back]
// --runs is per URL flavour (all three unless --flavour names one); --seed defaults to a fresh one, printed; --path
// and --replay replay the counterexample a failure printed (its whole `replay:` line); --without leaves commands out
// (or readFailures), to look past a failure already found.
import { spawn } from 'node:child_process'
import { join } from 'node:path'
import { parseArgs } from 'node:util'

const root = join(import.meta.dirname, '..')
const file = 'packages/use-rest-page-api/src/core/engine/model/engineModel.test.ts'
const flavours = ['memory', 'router', 'router-basename']

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '1000' },
    seed: { type: 'string' },
    flavour: { type: 'string' },
    path: { type: 'string' },
    replay: { type: 'string' },
    without: { type: 'string' },
  },
})
const runs = Number(values.runs)
const seed = values.seed === undefined ? Date.now() % 2 ** 31 : Number(values.seed)
if (!Number.isSafeInteger(runs) || runs < 1) fail(`--runs must be a whole number from 1, got "${values.runs}"`)
if (!Number.isSafeInteger(seed)) fail(`--seed must be a whole number, got "${values.seed}"`)
if (values.flavour !== undefined && !flavours.includes(values.flavour))
  fail(`--flavour must be one of ${flavours.join(', ')}, got "${values.flavour}"`)

function fail(message) {
  console.error(`[fuzz] ${message}`)
  process.exit(2)
}

console.log(
  `[fuzz] seed ${seed}, ${runs} run(s) for each of ${values.flavour ?? flavours.join(', ')}` +
    (values.path ? `, replaying path ${values.path}` : '') +
    (values.without ? `, without ${values.without}` : ''),
)
const child = spawn(process.execPath, ['node_modules/vitest/vitest.mjs', 'run', '--project', 'node', file], {
  cwd: root,
  stdio: 'inherit',
  env: {
    ...process.env,
    FUZZ_RUNS: String(runs),
    FUZZ_SEED: String(seed),
    ...(values.flavour && { FUZZ_FLAVOUR: values.flavour }),
    ...(values.path && { FUZZ_PATH: values.path }),
    ...(values.replay && { FUZZ_REPLAY: values.replay }),
    ...(values.without && { FUZZ_WITHOUT: values.without }),
  },
})
// Ctrl-C reaches Vitest too (same process group); wait for it to stop.
process.on('SIGINT', () => {})
child.on('close', (code) => {
  console.log(code === 0 ? `[fuzz] passed: seed ${seed}` : `[fuzz] FAILED: seed ${seed} (the report is above)`)
  process.exit(code ?? 1)
})
