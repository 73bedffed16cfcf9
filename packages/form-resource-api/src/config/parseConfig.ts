import { redactUrl } from '../http/redactUrl.ts'
import { parse } from 'yaml'
import { ConfigError, type ConfigProblem } from './ConfigError.ts'
import {
  RESOURCE_SERVICE_KEYS,
  type ConfigWarning,
  type FormServiceConfig,
  type ParsedConfig,
  type ResourceServiceUrls,
} from './types.ts'

/** A configured address for a message: without credentials or query string, which may hold tokens. */
const shownAddress = (value: string) =>
  JSON.stringify(URL.canParse(value) ? redactUrl(value) : (value.split(/[?#]/)[0] ?? '').slice(0, 200))

const HOST_PORT = /^(?:\[[0-9a-f:.]+\]|[a-z0-9](?:[a-z0-9.-]*[a-z0-9])?):(\d{1,5})$/i

/** Flattens a nested object into dotted keys (`{ url: { a: 1 } }` → `{ 'url.a': 1 }`), as Spring reads YAML. */
function flatten(value: unknown, prefix: string, out: Map<string, unknown>): void {
  if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
    for (const [key, child] of Object.entries(value)) flatten(child, prefix ? `${prefix}.${key}` : key, out)
  } else {
    out.set(prefix, value)
  }
}

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value)
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== ''
  } catch {
    return false
  }
}

/**
 * Checks a configuration given as a flat map of dotted keys (`url.get-save-resource-url`, `configs.systemId`, …).
 * Keys it does not know are ignored: an `application.yml` holds much else. Throws a `ConfigError` listing every
 * problem; returns the typed configuration with its defaults and the warnings.
 *
 * @example
 * configFromFlatMap({ 'form.uias-server-uri': 'uias.example.org:8080' }).config
 * // { integration: 'uias', systemId: '67250', uiasServerUri: 'uias.example.org:8080' }
 */
export function configFromFlatMap(map: Record<string, unknown> | Map<string, unknown>): ParsedConfig {
  const entries = map instanceof Map ? map : new Map(Object.entries(map))
  const problems: ConfigProblem[] = []
  const warnings: ConfigWarning[] = []
  const text = (key: string): string | undefined => {
    const value = entries.get(key)
    if (value === undefined || value === null || value === '') return undefined
    if (typeof value === 'string' || typeof value === 'number') return String(value).trim()
    problems.push({ key, message: `must be a string, got ${Array.isArray(value) ? 'a list' : typeof value}` })
    return undefined
  }

  for (const key of entries.keys()) {
    if (/^form\.(url\.)?resource-publish-url$/.test(key)) {
      problems.push({ key, message: 'must be the top-level url.resource-publish-url: move it out of the form section' })
    }
  }

  const systemId = text('configs.systemId') ?? '67250'
  const config: FormServiceConfig = { integration: 'uias', systemId }

  const uias = text('form.uias-server-uri')
  if (uias !== undefined) {
    const port = Number(HOST_PORT.exec(uias)?.[1])
    if (!(port > 0 && port < 65536))
      problems.push({
        key: 'form.uias-server-uri',
        message: `must be host:port (uias.example.org:8080), got ${JSON.stringify(uias)}`,
      })
    else config.uiasServerUri = uias
  }

  const urls: Partial<ResourceServiceUrls> = {}
  for (const key of RESOURCE_SERVICE_KEYS) {
    const value = text(key)
    if (value === undefined) continue
    if (!isHttpUrl(value))
      problems.push({
        key,
        message: `must be an http(s) address such as http://resource.example.org/resource/save, got ${shownAddress(value)}`,
      })
    else urls[key] = value
  }
  const given = RESOURCE_SERVICE_KEYS.filter((key) => entries.get(key) !== undefined && entries.get(key) !== '')
  if (given.length > 0 && given.length < RESOURCE_SERVICE_KEYS.length) {
    const missing = RESOURCE_SERVICE_KEYS.filter((key) => !given.includes(key))
    problems.push({
      key: 'url',
      message: `the third-party resource service needs all nine operation addresses; missing: ${missing.join(', ')}`,
    })
  }
  if (given.length === RESOURCE_SERVICE_KEYS.length && Object.keys(urls).length === given.length) {
    config.integration = 'third-party'
    config.resourceService = urls as ResourceServiceUrls
    if (urls['url.sort-resource-url'] !== urls['url.move-resource-url']) {
      warnings.push({
        key: 'url.sort-resource-url',
        message: 'differs from url.move-resource-url; the spec sets sort to the same address as move',
      })
    }
  }

  const publish = text('url.resource-publish-url')
  if (publish !== undefined) {
    if (!isHttpUrl(publish))
      problems.push({
        key: 'url.resource-publish-url',
        message: `must be an http(s) address, got ${shownAddress(publish)}`,
      })
    else config.resourcePublishUrl = publish
  }
  if (config.integration === 'uias' && config.uiasServerUri === undefined && given.length === 0) {
    warnings.push({
      key: 'form.uias-server-uri',
      message: 'not set: the unified authorization service (the default integration) has no address',
    })
  }
  if (problems.length > 0) throw new ConfigError(problems)
  return { config, warnings }
}

/**
 * Checks a configuration shaped like the service's `application.yml`, as a nested object
 * (`{ url: { 'get-save-resource-url': … }, configs: { systemId: 67250 } }`). Dotted keys inside it work too.
 */
export function configFromObject(nested: Record<string, unknown>): ParsedConfig {
  const flat = new Map<string, unknown>()
  flatten(nested, '', flat)
  return configFromFlatMap(flat)
}

/** Checks a configuration given as YAML text (an `application.yml`). A syntax error names the line. */
export function configFromYaml(text: string): ParsedConfig {
  let document: unknown
  try {
    document = parse(text)
  } catch (error) {
    throw new ConfigError([
      {
        key: '(yaml)',
        message: `not valid YAML: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`,
      },
    ])
  }
  if (document === null || document === undefined) return configFromFlatMap({})
  if (typeof document !== 'object' || Array.isArray(document)) {
    throw new ConfigError([{ key: '(yaml)', message: 'the document must be a mapping of keys, like application.yml' }])
  }
  return configFromObject(document as Record<string, unknown>)
}
