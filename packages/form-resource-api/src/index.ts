export { configFromFlatMap, configFromObject, configFromYaml } from './config/parseConfig.ts'
export { ConfigError } from './config/ConfigError.ts'
export type { ConfigProblem } from './config/ConfigError.ts'
export { RESOURCE_SERVICE_KEYS } from './config/types.ts'
export type {
  ConfigWarning,
  FormServiceConfig,
  ParsedConfig,
  ResourceServiceKey,
  ResourceServiceUrls,
} from './config/types.ts'

export { createResourceServiceClient } from './client/createResourceServiceClient.ts'
export type {
  CallOptions,
  ResourceServiceClient,
  ResourceServiceClientOptions,
} from './client/createResourceServiceClient.ts'
export { ResourceServiceError } from './client/ResourceServiceError.ts'
export type { ResourceServiceErrorInit, ResourceServiceFailure } from './client/ResourceServiceError.ts'
export { toResourceTree } from './client/resourceTree.ts'
export { ORDERS } from './client/types.ts'
export { FORM_KINDS } from './release/types.ts'
export type {
  AddResourcePara,
  MoveResourcePara,
  Order,
  RenameResourcePara,
  ResourceEntry,
  ResourceTreeNode,
  SysResourceInfo,
} from './client/types.ts'

export { buildReleaseRequest } from './release/buildReleaseRequest.ts'
export type { ReleaseOptions } from './release/buildReleaseRequest.ts'
export { ReleaseInputError } from './release/ReleaseInputError.ts'
export { isEmptyScope, scopeCovers, toScope, unionScopes } from './release/grantScope.ts'
export { ROLE_NAMES, ROLE_PAGES, pageScopes, systemRoleScopes } from './release/systemRoles.ts'
export type { RoleType } from './release/systemRoles.ts'
export { FLOW_PAGES, appHomeUrl, formUrl, singlePageUrl } from './release/pages.ts'
export { stableCode, randomCode } from './release/stableCode.ts'
export { formatTime } from './release/formatTime.ts'
export type {
  FlowNodeInput,
  FormInput,
  FormKind,
  GrantScope,
  PageType,
  ReleaseInput,
  ReleasePage,
  ReleaseRequest,
  RoleConfig,
} from './release/types.ts'

export { buildPublishTree } from './publish/buildPublishTree.ts'
export type { PublishTreeOptions } from './publish/buildPublishTree.ts'
export {
  PublishNotificationError,
  sendPublishNotification,
  treeFingerprint,
} from './publish/sendPublishNotification.ts'
export type { NotificationOptions, NotificationResult } from './publish/sendPublishNotification.ts'
export type { PublishApp, PublishForm, PublishGroup, PublishNode } from './publish/types.ts'

export { runConformance } from './conformance/runConformance.ts'
export type { ConformanceCheck, ConformanceOptions, ConformanceReport, Exchange } from './conformance/runConformance.ts'
export { formatCheck } from './conformance/formatCheck.ts'
