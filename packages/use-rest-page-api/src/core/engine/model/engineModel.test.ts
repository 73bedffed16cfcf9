import { expect, it } from 'vitest'
import type { Flavour } from './modelDriver.ts'
import { describeFailure, runEngineModel } from './runEngineModel.ts'

// The model of the engine (runEngineModel.ts): random scenarios of two lists and a feed over one store, a server that
// answers late and in any order, and the address under each URL flavour, each checked at rest. A fixed budget and
// seed here; `pnpm fuzz` (scripts/fuzz.mjs) runs this same file for as long as asked, through FUZZ_RUNS, FUZZ_SEED,
// FUZZ_FLAVOUR, FUZZ_PATH, FUZZ_REPLAY and FUZZ_WITHOUT.
const env = process.env
const fuzzing = env.FUZZ_RUNS !== undefined
const numRuns = fuzzing ? Number(env.FUZZ_RUNS) : 400
const seed = fuzzing && env.FUZZ_SEED ? Number(env.FUZZ_SEED) : 20260426
const flavours: Flavour[] =
  fuzzing && env.FUZZ_FLAVOUR ? [env.FUZZ_FLAVOUR as Flavour] : ['memory', 'router', 'router-basename']

it.each(flavours)(
  'shows the server answer for every view at rest, whatever the moves, writes and answers (URL flavour %s)',
  async (flavour) => {
    const started = Date.now()
    const options = {
      flavour,
      numRuns,
      seed,
      path: env.FUZZ_PATH,
      replayPath: env.FUZZ_REPLAY,
      without: env.FUZZ_WITHOUT?.split(',').filter(Boolean),
      onRun(runs: number) {
        if (fuzzing && runs % 100 === 0)
          process.stdout.write(`[fuzz] ${flavour}: ${runs} run(s), ${Math.round((Date.now() - started) / 1000)} s\n`)
      },
    }
    const details = await runEngineModel(options)
    if (!details.failed) return
    const report = describeFailure(options, details)
    // Plain, as well as in Vitest's report of the failure: what `pnpm fuzz` prints.
    if (fuzzing) process.stdout.write(`\n[fuzz] FAILED\n${report}\n\n`)
    expect.fail(report)
  },
  fuzzing ? 0 : 30_000,
)
