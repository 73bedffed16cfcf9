/**
 * Where a store entry stands (TanStack Query's `QueryStatus`): `pending` before its first answer, `success` once it
 * holds an answer (or a page a server handed over, or an edit of a list's default value), `error` when its last load
 * failed (a page it held stays).
 */
export type EntryStatus = 'pending' | 'success' | 'error'

/**
 * What the store holds for one key, as lists read it: immutable, replaced as a whole by `entryReducer` on each
 * transition, so a list compares it by identity.
 */
export interface EntryState<TData> {
  readonly status: EntryStatus
  /** A load of the key is on its way. */
  readonly fetchStatus: 'fetching' | 'idle'
  readonly data: TData | undefined
  /** When the server last answered for the key (`Date.now()`, or a server's clock for a handed-over page); 0 before. */
  readonly dataUpdatedAt: number
  /** Why the last load failed; cleared by the next load, a reload on its own, or when no list shows the key. */
  readonly error: unknown
  /**
   * The page is old: a write came after its answer, a reload on its own was asked (focus, reconnect, an interval,
   * another tab), or no list asked for it since it loaded. A list that asks for it loads it again.
   */
  readonly isInvalidated: boolean
  /** Background reloads that failed in a row (their retries count them). */
  readonly failureCount: number
}

/** The named transitions of an entry: the only way its state changes. */
export type EntryAction<TData> =
  /** A load started. */
  | { type: 'fetch' }
  /** A load answered: `data` is the server's page, with the edits kept over it (optimistic writes, local edits). */
  | { type: 'success'; data: TData; at: number }
  /** A load failed (an abort is `cancel`). */
  | { type: 'error'; error: unknown }
  /** The load on its way was abandoned: its answer is nobody's. */
  | { type: 'cancel' }
  /** The page is old (a write, `invalidate`, no list asking for it any more). */
  | { type: 'invalidate' }
  /** A reload on its own (focus, reconnect, an interval, another tab): old, and a failure is forgotten. */
  | { type: 'refresh' }
  /** Nobody shows the key any more: a failure is forgotten (the next list to show it loads it again). */
  | { type: 'leave' }
  /** A local or record edit of the page: the answer time stays; `stale` keeps it due (an edit of a default value). */
  | { type: 'edit'; data: TData; stale?: boolean | undefined }
  /** A page a server loaded (`hydrate`), answered at `at`. */
  | { type: 'hydrate'; data: TData; at: number }

/** An entry no transition has reached yet. */
export const emptyEntry: EntryState<never> = {
  status: 'pending',
  fetchStatus: 'idle',
  data: undefined,
  dataUpdatedAt: 0,
  error: undefined,
  isInvalidated: false,
  failureCount: 0,
}

/**
 * The next state of an entry after one transition (TanStack Query's `Query#dispatch` reducer): pure, tested as a
 * table (`entryState.test.ts`).
 *
 * @example
 * entryReducer(emptyEntry, { type: 'fetch' }) // { status: 'pending', fetchStatus: 'fetching', ... }
 */
export function entryReducer<TData>(state: EntryState<TData>, action: EntryAction<TData>): EntryState<TData> {
  switch (action.type) {
    case 'fetch':
      return {
        ...state,
        fetchStatus: 'fetching',
        error: undefined,
        status: state.data === undefined ? 'pending' : 'success',
      }
    case 'success':
      return {
        status: 'success',
        fetchStatus: 'idle',
        data: action.data,
        dataUpdatedAt: action.at,
        error: undefined,
        isInvalidated: false,
        failureCount: 0,
      }
    case 'error':
      return {
        ...state,
        status: 'error',
        fetchStatus: 'idle',
        error: action.error,
        failureCount: state.failureCount + 1,
      }
    case 'cancel':
      return { ...state, fetchStatus: 'idle' }
    case 'invalidate':
      return state.isInvalidated ? state : { ...state, isInvalidated: true }
    case 'refresh':
      return {
        ...state,
        isInvalidated: true,
        error: undefined,
        failureCount: 0,
        status: state.data === undefined ? 'pending' : 'success',
      }
    case 'leave':
      return state.error === undefined
        ? state
        : { ...state, error: undefined, failureCount: 0, status: state.data === undefined ? 'pending' : 'success' }
    case 'edit':
      return {
        ...state,
        data: action.data,
        status: state.status === 'pending' ? 'success' : state.status,
        isInvalidated: state.isInvalidated || !!action.stale,
      }
    case 'hydrate':
      return {
        ...state,
        status: 'success',
        data: action.data,
        dataUpdatedAt: action.at,
        error: undefined,
        isInvalidated: false,
        failureCount: 0,
      }
  }
}

/**
 * A load of the entry is due: none on its way, no error (a failed first load offers a retry instead of looping), and
 * no page yet or an old one. What a list showing the key acts on.
 */
export const isDue = (state: EntryState<unknown> | undefined): boolean =>
  !state ||
  (state.fetchStatus === 'idle' && state.error === undefined && (state.data === undefined || state.isInvalidated))

/** A load of the entry is on its way or due: what a list showing it calls `isFetching`. */
export const isPending = (state: EntryState<unknown> | undefined): boolean =>
  state?.fetchStatus === 'fetching' || isDue(state)
