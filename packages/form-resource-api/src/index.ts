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

export { OptionError } from './http/OptionError.ts'

export { createResourceServiceClient } from './client/createResourceServiceClient.ts'
export type {
  CallOptions,
  ReleaseCallOptions,
  ResourceServiceClient,
  ResourceServiceClientOptions,
} from './client/createResourceServiceClient.ts'
export { ResourceServiceError } from './client/ResourceServiceError.ts'
export type { ResourceServiceErrorInit, ResourceServiceFailure } from './client/ResourceServiceError.ts'
export { toResourceTree } from './client/resourceTree.ts'
export type {
  AddResourcePara,
  MoveResourcePara,
  RenameResourcePara,
  ResourceEntry,
  ResourceTreeNode,
  SysResourceInfo,
} from './client/types.ts'

export { FORM_KINDS, ORDERS } from './model/types.ts'
export type {
  FlowNodeInput,
  FormKind,
  GrantScope,
  Order,
  PageType,
  ReleasePage,
  ReleaseRequest,
  RoleConfig,
} from './model/types.ts'
export { ReleaseInputError } from './model/ReleaseInputError.ts'
export type { InputProblem } from './model/ReleaseInputError.ts'
export { toScope, unionScopes } from './model/grantScope.ts'
export { FLOW_PAGES, appHomeUrl, formUrl, singlePageUrl } from './model/pages.ts'

export { buildReleaseRequest } from './release/buildReleaseRequest.ts'
export type { ReleaseOptions } from './release/buildReleaseRequest.ts'
export type { FormInput, ReleaseInput } from './release/types.ts'

export { buildPublishTree } from './publish/buildPublishTree.ts'
export type { PublishTreeOptions } from './publish/buildPublishTree.ts'
export {
  PublishNotificationError,
  sendPublishNotification,
  treeFingerprint,
} from './publish/sendPublishNotification.ts'
export type { NotificationFailure, NotificationOptions, NotificationResult } from './publish/sendPublishNotification.ts'
export type { PublishApp, PublishForm, PublishGroup, PublishNode } from './publish/types.ts'

export { runConformance } from './conformance/runConformance.ts'
export type { ConformanceCheck, ConformanceOptions, ConformanceReport, Exchange } from './conformance/runConformance.ts'
