/** The configuration keys of the third-party resource service operations (spec "Configuration keys"). */
export const RESOURCE_SERVICE_KEYS = [
  'url.get-save-resource-url',
  'url.get-send-resource-url',
  'url.update-resource-url',
  'url.remove-resource-url',
  'url.get-resource-id-by-pid',
  'url.move-resource-url',
  'url.sort-resource-url',
  'url.get-resource-info-url',
  'url.send-resource-url',
] as const

export type ResourceServiceKey = (typeof RESOURCE_SERVICE_KEYS)[number]

/** The addresses of the third-party resource service, by configuration key. */
export type ResourceServiceUrls = Record<ResourceServiceKey, string>

/** The smart form service's resource-publishing configuration, checked, with defaults. */
export interface FormServiceConfig {
  /** Which integration publishes resources: the unified authorization service (default) or a third-party service. */
  integration: 'uias' | 'third-party'
  /** `configs.systemId`: the root resource forms are mounted under. Default `"67250"`. */
  systemId: string
  /** `form.uias-server-uri` (host:port), when set. */
  uiasServerUri?: string
  /** The nine `url.*` operation addresses, when the third-party integration is active. */
  resourceService?: ResourceServiceUrls
  /** `url.resource-publish-url`: the publish-notification receiver, when set. */
  resourcePublishUrl?: string
}

export interface ConfigWarning {
  key: string
  message: string
}

/** A parsed configuration and what is not wrong but worth a look. */
export interface ParsedConfig {
  config: FormServiceConfig
  warnings: ConfigWarning[]
}
