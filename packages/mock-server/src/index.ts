export { createHandlers } from './createHandlers.ts'
export type { MockApi, MockServerOptions } from './createHandlers.ts'
export { createMockDb } from './db/createMockDb.ts'
export type { MockDb } from './db/createMockDb.ts'
export type { Product } from './db/products.ts'
export type { App, Form, FormType, FlowNode, GrantScope, Group } from './db/apps.ts'
export type { Department, BusinessRole, User, Org } from './db/org.ts'
export type { FormRecord, RecordStatus } from './db/records.ts'
export type { ResourceNode, ResourceTree, SystemRole, Order, Result } from './db/resourceTree.ts'
export {
  addResource,
  childIds,
  moveResource,
  removeResource,
  renameResource,
  resourceInfo,
  subtree,
  treeProblems,
} from './db/resourceTree.ts'
export { releaseForm } from './db/releaseForm.ts'
export { formatTime } from './db/time.ts'
export { defaultResourceServiceConfig, readPara, pathPattern } from './handlers/resourceService.ts'
export { defaultReceiverPath } from './handlers/receiver.ts'
export { formServiceHandlers, INTERNAL_ORIGIN } from './handlers/formService.ts'
export type { FormServiceOptions } from './handlers/formService.ts'
export type { ResourceServiceConfig } from './handlers/resourceService.ts'
export { inList, mayOpen, recordView } from './handlers/formApp.ts'
export type { FormList } from './handlers/formApp.ts'
export type { BrokenBehaviour, CallLogEntry, MockControls } from './http/controls.ts'
export { errorResponse, acceptsJson } from './http/errorResponse.ts'
export type { ErrorBody, FieldError } from './http/errorResponse.ts'
export { identify, SESSION_TTL_MS } from './http/identify.ts'
export { parseListQuery, parseSortValue, sortRecords, pageOf, MAX_PAGE_SIZE } from './http/parseListQuery.ts'
export type { MockListQuery, MockSort } from './http/parseListQuery.ts'
