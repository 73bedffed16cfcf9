'use client'
export { useRestPageApi, useRestPageApi as default } from './react/useRestPageApi.ts'
export { RestPageApiProvider, useHttpSettings, useRestPageApiStore } from './react/RestPageApiProvider.tsx'
export type { RestPageApiProviderProps } from './react/RestPageApiProvider.tsx'
export { RestPageHydrationBoundary } from './react/RestPageHydrationBoundary.tsx'
export type { RestPageHydrationBoundaryProps } from './react/RestPageHydrationBoundary.tsx'
export { createRestPageStore } from './core/createRestPageStore.ts'
export type {
  DehydratedPages,
  ListPageRequest,
  RestPageStore,
  StoreEntryInfo,
  StoreLink,
  StoreSettings,
} from './core/createRestPageStore.ts'
export { prefetchList } from './core/prefetchList.ts'
export type { PrefetchListInit } from './core/prefetchList.ts'
export type { ListMoveOptions, ListOperationResult, RestPageDataSource, SetItem } from './core/RestPageDataSource.ts'
export type { RestPageApiOptions, RestPageApiSettings, UrlSyncOptions } from './core/RestPageApiOptions.ts'
export type { UrlAdapter } from './core/UrlAdapter.ts'
export { historyAdapter } from './core/historyAdapter.ts'

export { RestError, kindOfStatus } from './core/RestError.ts'
export type { RestErrorKind, RestErrorInit } from './core/RestError.ts'
export { RemoveError } from './core/RemoveError.ts'
export type { FailedRemoval } from './core/RemoveError.ts'

export { buildListQuery, appendQueryString } from './core/buildListQuery.ts'
export type { ListRequestPageInfo } from './core/buildListQuery.ts'
export { formAppListRequest, desSuffixListRequest, suffixSortListRequest } from './core/sortStyles.ts'
export type { ListRequestTransform } from './core/sortStyles.ts'
export { normalizePage } from './core/normalizePage.ts'
export { readSpringPage } from './core/readSpringPage.ts'
export { parseUrlState, serializeUrlState } from './core/urlState.ts'
export type { UrlListState, UrlStateConfig } from './core/urlState.ts'
export { sendRequest } from './core/sendRequest.ts'
export type { HttpResponse, HttpSettings, RequestSpec } from './core/sendRequest.ts'
export { loadListPage } from './core/loadListPage.ts'
export type { ListTransforms } from './core/loadListPage.ts'
export type { RecordTransforms } from './core/recordActions.ts'
export type {
  FilterValue,
  ListPage,
  ListQuery,
  PageInfo,
  PageResponse,
  RecordId,
  SearchParams,
  SortDirection,
  SortInfo,
} from './core/types.ts'
