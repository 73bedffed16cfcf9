import { describe, expect, it } from 'vitest'
import { ConfigError } from './ConfigError.ts'
import { configFromFlatMap, configFromObject, configFromYaml } from './parseConfig.ts'
import { RESOURCE_SERVICE_KEYS } from './types.ts'

const rs = 'http://resource.example.org/rs'
const thirdParty = Object.fromEntries(RESOURCE_SERVICE_KEYS.map((key) => [key, `${rs}/${key.slice(4)}`]))
thirdParty['url.sort-resource-url'] = thirdParty['url.move-resource-url'] as string

function problems(run: () => unknown): string[] {
  try {
    run()
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError)
    return (error as ConfigError).problems.map((p) => `${p.key}: ${p.message}`)
  }
  throw new Error('expected a ConfigError')
}

describe('configuration', () => {
  it('defaults to the unified authorization service and system 67250', () => {
    expect(configFromFlatMap({ 'form.uias-server-uri': 'uias.example.org:8080' })).toEqual({
      config: { integration: 'uias', systemId: '67250', uiasServerUri: 'uias.example.org:8080' },
      warnings: [],
    })
  })

  it('reads application.yml as YAML text, nested object or flat map alike', () => {
    const yaml = `
server:
  port: 8080
configs:
  systemId: 10086
url:
${RESOURCE_SERVICE_KEYS.map((key) => `  ${key.slice(4)}: ${thirdParty[key]}`).join('\n')}
  resource-publish-url: http://portal.example.org/resource-publish
`
    const fromYaml = configFromYaml(yaml)
    expect(fromYaml.config).toMatchObject({
      integration: 'third-party',
      systemId: '10086',
      resourcePublishUrl: 'http://portal.example.org/resource-publish',
    })
    expect(fromYaml.config.resourceService?.['url.get-save-resource-url']).toBe(`${rs}/get-save-resource-url`)
    const nested = {
      configs: { systemId: 10086 },
      url: {
        ...Object.fromEntries(RESOURCE_SERVICE_KEYS.map((k) => [k.slice(4), thirdParty[k]])),
        'resource-publish-url': 'http://portal.example.org/resource-publish',
      },
    }
    expect(configFromObject(nested)).toEqual(fromYaml)
    expect(
      configFromFlatMap({
        ...thirdParty,
        'configs.systemId': '10086',
        'url.resource-publish-url': 'http://portal.example.org/resource-publish',
      }),
    ).toEqual(fromYaml)
  })

  it.each([
    [
      { form: { 'resource-publish-url': 'http://p.example.org/x' } },
      'form.resource-publish-url: must be the top-level url.resource-publish-url',
    ],
    [
      { form: { url: { 'resource-publish-url': 'http://p.example.org/x' } } },
      'form.url.resource-publish-url: must be the top-level url.resource-publish-url',
    ],
    [{ form: { 'uias-server-uri': 'http://uias.example.org' } }, 'form.uias-server-uri: must be host:port'],
    [{ form: { 'uias-server-uri': 'uias.example.org:99999' } }, 'form.uias-server-uri: must be host:port'],
    [
      { url: { 'get-save-resource-url': `${rs}/save` } },
      'url: the third-party resource service needs all nine operation addresses; missing: url.get-send-resource-url, url.update-resource-url',
    ],
    [
      { url: { 'resource-publish-url': 'portal/notify' } },
      'url.resource-publish-url: must be an http(s) address, got "portal/notify"',
    ],
    [{ url: { 'resource-publish-url': ['a'] } }, 'url.resource-publish-url: must be a string, got a list'],
  ])('refuses %j: %s', (nested, message) => {
    expect(problems(() => configFromObject(nested)).join('\n')).toContain(message)
  })

  it('names every malformed address and what the right form is', () => {
    const found = problems(() =>
      configFromFlatMap({
        ...thirdParty,
        'url.get-save-resource-url': 'resource/save',
        'url.update-resource-url': 'ftp://x/y',
      }),
    )
    expect(found).toEqual([
      'url.get-save-resource-url: must be an http(s) address such as http://resource.example.org/resource/save, got "resource/save"',
      'url.update-resource-url: must be an http(s) address such as http://resource.example.org/resource/save, got "ftp://x/y"',
    ])
  })

  it('lists all the problems at once', () => {
    const error = problems(() =>
      configFromObject({
        form: { 'resource-publish-url': 'http://x.org', 'uias-server-uri': 'x' },
        url: { 'remove-resource-url': `${rs}/r` },
      }),
    )
    expect(error).toHaveLength(3)
  })

  it('warns when sort and move differ, and when the default integration has no address', () => {
    expect(configFromFlatMap({ ...thirdParty, 'url.sort-resource-url': `${rs}/sort` }).warnings).toEqual([
      {
        key: 'url.sort-resource-url',
        message: 'differs from url.move-resource-url; the spec sets sort to the same address as move',
      },
    ])
    expect(configFromFlatMap({}).warnings.map((w) => w.key)).toEqual(['form.uias-server-uri'])
  })

  it('reports broken YAML with its error', () => {
    expect(problems(() => configFromYaml('url:\n  a: [1,\n')).join('')).toMatch(/\(yaml\): not valid YAML/)
    expect(problems(() => configFromYaml('- a\n- b')).join('')).toMatch(/must be a mapping/)
  })

  it('shows a malformed address without its query string or credentials', () => {
    let error: unknown
    try {
      configFromFlatMap({ 'url.resource-publish-url': 'ftp://u:pw@portal.example.org/in?token=s3cret' })
    } catch (e) {
      error = e
    }
    expect(error).toBeInstanceOf(ConfigError)
    expect((error as Error).message).toMatch(/got "ftp:\/\/portal\.example\.org\/in"/)
    expect((error as Error).message).not.toMatch(/s3cret|pw@/)
  })
})
