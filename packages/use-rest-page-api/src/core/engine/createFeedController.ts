import { createKeyObserver, noop, type ObserverConfig, type Settled } from './createKeyObserver.ts'
import { diffRows, sameRows } from '../edits/pendingUpdate.ts'
import { PREFIX } from '../http/RestError.ts'
import type { ListMoveOptions, PendingUpdate } from './RestPageDataSource.ts'
import { decodeListKey, encodeListKey } from '../store/listKey.ts'
import { idOf } from '../edits/listEdits.ts'
import { listView } from './listView.ts'
import { nextQuery, type ListMove } from './nextQuery.ts'
import type { Edit } from '../edits/recordActions.ts'
import type { RestPageFeed, RestPageFeedOptions } from './RestPageFeed.ts'
import type { ListPage, SearchParams, SortInfo } from '../types.ts'
import type { UrlListState } from '../url/urlState.ts'
import { wholeNumber } from '../http/wholeNumber.ts'

/**
 * The key of the first page of the query a page key belongs to (a keyset page's cursor left out): what names a feed,
 * whichever pages it holds.
 */
const firstPageKey = (key: string, cursorParam?: string) => {
  const { url, query } = decodeListKey(key)
  if (cursorParam) delete query.searchParams[cursorParam]
  return encodeListKey(url, { ...query, pageNo: 0 })
}

/**
 * A feed, free of React: pages 0, 1, 2... of one query loaded one after another and shown as one list, over the
 * engine (`createKeyObserver`) and the same store as the lists (each page one entry, loaded, observed, refreshed and
 * evicted like any list page). A new filter or sort starts over; `maxPages` drops the oldest page. Every loaded page
 * reloads when it goes stale: one request a page, so the rows realign with the server and a removal neither skips
 * nor repeats a row at a page boundary. Edits reach the loaded page that holds the record, however many pages were
 * dropped since the operation started.
 *
 * @example
 * const feed = createFeedController({ url: '/api/products', settings: {}, options: { pageSize: 20 }, defaultValue: [], store })
 * feed.connect()
 * await feed.getResult().loadMore() // page 1, appended
 */
export function createFeedController<TItem, TPage>(initial: ObserverConfig<TItem, TPage>) {
  const options = initial.options as RestPageFeedOptions<TItem, TPage>
  const maxPages = wholeNumber(options.maxPages ?? 1e6, 1, 'option maxPages')
  const sync = options.syncToUrl
  const pagesInUrl = typeof sync == 'object' && !!sync.pages
  const revalidate = options.revalidate ?? 'first'
  const keyset = options.keyset
  if (revalidate !== 'first' && revalidate !== 'all')
    throw new TypeError(`${PREFIX}option revalidate must be 'first' or 'all', got ${JSON.stringify(revalidate)}`)
  // Any filter and any sort property: the hook gives them their types.
  return createKeyObserver<TItem, TPage, RestPageFeed<TItem, TPage, SearchParams, string>>(initial, (engine) => {
    const { store, keyName, own: mine } = engine
    type Page = ListPage<TItem, TPage>
    /** Pages loaded, or asked for: 1 after a start over, one more after each `loadMore`. */
    let count = 1
    /**
     * Keyset paging: the cursor of each page (none for the first), as the page before it on screen gave it; a page
     * no longer shown (`maxPages`) keeps the one it gave.
     */
    let cursors: (string | undefined)[] = [undefined]
    /** The cursor of the page after `page`: its answer's `nextCursor`, or the cursor of its followable `next` link. */
    const cursorAfter = (page: Page | undefined) =>
      keyset && page ? keyset.cursorAfter(page as ListPage<unknown, unknown>, engine.config().url) : undefined
    /** The key of page `i` of a query: its number, and with keyset paging its cursor (which the request sends). */
    const keyAt = (q: UrlListState, i: number) =>
      keyset && cursors[i]
        ? engine.keyOf({ ...q, searchParams: { ...q.searchParams, [keyset.param]: cursors[i] } }, i)
        : engine.keyOf(q, i)
    const keys = (q: UrlListState) => {
      if (keyset && q === engine.query())
        // Each page follows the one before it as it is on screen: a first page held back keeps the feed as it is.
        // Asked before `hold` has seen the new first page too, or the page below would move to the new page's
        // cursor and back, and be asked for again.
        for (let i = 1; i < count; i++) {
          const page = store.get(keyAt(q, i - 1))
          cursors[i] =
            cursorAfter((i === 1 && kept(keyAt(q, 0), page, Math.min(count, maxPages))) || page) ?? cursors[i]
        }
      return Array.from({ length: Math.min(count, maxPages) }, (_, i) =>
        keyAt(q, count - Math.min(count, maxPages) + i),
      )
    }
    const id = (item: TItem) => String(idOf(item, keyName))
    /** The first page on screen while its newer version is held back, and what that would change. */
    let first: { key: string; page: Page } | undefined
    let pending: { of: Page; update: PendingUpdate } | undefined
    /** A reload on its own is on its way: a first page that no longer lines up is held back. */
    let refreshing = false
    /**
     * The first page on screen when `data`, its newer version at `key`, is to be held back (a reload on its own of a
     * feed of `pages` pages, or `holdUpdates`, that changed its rows, and no write of the user's own), else undefined.
     */
    const kept = (key: string, data: Page | undefined, pages: number) => {
      const held = first?.page
      const holding = engine.config().options.holdUpdates || (refreshing && pages > 1)
      return data &&
        held &&
        first?.key === key &&
        held !== data &&
        holding &&
        !mine.has(held) &&
        !sameRows(held.items, data.items, keyName)
        ? held
        : undefined
    }
    const startOver = () => {
      count = 1
      cursors = [undefined]
    }
    /** The pages the records that left in the latest edits came from (the newest 100), for their rollback. */
    const departed = new Map<string, string>()

    /** The loaded pages on screen, with their keys. */
    const loaded = () =>
      engine
        .shown()
        .map((k) => [k, store.get(k)] as const)
        .filter((e): e is readonly [string, Page] => e[1] !== undefined)
    const target = () => {
      const first = engine.shown()[0]
      return first === undefined ? engine.keyOf(engine.query(), 0) : firstPageKey(first, keyset?.param)
    }
    /** The loaded pages seen as one page (the shape every edit takes), when `key` names the feed on screen. */
    const pageOf = (key: string): Page | undefined => {
      const pages = loaded()
      const last = pages.at(-1)?.[1]
      return last && key === target() && !engine.detached()
        ? { ...last, items: pages.flatMap(([, p]) => p.items) }
        : undefined
    }
    /** Applies an edit to the loaded pages seen as one, then gives each record back to the page it sits in. */
    const edit = (key: string, fn: Edit<TItem, TPage>, keep?: 'local' | 'write') => {
      const before = pageOf(key)
      if (!before) return noop
      const after = fn(before)
      if (after === before) return noop
      const pages = loaded()
      const home = new Map<string, string>()
      for (const [k, p] of pages) for (const item of p.items) home.set(id(item), k)
      // A record put back goes to the page it left; any other record no page holds (a created one) joins the page
      // of the record before it, or the first.
      const groups = new Map(pages.map(([k]) => [k, [] as TItem[]]))
      let at = pages[0]?.[0] as string
      for (const item of after.items) {
        const k = id(item)
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
      // A write of the user's own, or an edit over one: the answer that follows is shown, not held.
      const own = keep != 'local' || mine.has(first?.page as Page)
      if (own && first) mine.add(first.page)
      for (const [k, page] of pages) {
        const items = groups.get(k) as TItem[]
        if (items.length !== page.items.length || items.some((item, i) => item !== page.items[i])) {
          const edited = { ...page, items, totalElements: after.totalElements, totalPages: after.totalPages }
          // The first page on screen, not held, becomes the edited one: an own edit is never held back as an update.
          if (!pending && first?.key === k) first = { key: k, page: edited }
          if (own) mine.add(edited)
          releases.push(store.set(k, edited, { keep: keep && fn, local: keep === 'local' }))
        }
      }
      return () => releases.forEach((release) => release())
    }
    /** Starts over from the first page of another query. */
    const restart = (move: ListMove & { type: 'fetch' }, where: string, debounce?: number): Settled<TItem, TPage> => {
      const next = nextQuery(engine.query(), { ...move, pageNo: 0 }, { pageNo: 0, hasNext: false }, where)
      engine.check(next as UrlListState, where)
      if (engine.detached()) return Promise.resolve(undefined)
      if (debounce !== undefined) return engine.debounce(debounce, async () => restart(move, where))
      return engine.move(next as UrlListState, 'push', startOver)
    }

    const moves = {
      loadMore() {
        // Nothing follows (or the feed is gone): settles with the last page as it is.
        const last = store.get(keys(engine.query()).at(-1) as string)
        if (!engine.detached() && last?.hasNext && (!keyset || cursorAfter(last))) {
          count++
          cursors[count - 1] = cursorAfter(last)
          // An offset feed follows the server's link to the next page, when it gave one.
          if (!keyset) engine.follow(keyAt(engine.query(), count - 1), last.links?.next)
          engine.writeUrl('replace')
        }
        const settled = engine.wait()
        engine.update()
        return settled
      },
      reload: () => engine.reload(),
      query: async (searchParams: SearchParams, move?: ListMoveOptions) =>
        restart({ type: 'fetch', searchParams }, 'query()', move?.debounce),
      sortWith: async (sorts: readonly SortInfo[]) => restart({ type: 'fetch', sorts }, 'sortWith()'),
      setDefaultSearchParams: async (params: SearchParams) =>
        engine.withDefaults(params, () => restart({ type: 'fetch' }, 'setDefaultSearchParams()')),
      applyPendingUpdate() {
        if (!pending) return
        first = undefined
        // The pages below realign with the new first page.
        for (const key of keys(engine.query()).slice(1)) store.refresh(key)
        engine.update()
      },
    }

    return {
      keys,
      build(v) {
        const seen = new Set<string>()
        const items = v.pages.flatMap((p) => p.items).filter((item) => !seen.has(id(item)) && !!seen.add(id(item)))
        const { rawResponse, pagination } = listView(v.query, v.pages.at(-1), true, engine.config().defaultValue)
        const last = v.keys.at(-1) as string
        // Object.assign, not spreads: V8 builds this object some 20 times faster so (nested, so TypeScript still
        // types each part).
        return Object.assign(
          Object.assign({}, engine.actions, moves, {
            items: v.pages.length ? items : engine.config().defaultValue,
            rawResponse,
            pagination,
            pages: count,
            hasMore: !!v.last?.hasNext && (!keyset || !!cursorAfter(v.last)),
          }),
          v.shared,
          {
            isLoadingMore: v.keys.length > 1 && !v.last && store.pending(last),
            isPlaceholderData: !v.fresh && v.pages.length > 0,
            pendingUpdate: pending?.update ?? null,
          },
        )
      },
      hold(v) {
        const key = v.keys[0] as string
        const data = v.fresh ? v.pages[0] : undefined
        const held = kept(key, data, v.keys.length)
        if (held && data) {
          if (pending?.of !== data) pending = { of: data, update: diffRows(held.items, data.items, keyName) }
          return { ...v, pages: [held, ...v.pages.slice(1)] }
        }
        if (data !== first?.page) refreshing = false
        first = data && { key, page: data }
        pending = undefined
        return v
      },
      refreshKeys() {
        const loaded = keys(engine.query())
        refreshing = true
        return revalidate === 'all' ? loaded : loaded.slice(0, 1)
      },
      inputs: () => [count, pending],
      urlState: () => ({ ...engine.query(), pageNo: pagesInUrl ? count - 1 : 0 }),
      follow(state) {
        const again = engine.keyOf(state, 0) === engine.keyOf(engine.query(), 0)
        // Another query starts over; the same one follows the page count the address gives, when it gives one (not
        // a keyset feed's: the cursors are not in the address).
        if (!again) startOver()
        if (pagesInUrl && !keyset) count = Math.min(state.pageNo, 49) + 1
        return { ...state, pageNo: 0 }
      },
      // Keyset: the key property ends the sort (a tiebreaker, ascending), and no page is sent.
      request: (o) => (keyset ? keyset.request(o, keyName) : o),
      target,
      pageOf,
      edit,
    }
  })
}

/** A feed controller (`createFeedController`). */
export type FeedController<TItem, TPage> = ReturnType<typeof createFeedController<TItem, TPage>>
