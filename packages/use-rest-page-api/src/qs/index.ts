export { qsListRequest } from './qsListRequest.ts'
export type { QsListRequestOptions } from './qsListRequest.ts'
export { parseNestedQuery } from './parseNestedQuery.ts'
export type { ParseNestedQueryOptions } from './parseNestedQuery.ts'
