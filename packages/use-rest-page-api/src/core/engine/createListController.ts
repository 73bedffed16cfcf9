import {
  createObserver,
  noop,
  type BaseView,
  type Ctx,
  type Kind,
  type ObserverApi,
  type Settled,
} from './createObserver.ts'
import type { ObserverConfig } from '../url/resolveConfig.ts'
import { effective, narrow, type Resolved, type ViewQuery } from '../url/resolveConfig.ts'
import { listView } from './listView.ts'
import { localPage } from '../spring/loadListPage.ts'
import { nextQuery, type ListMove } from './nextQuery.ts'
import type { Edit } from '../edits/recordActions.ts'
import { diffRows, sameRows } from '../edits/pendingUpdate.ts'
import type { ListFetchOptions, ListMoveOptions, PendingUpdate, RestPageDataSource } from './RestPageDataSource.ts'
import { PREFIX } from '../http/RestError.ts'
import { knownKeys } from '../http/knownKeys.ts'
import { wholeNumber } from '../http/wholeNumber.ts'
import type { ListPage, SearchParams, SortInfo } from '../types.ts'
import type { UrlListState } from '../url/urlState.ts'

type Page<TItem, TPage> = ListPage<TItem, TPage>

/** What a list is at: the query asked for, the page on screen while updates are held, a move an edit caused. */
interface ListView<TItem, TPage> extends BaseView {
  /** The page on screen (and its key) as the user last saw it: what `holdUpdates` keeps while a newer one waits. */
  screen?: { key: string; page: Page<TItem, TPage> } | undefined
  /** A page move an edit caused (a removal emptied the page), so its rollback can move back. */
  moved?: { fromKey: string; from: ViewQuery; toKey: string } | undefined
}

/** The page on screen is held back (`holdUpdates`, a newer page of its key moves rows, and no write of the user's). */
function heldPage<TItem, TPage>(
  view: ListView<TItem, TPage>,
  ctx: Ctx<TItem, TPage>,
  key: string,
  data: Page<TItem, TPage> | undefined,
): Page<TItem, TPage> | undefined {
  const held = view.screen?.page
  return data &&
    held &&
    view.screen?.key === key &&
    held !== data &&
    ctx.resolved.options.holdUpdates &&
    !ctx.own.has(held) &&
    !sameRows(held.items, data.items, ctx.resolved.keyName)
    ? held
    : undefined
}

/**
 * A paged list as a kind of observer (`createObserver`): one page of one query on screen. It moves through
 * `nextQuery`, shows the previous page while the next loads, prefetches the next page when asked, applies local and
 * record edits to the page they were made on (a removal that empties a page moves to the previous one, and its
 * rollback moves back), and holds a newer page back while the user works in the list (`holdUpdates`).
 */
function listKind<TItem, TPage>(): Kind<TItem, TPage, ListView<TItem, TPage>> {
  type P = Page<TItem, TPage>
  /** The diff of the last held page against its newer version, kept while both stay. */
  let diff: { held: P; data: P; update: PendingUpdate } | undefined
  const pendingOf = (held: P, data: P, keyName: keyof TItem & string) => {
    if (diff?.held !== held || diff.data !== data)
      diff = { held, data, update: diffRows(held.items, data.items, keyName) }
    return diff.update
  }
  const requestOf = (view: ListView<TItem, TPage>, ctx: Ctx<TItem, TPage>) => ctx.request(view.query)

  return {
    start: (query) => ({ query, shown: { url: '', keys: [] } }),
    requests: (view, ctx) => [requestOf(view, ctx)],
    sync(view, ctx, [request]) {
      const key = request?.key as string
      const data = ctx.page(key)
      if (heldPage(view, ctx, key, data)) return view
      const screen = data && { key, page: data }
      return view.screen?.page === screen?.page && view.screen?.key === screen?.key ? view : { ...view, screen }
    },
    urlState: (view, ctx) => effective(view.query, ctx.resolved as Resolved<unknown, unknown>),
    follow: (view, state, ctx) => ({
      ...view,
      query: narrow(state, ctx.resolved as Resolved<unknown, unknown>),
      moved: undefined,
    }),
    result(view, ctx, { query, requests, pages, fresh }) {
      const key = requests[0]?.key as string
      const data = fresh ? pages[0] : undefined
      const held = heldPage(view, ctx, key, data)
      const page = held ?? pages[0]
      return Object.assign(listView<TItem, TPage>(query, page, fresh, ctx.defaultValue), {
        pendingUpdate: held && data ? pendingOf(held, data, ctx.resolved.keyName) : null,
      })
    },
    prefetch(view, ctx) {
      if (!ctx.resolved.options.prefetchNextPage) return undefined
      const { key } = requestOf(view, ctx)
      const state = ctx.state(key)
      const data = state?.data
      if (data === undefined || state?.fetchStatus === 'fetching') return undefined
      const next = nextQuery(effective(view.query, ctx.resolved as Resolved<unknown, unknown>), { type: 'next' }, data)
      if (!next) return undefined
      return { ...ctx.request(next), link: data.links?.next, from: data }
    },
    edits(api) {
      const { store } = api
      const keyOf = (view = api.view()) => requestOf(view, api.ctx()).key
      /** The page of a key an edit applies to: the store's, or the default value before anything loaded. */
      const pageOf = (key: string): P | undefined => {
        const view = api.view()
        return (
          store.get(key) ??
          (key === keyOf(view) && !view.shown.keys.length
            ? localPage<TItem, TPage>(api.ctx().defaultValue, effective(view.query, api.ctx().resolved as never))
            : undefined)
        )
      }
      const edit = (key: string, fn: Edit<TItem, TPage>, keep?: 'local' | 'write') => {
        // Once the list is gone its store may be too: a late answer has no page left to change.
        const before = api.detached() ? undefined : pageOf(key)
        if (!before) return noop
        const after = fn(before)
        if (after === before) return noop
        const view = api.view()
        const { own } = api.ctx()
        // The page on screen takes the edit too, so the user sees it whatever the store holds: a held page gets it on
        // top, and one not held becomes the edited page (an own edit is never held back as somebody else's update).
        const held = view.screen?.key === key ? heldPage(view, api.ctx(), key, store.get(key)) : undefined
        let screen = view.screen
        if (view.screen?.key === key) screen = { key, page: held ? fn(view.screen.page) : after }
        // A write of the user's own, or an edit over one: the answer that follows is shown, not held.
        if (keep != 'local' || own.has(before)) {
          own.add(after)
          if (screen) own.add(screen.page)
        }
        // Quietly: the write to the store just below tells the host of both.
        if (screen !== view.screen) api.set({ ...view, screen }, true)
        // An edit of the default value is not the server's page: it stays due.
        const release = store.set(key, after, {
          stale: store.get(key) === undefined,
          keep: keep && fn,
          local: keep === 'local',
        })
        const now = api.view()
        const q = effective(now.query, api.ctx().resolved as never)
        if (key === keyOf(now) && !after.items.length && before.items.length && q.pageNo > 0) {
          const moved = { fromKey: key, from: now.query, toKey: '' }
          const to = { ...now, query: { ...now.query, pageNo: q.pageNo - 1 }, moved: undefined }
          void api.move({ ...to, moved: { ...moved, toKey: keyOf(to) } }, 'replace')
        }
        return release
      }
      return {
        target: () => {
          const view = api.view()
          return view.shown.keys[0] ?? keyOf(view)
        },
        pageOf,
        edit,
        undo(key, fn) {
          edit(key, fn)
          const view = api.view()
          const { moved } = view
          if (moved?.fromKey === key && moved.toKey === keyOf(view))
            void api.move({ ...view, query: moved.from, moved: undefined }, 'replace')
        },
      }
    },
    actions(api: ObserverApi<TItem, TPage, ListView<TItem, TPage>>) {
      const { store } = api
      /** Where the list stands: the page on screen as the server numbered it, or the one asked for while it loads. */
      const position = (view: ListView<TItem, TPage>) => {
        const ctx = api.ctx()
        const key = requestOf(view, ctx).key
        const data = store.get(key)
        const shown = view.shown.keys[0]
        const page = data ?? (shown === undefined ? undefined : store.get(shown))
        return listView(effective(view.query, ctx.resolved as never), page, data !== undefined, ctx.defaultValue)
          .pagination
      }
      /** Asks for a move: a new query is asked for (and written to the address), the one already asked for reloads. */
      const requestMove = (
        move: ListMove,
        where: string,
        mode: 'push' | 'replace' = 'push',
        debounce?: number,
        from?: { view: ListView<TItem, TPage>; resolved: Resolved<TItem, TPage> },
      ): Settled<TItem, TPage> => {
        const view = from?.view ?? api.view()
        const resolved = (from?.resolved ?? api.ctx().resolved) as Resolved<unknown, unknown>
        const next = nextQuery(effective(view.query, resolved), move, position(view), where)
        if (!next) return Promise.resolve(store.get(requestOf(view, api.ctx()).key))
        // Refused at once, also when the move waits for a debounce.
        api.check(next, where, from?.resolved)
        if (api.detached()) return Promise.resolve(undefined)
        if (debounce !== undefined) return api.debounce(debounce, async () => requestMove(move, where, mode))
        const to: ListView<TItem, TPage> = { ...view, query: narrow(next, resolved), moved: undefined }
        const key = requestOf(api.view(), api.ctx()).key
        const nextKey = requestOf(to, api.ctx(to)).key
        // A step to the next or previous page follows the server's link to it, when the page on screen has one.
        const shown = move.type == 'fetch' ? undefined : store.get(key)
        if (shown) api.follow(nextKey, move.type == 'next' ? shown.links?.next : shown.links?.prev)
        if (nextKey !== key) return api.move(to, mode)
        // The query on screen: it reloads (under new defaults, which the view takes first).
        if (from) api.set(to)
        return api.reload()
      }
      return {
        // Page 0 under the new defaults; when that is the query on screen (on page 0), it reloads.
        setDefaultSearchParams: async (params: SearchParams) =>
          requestMove(
            { type: 'fetch', pageNo: 0 },
            'setDefaultSearchParams()',
            'replace',
            undefined,
            api.withDefaults(api.view(), params),
          ),
        nextPage: async () => requestMove({ type: 'next' }, 'nextPage()'),
        prevPage: async () => requestMove({ type: 'prev' }, 'prevPage()'),
        fetch: async (
          pageNo?: number | ListFetchOptions,
          pageSize?: number,
          sorts?: readonly SortInfo[],
          searchParams?: SearchParams,
          move?: ListMoveOptions,
        ) => {
          // The object form: the same move, its keys checked and named as the object names them.
          if (typeof pageNo == 'object' && pageNo) {
            if ([pageSize, sorts, searchParams, move].some((arg) => arg !== undefined))
              throw new TypeError(`${PREFIX}fetch() takes one object or positional arguments, not both`)
            const query = knownKeys(pageNo, ['page', 'size', 'sort', 'filters', 'replace', 'debounce'], 'fetch()')
            if (query.page !== undefined) wholeNumber(query.page, 0, 'fetch() page')
            if (query.size !== undefined) wholeNumber(query.size, 1, 'fetch() size')
            pageNo = query.page
            pageSize = query.size
            sorts = query.sort
            searchParams = query.filters
            move = query
          }
          return requestMove(
            { type: 'fetch', pageNo, pageSize, sorts, searchParams },
            'fetch()',
            move?.replace ? 'replace' : 'push',
            move?.debounce,
          )
        },
        sortWith: async (sorts: readonly SortInfo[]) => requestMove({ type: 'fetch', pageNo: 0, sorts }, 'sortWith()'),
        query: async (searchParams: SearchParams, move?: ListMoveOptions) =>
          requestMove({ type: 'fetch', pageNo: 0, searchParams }, 'query()', 'push', move?.debounce),
        reload: () => api.reload(),
        applyPendingUpdate() {
          api.set({ ...api.view(), screen: undefined })
        },
      }
    },
  }
}

/**
 * A paged list, free of React: one page of one query on screen, over the observer (`createObserver`).
 *
 * @example
 * const list = createListController({ url: '/api/products', settings: {}, options: {}, defaultValue: [], store })
 * const disconnect = list.connect()
 * const page = await list.getResult().nextPage() // page 1, once the store holds it
 */
export function createListController<TItem, TPage>(initial: ObserverConfig<TItem, TPage>) {
  return createObserver<TItem, TPage, ListView<TItem, TPage>, RestPageDataSource<TItem, TPage, SearchParams, string>>(
    initial,
    listKind<TItem, TPage>() as never,
  )
}

/** A list controller (`createListController`). */
export type ListController<TItem, TPage> = ReturnType<typeof createListController<TItem, TPage>>

export type { UrlListState }
