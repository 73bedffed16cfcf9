import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { emptyEntry, entryReducer, isDue, isPending, type EntryAction, type EntryState } from './entryState.ts'

type Page = { rows: string[] }
type State = EntryState<Page>

const page: Page = { rows: ['a'] }
const answer: Page = { rows: ['b'] }
const failure = new Error('the last load failed')
const again = new Error('it failed again')

/** The starting states that differ in what a transition does to them. Frozen: the reducer must not write them. */
const empty = Object.freeze(emptyEntry) as State
const loading: State = Object.freeze({ ...empty, fetchStatus: 'fetching' })
const success: State = Object.freeze({
  status: 'success',
  fetchStatus: 'idle',
  data: page,
  dataUpdatedAt: 100,
  error: undefined,
  isInvalidated: false,
  failureCount: 0,
})
const stale: State = Object.freeze({ ...success, isInvalidated: true })
const failedWithData: State = Object.freeze({ ...success, status: 'error', error: failure, failureCount: 2 })
const failedFirst: State = Object.freeze({ ...empty, status: 'error', error: failure, failureCount: 1 })

/** The state every `success` answer leads to, whatever came before. */
const answered: State = {
  status: 'success',
  fetchStatus: 'idle',
  data: answer,
  dataUpdatedAt: 200,
  error: undefined,
  isInvalidated: false,
  failureCount: 0,
}

const fetch: EntryAction<Page> = { type: 'fetch' }
const succeed: EntryAction<Page> = { type: 'success', data: answer, at: 200 }
const fail: EntryAction<Page> = { type: 'error', error: again }
const cancel: EntryAction<Page> = { type: 'cancel' }
const invalidate: EntryAction<Page> = { type: 'invalidate' }
const refresh: EntryAction<Page> = { type: 'refresh' }
const leave: EntryAction<Page> = { type: 'leave' }
const edit: EntryAction<Page> = { type: 'edit', data: answer }
const editStale: EntryAction<Page> = { type: 'edit', data: answer, stale: true }
const hydrate: EntryAction<Page> = { type: 'hydrate', data: answer, at: 300 }

describe('entryReducer', () => {
  it.each<[string, EntryAction<Page>, State, State]>([
    ['empty', fetch, empty, { ...empty, fetchStatus: 'fetching' }],
    ['empty', succeed, empty, answered],
    ['empty', fail, empty, { ...empty, status: 'error', error: again, failureCount: 1 }],
    ['empty', cancel, empty, empty],
    ['empty', invalidate, empty, { ...empty, isInvalidated: true }],
    ['empty', refresh, empty, { ...empty, isInvalidated: true }],
    ['empty', leave, empty, empty],
    ['empty', edit, empty, { ...empty, status: 'success', data: answer }],
    ['empty', editStale, empty, { ...empty, status: 'success', data: answer, isInvalidated: true }],
    ['empty', hydrate, empty, { ...answered, dataUpdatedAt: 300 }],

    ['loading', fetch, loading, loading],
    ['loading', succeed, loading, answered],
    ['loading', fail, loading, { ...empty, status: 'error', error: again, failureCount: 1 }],
    ['loading', cancel, loading, empty],
    ['loading', invalidate, loading, { ...loading, isInvalidated: true }],
    ['loading', refresh, loading, { ...loading, isInvalidated: true }],
    ['loading', leave, loading, loading],
    ['loading', edit, loading, { ...loading, status: 'success', data: answer }],
    ['loading', editStale, loading, { ...loading, status: 'success', data: answer, isInvalidated: true }],
    // The load on its way stays on its way: a handed-over page does not answer it.
    ['loading', hydrate, loading, { ...answered, fetchStatus: 'fetching', dataUpdatedAt: 300 }],

    ['success', fetch, success, { ...success, fetchStatus: 'fetching' }],
    ['success', succeed, success, answered],
    ['success', fail, success, { ...success, status: 'error', error: again, failureCount: 1 }],
    ['success', cancel, success, success],
    ['success', invalidate, success, stale],
    ['success', refresh, success, stale],
    ['success', leave, success, success],
    ['success', edit, success, { ...success, data: answer }],
    ['success', editStale, success, { ...stale, data: answer }],
    ['success', hydrate, success, { ...answered, dataUpdatedAt: 300 }],

    ['stale', fetch, stale, { ...stale, fetchStatus: 'fetching' }],
    ['stale', succeed, stale, answered],
    ['stale', fail, stale, { ...stale, status: 'error', error: again, failureCount: 1 }],
    ['stale', cancel, stale, stale],
    ['stale', invalidate, stale, stale],
    ['stale', refresh, stale, stale],
    ['stale', leave, stale, stale],
    ['stale', edit, stale, { ...stale, data: answer }],
    ['stale', editStale, stale, { ...stale, data: answer }],
    ['stale', hydrate, stale, { ...answered, dataUpdatedAt: 300 }],

    // The failure count survives a new load: a background reload's retries count the failures in a row.
    ['failed with data', fetch, failedWithData, { ...success, fetchStatus: 'fetching', failureCount: 2 }],
    ['failed with data', succeed, failedWithData, answered],
    ['failed with data', fail, failedWithData, { ...failedWithData, error: again, failureCount: 3 }],
    ['failed with data', cancel, failedWithData, failedWithData],
    ['failed with data', invalidate, failedWithData, { ...failedWithData, isInvalidated: true }],
    ['failed with data', refresh, failedWithData, stale],
    ['failed with data', leave, failedWithData, success],
    ['failed with data', edit, failedWithData, { ...failedWithData, data: answer }],
    ['failed with data', editStale, failedWithData, { ...failedWithData, data: answer, isInvalidated: true }],
    ['failed with data', hydrate, failedWithData, { ...answered, dataUpdatedAt: 300 }],

    ['failed first', fetch, failedFirst, { ...empty, fetchStatus: 'fetching', failureCount: 1 }],
    ['failed first', succeed, failedFirst, answered],
    ['failed first', fail, failedFirst, { ...failedFirst, error: again, failureCount: 2 }],
    ['failed first', cancel, failedFirst, failedFirst],
    ['failed first', invalidate, failedFirst, { ...failedFirst, isInvalidated: true }],
    ['failed first', refresh, failedFirst, { ...empty, isInvalidated: true }],
    ['failed first', leave, failedFirst, empty],
    // The failure stays shown beside the edited page: only a load, a reload on its own or leaving forgets it.
    ['failed first', edit, failedFirst, { ...failedFirst, data: answer }],
    ['failed first', editStale, failedFirst, { ...failedFirst, data: answer, isInvalidated: true }],
    ['failed first', hydrate, failedFirst, { ...answered, dataUpdatedAt: 300 }],
  ])('takes %s through %j', (_name, action, state, expected) => {
    expect(entryReducer(state, action)).toStrictEqual(expected)
  })

  it.each<[string, EntryAction<Page>, State]>([
    ['invalidates a page already old', invalidate, stale],
    ['leaves a key with no error', leave, success],
    ['leaves a key still loading', leave, loading],
    ['leaves a key never loaded', leave, empty],
  ])('returns the same object when it %s', (_name, action, state) => {
    expect(entryReducer(state, action)).toBe(state)
  })

  it.each<[string, boolean, boolean, State | undefined]>([
    ['nothing reached yet', true, true, undefined],
    ['never loaded', true, true, empty],
    ['loading its first page', false, true, loading],
    ['holding a fresh page', false, false, success],
    ['holding an old page', true, true, stale],
    ['reloading an old page', false, true, { ...stale, fetchStatus: 'fetching' }],
    ['holding a page whose reload failed', false, false, failedWithData],
    ['holding an old page whose reload failed', false, false, { ...failedWithData, isInvalidated: true }],
    ['whose first load failed', false, false, failedFirst],
  ])('says a key %s is due: %s, pending: %s', (_name, due, pending, state) => {
    expect(isDue(state)).toBe(due)
    expect(isPending(state)).toBe(pending)
  })

  it('keeps its invariants through any sequence of transitions', () => {
    const data = fc.record({ rows: fc.array(fc.constantFrom('a', 'b', 'c'), { maxLength: 2 }) })
    const action: fc.Arbitrary<EntryAction<Page>> = fc.oneof(
      fc.constant({ type: 'fetch' as const }),
      fc.record({ type: fc.constant('success' as const), data, at: fc.nat() }),
      // Nothing throws `undefined` here: a load's failure is an error value.
      fc.record({ type: fc.constant('error' as const), error: fc.constantFrom<unknown>(failure, again, 'refused', 0) }),
      fc.constant({ type: 'cancel' as const }),
      fc.constant({ type: 'invalidate' as const }),
      fc.constant({ type: 'refresh' as const }),
      fc.constant({ type: 'leave' as const }),
      fc.record({ type: fc.constant('edit' as const), data, stale: fc.boolean() }),
      fc.record({ type: fc.constant('hydrate' as const), data, at: fc.nat() }),
    )
    fc.assert(
      fc.property(fc.array(action, { maxLength: 30 }), (actions) => {
        let state = empty
        for (const a of actions) {
          const before = state
          state = Object.freeze(entryReducer(before, a))
          // Where it stands follows from what it holds.
          expect(state.status === 'pending').toBe(state.data === undefined && state.error === undefined)
          expect(state.status === 'error').toBe(state.error !== undefined)
          // A page once held is never lost, and only an answer, an edit or a handed-over page replaces it.
          if (before.data !== undefined) expect(state.data).toBeDefined()
          if (a.type !== 'success' && a.type !== 'edit' && a.type !== 'hydrate') expect(state.data).toBe(before.data)
          if (a.type !== 'success' && a.type !== 'hydrate') expect(state.dataUpdatedAt).toBe(before.dataUpdatedAt)
          // Only an answer or a handed-over page makes an old page fresh.
          if (before.isInvalidated && a.type !== 'success' && a.type !== 'hydrate')
            expect(state.isInvalidated).toBe(true)
          // Failures in a row: one more per failure, none after an answer or a reset.
          if (a.type === 'error') expect(state.failureCount).toBe(before.failureCount + 1)
          else if (['success', 'hydrate', 'refresh'].includes(a.type)) expect(state.failureCount).toBe(0)
          else if (a.type === 'leave')
            expect(state.failureCount).toBe(before.error === undefined ? before.failureCount : 0)
          else expect(state.failureCount).toBe(before.failureCount)
          if (a.type === 'fetch') expect(state).toMatchObject({ fetchStatus: 'fetching', error: undefined })
          if (a.type === 'success')
            expect(state).toStrictEqual({
              status: 'success',
              fetchStatus: 'idle',
              data: a.data,
              dataUpdatedAt: a.at,
              error: undefined,
              isInvalidated: false,
              failureCount: 0,
            })
          if (a.type === 'error' || a.type === 'cancel') expect(state.fetchStatus).toBe('idle')
          if (a.type !== 'fetch' && a.type !== 'error' && a.type !== 'cancel' && a.type !== 'success')
            expect(state.fetchStatus).toBe(before.fetchStatus)
          // A load is due only when none is on its way and no failure waits for a retry.
          if (isDue(state)) expect(state).toMatchObject({ fetchStatus: 'idle', error: undefined })
        }
      }),
    )
  })
})
