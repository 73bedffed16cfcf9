import { createKeyObserver, noop, type ObserverConfig, type Settled } from './createKeyObserver.ts'
import { listView } from './listView.ts'
import { localPage } from '../spring/loadListPage.ts'
import { nextQuery, type ListMove } from './nextQuery.ts'
import type { Edit } from '../edits/recordActions.ts'
import { diffRows, sameRows } from '../edits/pendingUpdate.ts'
import type { ListMoveOptions, PendingUpdate, RestPageDataSource } from './RestPageDataSource.ts'
import type { SearchParams, SortInfo } from '../types.ts'
import type { UrlListState } from '../url/urlState.ts'

/**
 * A paged list, free of React: one page of one query on screen, over the engine (`createKeyObserver`). It moves
 * through `nextQuery`, shows the previous page while the next loads, prefetches the next page when asked, applies
 * local and record edits to the page they were made on (a removal that empties a page moves to the previous one,
 * and its rollback moves back), and settles each list operation once it holds the page asked for.
 *
 * @example
 * const list = createListController({ url: '/api/products', settings: {}, options: {}, defaultValue: [], store })
 * const disconnect = list.connect()
 * const page = await list.getResult().nextPage() // page 1, once the store holds it
 */
export function createListController<TItem, TPage>(initial: ObserverConfig<TItem, TPage>) {
  // Any filter and any sort property: the hook gives them their types.
  return createKeyObserver<TItem, TPage, RestPageDataSource<TItem, TPage, SearchParams, string>>(initial, (engine) => {
    const { store, options, own } = engine
    type Page = NonNullable<ReturnType<typeof store.get>>
    /** A page move an edit caused (a removal emptied the page), so its rollback can move back. */
    let moved: { fromKey: string; from: UrlListState; toKey: string } | undefined
    /** The page the last prefetch started from: one prefetch per page loaded. */
    let prefetchedFrom: Page | undefined
    /** The page on screen while updates are held (`holdUpdates`), and what the store's newer page would change. */
    let screen: { key: string; page: Page } | undefined
    let pending: { of: Page; update: PendingUpdate } | undefined
    const keyOf = (q = engine.query()) => engine.keyOf(q)
    const forget = () => void (moved = undefined)

    /** The page of a key an edit applies to: the store's, or the default value before anything loaded. */
    const pageOf = (key: string) =>
      store.get(key) ??
      (key === keyOf() && !engine.shown().length
        ? localPage<TItem, TPage>(engine.config().defaultValue, engine.query())
        : undefined)
    const edit = (key: string, fn: Edit<TItem, TPage>, keep?: 'local' | 'write') => {
      // Once the list is gone its store may be too: a late answer has no page left to change.
      const before = engine.detached() ? undefined : pageOf(key)
      if (!before) return noop
      const after = fn(before)
      if (after === before) return noop
      // An edit of the default value is not the server's page: it stays due.
      // The page on screen takes the edit too, so the user sees it whatever the store holds: a held page gets it on
      // top, and one not held becomes the edited page (an own edit is never held back as somebody else's update).
      if (screen?.key === key) screen = { key, page: pending ? fn(screen.page) : after }
      // A write of the user's own, or an edit over one: the answer that follows is shown, not held.
      if (keep != 'local' || own.has(before)) {
        own.add(after)
        if (screen?.key === key) own.add(screen.page)
      }
      const release = store.set(key, after, {
        stale: store.get(key) === undefined,
        keep: keep && fn,
        local: keep === 'local',
      })
      const q = engine.query()
      if (key === keyOf(q) && !after.items.length && before.items.length && q.pageNo > 0) {
        void engine.move({ ...q, pageNo: q.pageNo - 1 }, 'replace', forget)
        moved = { fromKey: key, from: q, toKey: keyOf() }
      }
      return release
    }
    /** Where the list stands: the page on screen as the server numbered it, or the one asked for while it loads. */
    const position = () => {
      const key = keyOf()
      const data = store.get(key)
      const shown = engine.shown()[0]
      const page = data ?? (shown === undefined ? undefined : store.get(shown))
      return listView(engine.query(), page, data !== undefined, engine.config().defaultValue).pagination
    }
    /** Asks for a move: a new query is asked for (and written to the address), the one already asked for reloads. */
    const requestMove = (
      move: ListMove,
      where: string,
      mode: 'push' | 'replace' = 'push',
      debounce?: number,
    ): Settled<TItem, TPage> => {
      const next = nextQuery(engine.query(), move, position(), where)
      if (!next) return Promise.resolve(store.get(keyOf()))
      // Refused at once, also when the move waits for a debounce.
      engine.check(next, where)
      if (engine.detached()) return Promise.resolve(undefined)
      if (debounce !== undefined) return engine.debounce(debounce, async () => requestMove(move, where, mode))
      // A step to the next or previous page follows the server's link to it, when the page on screen has one.
      const shown = move.type == 'fetch' ? undefined : store.get(keyOf())
      if (shown) engine.follow(keyOf(next), move.type == 'next' ? shown.links?.next : shown.links?.prev)
      return keyOf(next) === keyOf() ? engine.reload() : engine.move(next, mode, forget)
    }

    const moves = {
      // Page 0 under the new defaults; when that is the query on screen (on page 0), it reloads.
      setDefaultSearchParams: async (params: SearchParams) =>
        engine.withDefaults(params, () =>
          requestMove({ type: 'fetch', pageNo: 0 }, 'setDefaultSearchParams()', 'replace'),
        ),
      nextPage: async () => requestMove({ type: 'next' }, 'nextPage()'),
      prevPage: async () => requestMove({ type: 'prev' }, 'prevPage()'),
      fetch: async (
        pageNo?: number,
        pageSize?: number,
        sorts?: readonly SortInfo[],
        searchParams?: SearchParams,
        move?: ListMoveOptions,
      ) =>
        requestMove(
          { type: 'fetch', pageNo, pageSize, sorts, searchParams },
          'fetch()',
          move?.replace ? 'replace' : 'push',
        ),
      sortWith: async (sorts: readonly SortInfo[]) => requestMove({ type: 'fetch', pageNo: 0, sorts }, 'sortWith()'),
      query: async (searchParams: SearchParams, move?: ListMoveOptions) =>
        requestMove({ type: 'fetch', pageNo: 0, searchParams }, 'query()', 'push', move?.debounce),
      reload: () => engine.reload(),
      applyPendingUpdate() {
        screen = undefined
        engine.update()
      },
    }

    return {
      keys: (q) => [keyOf(q)],
      build: (v) => ({
        ...engine.actions,
        ...moves,
        ...listView(v.query, v.pages[0], v.fresh, engine.config().defaultValue),
        ...v.shared,
        pendingUpdate: pending?.update ?? null,
      }),
      hold(v) {
        const key = v.keys[0] as string
        const data = v.fresh ? v.pages[0] : undefined
        const held = screen?.page
        // Held: the user works in the list, and the newer page moves rows (fields alone are shown at once).
        if (
          data &&
          held &&
          screen?.key === key &&
          held !== data &&
          engine.config().options.holdUpdates &&
          !own.has(held) &&
          !sameRows(held.items, data.items, engine.keyName)
        ) {
          if (pending?.of !== data) pending = { of: data, update: diffRows(held.items, data.items, engine.keyName) }
          return { ...v, pages: [held] }
        }
        screen = data && { key, page: data }
        pending = undefined
        return v
      },
      inputs: () => [pending],
      urlState: engine.query,
      follow: (state) => (forget(), state),
      prefetch(run) {
        const key = keyOf()
        const data = store.get(key)
        if (!options.prefetchNextPage || data === undefined || data === prefetchedFrom || store.loading(key))
          return false
        if (!run) return true
        prefetchedFrom = data
        const next = nextQuery(engine.query(), { type: 'next' }, data)
        const nextKey = next && keyOf(next)
        if (nextKey && store.get(nextKey) === undefined && !store.loading(nextKey)) {
          engine.follow(nextKey, data.links?.next)
          engine.load(nextKey, { prefetch: true })
        }
        return true
      },
      target: () => engine.shown()[0] ?? keyOf(),
      pageOf,
      edit,
      undo(key, fn) {
        edit(key, fn)
        if (moved?.fromKey === key && moved.toKey === keyOf()) void engine.move(moved.from, 'replace', forget)
      },
    }
  })
}

/** A list controller (`createListController`). */
export type ListController<TItem, TPage> = ReturnType<typeof createListController<TItem, TPage>>
