// What a server may run (a React Server Component, a loader, a script): not a client module, no React, no window. The
// store made per request, the prefetch of a list's first page, the store's dehydrate, and the pure functions and types
// a server shares with the client.
export { createRestPageStore } from '../core/store/createRestPageStore.ts'
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
  StoreSettings,
} from '../core/store/createRestPageStore.ts'
export type { DehydrateOptions, StreamedAnswer, StreamedPage, StreamedPages } from '../core/store/streamedPages.ts'
export { prefetchList } from '../core/store/prefetchList.ts'
export { restList } from '../core/definition/restList.ts'
export type { RestListDefinition, RestListOptions } from '../core/definition/restList.ts'
export type { RestPageApiOptions, RestPageApiSettings, UrlSyncOptions } from '../core/engine/RestPageApiOptions.ts'
export type { UrlAdapter } from '../core/url/UrlAdapter.ts'
export { RestError, isRestError, kindOfStatus } from '../core/http/RestError.ts'
export type { RestErrorKind, RestErrorInit } from '../core/http/RestError.ts'
export type { ProblemDetail } from '../core/http/readProblemDetail.ts'
export { sendRequest } from '../core/http/sendRequest.ts'
export type { HttpResponse, HttpSettings, RequestSpec } from '../core/http/sendRequest.ts'
export { loadListPage } from '../core/spring/loadListPage.ts'
export type { ListTransforms } from '../core/spring/loadListPage.ts'
export { normalizePage } from '../core/spring/normalizePage.ts'
export { readSpringPage } from '../core/spring/readSpringPage.ts'
export { buildListQuery, appendQueryString } from '../core/spring/buildListQuery.ts'
export type { ListRequestPageInfo } from '../core/spring/buildListQuery.ts'
export { formAppListRequest, desSuffixListRequest, suffixSortListRequest } from '../core/spring/sortStyles.ts'
export type { ListRequestTransform } from '../core/spring/sortStyles.ts'
export { parseUrlState, serializeUrlState } from '../core/url/urlState.ts'
export type { UrlListState, UrlStateConfig } from '../core/url/urlState.ts'
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
} from '../core/types.ts'
