'use client'
export { useRestPageApi, useRestPageApi as default } from './react/useRestPageApi.ts'
export { useSuspenseRestPageApi } from './react/useSuspenseRestPageApi.ts'
export { useRestPageErrorReset } from './react/useRestPageErrorReset.ts'
export { useRestResource } from './react/useRestResource.ts'
export type { RestResource, RestResourceOptions } from './core/resource/RestResource.ts'
export { RestPageApiProvider, useHttpSettings, useRestPageApiStore } from './react/RestPageApiProvider.tsx'
export type { RestPageApiProviderProps } from './react/RestPageApiProvider.tsx'
export { RestPageUrlAdapterProvider } from './react/RestPageUrlAdapterProvider.tsx'
export type { RestPageUrlAdapterProviderProps } from './react/RestPageUrlAdapterProvider.tsx'
export { useRestWrites } from './react/useRestWrites.ts'
export type { RestWritesState } from './react/useRestWrites.ts'
export { useRestConflicts } from './react/useRestConflicts.ts'
export type { RestConflict } from './core/store/conflictList.ts'
export type { OnConflict } from './core/edits/conflicts.ts'
export { useRestOutbox } from './react/useRestOutbox.ts'
export type { RestOutboxState } from './react/useRestOutbox.ts'
export { useRestSend } from './react/useRestSend.ts'
export type { RestSendRequest } from './core/outbox/sendWrite.ts'
export type { OutboxWrite } from './core/outbox/OutboxWrite.ts'
export { RestPageHydrationBoundary } from './react/RestPageHydrationBoundary.tsx'
export type { RestPageHydrationBoundaryProps } from './react/RestPageHydrationBoundary.tsx'
export { createRestPageStore } from './core/store/createRestPageStore.ts'
export type {
  DehydratedPages,
  ListPageRequest,
  PersistOptions,
  RestPageStorage,
  RestPageStore,
  RestPageStoreOptions,
  RestWrite,
  RestWriteFailure,
  RestWrites,
  StoreEntryInfo,
  StoreEvent,
  StoreLink,
  StoreSettings,
} from './core/store/createRestPageStore.ts'
export type { DehydrateOptions, StreamedAnswer, StreamedPage, StreamedPages } from './core/store/streamedPages.ts'
export { focusManager, onlineManager } from './core/engine/eventManager.ts'
export type { EventManager } from './core/engine/eventManager.ts'
export { prefetchList } from './core/store/prefetchList.ts'
export { restList } from './core/definition/restList.ts'
export type {
  DataSourceOf,
  ListRenderOptions,
  RestListDefinition,
  RestListOptions,
} from './core/definition/restList.ts'
export type {
  ListFetch,
  ListFetchOptions,
  ListMoveOptions,
  ListOperationResult,
  RestPageDataSource,
  SetItem,
} from './core/engine/RestPageDataSource.ts'
export type { RestPageApiOptions, RestPageApiSettings, UrlSyncOptions } from './core/engine/RestPageApiOptions.ts'
export type { UrlAdapter } from './core/url/UrlAdapter.ts'
export { historyAdapter } from './core/url/historyAdapter.ts'

export { RestError, isRestError, kindOfStatus } from './core/http/RestError.ts'
export type { RestErrorKind, RestErrorInit } from './core/http/RestError.ts'
export type { ProblemDetail } from './core/http/readProblemDetail.ts'
export { RemoveError } from './core/http/RemoveError.ts'
export type { FailedRemoval } from './core/http/RemoveError.ts'

export { buildListQuery, appendQueryString } from './core/spring/buildListQuery.ts'
export type { ListRequestPageInfo } from './core/spring/buildListQuery.ts'
export { formAppListRequest, desSuffixListRequest, suffixSortListRequest } from './core/spring/sortStyles.ts'
export type { ListRequestTransform } from './core/spring/sortStyles.ts'
export { normalizePage } from './core/spring/normalizePage.ts'
export { readSpringPage } from './core/spring/readSpringPage.ts'
export { parseUrlState, serializeUrlState } from './core/url/urlState.ts'
export type { UrlListState, UrlStateConfig } from './core/url/urlState.ts'
export { sendRequest } from './core/http/sendRequest.ts'
export type { HttpResponse, HttpSettings, RequestSpec } from './core/http/sendRequest.ts'
export { loadListPage } from './core/spring/loadListPage.ts'
export type { ListTransforms } from './core/spring/loadListPage.ts'
export type { RecordOperationOptions, RecordTransforms } from './core/edits/recordActions.ts'
export type {
  FilterDefaults,
  FilterState,
  FilterValue,
  ListPage,
  ListQuery,
  PageInfo,
  PageResponse,
  RecordId,
  SearchParams,
  SortDirection,
  SortField,
  SortInfo,
} from './core/types.ts'
// The parsers themselves are in `use-rest-page-api/parsers`, which a server may import too.
export type { FilterParser } from './core/url/filterParser.ts'
export type { ParserSpec } from './core/url/parsers.ts'
