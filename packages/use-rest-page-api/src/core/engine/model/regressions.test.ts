import { it } from 'vitest'
import type { WorldSetup } from './modelDriver.ts'
import * as step from './modelSteps.ts'
import { runScenario } from './runEngineModel.ts'

// The counterexamples the engine's model found (engineModel.test.ts, `pnpm fuzz`), shrunk, each kept as the scenario
// it printed: run through the model's driver and checked at rest with the model's invariants. Each fails on the
// engine they were found on, and passes once the defect is gone.

/**
 * The world of a scenario: the model's three views, pages of 5 everywhere, no optimistic write, one list synced, no
 * cross-tab reloads.
 */
const setup = (changes: Partial<WorldSetup> = {}): WorldSetup => ({
  flavour: 'memory',
  initialSearch: '',
  otherSynced: false,
  otherPageSize: 5,
  feedPageSize: 5,
  feedMaxPages: null,
  optimistic: { list: false, other: false, feed: false },
  crossTab: false,
  ...changes,
})
/** The server answers the open request at `at` (modulo how many are open). */
const answer = (at: number, how: { fail?: boolean; late?: boolean } = {}) => ({
  at,
  fail: how.fail ?? false,
  late: how.late ?? false,
})

it('keeps the pages on screen in the store after store.clear(), instead of evicting and loading them again every gcTime', () =>
  runScenario(setup(), [step.clear()]))

it('follows Back under a React Router basename when Back comes before React rendered the move it undoes', () =>
  runScenario(setup({ flavour: 'router-basename' }), [
    step.release([answer(0)]),
    step.beforeRender(step.nextPage('list')),
    step.back(),
  ]))

it('never shows more than a page after a save made while the page asked for failed to load', () =>
  runScenario(setup({ initialSearch: '?sort=price,desc&title=e' }), [
    step.release([answer(0)]),
    step.nextPage('list'),
    step.release([answer(7, { fail: true })]),
    step.save('list', { title: 'Pen new', price: 1 }),
  ]))
