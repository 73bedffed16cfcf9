import { useEffect, useMemo, useRef, useState } from 'react'
import { useSWRConfig } from 'swr'
import { PREFIX, isAbortError } from '../core/RestError.ts'
import { appendItem, idOf, patchItem, removeItemAt, removeItemsByIds, replaceItem, sameId } from '../core/listEdits.ts'
import { decodeListKey, encodeListKey } from '../core/listKey.ts'
import { loadListPage, localPage } from '../core/loadListPage.ts'
import { mergeSearchParams } from '../core/mergeSearchParams.ts'
import { createRecordActions } from '../core/recordActions.ts'
import { baseOfListUrl } from '../core/recordUrl.ts'
import { wholeNumber } from '../core/wholeNumber.ts'
import type { RestPageApiOptions } from '../core/RestPageApiOptions.ts'
import type { ListPage, PageInfo, PageResponse, RecordId, SearchParams, SortInfo } from '../core/types.ts'
import type { UrlListState } from '../core/urlState.ts'
import type { RestPageDataSource } from './RestPageDataSource.ts'
import { urlSyncConfig } from '../core/urlSyncConfig.ts'
import { useHttpSettings } from './RestPageApiProvider.tsx'
import { useLatest } from './useLatest.ts'
import { useListLoader } from './useListLoader.ts'
import { useListQuery, type HistoryMode } from './useListQuery.ts'

const NO_ITEMS: never[] = []

/**
 * Paged lists and CRUD against a REST API that follows spec sections A and D.
 *
 * @param url The list url, normally the base url of the CRUD API.
 * @param defaultValue The items shown before the first load. Default: `[]`.
 * @example
 * const dataSource = useRestPageApi<Product>('/api/products', [], { defaultSort: { property: 'price', direction: 'desc' } })
 * dataSource.nextPage() // GET /api/products?size=15&page=1&sort=price,desc
 */
export function useRestPageApi<TItem, TPage = PageResponse<TItem>>(
  url: string,
  defaultValue: TItem[] = NO_ITEMS,
  options: RestPageApiOptions<TItem, TPage> = {},
): RestPageDataSource<TItem, TPage> {
  if (typeof url !== 'string' || url === '')
    throw new TypeError(`${PREFIX}the list url must be a non-empty string, got ${JSON.stringify(url)}`)
  if (options.keyName === '') throw new TypeError(`${PREFIX}option keyName must name the key property, got ""`)
  const http = useHttpSettings()
  const keyName = (options.keyName ?? 'id') as keyof TItem & string
  const [initial] = useState(() => ({
    pageSize: wholeNumber(options.pageSize ?? 15, 1, 'option pageSize'),
    sorts: ([] as SortInfo[]).concat(options.defaultSort ?? []),
  }))
  const [defaults, setDefaults] = useState<SearchParams>(() => ({ ...options.defaultSearchParams }))
  const urlConfig = useMemo(
    () => urlSyncConfig(options.syncToUrl, { ...initial, searchParams: defaults }),
    // The sync options are read as values, so an inline object does not reset anything.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [JSON.stringify(options.syncToUrl ?? false), initial, defaults],
  )
  const adapter = typeof options.syncToUrl === 'object' ? options.syncToUrl.adapter : undefined
  const [state, navigate, stateRef] = useListQuery({ pageNo: 0, ...initial, searchParams: {} }, urlConfig, adapter)
  const keyOf = (s: UrlListState, d: SearchParams) =>
    encodeListKey(url, { ...s, searchParams: mergeSearchParams(d, s.searchParams) })
  const key = keyOf(state, defaults)

  const latest = useLatest({ http, options, defaults, defaultValue, url })
  const prefetched = useRef(new Set<string>()).current
  const load = (k: string, signal?: AbortSignal) => {
    const { url: listUrl, query } = decodeListKey(k)
    return loadListPage<TItem, TPage>(latest.current.http, listUrl, query, latest.current.options, signal)
  }
  const swr = useListLoader<ListPage<TItem, TPage>>(key, load, prefetched)
  const { cache, mutate: mutateGlobal } = useSWRConfig()
  const data = swr.data
  const fresh = data !== undefined && cache.get(key)?.data === data
  const totalElements = data?.totalElements ?? defaultValue.length
  const pageSize = fresh ? data.pageSize : state.pageSize
  const pagination: PageInfo = {
    pageNo: fresh ? data.pageNo : state.pageNo,
    pageSize,
    sorts: state.sorts,
    totalElements,
    totalPages: data?.totalPages ?? Math.ceil(totalElements / pageSize),
  }
  const view = useLatest({ key, data, pagination })

  useEffect(() => {
    prefetched.delete(key)
    if (!options.prefetchNextPage || !fresh || data.pageNo + 1 >= data.totalPages) return
    const next = keyOf({ ...state, pageNo: data.pageNo + 1 }, defaults)
    if (prefetched.has(next) || cache.get(next)?.data !== undefined) return
    prefetched.add(next)
    mutateGlobal(next, load(next), { revalidate: false }).catch(() => prefetched.delete(next))
  })

  const actions = useMemo(() => {
    // The query asked for, which is ahead of the one on screen until React renders it.
    const asked = () => keyOf(stateRef.current, latest.current.defaults)
    const reload = () => void mutateGlobal(asked())
    const go = (next: UrlListState, mode: HistoryMode = 'push') => {
      if (keyOf(next, latest.current.defaults) === asked()) reload()
      else navigate(next, mode)
    }
    const current = (): ListPage<TItem, TPage> =>
      cache.get(view.current.key)?.data ?? view.current.data ?? localPage(latest.current.defaultValue, stateRef.current)
    const edit = (fn: (page: ListPage<TItem, TPage>) => ListPage<TItem, TPage>) => {
      const k = view.current.key
      const before = current()
      const after = fn(before)
      if (after === before) return
      const loading = cache.get(k)?.isValidating === true
      void mutateGlobal(k, after, { revalidate: false })
      // A load of this query in flight would be discarded by SWR after a local edit: start it again, so the server's
      // answer still arrives.
      if (loading) void mutateGlobal(k)
      const s = stateRef.current
      if (after.items.length === 0 && before.items.length > 0 && s.pageNo > 0)
        navigate({ ...s, pageNo: s.pageNo - 1 }, 'replace')
    }
    const records = createRecordActions<TItem, TPage>(() => {
      const { http: h, options: o, url: u } = latest.current
      return {
        ...o,
        http: h,
        baseUrl: o.baseUrl ?? baseOfListUrl(u),
        keyName,
        useMultiDeleteApi: o.useMultiDeleteApi ?? true,
        optimistic: o.optimistic ?? false,
        current,
        edit,
        // The query asked for: a removal that emptied the page has already moved to the previous one.
        revalidate: reload,
      }
    })
    const page = (delta: number) => {
      const p = view.current.pagination
      // From the page on screen (the server's `number`), or from the one asked for while it is on its way.
      const target = (view.current.key === asked() ? p.pageNo : stateRef.current.pageNo) + delta
      if (target < 0 || target >= p.totalPages) return
      go({ ...stateRef.current, pageNo: target })
    }
    return {
      ...records,
      getItemById: (id: RecordId) => current().items.find((item) => sameId(idOf(item, keyName), id)),
      updateItem: (item: TItem) => edit((p) => replaceItem(p, keyName, item)),
      setItem: ((id: RecordId, fieldOrPatch: keyof TItem | Partial<TItem>, value?: unknown) =>
        edit((p) =>
          patchItem(
            p,
            keyName,
            id,
            typeof fieldOrPatch === 'object' ? fieldOrPatch : ({ [fieldOrPatch]: value } as Partial<TItem>),
          ),
        )) as RestPageDataSource<TItem, TPage>['setItem'],
      setItems: (items: TItem[]) => edit((p) => ({ ...p, items })),
      addItem: (item: TItem) => edit((p) => appendItem(p, item)),
      removeItemById: (id: RecordId) => edit((p) => removeItemsByIds(p, keyName, [id])),
      removeItemsByIds: (ids: readonly RecordId[]) => edit((p) => removeItemsByIds(p, keyName, ids)),
      removeItemAt: (index: number) => edit((p) => removeItemAt(p, index)),
      setDefaultSearchParams: (params: SearchParams) => {
        setDefaults({ ...params })
        navigate({ ...stateRef.current, pageNo: 0 }, 'replace')
      },
      nextPage: () => page(1),
      prevPage: () => page(-1),
      fetch: (pageNo?: number, size?: number, sort?: readonly SortInfo[], searchParams?: SearchParams) => {
        const s = stateRef.current
        go({
          pageNo: wholeNumber(pageNo ?? s.pageNo, 0, 'fetch() pageNo'),
          pageSize: wholeNumber(size ?? s.pageSize, 1, 'fetch() pageSize'),
          sorts: sort ? [...sort] : s.sorts,
          searchParams: searchParams ? { ...searchParams } : s.searchParams,
        })
      },
      sortWith: (sorts: readonly SortInfo[]) => go({ ...stateRef.current, pageNo: 0, sorts: [...sorts] }),
      query: (searchParams: SearchParams) => go({ ...stateRef.current, pageNo: 0, searchParams: { ...searchParams } }),
      reload,
    }
    // Every action reads what changes through refs, so the actions are made once per list url and key name.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [url, keyName, cache])

  const error = swr.error && !isAbortError(swr.error) ? swr.error : undefined
  return {
    ...actions,
    items: data?.items ?? defaultValue,
    rawResponse: data?.rawResponse,
    isLoading: swr.isValidating,
    isError: error !== undefined,
    error,
    pagination,
    searchParams: state.searchParams,
    defaultSearchParams: defaults,
    keyName,
  }
}
