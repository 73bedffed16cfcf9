import {
  createObserver,
  noop,
  type BaseView,
  type Ctx,
  type Kind,
  type PageRequest,
  type Settled,
} from './createObserver.ts'
import { diffRows, sameRows } from '../edits/pendingUpdate.ts'
import { isPending } from '../store/entryState.ts'
import { PREFIX } from '../http/RestError.ts'
import type { ListMoveOptions, PendingUpdate } from './RestPageDataSource.ts'
import { idOf } from '../edits/listEdits.ts'
import { listView } from './listView.ts'
import { nextQuery, type ListMove } from './nextQuery.ts'
import type { Edit } from '../edits/recordActions.ts'
import type { RestPageFeed, RestPageFeedOptions } from './RestPageFeed.ts'
import { effective, narrow, type ObserverConfig, type Resolved } from '../url/resolveConfig.ts'
import type { ListPage, SearchParams, SortInfo } from '../types.ts'
import type { UrlListState } from '../url/urlState.ts'
import { wholeNumber } from '../http/wholeNumber.ts'

type Page<TItem, TPage> = ListPage<TItem, TPage>

/** What a feed is at: the query, the pages loaded, the cursors they were asked with, the first page held back. */
interface FeedView<TItem, TPage> extends BaseView {
  /** Pages loaded, or asked for: 1 after a start over, one more after each `loadMore`. */
  count: number
  /**
   * Keyset paging: the cursor of each page (none for the first), as the page before it on screen last gave it; a page
   * no longer shown (`maxPages`) keeps the one it gave.
   */
  cursors: (string | undefined)[]
  /** The first page on screen as the user last saw it: what a held update keeps while a newer one waits. */
  first?: { key: string; page: Page<TItem, TPage> } | undefined
  /** A reload on its own is on its way: a first page that no longer lines up is held back. */
  refreshing: boolean
}

/** A feed's own options, checked. */
interface FeedOptions {
  maxPages: number
  pagesInUrl: boolean
  revalidate: 'first' | 'all'
  keyset: RestPageFeedOptions<unknown, unknown>['keyset']
}

/** A feed's own options from its options, checked: a `TypeError` names one it cannot take. */
function feedOptions(options: RestPageFeedOptions<unknown, unknown>): FeedOptions {
  const revalidate = options.revalidate ?? 'first'
  if (revalidate !== 'first' && revalidate !== 'all')
    throw new TypeError(`${PREFIX}option revalidate must be 'first' or 'all', got ${JSON.stringify(revalidate)}`)
  const sync = options.syncToUrl
  return {
    maxPages: wholeNumber(options.maxPages ?? 1e6, 1, 'option maxPages'),
    pagesInUrl: typeof sync == 'object' && !!sync.pages,
    revalidate,
    keyset: options.keyset,
  }
}

/**
 * A feed as a kind of observer (`createObserver`): pages 0, 1, 2... of one query loaded one after another and shown
 * as one list, over the same store as the lists (each page one entry, loaded, observed, refreshed and evicted like
 * any list page). A new filter or sort starts over; `maxPages` drops the oldest page. Every loaded page reloads when it
 * goes stale: one request a page, so the rows realign with the server and a removal neither skips nor repeats a row at
 * a page boundary. Edits reach the loaded page that holds the record, however many pages were dropped since the
 * operation started.
 */
function feedKind<TItem, TPage>(): Kind<TItem, TPage, FeedView<TItem, TPage>> {
  type P = Page<TItem, TPage>
  type View = FeedView<TItem, TPage>
  /** The feed's own options, as the options of a render give them (each read where it is used: all reactive). */
  const made = new WeakMap<object, FeedOptions>()
  const feed = (ctx: Ctx<TItem, TPage>): FeedOptions => {
    const options = ctx.resolved.options as RestPageFeedOptions<TItem, TPage>
    let parsed = made.get(options)
    if (!parsed) made.set(options, (parsed = feedOptions(options as RestPageFeedOptions<unknown, unknown>)))
    return parsed
  }
  const id = (item: TItem, keyName: keyof TItem & string) => String(idOf(item, keyName))
  const query = (view: View, ctx: Ctx<TItem, TPage>) =>
    effective(view.query, ctx.resolved as Resolved<unknown, unknown>)
  /** The cursor of the page after `page`: its answer's `nextCursor`, or the cursor of its followable `next` link. */
  const cursorAfter = (page: P | undefined, ctx: Ctx<TItem, TPage>) => {
    const { keyset } = feed(ctx)
    return keyset && page ? keyset.cursorAfter(page as ListPage<unknown, unknown>, ctx.resolved.url) : undefined
  }
  /** Page `i` of the view's query: its number, and with keyset paging its cursor (which the request sends). */
  const requestAt = (view: View, ctx: Ctx<TItem, TPage>, i: number, cursor = view.cursors[i]) => {
    const { keyset } = feed(ctx)
    return keyset && cursor ? ctx.request(view.query, i, { [keyset.param]: cursor }) : ctx.request(view.query, i)
  }
  /**
   * The first page on screen when `data`, its newer version at `key`, is to be held back (a reload on its own of a
   * feed of `pages` pages, or `holdUpdates`, that changed its rows, and no write of the user's own), else undefined.
   */
  const kept = (view: View, ctx: Ctx<TItem, TPage>, key: string, data: P | undefined, pages: number) => {
    const held = view.first?.page
    const holding = ctx.resolved.options.holdUpdates || (view.refreshing && pages > 1)
    return data &&
      held &&
      view.first?.key === key &&
      held !== data &&
      holding &&
      !ctx.own.has(held) &&
      !sameRows(held.items, data.items, ctx.resolved.keyName)
      ? held
      : undefined
  }
  /** The cursors of the loaded pages as the pages on screen give them (a held first page gives its own). */
  const cursorsOf = (view: View, ctx: Ctx<TItem, TPage>) => {
    const { keyset, maxPages } = feed(ctx)
    if (!keyset) return view.cursors
    const cursors = view.cursors.slice()
    const shown = Math.min(view.count, maxPages)
    for (let i = 1; i < view.count; i++) {
      const before = requestAt(view, ctx, i - 1, cursors[i - 1])
      const page = ctx.page(before.key)
      cursors[i] = cursorAfter((i === 1 && kept(view, ctx, before.key, page, shown)) || page, ctx) ?? cursors[i]
    }
    return cursors
  }
  const requests = (view: View, ctx: Ctx<TItem, TPage>): PageRequest[] => {
    const cursors = cursorsOf(view, ctx)
    const shown = Math.min(view.count, feed(ctx).maxPages)
    return Array.from({ length: shown }, (_, i) => {
      const at = view.count - shown + i
      return requestAt(view, ctx, at, cursors[at])
    })
  }
  const startOver = (view: View): View => ({ ...view, count: 1, cursors: [undefined] })
  /** The pending update of the last held first page, kept while both pages stay. */
  let diff: { held: P; data: P; update: PendingUpdate } | undefined
  /** The pages the records that left in the latest edits came from (the newest 100), for their rollback. */
  const departed = new Map<string, string>()

  return {
    start: (q) => ({ query: q, shown: { url: '', keys: [] }, count: 1, cursors: [undefined], refreshing: false }),
    requests,
    sync(view, ctx, asked) {
      const key = asked[0]?.key as string
      const data = ctx.page(key)
      const cursors = cursorsOf(view, ctx)
      let next = cursors.some((c, i) => c !== view.cursors[i]) ? { ...view, cursors } : view
      if (kept(view, ctx, key, data, asked.length)) return next
      if (data !== view.first?.page) next = { ...next, refreshing: false }
      const first = data && { key, page: data }
      return first?.page === next.first?.page && first?.key === next.first?.key ? next : { ...next, first }
    },
    urlState: (view, ctx) => ({ ...query(view, ctx), pageNo: feed(ctx).pagesInUrl ? view.count - 1 : 0 }),
    follow(view, state, ctx) {
      const to = narrow({ ...state, pageNo: 0 }, ctx.resolved as Resolved<unknown, unknown>)
      const again = ctx.request({ ...state, pageNo: 0 }).key === ctx.request({ ...query(view, ctx), pageNo: 0 }).key
      // Another query starts over; the same one follows the page count the address gives, when it gives one (not a
      // keyset feed's: the cursors are not in the address).
      let next: View = again ? { ...view, query: to } : startOver({ ...view, query: to })
      const { pagesInUrl, keyset } = feed(ctx)
      if (pagesInUrl && !keyset) next = { ...next, count: Math.min(state.pageNo, 49) + 1 }
      return next
    },
    result(view, ctx, { query: q, requests: asked, pages, fresh, last, shared }) {
      const { keyName } = ctx.resolved
      const key = asked[0]?.key as string
      const data = fresh ? pages[0] : undefined
      const held = kept(view, ctx, key, data, asked.length)
      const shown = held ? [held, ...pages.slice(1)] : pages
      const seen = new Set<string>()
      const items = shown
        .flatMap((p) => p.items)
        .filter((item) => !seen.has(id(item, keyName)) && !!seen.add(id(item, keyName)))
      // The pages on screen are the query's (its first page there): the pagination is theirs; a previous query's kept
      // as placeholders while the new one loads or failed: the query's own.
      const ours = pages[0] !== undefined && pages[0] === ctx.page(key)
      const { rawResponse, pagination } = listView(q, shown.at(-1), ours, ctx.defaultValue)
      if (held && data && (diff?.held !== held || diff.data !== data))
        diff = { held, data, update: diffRows(held.items, data.items, keyName) }
      const lastKey = asked.at(-1)?.key as string
      const lastState = ctx.state(lastKey)
      return {
        items: shown.length ? items : ctx.defaultValue,
        rawResponse,
        pagination,
        pages: view.count,
        hasMore: !!last?.hasNext && (!feed(ctx).keyset || !!cursorAfter(last, ctx)),
        isLoadingMore: asked.length > 1 && !last && shared.isEnabled && isPending(lastState),
        isPlaceholderData: !fresh && pages.length > 0,
        pendingUpdate: held && data ? (diff?.update ?? null) : null,
      }
    },
    refresh(view, ctx) {
      const loaded = requests(view, ctx).map((r) => r.key)
      const all = feed(ctx).revalidate === 'all'
      return { keys: all ? loaded : loaded.slice(0, 1), view: { ...view, refreshing: true } }
    },
    // Keyset: the key property ends the sort (a tiebreaker, ascending), and no page is sent.
    shape(o, keyName) {
      const { keyset } = o as RestPageFeedOptions<TItem, TPage>
      return keyset ? { ...keyset.request(o, keyName), keyset: keyset.param } : o
    },
    edits(api) {
      const { store } = api
      /** The loaded pages on screen, with their keys. */
      const loaded = () =>
        api
          .view()
          .shown.keys.map((k) => [k, store.get(k)] as const)
          .filter((e): e is readonly [string, P] => e[1] !== undefined)
      /** The key that names the feed on screen, whichever pages it holds: its query's first page's. */
      const target = () => {
        const view = api.view()
        const { shown } = view
        const q = shown.keys.length && shown.query ? shown.query : view.query
        return api.ctx().request({ ...effective(q, api.ctx().resolved as Resolved<unknown, unknown>), pageNo: 0 }).key
      }
      /** The loaded pages seen as one page (the shape every edit takes), when `key` names the feed on screen. */
      const pageOf = (key: string): P | undefined => {
        const pages = loaded()
        const last = pages.at(-1)?.[1]
        return last && key === target() && !api.detached()
          ? { ...last, items: pages.flatMap(([, p]) => p.items) }
          : undefined
      }
      /** Applies an edit to the loaded pages seen as one, then gives each record back to the page it sits in. */
      const edit = (key: string, fn: Edit<TItem, TPage>, keep?: 'local' | 'write') => {
        const before = pageOf(key)
        if (!before) return noop
        const after = fn(before)
        if (after === before) return noop
        const ctx = api.ctx()
        const { keyName } = ctx.resolved
        const pages = loaded()
        const home = new Map<string, string>()
        for (const [k, p] of pages) for (const item of p.items) home.set(id(item, keyName), k)
        // A record put back goes to the page it left; any other record no page holds (a created one) joins the page
        // of the record before it, or the first.
        const groups = new Map(pages.map(([k]) => [k, [] as TItem[]]))
        let at = pages[0]?.[0] as string
        for (const item of after.items) {
          const k = id(item, keyName)
          at = home.get(k) ?? (groups.has(departed.get(k) as string) ? (departed.get(k) as string) : at)
          groups.get(at)?.push(item)
          home.delete(k)
        }
        for (const [k, page] of home) {
          departed.delete(k)
          departed.set(k, page)
          if (departed.size > 100) departed.delete(departed.keys().next().value as string)
        }
        // A kept edit is applied to each page it changed when that page reloads (edits find records by id).
        const releases: (() => void)[] = []
        const view = api.view()
        const { own: mine } = ctx
        // A write of the user's own, or an edit over one: the answer that follows is shown, not held.
        const own = keep != 'local' || mine.has(view.first?.page as P)
        if (own && view.first) mine.add(view.first.page)
        const held = !!view.first && !!kept(view, ctx, view.first.key, store.get(view.first.key), pages.length)
        const changes: [string, P][] = []
        let first = view.first
        for (const [k, page] of pages) {
          const items = groups.get(k) as TItem[]
          if (items.length !== page.items.length || items.some((item, i) => item !== page.items[i])) {
            const edited = { ...page, items, totalElements: after.totalElements, totalPages: after.totalPages }
            // The first page on screen, not held, becomes the edited one: an own edit is never held back as an update.
            if (!held && first?.key === k) first = { key: k, page: edited }
            if (own) mine.add(edited)
            changes.push([k, edited])
          }
        }
        // Quietly: the writes to the store just below tell the host.
        if (first !== view.first) api.set({ ...view, first }, true)
        for (const [k, edited] of changes)
          releases.push(store.set(k, edited, { keep: keep && fn, local: keep === 'local' }))
        return () => releases.forEach((release) => release())
      }
      return { target, pageOf, edit }
    },
    actions(api) {
      const { store } = api
      /** Starts over from the first page of another query. */
      const restart = (
        move: ListMove & { type: 'fetch' },
        where: string,
        debounce?: number,
        from?: ReturnType<typeof api.withDefaults>,
      ): Settled<TItem, TPage> => {
        const view = from?.view ?? api.view()
        const resolved = (from?.resolved ?? api.ctx().resolved) as Resolved<unknown, unknown>
        const next = nextQuery(
          effective(view.query, resolved),
          { ...move, pageNo: 0 },
          { pageNo: 0, hasNext: false },
          where,
        ) as UrlListState
        api.check(next, where, from?.resolved)
        if (api.detached()) return Promise.resolve(undefined)
        if (debounce !== undefined) return api.debounce(debounce, async () => restart(move, where))
        return api.move(startOver({ ...view, query: narrow(next, resolved) }), 'push')
      }
      return {
        loadMore() {
          const view = api.view()
          const ctx = api.ctx()
          const asked = requests(view, ctx)
          // Nothing follows (or the feed is gone): settles with the last page as it is.
          const last = store.get(asked.at(-1)?.key as string)
          const { keyset } = feed(ctx)
          if (!api.detached() && last?.hasNext && (!keyset || cursorAfter(last, ctx))) {
            const cursors = cursorsOf(view, ctx).slice()
            cursors[view.count] = cursorAfter(last, ctx)
            const next = { ...view, count: view.count + 1, cursors }
            // An offset feed follows the server's link to the next page, when it gave one.
            if (!keyset) api.follow(requestAt(next, ctx, view.count).key, last.links?.next)
            const settled = api.move(next)
            api.writeUrl('replace')
            return settled
          }
          return api.move(view)
        },
        reload: () => api.reload(),
        query: async (searchParams: SearchParams, move?: ListMoveOptions) =>
          restart({ type: 'fetch', searchParams }, 'query()', move?.debounce),
        sortWith: async (sorts: readonly SortInfo[]) => restart({ type: 'fetch', sorts }, 'sortWith()'),
        setDefaultSearchParams: async (params: SearchParams) =>
          restart({ type: 'fetch' }, 'setDefaultSearchParams()', undefined, api.withDefaults(api.view(), params)),
        applyPendingUpdate() {
          const view = api.view()
          if (
            !view.first ||
            !kept(
              view,
              api.ctx(),
              view.first.key,
              store.get(view.first.key),
              Math.min(view.count, feed(api.ctx()).maxPages),
            )
          )
            return
          // The pages below realign with the new first page.
          for (const request of requests(view, api.ctx()).slice(1)) store.refresh(request.key)
          api.set({ ...api.view(), first: undefined })
        },
      }
    },
  }
}

/**
 * A feed, free of React: pages 0, 1, 2... of one query loaded one after another and shown as one list, over the
 * observer (`createObserver`).
 *
 * @example
 * const feed = createFeedController({ url: '/api/products', settings: {}, options: { pageSize: 20 }, defaultValue: [], store })
 * feed.connect()
 * await feed.getResult().loadMore() // page 1, appended
 */
export function createFeedController<TItem, TPage>(initial: ObserverConfig<TItem, TPage>) {
  return createObserver<TItem, TPage, FeedView<TItem, TPage>, RestPageFeed<TItem, TPage, SearchParams, string>>(
    initial,
    feedKind<TItem, TPage>() as never,
  )
}

/** A feed controller (`createFeedController`). */
export type FeedController<TItem, TPage> = ReturnType<typeof createFeedController<TItem, TPage>>
