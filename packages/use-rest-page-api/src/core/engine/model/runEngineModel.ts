import fc from 'fast-check'
import { checkAtRest, comeToRest } from './checkAtRest.ts'
import { tick, startModelBrowser } from './modelBrowser.ts'
import { modelCommands, worldSetup } from './modelCommands.ts'
import { CHANNEL, createModelWorld, type Flavour, type WorldSetup } from './modelDriver.ts'
import { createModelServer, seedProducts } from './modelServer.ts'
import { endEvent, reload, type ModelReal, type ModelState, type Step } from './modelSteps.ts'

/**
 * Runs one scenario of the model: a world of `setup` over a fresh server, the `commands` one after another, then
 * the run brought to rest and its invariants checked (`checkAtRest`). Throws what broke.
 *
 * @example
 * await runScenario(setup, [step.nextPage('list'), step.release([{ at: 0, fail: false }])])
 */
export async function runScenario(setup: WorldSetup, commands: Iterable<fc.AsyncCommand<ModelState, ModelReal>>) {
  const browser = startModelBrowser()
  const server = createModelServer(seedProducts())
  const world = createModelWorld(setup, server.fetch)
  const model: ModelState = { unannounced: false, feedBehind: false }
  const real: ModelReal = { setup, world, server, browser, operations: [] }
  let closed = false
  try {
    await endEvent(real)
    await fc.asyncModelRun(() => ({ model, real }), commands)
    await comeToRest(real, model)
    if (model.feedBehind) {
      // The lists took another tab's write on their own; the feed takes none: the app reloads it. (The pages it
      // showed then were nobody else's to reload, so a list that shows one of them since is current only now.)
      await reload('feed').act(real, model)
      await comeToRest(real, model)
    }
    await checkAtRest(real)
    world.close()
    closed = true
    await tick()
    // The channel closes with the last list that listened.
    if (browser.listening(CHANNEL)) throw new Error(`the channel ${CHANNEL} stays open once every view is gone`)
  } finally {
    if (!closed) world.close()
    await tick()
    browser.stop()
  }
}

/** How a run of the model is asked for: a URL flavour, a budget, and what replays a failure. */
export interface ModelRunOptions {
  flavour: Flavour
  numRuns: number
  seed: number
  /** The path of a counterexample the report printed, to replay it alone (with its `replayPath`). */
  path?: string | undefined
  /** Which commands of the counterexample ran, as the report printed it (fast-check's commands `replayPath`). */
  replayPath?: string | undefined
  maxCommands?: number
  /** What is left out (`omissible`), to look past a failure already found. Default: nothing. */
  without?: readonly string[] | undefined
  /** Called after every run of the property (shrinking included) with how many ran. */
  onRun?: (runs: number) => void
}

/** A scenario fast-check drew: the world's setup and the commands that ran. */
type Drawn = [WorldSetup, Iterable<Step>]

/** The commands of a counterexample that ran, one a line (fast-check wraps each, and marks those that ran). */
const ranCommands = (commands: Iterable<Step>) =>
  [...commands].filter((c) => (c as { hasRan?: boolean }).hasRan !== false).map(String)

/**
 * A failed run, readable: the seed and path that replay it, the setup and the shrunk commands one a line, and what
 * broke.
 */
export function describeFailure(options: ModelRunOptions, details: fc.RunDetails<Drawn>): string {
  const [setup, commands] = details.counterexample ?? [undefined, []]
  const steps = ranCommands(commands)
  // fast-check appends which commands ran to the counterexample (`/*replayPath="..."*/`): a path replays with it.
  const replayPath = /\/\*replayPath="([^"]*)"\*\/$/.exec(String(commands))?.[1]
  const error = details.errorInstance instanceof Error ? details.errorInstance.message : String(details.errorInstance)
  return [
    `The engine's model failed (URL flavour ${options.flavour}) after ${details.numRuns} run(s), ` +
      `shrunk ${details.numShrinks} time(s).`,
    `seed: ${details.seed}, path: "${details.counterexamplePath}"`,
    `replay: npx -y pnpm@10.34.9 fuzz --flavour ${options.flavour} --seed ${details.seed} ` +
      `--path "${details.counterexamplePath}"${replayPath ? ` --replay "${replayPath}"` : ''}` +
      (options.without?.length ? ` --without ${options.without.join(',')}` : ''),
    `setup: ${JSON.stringify(setup)}`,
    'commands:',
    ...steps.map((s, i) => `  ${String(i + 1).padStart(2)}. ${s}`),
    `what broke: ${error}`,
  ].join('\n')
}

/**
 * Runs the model for one URL flavour: `numRuns` scenarios drawn from `seed`, each checked at rest. Resolves with
 * fast-check's details; the caller reports a failure (`describeFailure`).
 */
export async function runEngineModel(options: ModelRunOptions): Promise<fc.RunDetails<Drawn>> {
  let runs = 0
  const property = fc.asyncProperty(
    worldSetup(options.flavour),
    modelCommands(options.flavour, {
      ...(options.maxCommands && { maxCommands: options.maxCommands }),
      ...(options.without && { without: options.without }),
      ...(options.replayPath && { replayPath: options.replayPath }),
    }),
    async (setup, commands) => {
      try {
        await runScenario(setup, commands)
      } finally {
        options.onRun?.(++runs)
      }
    },
  )
  return (await fc.check(property, {
    numRuns: options.numRuns,
    seed: options.seed,
    ...(options.path && { path: options.path, endOnFailure: true }),
  })) as fc.RunDetails<Drawn>
}
