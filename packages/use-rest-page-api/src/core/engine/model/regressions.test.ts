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

it('never shows more than a page after a save whose reload was superseded by a sort while an older load of the page was on its way', () =>
  runScenario(setup(), [
    step.fetchPage('other', 1),
    step.release([answer(3)]),
    step.together([
      step.save('other', { title: 'Pen new', price: 1 }),
      step.someoneElse({ kind: 'add', title: 'Aaa other' }, 'feed'),
    ]),
    step.sortWith('other', { property: 'title', direction: 'asc' }),
    step.release([answer(7, { fail: true })]),
    step.release([answer(1)]),
  ]))

it('shows no error on a feed whose pages the server answered, after a filter while a page of its old window failed to load', () =>
  runScenario(setup({ flavour: 'router', feedMaxPages: 2 }), [
    step.release([answer(0), answer(0)]),
    step.loadMore(),
    step.loadMore(),
    step.query('feed', 'lamp a'),
    step.release([answer(1, { fail: true }), answer(0)]),
    step.focus(),
  ]))

it('never shows more than a page after a save, an update and a sort in one task while their loads fail', () =>
  runScenario(setup({ otherPageSize: 7, feedPageSize: 7 }), [
    step.release([answer(0), answer(0)]),
    step.save('list', { title: 'Pen new', price: 1 }),
    step.together([
      step.update('list', 0, 'title'),
      step.query('feed', 'lamp a'),
      step.sortWith('other', { property: 'title', direction: 'asc' }),
    ]),
    step.release([answer(0, { fail: true }), answer(7, { fail: true, late: true }), answer(7)]),
    step.save('feed', { title: 'Pen new', price: 1 }),
    step.prevPage('list'),
  ]))

// Found once the model drove other tabs (and drew `crossTab` per run, which moved the fixed seed's draws), then by
// `pnpm fuzz` with new seeds.

// A page kept on screen as a placeholder (the page asked for failed) reloads only while the observer's `written` holds
// it (createObserver's loadDue), and it drops the key from `written` as soon as it starts that reload, so a reload a
// later write abandons is never made again; a write that edited the page while it was still asked for never marks it
// (its reload is then abandoned when the list moves on), nor does a rollback (`undo` bypasses the `edit` that marks).
// So its rows stay over a page, with the error. Fix: forget a key only once a reload of it settles with the page no
// longer due; mark rollbacks as edits are marked; and mark the keys a write edited (or rolled back) while asked for
// in a second set, reloaded as placeholders only once the page asked for failed (so a removal that empties a page
// and moves to the previous one sends no reload of the emptied page: recordOperations.test.ts).
it('reloads a placeholder page a write edited when a later write abandons its reload', () =>
  runScenario(setup({ otherSynced: true, otherPageSize: 7, feedPageSize: 7 }), [
    step.save('list', { title: 'Pen new', price: 1 }),
    step.release([answer(0)]),
    step.remove('list', [0], 409),
    step.update('list', 0, 'title'),
    step.save('list', { title: 'Pen new', price: 1 }, 400),
    step.fetchPage('list', 1),
    step.release([answer(0), answer(4, { fail: true }), answer(0)]),
    step.sortWith('other', { property: 'title', direction: 'asc' }),
    step.back(),
  ]))

it('reloads a placeholder page a write edited while it was still asked for, when the page asked for fails', () =>
  runScenario(setup({ otherSynced: true, otherPageSize: 7, feedPageSize: 7 }), [
    step.save('list', { title: 'Pen new', price: 1 }),
    step.release([answer(0)]),
    step.release([answer(3, { fail: true })]),
    step.fetchPage('list', 1),
    step.release([answer(0), answer(0, { fail: true }), answer(0)]),
    step.sortWith('other', { property: 'title', direction: 'asc' }),
    step.back(),
  ]))

it("reloads another list's placeholder page its own save edited, after a sort whose page fails", () =>
  runScenario(setup({ otherPageSize: 7 }), [
    step.release([answer(0), answer(0, { late: true })]),
    step.release([answer(0)]),
    step.save('other', { title: 'Pen new', price: 1 }),
    step.sortWith('other', { property: 'title', direction: 'asc' }),
    step.remove('list', [0]),
    step.together([step.save('list', { title: 'Pen new', price: 1 }), step.fetchPage('list', 1)]),
    step.release([answer(3)]),
    step.release([answer(4, { fail: true }), answer(0)]),
    step.query('list', ''),
  ]))

it('reloads a placeholder page after the rollback of an optimistic removal made on it', () =>
  runScenario(setup({ initialSearch: '?page=2', optimistic: { list: true, other: false, feed: false } }), [
    step.release([answer(0)]),
    step.query('list', 'zz'),
    step.release([answer(1, { fail: true }), answer(0)]),
    step.remove('feed', [0]),
    step.release([answer(0), answer(0, { late: true })]),
    step.together([step.sortWith('feed', { property: 'title', direction: 'asc' }), step.remove('list', [0], 409)]),
    step.release([answer(7)]),
    step.focus(),
  ]))

// Another tab's message makes each list that takes it call `store.refresh(key)` for its pages, which does nothing
// while a load is on its way: the load is joined, though its answer may predate the other tab's write (here the
// server answered before the write, the answer still on its way). `store.invalidate` abandons such a load ("a load
// on its way may predate what made it so"), and the docs say Invalidate does what another tab's write does. Fix: a
// cross-tab refresh abandons the load on its way for the list's keys (`refresh(key, written)` cancelling it, as
// `age` does) before marking them stale.
it("shows another tab's write when its message comes while the page's answer, older than the write, is on its way", () =>
  runScenario(setup({ feedPageSize: 7, crossTab: true }), [
    step.release([answer(0, { late: true })]),
    step.otherTab({ kind: 'add', title: 'Aaa other' }),
    step.release([answer(0, { late: true })]),
  ]))

it('never shows more than a page after a save made in one task with a Forward, when Back then returns to a failed page', () =>
  runScenario(setup({ flavour: 'router' }), [
    step.fetchPage('list', 1),
    step.fetchPage('list', 0),
    step.release([answer(0, { fail: true })]),
    step.back(),
    step.release([answer(0, { late: true }), answer(0, { fail: true })]),
    step.back(),
    step.together([
      step.save('list', { title: 'Pen new', price: 1 }),
      step.sortWith('feed', undefined),
      step.forward(),
    ]),
    step.release([answer(0)]),
    step.back(),
  ]))

it('reloads a page another tab wrote to when a list that takes cross-tab reloads moves onto it from a feed that does not', () =>
  runScenario(setup({ otherPageSize: 7, feedPageSize: 7, crossTab: true }), [
    step.release([answer(1), answer(1)]),
    step.loadMore(),
    step.otherTab({ kind: 'add', title: 'Aaa other' }),
    step.nextPage('other'),
    step.query('feed', ''),
  ]))

it("reloads a list's placeholder page a feed's save edited while the feed asked for it, once the feed moved on", () =>
  runScenario(setup({ flavour: 'router', otherPageSize: 7, feedPageSize: 7 }), [
    step.release([answer(0), answer(0), answer(0)]),
    step.together([
      step.sortWith('other', { property: 'price', direction: 'asc' }),
      step.reload('other'),
      step.save('feed', { title: 'Pen new', price: 1 }),
    ]),
    step.query('list', 'zz'),
    step.release([answer(1), answer(1, { fail: true })]),
    step.together([
      step.sortWith('feed', { property: 'title', direction: 'asc' }),
      step.forward(),
      step.save('list', { title: 'Pen new', price: 1 }),
    ]),
    step.remount('list', false),
  ]))

it('tells no other tab of a save made offline that store.clear() dropped before it was sent', () =>
  runScenario(setup({ flavour: 'router' }), [
    step.offline(),
    step.save('list', { title: 'Pen new', price: 1 }),
    step.clear(),
    step.nextPage('list'),
  ]))
