import { useEffect, useMemo, useRef, useSyncExternalStore } from 'react'
import { historyAdapter, serializeUrlState, useHttpSettings, type SortInfo } from 'use-rest-page-api'
import { useLocation } from 'react-router'
import { createSavedViewStore } from './savedViewStore.ts'
import { readSharedView, shareViewSearch, withoutSharedView, type SavedView, type ViewState } from './savedViews.ts'
import type { Announce } from '../page/StatusLine.tsx'
import type { ListPageModel } from '../page/useListPage.ts'

/** Where a list keeps its views and what its address holds by default. */
export interface ListViewsConfig {
  /** The storage key (`savedViewsKey(formId, kind)`): views are kept per form and list. */
  storageKey: string
  filterKeys: readonly string[]
  /** The list's default page size and sort (left out of a link, as the list leaves them out of its address). */
  pageSize: number
  defaultSort: readonly SortInfo[]
  /** The page's status line (the page holds it: this hook runs above its provider). */
  say: Announce
}

/**
 * A list's saved views: the ones kept for this form's list, the view shown now (to mark the one it matches), and
 * choosing, saving, removing and sharing one. A view puts back filters and sort through the list (so the address
 * holds them, as a search would) and columns and density through 显示设置. A shared link (`?…&view=<name>`) opened
 * here applies its columns and density, leaves the list's own parameters in the address, and offers 保存视图.
 *
 * @example
 * const views = useListViews(model, { storageKey: savedViewsKey(formId, 'search'), filterKeys, pageSize: 15, defaultSort, say })
 */
export function useListViews<TRow extends { id: string }>(model: ListPageModel<TRow>, config: ListViewsConfig) {
  const { list, view, hideable, filters } = model
  const { storageKey, filterKeys, pageSize, defaultSort, say } = config
  const columnIds = useMemo(() => hideable.map((c) => c.id), [hideable])
  // One store for the page's list (one component shows its views), read afresh when the list is opened.
  const store = useMemo(
    () => createSavedViewStore(safeStorage(), storageKey, { filterKeys, columnIds }),
    [storageKey, filterKeys, columnIds],
  )
  const views = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot)

  const current: ViewState = {
    filters: Object.fromEntries(Object.entries(filters.applied).filter(([, v]) => v !== '')),
    sorts: list.pagination.sorts,
    hidden: view.hidden,
    density: view.density,
    order: view.order,
    pinned: view.pinned,
  }

  const apply = (chosen: ViewState) => {
    // The last column shown cannot be hidden (显示设置's rule): a view hiding every one shows them all.
    const hidden = chosen.hidden.length >= columnIds.length ? [] : chosen.hidden
    view.replace({ order: chosen.order, pinned: chosen.pinned, hidden, density: chosen.density })
    const cleared = Object.fromEntries(filterKeys.map((key) => [key, '']))
    void list.fetch({ page: 0, sort: chosen.sorts, filters: { ...cleared, ...chosen.filters } })
  }

  /** The view's link: the list's address with its filters and sort as the list writes them, then the view's own part. */
  const linkOf = (saved: SavedView) => {
    const listSearch = serializeUrlState(
      '',
      { pageNo: 0, pageSize, sorts: saved.sorts, searchParams: saved.filters },
      {
        prefix: '',
        filterKeys,
        defaults: {
          pageSize,
          sorts: [...defaultSort],
          searchParams: Object.fromEntries(filterKeys.map((k) => [k, ''])),
        },
      },
    )
    return `${window.location.origin}${window.location.pathname}${shareViewSearch(listSearch, saved)}`
  }

  // A shared link opened: its columns and density now, its own parameters out of the address, 保存视图 offered.
  // The address is read and written through the lists' adapter (the app's, `ReactRouterUrlAdapterProvider`): a write
  // of the list's own that waits (the hook writes at the end of a task) then builds on this one, rather than putting
  // back the address it read before.
  const address = useHttpSettings().urlAdapter ?? historyAdapter
  const opened = useRef(false)
  // Set once a shared link's parameters were taken out, until the address is seen without them.
  const clearing = useRef(false)
  useEffect(() => {
    if (opened.current) return
    opened.current = true
    const shared = readSharedView(address.read(), columnIds)
    if (!shared) return
    const hidden = shared.hidden.length >= columnIds.length ? [] : shared.hidden
    view.replace({ order: shared.order, pinned: shared.pinned, hidden, density: shared.density })
    address.write(withoutSharedView(address.read()), 'replace')
    clearing.current = true
    say(`已打开别人分享的视图“${shared.name}”。`, {
      action: {
        label: '保存视图',
        run: () => {
          store.save(shared.name, {
            ...current,
            hidden,
            density: shared.density,
            order: shared.order,
            pinned: shared.pinned,
          })
          say(`已保存视图“${shared.name}”，它在列表上方。`)
        },
      },
    })
    // Once, for the address the page opened with.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])
  // The list's first write may still land after that one and put back the address it read before (a navigation is
  // rendered later than it is asked for; seen in CI under load): until the address is seen without the view's
  // parameters, each address the router renders has them taken out again.
  const { search } = useLocation()
  useEffect(() => {
    if (!clearing.current) return
    const now = address.read()
    if (readSharedView(now, columnIds) === null && readSharedView(search, columnIds) === null) {
      clearing.current = false
      return
    }
    if (readSharedView(now, columnIds) !== null) address.write(withoutSharedView(now), 'replace')
  }, [search, address, columnIds])

  return {
    views,
    current,
    apply,
    linkOf,
    save: (name: string) => store.save(name, current),
    remove: store.remove,
    restore: store.restore,
  }
}
export type ListViews = ReturnType<typeof useListViews>

/** `localStorage`, or a storage that keeps nothing where it is blocked (a sandboxed frame). */
function safeStorage(): Pick<Storage, 'getItem' | 'setItem'> {
  try {
    return window.localStorage
  } catch {
    return { getItem: () => null, setItem: () => {} }
  }
}
