import type { RestError } from '../core/RestError.ts'
import type { PageInfo, RecordId, SearchParams, SortInfo } from '../core/types.ts'

/** Sets one field (`setItem(id, 'title', 'x')`) or several (`setItem(id, { title: 'x' })`) of a record. */
export interface SetItem<TItem> {
  <TField extends keyof TItem>(id: RecordId, field: TField, value: TItem[TField]): void
  (id: RecordId, patch: Partial<TItem>): void
}

/** What `useRestPageApi` returns: every member of spec D's `dataSource` table, plus `error`. */
export interface RestPageDataSource<TItem, TPage> {
  /** Records of the current page; the previous page's stay while the next one loads. */
  items: TItem[]
  /** The latest list response as the server sent it (before `transformListResponse`). */
  rawResponse: TPage | undefined
  /** True while a list request for the current query is in flight (the first load included). */
  isLoading: boolean
  /** True when the latest list load for the current query failed. */
  isError: boolean
  /** Why the latest list load failed: a `RestError`, or what a transform threw. */
  error: RestError | Error | undefined
  pagination: PageInfo
  /** The current filters. */
  searchParams: SearchParams
  /** The default filters. */
  defaultSearchParams: SearchParams
  /** The key property (`keyName` option), for adapters that need row ids. */
  keyName: keyof TItem & string

  getItemById: (id: RecordId) => TItem | undefined
  updateItem: (item: TItem) => void
  setItem: SetItem<TItem>
  setItems: (items: TItem[]) => void
  addItem: (item: TItem) => void
  removeItemById: (id: RecordId) => void
  removeItemsByIds: (ids: readonly RecordId[]) => void
  /** Removes the record at a zero-based index. */
  removeItemAt: (index: number) => void
  /** Replaces the default filters and reloads from page 0. */
  setDefaultSearchParams: (params: SearchParams) => void

  nextPage: () => void
  prevPage: () => void
  /** The base list operation; what is not given stays as it is. `pageNo` is zero-based. */
  fetch: (pageNo?: number, pageSize?: number, sort?: readonly SortInfo[], searchParams?: SearchParams) => void
  sortWith: (sorts: readonly SortInfo[]) => void
  query: (searchParams: SearchParams) => void
  reload: () => void

  get: (id: RecordId, update?: boolean) => Promise<TItem>
  save: (data: Partial<TItem>, update?: boolean) => Promise<TItem>
  update: (data: TItem, update?: boolean) => Promise<TItem>
  remove: (idOrIds: RecordId | readonly RecordId[], update?: boolean) => Promise<void>
}
